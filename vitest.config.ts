import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // One test file per core, at least two. Vitest's default is one fewer than the cores, which on a two-core machine (CI)
    // runs one file at a time while its own process waits: two workers there took the unit tests from 132 to
    // 85 s and the server tests (PGlite) from 340 to 253 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          // One module graph and one window per worker, not per file; each file starts from an empty window
          // (freshFile.ts). Worker threads start faster than processes. Together: 134 s to 37 s on two cores.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/unit/support/freshFile.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts', 'server/test/contract-global.ts'],
          // Every answer a server test receives is checked against the OpenAPI document (server/test/contract.ts).
          setupFiles: ['server/test/contract-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files a worker runs share their modules: each file makes its own databases and apps and keeps no
          // state in modules, so isolating them only repeats loading the server's code (and its OpenAPI checker)
          // per file. Without it the suite on PGlite went from 332 to 202 s on two cores.
          isolate: false,
        },
      },
    ],
  },
});
