import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Retention policies: how long audio, transcripts and summaries are kept, in days per kind (null: kept).
 * - `retention_platform`: one row, the platform's default (for organisations without a policy and for users
 *   without an organisation) and maximum (null: none).
 * - `retention_policies`: an organisation's own policy; without a row it follows the default.
 * - `retention_policy_changes`: every change of either, with the periods before and after (null: none set) and who
 *   made it (a platform change also its maximum before and after); kept when the organisation goes (its id then no longer resolves, the change stays readable).
 * A period is a whole number of days from 1 to 36,500, checked by the database too.
 */
export const retention: Migration = {
  async up(db: Kysely<unknown>) {
    const period = (name: string) => sql.raw(`${name} integer check (${name} between 1 and 36500)`);
    await sql`create table retention_platform (
      id boolean primary key default true check (id),
      ${period('default_audio_days')},
      ${period('default_transcript_days')},
      ${period('default_summary_days')},
      ${period('max_audio_days')},
      ${period('max_transcript_days')},
      ${period('max_summary_days')},
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`insert into retention_platform (id) values (true)`.execute(db);
    await sql`create table retention_policies (
      organization_id integer primary key references organizations (id) on delete cascade,
      ${period('audio_days')},
      ${period('transcript_days')},
      ${period('summary_days')},
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create table retention_policy_changes (
      id serial primary key,
      occurred_at timestamptz not null default now(),
      actor_id integer references users (id) on delete set null,
      actor_username text not null,
      organization_id integer,
      old_periods jsonb,
      new_periods jsonb,
      old_maximum jsonb,
      new_maximum jsonb
    )`.execute(db);
    await sql`create index retention_policy_changes_scope_idx
      on retention_policy_changes (organization_id, occurred_at desc, id desc)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table retention_policy_changes`.execute(db);
    await sql`drop table retention_policies`.execute(db);
    await sql`drop table retention_platform`.execute(db);
  },
};
