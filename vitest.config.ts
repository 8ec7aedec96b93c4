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
        },
      },
    ],
  },
});
