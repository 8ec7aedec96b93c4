// Starts the reference server on a fresh embedded database: DATA_DIR is emptied first, so every
// end-to-end run begins from the same seeded demo.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.startsWith('.test-data/'))
  throw new Error('DATA_DIR moet onder .test-data/ liggen.');
rmSync(dataDir, { recursive: true, force: true });
await import('../../../server/src/main');
