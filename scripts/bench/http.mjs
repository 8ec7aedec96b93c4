// HTTP measuring for the benchmarks: one GET with gzip accepted, timed to its last byte, with its size on the
// wire and decompressed, a hard time limit (the request is abandoned, not waited for), and a wait until the
// server answers quickly again after such an abandoned request.
import http from 'node:http';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';

/**
 * GET `url` with `headers` (gzip accepted): `{ status, ms, wire, raw, encoding, body? }`, or
 * `{ timedOut: true, ms }` after `timeoutMs`. `keepBody` returns the decompressed body as a string.
 */
export function timedGet(url, headers, { timeoutMs = 60_000, keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip', ...headers }, agent: false });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ timedOut: true, ms: performance.now() - started });
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      if (request.destroyed && performance.now() - started >= timeoutMs) return;
      reject(error);
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.on('end', () => {
        clearTimeout(timer);
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const body =
          encoding === 'gzip'
            ? gunzipSync(wire)
            : encoding === 'br'
              ? brotliDecompressSync(wire)
              : encoding === 'deflate'
                ? inflateSync(wire)
                : wire;
        resolve({
          status: response.statusCode,
          ms,
          wire: wire.length,
          raw: body.length,
          encoding,
          ...(keepBody ? { body: body.toString('utf8') } : {}),
        });
      });
    });
  });
}

/**
 * Waits until `base`/api/health answers within a second (a server still building an abandoned answer
 * does not), at most `maxSeconds`; answers the seconds waited, or null when it never did.
 */
export async function waitUntilResponsive(base, maxSeconds = 300) {
  const started = performance.now();
  while (performance.now() - started < maxSeconds * 1000) {
    try {
      const answer = await timedGet(`${base}/api/health`, {}, { timeoutMs: 1000 });
      if (!answer.timedOut && answer.status === 200) return (performance.now() - started) / 1000;
    } catch {
      // not listening (yet)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
}
