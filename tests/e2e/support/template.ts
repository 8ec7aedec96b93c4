// Makes the migrated PGlite directory the end-to-end servers start from (fresh-server.ts copies it), beside the
// console's build (scripts/e2e.mjs): three servers creating their databases at once took most of the start.
import { preparePgliteTemplate } from '../../../server/test/pgliteTemplate';
import { E2E_TEMPLATE } from './templateFolder';

const made = await preparePgliteTemplate(E2E_TEMPLATE);
console.log(
  made ? `Migrated database template made in ${E2E_TEMPLATE}` : `Migrated database template up to date`,
);
