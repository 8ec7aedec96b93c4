import type { Insertable, Kysely } from 'kysely';
import type { Database, TokenUsageTable } from '../db/schema';
import { seededRandom } from './random';

const DAY_MS = 24 * 3600 * 1000;

/** Models of the demo calls, weighted: mostly the default model, claude. */
const demoModels = ['claude', 'claude', 'claude', 'claude', 'vertex-claude', 'gemini', 'qwen'] as const;

/**
 * Demo token usage, run after the demo transcriptions: one model call per summary (2k-20k tokens in, 0-40 %
 * of it cached, 300-2k out, a few seconds after the summary) and standalone calls (template generation,
 * feedback updates) by the active organisation members, spread over the last six months with some in the last
 * week, so the dashboard and the statistics tab have numbers. Does nothing when there is usage already.
 * Returns the number of rows made.
 */
export async function seedDemoTokenUsage(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('token_usage').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const random = seededRandom(20240915);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const model = () => demoModels[Math.floor(random() * demoModels.length)]!;
  const call = (userId: number, at: Date, summaryId: number | null, inMin: number, inMax: number) => {
    const tokensIn = between(inMin, inMax);
    return {
      user_id: userId,
      summary_id: summaryId,
      occurred_at: at,
      tokens_in: tokensIn,
      tokens_cached: Math.floor(tokensIn * random() * 0.4),
      tokens_out: between(300, 2000),
      model: model(),
    } satisfies Insertable<TokenUsageTable>;
  };

  const rows: Insertable<TokenUsageTable>[] = [];
  const summaries = await db
    .selectFrom('summaries as s')
    .innerJoin('transcriptions as t', 't.id', 's.transcription_id')
    .select(['s.id', 's.created_at', 't.user_id'])
    .orderBy('s.id')
    .execute();
  for (const summary of summaries) {
    const at = new Date(Math.min(now.getTime() - 1000, summary.created_at.getTime() + between(5, 90) * 1000));
    rows.push(call(summary.user_id, at, summary.id, 2000, 20_000));
  }

  const members = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('organization_id', 'is not', null)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  const sixMonths = 182 * DAY_MS;
  for (const member of members) {
    const since = Math.max(member.created_at.getTime(), now.getTime() - sixMonths);
    const span = now.getTime() - 3600 * 1000 - since;
    if (span <= 0) continue;
    for (let i = between(4, 12); i > 0; i--) {
      rows.push(call(member.id, new Date(since + random() * span), null, 2000, 12_000));
    }
    if (random() < 0.7) {
      const recent = Math.min(span, 7 * DAY_MS);
      for (let i = between(1, 3); i > 0; i--) {
        rows.push(
          call(member.id, new Date(now.getTime() - 3600 * 1000 - random() * recent), null, 2000, 12_000),
        );
      }
    }
  }
  if (rows.length > 0) await db.insertInto('token_usage').values(rows).execute();
  return rows.length;
}
