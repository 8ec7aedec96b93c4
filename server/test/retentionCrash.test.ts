// A removal run killed with SIGKILL (kill -9) in the middle: a child process runs the retention job on the data and
// kills itself at a chosen point of its second batch (inside the transaction, right after the commit, or after a
// file's deletion before its queue row's). Afterwards nothing that should stay is lost, nothing is half-removed
// (no row points at a deleted file, no removed item without its log row, no file of a removed item that is not
// queued for deletion), and the next run finishes the work: every expired item removed and logged once, its file
// gone, every other file there, the statistics as before.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from '../src/db/connect';
import type { RemovalHooks } from '../src/retention/removal';
import { runRemoval } from '../src/retention/removal';
import { FileStore } from '../src/transcriptions/files';
import { backends, freshTarget } from './harness';
import { repoRoot } from './paths';
import { expired, fileExists, inconsistencies, seedRetention, statsTables } from './retentionFixture';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const points: (keyof RemovalHooks)[] = ['beforeCommit', 'afterCommit', 'afterFileDeleted'];

/** Runs the child to its crash (or its end) and answers how it ended and what it printed. */
function runChild(env: Record<string, string>): Promise<{ signal: NodeJS.Signals | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/support/retentionChild.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve({ signal, output })));
}

describe.each(backends)('retention removal killed mid-run (%s)', (backend) => {
  it.each(points)(
    'kill -9 at %s of the second batch loses nothing and the next run finishes',
    async (point) => {
      const target = await freshTarget(backend);
      const filesDir = path.join(target.dataDir, 'files');
      const open = () =>
        openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: pgliteDirOf(target.dataDir) });
      try {
        let database = await open();
        const fixture = await seedRetention(database.db, filesDir, { extraUsers: 2 });
        const stats = await statsTables(database.db);
        await database.close();

        const run = await runChild({
          DATABASE_URL: target.databaseUrl ?? '',
          DATA_DIR: target.dataDir,
          FILES_DIR: filesDir,
          AS_OF: fixture.asOf.toISOString(),
          BATCH: '3',
          CRASH_POINT: point,
          CRASH_AT: '2',
        });
        expect(run.signal, run.output).toBe('SIGKILL');
        expect(run.output).toContain(`crash ${point}`);

        database = await open();
        const db = database.db;
        const toRemove = fixture.items.filter(expired);
        const logged = await db.selectFrom('retention_removals').select('id').execute();
        // Cut off in the middle: part of the work done, part left.
        expect(logged.length).toBeGreaterThan(0);
        expect(logged.length).toBeLessThan(toRemove.length);
        expect(await inconsistencies(db, filesDir, fixture.items)).toEqual([]);
        const pending = await db.selectFrom('retention_file_deletions').select('file_key').execute();
        if (point === 'beforeCommit') expect(pending).toEqual([]);
        else expect(pending.length).toBeGreaterThan(0);
        expect(await statsTables(db)).toEqual(stats);

        const store = new FileStore(filesDir);
        const result = await runRemoval({ db, store, log: silent }, { asOf: fixture.asOf, batch: 3 });
        expect(result.resumed).toBe(pending.length);
        expect(await db.selectFrom('retention_removals').select('id').execute()).toHaveLength(
          toRemove.length,
        );
        expect(await inconsistencies(db, filesDir, fixture.items)).toEqual([]);
        expect(await db.selectFrom('retention_file_deletions').select('file_key').execute()).toEqual([]);
        for (const item of fixture.items) expect(await fileExists(store, item.key)).toBe(!expired(item));
        expect(await statsTables(db)).toEqual(stats);
        await database.close();
      } finally {
        await target.remove();
      }
    },
  );
});
