// Setup of every server test file: a test that received an answer the OpenAPI document does not declare
// fails (its status, its media type or its JSON body; see contract.ts), and so does the file for one
// received outside a test (beforeAll, afterAll).
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { countFailingMismatches, recordContractCounts, settleContract } from './contract';
import { repoRoot } from './paths';

function failOn(mismatches: string[]): void {
  if (mismatches.length === 0) return;
  countFailingMismatches(mismatches);
  throw new Error(
    `Answers that differ from /api/openapi.json (the declarations in src/api/endpoints):\n${mismatches.join('\n')}`,
  );
}

afterEach(async () => {
  failOn(await settleContract());
});

// Vitest hands the file's suite as the second argument, after a context it wants destructured.
// eslint-disable-next-line no-empty-pattern
afterAll(async ({}, suite) => {
  const mismatches = await settleContract();
  const file = 'filepath' in suite ? suite.filepath : suite.file.filepath;
  await recordContractCounts(path.relative(repoRoot, file));
  failOn(mismatches);
});
