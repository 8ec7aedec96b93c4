import ky, { type KyInstance } from 'ky';
import { takeEarlyAnswer } from './earlyRequests';
import { errorBody } from './schemas/common';

export interface HttpOptions {
  /** The `fetch` ky uses; tests pass a fake. Defaults to the global one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * `fetch` (bound at each call, so tests that replace globalThis.fetch still work), or the answer the boot
 * script already asked for this request (`earlyRequests.ts`). An early request that failed is sent again; an
 * abort of the request ends the wait for it.
 */
function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request ? takeEarlyAnswer(input) : null;
  if (!early) return globalThis.fetch(input, init);
  const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.then(resolve, () => globalThis.fetch(input, init).then(resolve, reject));
  });
}

/** The ky instance behind every call: no retries (the console decides), errors handled by the caller. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  return ky.create({
    fetch: options.fetch ?? fetchOrTakeEarly,
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

/** The text to raise for a non-OK answer: the server's message, else the status line. */
export async function responseErrorText(response: Response): Promise<string> {
  return (await readErrorText(response)) ?? `${response.status} ${response.statusText}`.trim();
}

/** Reads a JSON body; an empty body (e.g. 204) reads as null. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
