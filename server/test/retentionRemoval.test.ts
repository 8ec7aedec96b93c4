// Removal under the retention policies: the dry run says what the job then removes (checked against an
// independent reckoning of the fixture), the job removes files and keys but keeps the rows (statistics and their
// endpoints answer the same), downloads of removed content answer 410, the log pages and exports (CSV, formulas
// neutralised, organisation administrators their own organisation's only), two runs at once remove each item
// once, and a user whose content was removed can still be deleted.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionDryRun, RetentionKind } from '../../src/api/schemas/retention';
import {
  removedByRetentionMessage,
  retentionDryRun,
  retentionRemovalsPage,
} from '../../src/api/schemas/retention';
import { runRemoval } from '../src/retention/removal';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Fixture, Item } from './retentionFixture';
import {
  PLATFORM,
  POLICY_A,
  expired,
  fileExists,
  inconsistencies,
  itemId,
  seedRetention,
  statsTables,
} from './retentionFixture';

const kinds: RetentionKind[] = ['audio', 'transcript', 'summary'];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** What a dry run must say of `items` (known sizes only in `bytes`, the rest in `unknown_size`). */
function expectedImpact(items: Item[], measured: Set<string>) {
  return Object.fromEntries(
    kinds.map((kind) => {
      const of = items.filter((i) => i.kind === kind);
      const known = of.filter((i) => measured.has(itemId(i)));
      return [
        kind,
        {
          count: of.length,
          bytes: known.reduce((sum, i) => sum + i.bytes, 0),
          unknown_size: of.length - known.length,
        },
      ];
    }),
  );
}

describe.each(backends)('retention removal (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let superuser: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let otherOrgAdmin: ReturnType<typeof jsonClient>;
  let suToken: string;
  let fixture: Fixture;
  let store: FileStore;
  let measured: Set<string>;
  let dryPlatform: RetentionDryRun;
  let dryA: RetentionDryRun;
  let statsBefore: unknown[];
  const statsPaths = [
    '/api/admin/transcription-stats',
    '/api/admin/token-usage-stats',
    '/api/admin/stats/overview',
    '/api/admin/stats/users',
    '/api/admin/stats/organizations',
  ];
  const statsAnswers = async () =>
    Promise.all(statsPaths.map(async (path) => [path, (await superuser.get(path)).body]));
  let answersBefore: unknown[];

  beforeAll(async () => {
    t = await createTestApp(backend, { WORKERS: '0' });
    store = new FileStore(t.config.filesDir);
    const adminToken = await t.adminToken();
    admin = jsonClient(t, () => adminToken);
    const su = await t.createUser({ is_superuser: true, is_admin: true });
    suToken = (await t.login(su)).access_token;
    superuser = jsonClient(t, () => suToken);
    fixture = await seedRetention(t.db, t.config.filesDir);
    const makeOrgAdmin = async (organization: number) => {
      const user = await t.createUser();
      await admin.post(`/api/admin/organizations/${organization}/users/add`, {
        user_ids: [user.id],
        make_admin: true,
      });
      const token = (await t.login(user)).access_token;
      return jsonClient(t, () => token);
    };
    orgAdmin = await makeOrgAdmin(fixture.organizations.A);
    otherOrgAdmin = await makeOrgAdmin(fixture.organizations.B);
    const transcriptions = await t.db
      .selectFrom('transcriptions')
      .select(['id', 'transcript_bytes', 'audio_bytes'])
      .execute();
    const summaries = await t.db.selectFrom('summaries').select(['id', 'bytes']).execute();
    measured = new Set([
      ...transcriptions.flatMap((r) => [
        ...(r.transcript_bytes === null ? [] : [`transcript:${r.id}:`]),
        ...(r.audio_bytes === null ? [] : [`audio:${r.id}:`]),
      ]),
      ...fixture.items
        .filter((i) => i.kind === 'summary' && summaries.find((s) => s.id === i.summaryId)?.bytes !== null)
        .map(itemId),
    ]);
  });
  afterAll(() => t?.close());

  it('dry runs say what the platform and an organisation would remove, without changing anything', async () => {
    const platform = await admin.post('/api/admin/retention/dry-run', PLATFORM);
    expect(platform.status).toBe(200);
    dryPlatform = retentionDryRun.parse(platform.body);
    const toRemove = fixture.items.filter(expired);
    expect(toRemove.length).toBeGreaterThan(10);
    expect(fixture.items.length - toRemove.length).toBeGreaterThan(10);
    expect(dryPlatform).toMatchObject({ effective: null, ...expectedImpact(toRemove, measured) });
    expect(dryPlatform.users_total).toBe(new Set(toRemove.map((i) => i.userId)).size);
    expect(dryPlatform.organizations_total).toBe(3);

    const own = await orgAdmin.post(`/api/admin/organizations/${fixture.organizations.A}/retention/dry-run`, {
      policy: POLICY_A,
    });
    expect(own.status).toBe(200);
    dryA = retentionDryRun.parse(own.body);
    const ofA = toRemove.filter((i) => i.organization === 'A');
    expect(dryA).toMatchObject({ effective: POLICY_A, ...expectedImpact(ofA, measured) });
    expect(dryA.users.map((u) => u.user_id).sort()).toEqual(
      fixture.users
        .filter((u) => u.organization === 'A')
        .map((u) => u.id)
        .sort(),
    );
    const oldest = ofA.reduce((a, b) => (a.ageDays > b.ageDays ? a : b));
    expect(Date.parse(dryA.audio.oldest ?? '')).toBeLessThan(Date.parse(dryA.audio.newest ?? ''));
    expect(Math.round((Date.now() - Date.parse(dryA.transcript.oldest ?? '')) / 86_400_000)).toBe(
      oldest.ageDays,
    );

    // Following the default instead: B's users would lose what the default removes.
    const following = retentionDryRun.parse(
      (
        await admin.post(`/api/admin/organizations/${fixture.organizations.B}/retention/dry-run`, {
          policy: null,
        })
      ).body,
    );
    expect(following).toMatchObject(
      expectedImpact(
        toRemove.filter((i) => i.organization === 'B'),
        measured,
      ),
    );
    // Another organisation's dry run is not an organisation administrator's to ask.
    expect(
      (
        await orgAdmin.post(`/api/admin/organizations/${fixture.organizations.B}/retention/dry-run`, {
          policy: null,
        })
      ).status,
    ).toBe(404);
    expect(await t.db.selectFrom('retention_removals').select('id').execute()).toEqual([]);
    expect(await inconsistencies(t.db, t.config.filesDir, fixture.items)).toEqual([]);
  });

  it('removes what the dry run said, keeps rows and statistics, deletes the files', async () => {
    statsBefore = await statsTables(t.db);
    answersBefore = await statsAnswers();
    const result = await runRemoval({ db: t.db, store, log: silent }, { asOf: fixture.asOf, batch: 4 });
    expect(result.removed).toEqual({
      audio: dryPlatform.audio.count,
      transcript: dryPlatform.transcript.count,
      summary: dryPlatform.summary.count,
    });
    const toRemove = fixture.items.filter(expired);
    const log = await t.db.selectFrom('retention_removals').selectAll().execute();
    expect(
      log
        .map((r) => itemId({ kind: r.kind, transcriptionId: r.transcription_id, summaryId: r.summary_id }))
        .sort(),
    ).toEqual(toRemove.map(itemId).sort());
    // Every size is known once removed (the unmeasured ones were measured in their batch).
    expect(log.reduce((sum, r) => sum + Number(r.bytes), 0)).toBe(
      toRemove.reduce((sum, i) => sum + i.bytes, 0),
    );
    expect(log.filter((r) => r.organization_id === fixture.organizations.A)).toHaveLength(
      dryA.audio.count + dryA.transcript.count + dryA.summary.count,
    );
    expect(
      new Set(log.filter((r) => r.organization_id === fixture.organizations.A).map((r) => r.policy_source)),
    ).toEqual(new Set(['organization']));
    for (const item of fixture.items)
      expect(await fileExists(store, item.key), itemId(item)).toBe(!expired(item));
    expect(await inconsistencies(t.db, t.config.filesDir, fixture.items)).toEqual([]);
    expect(await t.db.selectFrom('retention_file_deletions').select('file_key').execute()).toEqual([]);
    expect(await statsTables(t.db)).toEqual(statsBefore);
    expect(await statsAnswers()).toEqual(answersBefore);

    // A second run finds nothing more.
    const again = await runRemoval({ db: t.db, store, log: silent }, { asOf: fixture.asOf });
    expect(again.removed).toEqual({ audio: 0, transcript: 0, summary: 0 });
    expect(await t.db.selectFrom('retention_removals').select('id').execute()).toHaveLength(log.length);
    // The dry run now finds nothing either.
    const after = retentionDryRun.parse((await admin.post('/api/admin/retention/dry-run', PLATFORM)).body);
    expect([after.audio.count, after.transcript.count, after.summary.count]).toEqual([0, 0, 0]);
  });

  it('answers 410 for removed content and lists when it was removed', async () => {
    const gone = (kind: RetentionKind) => fixture.items.find((i) => i.kind === kind && expired(i))!;
    const kept = (kind: RetentionKind) => fixture.items.find((i) => i.kind === kind && !expired(i))!;
    const path = (item: Item) =>
      item.kind === 'audio'
        ? `/api/admin/download/audio/${item.userId}/${item.transcriptionId}`
        : item.kind === 'transcript'
          ? `/api/admin/download/transcription/${item.userId}/${item.transcriptionId}`
          : `/api/admin/download/summary/${item.userId}/${item.transcriptionId}/${item.summaryId}`;
    for (const kind of kinds) {
      const res = await superuser.get(path(gone(kind)));
      expect(res.status, kind).toBe(410);
      expect(res.body).toEqual({ detail: removedByRetentionMessage[kind] });
      const ok = await t.request(path(kept(kind)), {
        headers: {
          authorization: `Bearer ${suToken}`,
        },
      });
      expect(ok.status, kind).toBe(200);
    }
    const item = gone('transcript');
    const list = (await superuser.get(`/api/admin/user/${item.userId}/transcriptions`)).body as unknown as {
      id: number;
      transcript_removed_at: string | null;
      audio_removed_at: string | null;
      summaries: { id: number; removed_at: string | null }[];
    }[];
    const listed = list.find((x) => x.id === item.transcriptionId)!;
    expect(listed.transcript_removed_at).toEqual(expect.any(String));
    expect(
      list.find((x) => x.id === kept('transcript').transcriptionId)?.transcript_removed_at ?? null,
    ).toBeNull();
  });

  it('pages the removal log newest first and exports it as CSV; an organisation sees its own only', async () => {
    const all: number[] = [];
    let before: number | null | undefined;
    do {
      const res = await admin.get(
        `/api/admin/retention/removals?limit=7${before ? `&before=${before}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = retentionRemovalsPage.parse(res.body);
      all.push(...page.removals.map((r) => r.id));
      before = page.next_before;
    } while (before);
    const total = await t.db.selectFrom('retention_removals').select('id').execute();
    expect(all).toEqual(total.map((r) => r.id).sort((a, b) => b - a));

    const own = retentionRemovalsPage.parse(
      (await orgAdmin.get(`/api/admin/organizations/${fixture.organizations.A}/retention/removals?limit=200`))
        .body,
    );
    expect(own.removals.length).toBe(dryA.audio.count + dryA.transcript.count + dryA.summary.count);
    expect(own.removals.every((r) => r.organization_id === fixture.organizations.A)).toBe(true);
    expect(own.next_before).toBeNull();
    for (const path of ['retention/removals', 'retention/removals/export']) {
      expect(
        (await otherOrgAdmin.get(`/api/admin/organizations/${fixture.organizations.A}/${path}`)).status,
      ).toBe(404);
      expect((await orgAdmin.get(`/api/admin/organizations/999999/${path}`)).status).toBe(404);
    }
    expect((await orgAdmin.get('/api/admin/retention/removals')).status).toBe(403);

    const csv = await t.request(
      `/api/admin/organizations/${fixture.organizations.A}/retention/removals/export`,
      {
        headers: {
          authorization: `Bearer ${(await t.login(await t.createUser({ is_admin: true }))).access_token}`,
        },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'id,removed_at,kind,organization_id,user_id,username,transcription_id,summary_id,item_name,item_created_at,bytes,policy_days,policy_source',
    );
    expect(lines).toHaveLength(own.removals.length + 1);
    const formula = lines.find((l) => l.includes('HYPERLINK'));
    expect(formula).toContain(`"'=HYPERLINK(""x"")`);
    expect(lines.some((l) => /,=/.test(l))).toBe(false);
  });

  it('queues a run now (audited), once however often it is asked while one waits', async () => {
    const first = await admin.post('/api/admin/retention/run', {});
    expect(first.status).toBe(202);
    const second = await admin.post('/api/admin/retention/run', {});
    expect(second.status).toBe(202);
    expect(second.body.message).not.toBe(first.body.message);
    // pg-boss's own table: the queued runs of the retention queue.
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from pgboss.job
      where name = 'retention' and state = 'created'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'retention.runNow')
      .execute();
    expect(audited).toHaveLength(2);
    expect((await orgAdmin.post('/api/admin/retention/run', {})).status).toBe(403);
  });

  it('two runs at once remove each item once', async () => {
    const more = await seedRetention(t.db, t.config.filesDir, {
      asOf: fixture.asOf,
      organizations: fixture.organizations,
      extraUsers: 3,
    });
    const before = await t.db.selectFrom('retention_removals').select('id').execute();
    const deps = { db: t.db, store, log: silent };
    const [a, b] = await Promise.all([
      runRemoval(deps, { asOf: fixture.asOf, batch: 3 }),
      runRemoval(deps, { asOf: fixture.asOf, batch: 3 }),
    ]);
    const toRemove = more.items.filter(expired);
    for (const kind of kinds) {
      expect(a.removed[kind] + b.removed[kind], kind).toBe(toRemove.filter((i) => i.kind === kind).length);
    }
    expect(await t.db.selectFrom('retention_removals').select('id').execute()).toHaveLength(
      before.length + toRemove.length,
    );
    expect(await inconsistencies(t.db, t.config.filesDir, [...fixture.items, ...more.items])).toEqual([]);
    for (const item of more.items) expect(await fileExists(store, item.key)).toBe(!expired(item));
  });

  it('deletes a user whose content was removed', async () => {
    const user = fixture.users[0]!;
    const res = await t.request(`/api/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${suToken}`,
      },
    });
    expect(res.status).toBe(200);
    expect(
      await t.db.selectFrom('transcriptions').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    for (const item of fixture.items.filter((i) => i.userId === user.id)) {
      expect(await fileExists(store, item.key)).toBe(false);
    }
    // The log outlives the user.
    const logged = await t.db
      .selectFrom('retention_removals')
      .select('username')
      .where('user_id', '=', user.id)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });
});
