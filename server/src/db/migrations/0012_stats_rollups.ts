import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Daily statistics rollups (being written). */
export const statsRollups: Migration = {
  async up(_db: Kysely<unknown>) {},
};
