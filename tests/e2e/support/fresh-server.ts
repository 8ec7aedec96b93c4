// Starts the reference server on a fresh embedded database: DATA_DIR is emptied first, so every end-to-end run
// begins from the same seeded demo. Its database is a copy of the migrated template (template.ts) when there is
// one; the server then only seeds.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyTreeSync } from '../../../server/test/copyTree';
import { E2E_TEMPLATE } from './templateFolder';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.startsWith('.test-data/'))
  throw new Error('DATA_DIR moet onder .test-data/ liggen.');
rmSync(dataDir, { recursive: true, force: true });
const template = path.join(E2E_TEMPLATE, 'pglite');
if (existsSync(path.join(E2E_TEMPLATE, 'template-key'))) copyTreeSync(template, path.join(dataDir, 'pglite'));
await import('../../../server/src/main');
