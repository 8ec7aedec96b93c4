import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/**
 * Sessions: one per sign-in, carried by its access tokens (claim `sid`) and its refresh tokens (the family is
 * the session). Every request checks its session is open, so ending it refuses every token of it at once, on
 * every API process.
 *
 * The database itself ends a user's sessions when what they signed in as changes: a new password (reset,
 * mailed or chosen), a block, a change of role or of organisation, by the API or by plain SQL alike
 * (`users_end_sessions`). An unblock changes nothing: an ended session stays ended. A password change by the
 * user keeps the session it was made in when the transaction names it in `werkbank.keep_session`.
 *
 * Existing refresh-token families become sessions (open while a token of them is still usable), so nobody is
 * signed out by the upgrade beyond one refresh.
 */
export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table sessions (
      id uuid primary key,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz,
      end_reason text,
      ip_address text,
      user_agent text,
      device text
    )`.execute(db);
    await sql`create index sessions_user_idx on sessions (user_id, created_at desc)`.execute(db);
    await sql`create index sessions_open_idx on sessions (user_id) where ended_at is null`.execute(db);

    await sql`insert into sessions (id, user_id, created_at, last_used_at, expires_at, ended_at, end_reason)
      select family_id, min(user_id), min(created_at), max(created_at), max(expires_at),
        case when bool_or(used_at is null and revoked_at is null and expires_at > now()) then null else now() end,
        case when bool_or(used_at is null and revoked_at is null and expires_at > now()) then null else 'expired' end
      from refresh_tokens group by family_id`.execute(db);
    await sql`alter table refresh_tokens
      add constraint refresh_tokens_session_fk foreign key (family_id) references sessions (id) on delete cascade`.execute(
      db,
    );

    await sql`create function sessions_end_on_user_change() returns trigger language plpgsql as $$
      declare
        reason text;
        kept text := nullif(current_setting('werkbank.keep_session', true), '');
      begin
        if new.password_hash is distinct from old.password_hash then
          reason := 'password';
        elsif old.is_active and not new.is_active then
          reason := 'blocked';
        elsif (new.is_superuser, new.is_admin, new.is_org_admin)
            is distinct from (old.is_superuser, old.is_admin, old.is_org_admin) then
          reason := 'role';
        elsif new.organization_id is distinct from old.organization_id then
          reason := 'organization';
        else
          return null;
        end if;
        update sessions set ended_at = now(), end_reason = reason
          where user_id = new.id and ended_at is null
            and (reason <> 'password' or kept is null or id::text <> kept);
        return null;
      end $$`.execute(db);
    await sql`create trigger users_end_sessions
      after update of password_hash, is_active, is_superuser, is_admin, is_org_admin, organization_id on users
      for each row execute function sessions_end_on_user_change()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop trigger users_end_sessions on users`.execute(db);
    await sql`drop function sessions_end_on_user_change()`.execute(db);
    await sql`alter table refresh_tokens drop constraint refresh_tokens_session_fk`.execute(db);
    await sql`drop table sessions`.execute(db);
  },
};
