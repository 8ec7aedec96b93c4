import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { queueSchemaStatements } from '../../jobs/queueSchema';

/**
 * Background work:
 * - pg-boss's own tables (schema `pgboss`), installed here so that the server, its workers and the test
 *   templates start with the queue in place; pg-boss upgrades its schema itself on start after that.
 * - `workers`: one row per worker process with its heartbeat; `mail_outbox`: every outgoing mail until it
 *   is delivered (or no longer needed), the body sealed.
 * - Login attempts at scale: indexes per filter (time; status; type; type and status; e-mail; IP), the
 *   distinct addresses (`login_attempt_emails`, searched for the "contains" filter, with a trigram index
 *   where pg_trgm exists) and the counts per UTC day, type and status (`login_attempt_counts`, the totals
 *   of a filter without summing a million rows). Statement-level triggers keep both exact for every
 *   insert, update, delete and truncate, whoever writes.
 */

/** The day a `login_attempts.attempted_at` is counted under (UTC). */
const DAY = `(attempted_at at time zone 'UTC')::date`;

/** A statement-level trigger function that adds the grouped rows of `sources` (transition tables ± 1). */
function countingFunction(name: string, sources: { table: string; sign: 1 | -1 }[], withEmails: boolean) {
  const union = sources
    .map(({ table, sign }) => `select ${DAY} as day, attempt_type, success, ${sign} as n from ${table}`)
    .join(' union all ');
  const emails = withEmails
    ? `insert into login_attempt_emails (email)
         select distinct email from new_rows where email is not null order by email
         on conflict do nothing;`
    : '';
  return sql.raw(`
    create function ${name}() returns trigger language plpgsql as $$
    begin
      insert into login_attempt_counts (day, attempt_type, success, attempts)
        select day, attempt_type, success, sum(n) from (${union}) changed
        group by day, attempt_type, success having sum(n) <> 0
        order by day, attempt_type, success
        on conflict (day, attempt_type, success)
        do update set attempts = login_attempt_counts.attempts + excluded.attempts;
      ${emails}
      return null;
    end $$`);
}

/** Whether pg_trgm is there (or may be created) for the e-mail search; PGlite loads it in `openDatabase`. */
async function trigramAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; creatable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm')
             and has_database_privilege(current_database(), 'CREATE') as creatable`.execute(db);
  const row = rows[0];
  if (row?.installed) return true;
  if (!row?.creatable) return false;
  await sql`create extension if not exists pg_trgm`.execute(db);
  return true;
}

export const jobsWorkers: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of queueSchemaStatements()) await sql.raw(statement).execute(db);
    // The queues of this version (the server creates any later one itself when it starts).
    for (const queue of ['mail', 'maintenance']) {
      await sql`select pgboss.create_queue(${queue}, ${'{"policy":"standard"}'}::text::json)`.execute(db);
    }

    await db.schema
      .createTable('workers')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('hostname', 'text', (col) => col.notNull())
      .addColumn('pid', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('last_heartbeat', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('stopped_at', 'timestamptz')
      .addColumn('heartbeat_seconds', 'integer', (col) => col.notNull())
      .addColumn('concurrency', 'integer', (col) => col.notNull())
      .addColumn('processes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('load_averages', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('active_tasks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('reserved_tasks', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('two_factor_code', 'new_password')`),
      )
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('sealed_body', 'text')
      .addColumn('two_factor_code_id', 'integer', (col) =>
        col.references('two_factor_codes.id').onDelete('set null'),
      )
      .addColumn('password_hash', 'text')
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'sent', 'dropped', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('claimed_until', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('mail_outbox_user_pending_idx')
      .on('mail_outbox')
      .columns(['user_id', 'kind'])
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('mail_outbox_finished_at_idx')
      .on('mail_outbox')
      .column('finished_at')
      .execute();
    await db.schema
      .createIndex('mail_outbox_two_factor_code_id_idx')
      .on('mail_outbox')
      .column('two_factor_code_id')
      .execute();
    await db.schema
      .createIndex('two_factor_codes_expires_at_idx')
      .on('two_factor_codes')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_expires_at_idx')
      .on('refresh_tokens')
      .column('expires_at')
      .execute();

    // Login attempts: one index per filter shape, each in the order of the list (newest first, then id).
    await db.schema.dropIndex('login_attempts_attempted_at_idx').execute();
    await db.schema.dropIndex('login_attempts_email_idx').execute();
    const indexes: [string, string[]][] = [
      ['login_attempts_time_idx', []],
      ['login_attempts_success_time_idx', ['success']],
      ['login_attempts_type_time_idx', ['attempt_type']],
      ['login_attempts_type_success_time_idx', ['attempt_type', 'success']],
      ['login_attempts_email_time_idx', ['email']],
      ['login_attempts_ip_time_idx', ['ip_address']],
    ];
    for (const [name, leading] of indexes) {
      await db.schema
        .createIndex(name)
        .on('login_attempts')
        .columns([...leading, 'attempted_at desc', 'id desc'])
        .execute();
    }

    // `search` (lower-cased) is matched with LIKE: much cheaper per row than ILIKE, also without an index.
    await db.schema
      .createTable('login_attempt_emails')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('search', 'text', (col) =>
        col
          .notNull()
          .generatedAlwaysAs(sql`lower(email)`)
          .stored(),
      )
      .execute();
    if (await trigramAvailable(db)) {
      await sql`create index login_attempt_emails_trgm_idx on login_attempt_emails using gin (search gin_trgm_ops)`.execute(
        db,
      );
    }
    await db.schema
      .createTable('login_attempt_counts')
      .addColumn('day', 'date', (col) => col.notNull())
      .addColumn('attempt_type', 'text', (col) => col.notNull())
      .addColumn('success', 'boolean', (col) => col.notNull())
      .addColumn('attempts', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('login_attempt_counts_pkey', ['day', 'attempt_type', 'success'])
      .execute();
    await sql
      .raw(
        `insert into login_attempt_counts (day, attempt_type, success, attempts)
         select ${DAY}, attempt_type, success, count(*) from login_attempts group by 1, 2, 3`,
      )
      .execute(db);
    await sql`insert into login_attempt_emails (email)
      select distinct email from login_attempts where email is not null`.execute(db);

    await countingFunction('login_attempts_counted_insert', [{ table: 'new_rows', sign: 1 }], true).execute(
      db,
    );
    await countingFunction(
      'login_attempts_counted_update',
      [
        { table: 'new_rows', sign: 1 },
        { table: 'old_rows', sign: -1 },
      ],
      true,
    ).execute(db);
    await countingFunction('login_attempts_counted_delete', [{ table: 'old_rows', sign: -1 }], false).execute(
      db,
    );
    await sql`create function login_attempts_counted_truncate() returns trigger language plpgsql as $$
      begin
        delete from login_attempt_counts;
        delete from login_attempt_emails;
        return null;
      end $$`.execute(db);
    await sql`create trigger login_attempts_counted_insert after insert on login_attempts
      referencing new table as new_rows for each statement execute function login_attempts_counted_insert()`.execute(
      db,
    );
    await sql`create trigger login_attempts_counted_update after update on login_attempts
      referencing old table as old_rows new table as new_rows
      for each statement execute function login_attempts_counted_update()`.execute(db);
    await sql`create trigger login_attempts_counted_delete after delete on login_attempts
      referencing old table as old_rows for each statement execute function login_attempts_counted_delete()`.execute(
      db,
    );
    await sql`create trigger login_attempts_counted_truncate after truncate on login_attempts
      for each statement execute function login_attempts_counted_truncate()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`drop trigger if exists login_attempts_counted_${event} on login_attempts`).execute(db);
      await sql.raw(`drop function if exists login_attempts_counted_${event}()`).execute(db);
    }
    await db.schema.dropTable('login_attempt_counts').ifExists().execute();
    await db.schema.dropTable('login_attempt_emails').ifExists().execute();
    for (const name of [
      'login_attempts_time_idx',
      'login_attempts_success_time_idx',
      'login_attempts_type_time_idx',
      'login_attempts_type_success_time_idx',
      'login_attempts_email_time_idx',
      'login_attempts_ip_time_idx',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    await db.schema
      .createIndex('login_attempts_attempted_at_idx')
      .on('login_attempts')
      .column('attempted_at')
      .execute();
    await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').column('email').execute();
    await db.schema.dropIndex('refresh_tokens_expires_at_idx').ifExists().execute();
    await db.schema.dropIndex('two_factor_codes_expires_at_idx').ifExists().execute();
    await db.schema.dropTable('mail_outbox').ifExists().execute();
    await db.schema.dropTable('workers').ifExists().execute();
    await sql`drop schema if exists pgboss cascade`.execute(db);
  },
};
