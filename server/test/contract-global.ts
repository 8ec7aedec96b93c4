// The run's total of the contract check (contract.ts): each test file leaves its counts in a file; this
// global setup clears them before the run and prints their sum once after it.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContractCounts } from './contract';
import { contractCountsDir } from './contract';

export async function setup(): Promise<() => Promise<void>> {
  await rm(contractCountsDir, { recursive: true, force: true });
  return async () => {
    const names = await readdir(contractCountsDir).catch(() => [] as string[]);
    const total: ContractCounts = { validated: 0, bodies: 0, outside: 0, mismatches: 0 };
    for (const name of names) {
      const counts = JSON.parse(await readFile(path.join(contractCountsDir, name), 'utf8')) as ContractCounts;
      for (const key of Object.keys(total) as (keyof ContractCounts)[]) total[key] += counts[key];
    }
    console.log(
      `API contract (server tests): ${total.validated} answers validated against /api/openapi.json in ${names.length} files ` +
        `(${total.bodies} JSON bodies against their schema; ${total.outside} to paths or methods the document has not; ` +
        `${total.mismatches} mismatches failed a test)`,
    );
  };
}
