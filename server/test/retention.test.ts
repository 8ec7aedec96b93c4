// Retention policies: the platform's default and maximum (platform administrators), an organisation's own policy
// within the maximum (also its organisation administrators), what applies, validation with Dutch refusals, and
// every change kept with its old and new periods and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationRetention, RetentionPeriods } from '../../src/api/schemas/retention';
import { KEEP_EVERYTHING, organizationRetention, platformRetention } from '../../src/api/schemas/retention';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';

const PLATFORM = '/api/admin/retention';
const ofOrganization = (id: number) => `/api/admin/organizations/${id}/retention`;
const periods = (
  audio: number | null,
  transcript: number | null,
  summary: number | null,
): RetentionPeriods => ({
  audio_days: audio,
  transcript_days: transcript,
  summary_days: summary,
});

describe.each(backends)('retention policies (%s)', (backend) => {
  let t: TestApp;
  let admin: ReturnType<typeof jsonClient>;
  let orgAdmin: ReturnType<typeof jsonClient>;
  let orgId: number;
  let otherOrgId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const token = await t.adminToken();
    admin = jsonClient(t, () => token);
    orgId = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Bewaar BV' })).body.id;
    otherOrgId = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Andere Bewaar BV' }))
      .body.id;
    const user = await t.createUser();
    await admin.post(`/api/admin/organizations/${orgId}/users/add`, {
      user_ids: [user.id],
      make_admin: true,
    });
    const orgToken = (await t.login(user)).access_token;
    orgAdmin = jsonClient(t, () => orgToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  const setPlatform = (defaults: RetentionPeriods, maximum: RetentionPeriods) =>
    admin.put<{ message: string }>(PLATFORM, { default: defaults, maximum });

  it('keeps everything until a policy is set: the platform default and maximum are empty', async () => {
    const res = await admin.get(PLATFORM);
    expect(res.status).toBe(200);
    expect(platformRetention.parse(res.body)).toMatchObject({
      default: KEEP_EVERYTHING,
      maximum: KEEP_EVERYTHING,
    });
    const own = organizationRetention.parse((await orgAdmin.get(ofOrganization(orgId))).body);
    expect(own).toMatchObject({ organization_id: orgId, policy: null, effective: KEEP_EVERYTHING });
  });

  it('sets the platform default and maximum, keeps the change with its old and new values, audits it', async () => {
    const res = await setPlatform(periods(365, 730, null), periods(730, null, null));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Standaard bewaartermijnen opgeslagen.');
    const answer = platformRetention.parse((await admin.get(PLATFORM)).body);
    expect(answer.default).toEqual(periods(365, 730, null));
    expect(answer.maximum).toEqual(periods(730, null, null));
    expect(answer.changes[0]).toMatchObject({
      actor_username: expect.any(String),
      old: KEEP_EVERYTHING,
      new: periods(365, 730, null),
      old_maximum: KEEP_EVERYTHING,
      new_maximum: periods(730, null, null),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_type', 'target_label', 'outcome'])
      .where('action', '=', 'retention.updatePlatform')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ target_type: 'retentionPolicy', target_label: 'Platform', outcome: 'success' });

    // Saving the same again changes nothing and keeps no second change.
    await setPlatform(periods(365, 730, null), periods(730, null, null));
    expect(platformRetention.parse((await admin.get(PLATFORM)).body).changes).toHaveLength(
      answer.changes.length,
    );
  });

  it('refuses a platform default beyond its maximum, naming the kind, and changes nothing', async () => {
    const res = await setPlatform(periods(800, null, null), periods(730, null, null));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: 'De standaardtermijn voor audio mag niet langer zijn dan het maximum van 730 dagen.',
    });
    const keep = await setPlatform(periods(null, null, null), periods(null, 90, null));
    expect(keep.status).toBe(422);
    expect(keep.body).toEqual({
      detail: 'De standaardtermijn voor transcripties mag niet langer zijn dan het maximum van 90 dagen.',
    });
    expect(platformRetention.parse((await admin.get(PLATFORM)).body).default).toEqual(
      periods(365, 730, null),
    );
  });

  it('refuses periods that are not whole days from 1 to 36,500, and unknown fields', async () => {
    for (const bad of [0, -1, 1.5, 36_501, '30']) {
      const res = await orgAdmin.put(ofOrganization(orgId), {
        policy: { ...periods(30, 30, 30), audio_days: bad },
      });
      expect(res.status, String(bad)).toBe(422);
    }
    const extra = await orgAdmin.put(ofOrganization(orgId), {
      policy: { ...periods(30, 30, 30), video_days: 3 },
    });
    expect(extra.status).toBe(422);
    const missing = await orgAdmin.put(ofOrganization(orgId), { policy: { audio_days: 30 } });
    expect(missing.status).toBe(422);
  });

  it('an organisation follows the default, capped by the maximum, until it sets its own policy', async () => {
    const own = organizationRetention.parse((await orgAdmin.get(ofOrganization(orgId))).body);
    expect(own.policy).toBeNull();
    expect(own.default).toEqual(periods(365, 730, null));
    expect(own.effective).toEqual(periods(365, 730, null));

    const saved = await orgAdmin.put<{ message: string; retention: OrganizationRetention }>(
      ofOrganization(orgId),
      {
        policy: periods(30, null, 90),
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Bewaartermijnen opgeslagen.');
    expect(saved.body.retention.policy).toEqual(periods(30, null, 90));
    expect(saved.body.retention.effective).toEqual(periods(30, null, 90));
    expect(saved.body.retention.changes[0]).toMatchObject({
      old: null,
      new: periods(30, null, 90),
      old_maximum: null,
      new_maximum: null,
    });
  });

  it('refuses an organisation policy beyond the maximum, also keeping where a maximum is set', async () => {
    const longer = await orgAdmin.put(ofOrganization(orgId), { policy: periods(731, null, null) });
    expect(longer.status).toBe(422);
    expect(longer.body).toEqual({
      detail: 'De bewaartermijn voor audio mag niet langer zijn dan het platformmaximum van 730 dagen.',
    });
    const keeping = await orgAdmin.put(ofOrganization(orgId), { policy: periods(null, null, null) });
    expect(keeping.status).toBe(422);
    expect(organizationRetention.parse((await orgAdmin.get(ofOrganization(orgId))).body).policy).toEqual(
      periods(30, null, 90),
    );
  });

  it('a lower maximum shortens what applies, keeping the policy as chosen', async () => {
    expect((await setPlatform(periods(14, 730, 60), periods(14, null, 60))).status).toBe(200);
    const own = organizationRetention.parse((await orgAdmin.get(ofOrganization(orgId))).body);
    expect(own.policy).toEqual(periods(30, null, 90));
    expect(own.effective).toEqual(periods(14, null, 60));
    // Without a policy of its own the other organisation has the default, capped.
    const other = organizationRetention.parse((await admin.get(ofOrganization(otherOrgId))).body);
    expect(other.effective).toEqual(periods(14, 730, 60));
  });

  it('null follows the default again, kept as a change', async () => {
    const res = await orgAdmin.put<{ retention: OrganizationRetention }>(ofOrganization(orgId), {
      policy: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.retention.policy).toBeNull();
    expect(res.body.retention.changes[0]).toMatchObject({ old: periods(30, null, 90), new: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_type', 'target_id', 'organization_id'])
      .where('action', '=', 'retention.updateOrganization')
      .where('outcome', '=', 'success')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ target_type: 'organization', target_id: orgId, organization_id: orgId });
  });

  it('an organisation administrator reaches only their own organisation, and not the platform policy', async () => {
    expect((await orgAdmin.get(ofOrganization(otherOrgId))).status).toBe(404);
    expect((await orgAdmin.put(ofOrganization(otherOrgId), { policy: null })).status).toBe(404);
    expect((await orgAdmin.get(PLATFORM)).status).toBe(403);
    expect(
      (await orgAdmin.put(PLATFORM, { default: KEEP_EVERYTHING, maximum: KEEP_EVERYTHING })).status,
    ).toBe(403);
    expect((await admin.get(ofOrganization(999_999))).status).toBe(404);
  });

  it('the changes of a removed organisation stay, and the database refuses periods out of range', async () => {
    const id = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Weg BV' })).body.id;
    await admin.put(ofOrganization(id), { policy: periods(7, 7, 7) });
    expect((await admin.del(`/api/admin/organizations/${id}`)).status).toBe(200);
    const kept = await t.db
      .selectFrom('retention_policy_changes')
      .select('organization_id')
      .where('organization_id', '=', id)
      .execute();
    expect(kept).toHaveLength(1);
    await expect(
      t.db
        .insertInto('retention_policies')
        .values({ organization_id: orgId, audio_days: 0, transcript_days: null, summary_days: null })
        .execute(),
    ).rejects.toThrow();
  });
});
