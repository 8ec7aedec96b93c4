// The contract check of the server tests: every answer a test receives through the harness (`TestApp.request`
// and the helpers on it) is checked against the published OpenAPI document (GET /api/openapi.json) with
// tests/contract/answerCheck.ts. A mismatch fails the test that received it (contract-setup.ts, after each
// test; one received in beforeAll fails the file); the count of checked answers is printed once per run
// (contract-global.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ContractChecker, OpenApiDocument } from '../../tests/contract/answerCheck';
import { contractChecker } from '../../tests/contract/answerCheck';
import { testDataDir } from './paths';

/** Where each test file leaves its counts for the run's total. */
export const contractCountsDir = path.join(testDataDir, 'api-contract');

export interface ContractCounts {
  /** Answers checked against the document (status, media type, and the body where it is JSON). */
  validated: number;
  /** Of those, JSON bodies validated against their schema. */
  bodies: number;
  /** Answers to `/api/` requests the document has no operation for (unknown paths and methods). */
  outside: number;
  /** Mismatches that failed a test. */
  mismatches: number;
}

let checker: Promise<ContractChecker> | undefined;
const pending = new Set<Promise<void>>();
let mismatches: string[] = [];
const counts: ContractCounts = { validated: 0, bodies: 0, outside: 0, mismatches: 0 };

function decoded(bytes: Uint8Array, coding: string | null): string | undefined {
  const buffer = Buffer.from(bytes);
  switch ((coding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
      return buffer.toString('utf8');
    case 'br':
      return brotliDecompressSync(buffer).toString('utf8');
    case 'gzip':
      return gunzipSync(buffer).toString('utf8');
    case 'deflate':
      return inflateSync(buffer).toString('utf8');
    default:
      return undefined;
  }
}

/**
 * Checks one answer, in the background (its body is read from a clone, so the test reads its own copy as
 * it likes); `settleContract` waits for it. `document` fetches the published document once.
 */
export function observeAnswer(
  url: string,
  init: RequestInit,
  res: Response,
  document: () => Response | Promise<Response>,
): void {
  const pathname = new URL(url, 'http://test.invalid').pathname;
  if (!pathname.startsWith('/api/')) return;
  checker ??= Promise.resolve(document())
    .then((r) => r.json() as Promise<OpenApiDocument>)
    .then(contractChecker);
  const method = (init.method ?? 'GET').toUpperCase();
  const contentType = res.headers.get('content-type');
  const json = contractTypeIsJson(contentType);
  const copy = json && res.body ? res.clone() : undefined;
  const work = (async () => {
    const check = await checker!;
    if (check.operationOf(method, url) === undefined) {
      counts.outside++;
      return;
    }
    let body: string | undefined;
    if (copy) {
      try {
        body = decoded(new Uint8Array(await copy.arrayBuffer()), res.headers.get('content-encoding'));
      } catch {
        body = undefined;
      }
    }
    const verdict = check.check({ method, url, status: res.status, contentType, body });
    counts.validated++;
    if (verdict.bodyValidated) counts.bodies++;
    for (const problem of verdict.problems) mismatches.push(`${method} ${url} → ${res.status}: ${problem}`);
  })();
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

function contractTypeIsJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType);
}

/** Waits for the checks under way (at most `limitMs`) and hands over the mismatches found since the last call. */
export async function settleContract(limitMs = 10_000): Promise<string[]> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref());
  while (pending.size > 0) {
    const all = Promise.all([...pending]).then(() => 'done' as const);
    if ((await Promise.race([all, deadline.then(() => 'late' as const)])) === 'late') break;
  }
  const found = mismatches;
  mismatches = [];
  return found;
}

/** Counts mismatches that failed a test (the self-test's provoked ones are not). */
export function countFailingMismatches(found: readonly string[]): void {
  counts.mismatches += found.length;
}

/**
 * Leaves this test file's counts where the run's teardown adds them up, and starts the next file's from zero:
 * the server tests share their modules between the files a worker runs (no isolation), this one included.
 */
export async function recordContractCounts(file: string): Promise<void> {
  const recorded = { ...counts };
  Object.assign(counts, { validated: 0, bodies: 0, outside: 0, mismatches: 0 });
  if (recorded.validated + recorded.outside === 0) return;
  await mkdir(contractCountsDir, { recursive: true });
  await writeFile(
    path.join(contractCountsDir, `${randomUUID()}.json`),
    JSON.stringify({ file, ...recorded }),
  );
}
