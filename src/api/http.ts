import ky, { type KyInstance } from 'ky';
import { errorBody } from './schemas/common';

export interface HttpOptions {
  /** The `fetch` ky uses; tests pass a fake. Defaults to the global one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The ky instance behind every call: no retries (the console decides), errors handled by the caller. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  return ky.create({
    // Bind lazily so tests that replace globalThis.fetch after creation still work.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
  });
}

/** The server's message in a non-OK answer: the `detail` of a JSON error body, else the trimmed text; null when empty. */
export async function readErrorText(response: Response): Promise<string | null> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  if (!text.trim()) return null;
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (parsed.success && parsed.data.detail) return parsed.data.detail;
  } catch {
    // not JSON: the plain text is the message
  }
  return text.trim();
}

/** The text to raise for a non-OK answer (spec 8): the server's message, else the status line. */
export async function responseErrorText(response: Response): Promise<string> {
  return (await readErrorText(response)) ?? `${response.status} ${response.statusText}`.trim();
}

/** Reads a JSON body; an empty body (e.g. 204) reads as null. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
