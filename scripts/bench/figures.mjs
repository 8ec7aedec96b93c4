// What the benchmark scripts share besides the server: medians and how figures are printed, and the API as an
// administrator calls it (sign in, then JSON calls with the token).
import { readFileSync } from 'node:fs';

/** The median of the numbers (null values left out); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const ms = (value) => `${value.toFixed(1)} ms`;
export const list = (values) => `[${values.map(ms).join(', ')}]`;

/** Signs in as `admin` at `base` and answers `api(method, path, body)` for JSON calls under `/api/`. */
export async function adminApi(base, admin) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  return async function api(method, path, body) {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
