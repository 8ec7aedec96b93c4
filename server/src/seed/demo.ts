import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AttemptType } from '../../../src/api/schemas/loginAttempts';
import { hashPassword } from '../auth/passwords';
import type { Database, NewLoginAttempt } from '../db/schema';
import type { DemoUser } from './demoData';
import {
  DEFAULT_GROUP,
  DEMO_GUESSES,
  DEMO_GUESSING_IP,
  DEMO_ORG_ADMIN,
  demoIpAddresses,
  demoOrganizations,
  demoStaff,
  demoUnknownLogins,
  demoUserAgents,
} from './demoData';
import { seededRandom } from './random';

const DAY_MS = 24 * 3600 * 1000;

export interface DemoSummary {
  organizations: number;
  users: number;
  loginAttempts: number;
}

/**
 * Fills a database without organisations with the demo world, in one transaction. Demo users get one shared
 * random password that is never shown (they exist to be looked at, not signed in with), except the demo
 * organisation administrator (`DEMO_ORG_ADMIN`). Returns null when
 * there were organisations already.
 */
export async function seedDemo(db: Kysely<Database>, now = new Date()): Promise<DemoSummary | null> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const orgAdminHash = await hashPassword(DEMO_ORG_ADMIN.password);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return db.transaction().execute(async (trx) => {
    const users: { id: number; email: string; blocked: boolean }[] = [];
    const insertUser = async (user: DemoUser, organizationId: number | null, groupId: number | null) => {
      const created = ago(user.ageDays);
      const row = await trx
        .insertInto('users')
        .values({
          username: user.username,
          email: user.email.toLowerCase(),
          password_hash: user.username === DEMO_ORG_ADMIN.username ? orgAdminHash : passwordHash,
          level: user.level,
          is_admin: user.admin ?? false,
          is_org_admin: user.orgAdmin ?? false,
          is_active: !user.blocked,
          deactivated_at: user.blocked ? ago(Math.max(1, Math.floor(user.ageDays / 3))) : null,
          organization_id: organizationId,
          group_id: groupId,
          user_uuid: randomUUID(),
          created_at: created,
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'email'])
        .executeTakeFirst();
      if (row) users.push({ ...row, blocked: user.blocked ?? false });
    };

    for (const org of demoOrganizations) {
      const created = ago(org.ageDays);
      const { id: organizationId } = await trx
        .insertInto('organizations')
        .values({ name: org.name, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groupIds = new Map<string, number>();
      for (const group of [
        { ...DEFAULT_GROUP, isDefault: true },
        ...org.groups.map((g) => ({ ...g, isDefault: false })),
      ]) {
        const { id } = await trx
          .insertInto('groups')
          .values({
            organization_id: organizationId,
            name: group.name,
            description: group.description,
            is_default: group.isDefault,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupIds.set(group.name, id);
      }
      for (const user of org.users) {
        await insertUser(user, organizationId, groupIds.get(user.group ?? DEFAULT_GROUP.name) ?? null);
      }
    }
    for (const user of demoStaff) await insertUser(user, null, null);

    const attempts = demoLoginAttempts(users, now);
    if (attempts.length > 0) await trx.insertInto('login_attempts').values(attempts).execute();
    return { organizations: demoOrganizations.length, users: users.length, loginAttempts: attempts.length };
  });
}

/** About 80 sign-ins over the past two weeks: mostly successes, some typos, strangers, blocked users and refreshes. */
function demoLoginAttempts(
  users: { id: number; email: string; blocked: boolean }[],
  now: Date,
): NewLoginAttempt[] {
  const random = seededRandom(20240611);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const attempts: NewLoginAttempt[] = [];
  const add = (
    type: AttemptType,
    success: boolean,
    email: string,
    userId: number | null,
    reason: string | null = null,
  ) => {
    const minutesAgo = Math.floor(random() * 14 * 24 * 60);
    attempts.push({
      attempted_at: new Date(now.getTime() - minutesAgo * 60 * 1000),
      attempt_type: type,
      success,
      email,
      user_id: userId,
      error_reason: reason,
      ip_address: pick(demoIpAddresses),
      user_agent: pick(demoUserAgents),
    });
  };
  const active = users.filter((u) => !u.blocked);
  if (active.length === 0) return attempts;
  for (let i = 0; i < 50; i++) {
    const user = pick(active);
    add('password_login', true, user.email, user.id);
  }
  for (let i = 0; i < 12; i++) {
    const user = pick(active);
    add('password_login', false, user.email, user.id, 'invalid_credentials');
  }
  for (const login of demoUnknownLogins) add('password_login', false, login, null, 'invalid_credentials');
  for (const user of users.filter((u) => u.blocked))
    add('password_login', false, user.email, user.id, 'user_blocked');
  for (let i = 0; i < 10; i++) {
    const user = pick(active);
    add('token_refresh', true, user.email, user.id);
  }
  for (let i = 0; i < 3; i++) {
    const user = pick(active);
    add('2fa_verification', i > 0, user.email, user.id, i > 0 ? null : 'invalid_2fa_code');
  }
  // Two days ago, a password-guessing burst from one address: what the suspicious view shows.
  const burst = now.getTime() - 2 * DAY_MS;
  DEMO_GUESSES.forEach((email, i) =>
    attempts.push({
      attempted_at: new Date(burst + i * 40_000),
      attempt_type: 'password_login',
      success: false,
      email,
      user_id: null,
      error_reason: 'invalid_credentials',
      ip_address: DEMO_GUESSING_IP,
      user_agent: 'python-requests/2.31',
    }),
  );
  return attempts;
}
