// Bench seed (`npm run bench:users`): run with `npx tsx server/src/bench/seedUsers.ts` while no server uses the
// data directory. Migrates the database in DATA_DIR (or DATABASE_URL), creates the initial superuser from the
// ADMIN_* variables, then inserts BENCH_USERS users (default 10,000) in chunks inside one transaction, all
// with one shared argon2 hash, so seeding takes seconds rather than minutes of hashing.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase, pgliteDirOf } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { userLevels, type NewUser } from '../db/schema';
import { ensureInitialAdmin } from '../seed/initialAdmin';

const CHUNK = 500;

const config = loadConfig();
const count = Number(process.env.BENCH_USERS ?? 10_000);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirOf(config.dataDir),
});
try {
  await migrateToLatest(database.db);
  await ensureInitialAdmin(database.db, config.admin);
  const passwordHash = await hashPassword(randomUUID());
  const started = performance.now();
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < count; offset += CHUNK) {
      const rows: NewUser[] = [];
      for (let i = offset; i < Math.min(count, offset + CHUNK); i++) {
        const n = String(i + 1).padStart(5, '0');
        rows.push({
          username: `bench-${n}`,
          email: `bench-${n}@voorbeeld.nl`,
          password_hash: passwordHash,
          level: userLevels[i % userLevels.length],
          is_active: i % 17 !== 0,
          user_uuid: randomUUID(),
          created_at: new Date(now - i * 60_000),
        });
      }
      await trx.insertInto('users').values(rows).execute();
    }
  });
  console.log(`${count} gebruikers ingevoegd in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await database.close();
}
