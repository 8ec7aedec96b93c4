import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

/** Organisations, groups, users, refresh tokens, 2FA codes and the login-attempt audit. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('groups')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('organization_id', 'integer', (col) =>
        col.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('groups_organization_id_idx')
      .on('groups')
      .column('organization_id')
      .execute();
    await db.schema
      .createIndex('groups_one_default_per_organization')
      .on('groups')
      .column('organization_id')
      .unique()
      .where(sql.ref('is_default'), '=', true)
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('username', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('level', 'text', (col) =>
        col
          .notNull()
          .defaultTo('Lite')
          .check(sql`level in ('Lite', 'Pro', 'Business', 'Debug')`),
      )
      .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_superuser', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('is_org_admin', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('organization_id', 'integer', (col) =>
        col.references('organizations.id').onDelete('set null'),
      )
      .addColumn('group_id', 'integer', (col) => col.references('groups.id').onDelete('set null'))
      .addColumn('user_uuid', 'uuid', (col) => col.notNull().unique())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('deactivated_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('users_email_lower_unique')
      .on('users')
      .expression(sql`lower(email)`)
      .unique()
      .execute();
    await db.schema.createIndex('users_organization_id_idx').on('users').column('organization_id').execute();
    await db.schema.createIndex('users_group_id_idx').on('users').column('group_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'uuid', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('refresh_tokens_family_id_idx')
      .on('refresh_tokens')
      .column('family_id')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_user_id_idx')
      .on('refresh_tokens')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('two_factor_codes')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('two_factor_codes_user_id_idx')
      .on('two_factor_codes')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('attempted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('email', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('success', 'boolean', (col) => col.notNull())
      .addColumn('attempt_type', 'text', (col) =>
        col
          .notNull()
          .check(
            sql`attempt_type in ('method_determination', 'password_login', 'email_login', '2fa_verification', 'token_refresh')`,
          ),
      )
      .addColumn('error_reason', 'text')
      .execute();
    await db.schema
      .createIndex('login_attempts_attempted_at_idx')
      .on('login_attempts')
      .column('attempted_at')
      .execute();
    await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').column('email').execute();
    await db.schema
      .createIndex('login_attempts_user_id_idx')
      .on('login_attempts')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'login_attempts',
      'two_factor_codes',
      'refresh_tokens',
      'users',
      'groups',
      'organizations',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
