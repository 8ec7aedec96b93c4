import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/** The lists with a version, and the tables whose changes change each (what its JSON shows). */
export const versionedLists = {
  users: ['users', 'organizations', 'groups'],
} as const;

/**
 * A version per long list: `list_versions.version` goes up in the same transaction as every change
 * of a table the list shows (statement-level triggers), so an API process may keep the list's JSON built for a
 * version and answer it again while the version is the same, whichever process made the change. A rolled-back
 * change rolls its bump back with it.
 */
export const listVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('list_versions')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(1))
      .execute();
    await sql`create function bump_list_version() returns trigger language plpgsql as $$
      begin
        update list_versions set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    for (const [list, tables] of Object.entries(versionedLists)) {
      await sql`insert into list_versions (name) values (${list})`.execute(db);
      for (const table of tables) {
        await sql
          .raw(
            `create trigger ${table}_bumps_${list}_list after insert or update or delete or truncate on ${table}
             for each statement execute function bump_list_version('${list}')`,
          )
          .execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [list, tables] of Object.entries(versionedLists)) {
      for (const table of tables)
        await sql.raw(`drop trigger ${table}_bumps_${list}_list on ${table}`).execute(db);
    }
    await sql`drop function bump_list_version()`.execute(db);
    await db.schema.dropTable('list_versions').execute();
  },
};
