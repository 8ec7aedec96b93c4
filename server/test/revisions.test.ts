// Template revisions: the history every save writes, newest first with paging and a total, one revision, and
// restore (a reason required; the revision's fields copied onto the template; a new revision naming the
// restored one and the reason; audited), for personal, organisation and default templates, scoped to the
// template's organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../src/api/schemas/organizations';
import { restoreAnswer, revisionList, templateRevision } from '../../src/api/schemas/revisions';
import { meetingType } from '../../src/api/schemas/templates';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { Client } from './templatesTestClient';
import {
  customBody,
  customSettings,
  DEFAULTS,
  organizationPath,
  templateBody,
  templateHelpers,
  userPath,
} from './templatesTestClient';

const m = messages.revisions;
const revisionsOf = (templateId: number) => `/api/admin/templates/${templateId}/revisions`;

interface Revision {
  id: number;
  revision_number: number;
  title: string;
  description: string;
  content: string;
  complexity: string;
  settings: Record<string, string> | null;
  revision_reason: string | null;
  created_by: { username: string } | null;
  created_at: string;
}

describe.each(backends)('template revisions (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let h: ReturnType<typeof templateHelpers>;
  let admin: TestUser;
  let a: Organization;
  let b: Organization;
  let memberOfA: TestUser;
  let bossOfA: Client;
  let bossOfB: Client;

  const list = async (templateId: number, query = '', client: Client = api) => {
    const res = await client.get<{ revisions: Revision[]; total: number }>(
      `${revisionsOf(templateId)}${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['revisions', 'total']);
    expect(revisionList.safeParse(res.body).success).toBe(true);
    return res.body;
  };
  const revisionCount = async (templateId: number) =>
    Number(
      (
        await t.db
          .selectFrom('template_revisions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('template_id', '=', templateId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const restore = (templateId: number, revisionId: number, reason: unknown, client: Client = api) =>
    client.post<Record<string, unknown>>(`${revisionsOf(templateId)}/${revisionId}/restore`, { reason });

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await t.createUser({ is_admin: true });
    const token = (await t.login(admin)).access_token;
    api = jsonClient(t, () => token);
    h = templateHelpers(t, api);
    a = await h.createOrganization('Revisies A');
    b = await h.createOrganization('Revisies B');
    memberOfA = await h.createMember(a.id);
    const boss = async (organizationId: number) => {
      const user = await h.createMember(organizationId, true);
      const bossToken = (await t.login(user)).access_token;
      return jsonClient(t, () => bossToken);
    };
    bossOfA = await boss(a.id);
    bossOfB = await boss(b.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every save newest first, 20 by default, with paging and the total', async () => {
    const { id } = await h.personal(memberOfA.id, 'Versie 1');
    for (let n = 2; n <= 22; n++) {
      const res = await api.put(`${userPath(memberOfA.id)}/${id}`, templateBody(`Versie ${n}`));
      expect(res.status).toBe(200);
    }
    const first = await list(id);
    expect(first.total).toBe(22);
    expect(first.revisions.map((r) => r.revision_number)).toEqual(
      Array.from({ length: 20 }, (_v, i) => 22 - i),
    );
    expect(first.revisions[0]).toMatchObject({
      revision_number: 22,
      title: 'Versie 22',
      description: 'Omschrijving van Versie 22',
      content: 'Vat het gesprek "Versie 22" samen.',
      complexity: 'SMALL',
      settings: null,
      revision_reason: messages.templates.revisionUpdated,
      created_by: { username: admin.username },
    });
    expect(Date.parse(first.revisions[0]!.created_at)).not.toBeNaN();

    const older = await list(id, '?limit=5&offset=20');
    expect(older.total).toBe(22);
    expect(older.revisions.map((r) => [r.revision_number, r.title, r.revision_reason])).toEqual([
      [2, 'Versie 2', messages.templates.revisionUpdated],
      [1, 'Versie 1', messages.templates.revisionCreated],
    ]);
    expect((await list(id, '?limit=3&offset=1')).revisions.map((r) => r.revision_number)).toEqual([
      21, 20, 19,
    ]);
    expect((await list(id, '?offset=100')).revisions).toEqual([]);

    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      expect((await api.get(`${revisionsOf(id)}${query}`)).status, query).toBe(422);
    }
    expect(await api.get(revisionsOf(999_999))).toEqual({
      status: 404,
      body: { detail: messages.templates.notFound },
    });
  });

  it('writes no revision for a save that changes nothing, for owned and default templates alike', async () => {
    const saved = async (path: string, body: unknown) => {
      const res = await api.put<{ updated_at: string; sort_order: number }>(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const custom = await api.post<{ id: number; name: string }>(
      organizationPath(a.id),
      customBody('Zonder wijziging'),
    );
    const personal = await h.personal(memberOfA.id, 'Ongewijzigd');
    const standard = await h.standard(`ongewijzigd-${backend}`, 'Standaard ongewijzigd', { sort_order: 3 });
    // Each with the same text as a client may send it again: spaces around the title, a number for the maximum.
    const standardBody = templateBody('Standaard ongewijzigd', { name: standard.name, sort_order: 3 });
    const cases = [
      {
        id: personal.id,
        path: `${userPath(memberOfA.id)}/${personal.id}`,
        body: templateBody('Ongewijzigd'),
        again: { ...templateBody('Ongewijzigd'), title: '  Ongewijzigd ' },
      },
      {
        id: custom.body.id,
        path: `${organizationPath(a.id)}/${custom.body.name}`,
        body: customBody('Zonder wijziging'),
        again: { ...customBody('Zonder wijziging', { max_tokens: 1500 }), title: 'Zonder wijziging ' },
      },
      {
        id: standard.id,
        path: `${DEFAULTS}/${standard.id}`,
        body: standardBody,
        again: { ...standardBody, title: ' Standaard ongewijzigd' },
      },
    ];
    for (const { id, path, body, again } of cases) {
      const [created] = (await list(id)).revisions;
      const first = await saved(path, body);
      const second = await saved(path, again);
      expect(await revisionCount(id), path).toBe(1);
      expect(second.updated_at).toBe(first.updated_at);
      expect((await list(id)).revisions).toEqual([created]);

      // A change is a revision again.
      await saved(path, { ...body, content: `${body.content} Kort.` });
      expect((await list(id)).revisions.map((r) => [r.revision_number, r.revision_reason])).toEqual([
        [2, messages.templates.revisionUpdated],
        [1, messages.templates.revisionCreated],
      ]);
    }

    // A default template's new sort order alone is saved, without a revision (a revision keeps no order).
    const moved = await saved(`${DEFAULTS}/${standard.id}`, {
      ...standardBody,
      content: `${standardBody.content} Kort.`,
      sort_order: 9,
    });
    expect(moved.sort_order).toBe(9);
    expect(await revisionCount(standard.id)).toBe(2);
  });

  it('answers one revision with all its fields, the settings and complexity of a CUSTOM one too', async () => {
    const { id } = await api
      .post<{ id: number }>(organizationPath(a.id), customBody('Maatwerk'))
      .then((res) => res.body);
    const [revision] = (await list(id)).revisions;
    const res = await api.get<Revision>(`${revisionsOf(id)}/${revision!.id}`);
    expect(res.status).toBe(200);
    expect(templateRevision.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      ...revision,
      template_id: id,
      revision_number: 1,
      title: 'Maatwerk',
      complexity: 'CUSTOM',
      settings: customSettings(),
      revision_reason: messages.templates.revisionCreated,
      created_by: { username: admin.username },
    });

    // A revision of another template, and one that does not exist, are not this template's.
    const other = await h.personal(memberOfA.id, 'Ander');
    const [otherRevision] = (await list(other.id)).revisions;
    for (const revisionId of [otherRevision!.id, 999_999]) {
      expect(await api.get(`${revisionsOf(id)}/${revisionId}`)).toEqual({
        status: 404,
        body: { detail: m.notFound },
      });
    }
  });

  it('requires a reason for a restore (after trimming) and then changes nothing', async () => {
    const { id } = await h.personal(memberOfA.id, 'Met reden');
    const [revision] = (await list(id)).revisions;
    for (const reason of ['', '   ', '\n\t']) {
      expect(await restore(id, revision!.id, reason)).toEqual({
        status: 422,
        body: { detail: m.reasonRequired },
      });
    }
    expect((await restore(id, revision!.id, undefined)).status).toBe(422);
    expect((await restore(id, revision!.id, 'x'.repeat(1_001))).status).toBe(422);
    expect(await revisionCount(id)).toBe(1);
  });

  it('copies the revision onto the template and writes a new revision naming it and the reason', async () => {
    const created = await api.post<{ id: number; name: string }>(
      userPath(memberOfA.id),
      customBody('Origineel', { opdracht: 'Schrijf de besluiten op.' }),
    );
    const { id, name } = created.body;
    expect(
      (await api.put(`${userPath(memberOfA.id)}/${id}`, templateBody('Ingekort', { complexity: 'LARGE' })))
        .status,
    ).toBe(200);
    const original = (await list(id)).revisions.find((r) => r.revision_number === 1)!;

    const res = await restore(id, original.id, '  Terug naar het origineel  ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(restoreAnswer.safeParse(res.body).success).toBe(true);
    const answer = res.body as { message: string; template: unknown; revision: Revision };
    expect(answer.message).toBe(m.restored);
    expect(meetingType.parse(answer.template)).toMatchObject({
      id,
      name,
      title: 'Origineel',
      description: 'Omschrijving van Origineel',
      content: 'Vat het gesprek "Origineel" samen.',
      complexity: 'CUSTOM',
      settings: customSettings({ opdracht: 'Schrijf de besluiten op.' }),
      type: 'personal',
    });
    expect(answer.revision).toMatchObject({
      revision_number: 3,
      title: 'Origineel',
      complexity: 'CUSTOM',
      settings: customSettings({ opdracht: 'Schrijf de besluiten op.' }),
      revision_reason: m.restoredReason(1, 'Terug naar het origineel'),
      created_by: { username: admin.username },
    });
    expect(m.restoredReason(1, 'Terug naar het origineel')).toBe(
      'Hersteld naar revisie 1: Terug naar het origineel',
    );

    // The template is the restored one everywhere; the history has one more entry on top.
    const now = await api.get(`${userPath(memberOfA.id)}/${id}`);
    expect(meetingType.parse(now.body)).toMatchObject({ title: 'Origineel', complexity: 'CUSTOM', name });
    const after = await list(id);
    expect(after.total).toBe(3);
    expect(after.revisions.map((r) => r.revision_number)).toEqual([3, 2, 1]);
    expect(after.revisions[0]!.id).toBe(answer.revision.id);

    // Restoring the LARGE revision takes the settings away again.
    const ingekort = after.revisions.find((r) => r.revision_number === 2)!;
    const back = await restore(id, ingekort.id, 'Toch korter');
    expect(back.status).toBe(200);
    expect(meetingType.parse((back.body as { template: unknown }).template)).toMatchObject({
      title: 'Ingekort',
      complexity: 'LARGE',
      settings: null,
    });

    // The restore is audited, its target the template.
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'revisions.restore')
      .where('target_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      outcome: 'success',
      status: 200,
      target_type: 'template',
      target_label: 'Ingekort',
      organization_id: a.id,
      actor_username: admin.username,
    });
  });

  it('refuses a revision of another template and leaves both templates as they were', async () => {
    const first = await h.personal(memberOfA.id, 'Eerste');
    const second = await h.personal(memberOfA.id, 'Tweede');
    const [foreign] = (await list(second.id)).revisions;
    expect(await restore(first.id, foreign!.id, 'Verkeerd')).toEqual({
      status: 404,
      body: { detail: m.notFound },
    });
    expect(await restore(999_999, foreign!.id, 'Weg')).toEqual({
      status: 404,
      body: { detail: messages.templates.notFound },
    });
    expect([await revisionCount(first.id), await revisionCount(second.id)]).toEqual([1, 1]);
    const failure = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'revisions.restore')
      .where('target_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(failure).toMatchObject({ outcome: 'failure', status: 404, detail: m.notFound });
  });

  it('restores a default template, its name and sort order unchanged', async () => {
    const { id, name } = await h.standard(`standaard-revisies-${backend}`, 'Standaard v1', { sort_order: 7 });
    const put = await api.put(`${DEFAULTS}/${id}`, {
      ...templateBody('Standaard v2'),
      name,
      sort_order: 7,
    });
    expect(put.status).toBe(200);
    const v1 = (await list(id)).revisions.at(-1)!;
    const res = await restore(id, v1.id, 'Oude titel was beter');
    expect(res.status).toBe(200);
    expect(meetingType.parse((res.body as { template: unknown }).template)).toMatchObject({
      id,
      name,
      title: 'Standaard v1',
      sort_order: 7,
      type: 'default',
      is_default: true,
    });
    expect((await list(id)).revisions[0]).toMatchObject({
      revision_number: 3,
      revision_reason: m.restoredReason(1, 'Oude titel was beter'),
    });

    // A default template's history is the platform's: an organisation administrator does not reach it.
    expect((await bossOfA.get(revisionsOf(id))).status).toBe(404);
    expect((await restore(id, v1.id, 'Mag niet', bossOfA)).status).toBe(404);
  });

  it("is scoped to the template's organisation for an organisation administrator", async () => {
    const shared = await h.ofOrganization(a.id, 'Gedeeld A');
    const own = await h.personal(memberOfA.id, 'Persoonlijk A');
    expect(
      (await api.put(`${organizationPath(a.id)}/${shared.name}`, templateBody('Gedeeld A v2'))).status,
    ).toBe(200);

    // A's administrator reads and restores A's organisation template and its members' templates.
    const history = await list(shared.id, '', bossOfA);
    expect(history.total).toBe(2);
    const v1 = history.revisions[1]!;
    expect((await bossOfA.get(`${revisionsOf(shared.id)}/${v1.id}`)).status).toBe(200);
    const restored = await restore(shared.id, v1.id, 'Door de baas', bossOfA);
    expect(restored.status).toBe(200);
    expect((restored.body as { revision: Revision }).revision.created_by).toBeTruthy();
    expect((await list(own.id, '', bossOfA)).total).toBe(1);

    // B's administrator gets 404 for all of it, as if missing; nothing is written.
    const before = await revisionCount(shared.id);
    const hidden = { status: 404, body: { detail: messages.organizations.notFound } };
    expect(await bossOfB.get(revisionsOf(shared.id))).toEqual(hidden);
    expect(await bossOfB.get(`${revisionsOf(shared.id)}/${v1.id}`)).toEqual(hidden);
    expect(await restore(shared.id, v1.id, 'Inbraak', bossOfB)).toEqual(hidden);
    expect(await bossOfB.get(revisionsOf(own.id))).toEqual(hidden);
    expect(await revisionCount(shared.id)).toBe(before);
  });

  it('numbers concurrent restores and saves one after the other (the template and its owner locked)', async () => {
    const { id } = await h.personal(memberOfA.id, 'Druk');
    const [first] = (await list(id)).revisions;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_v, i) => restore(id, first!.id, `Tegelijk ${i}`)),
      ...Array.from({ length: 2 }, (_v, i) =>
        api.put(`${userPath(memberOfA.id)}/${id}`, templateBody(`Tussendoor ${i}`)),
      ),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const history = await list(id);
    expect(history.total).toBe(7);
    expect(history.revisions.map((r) => r.revision_number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('answers created_by null once the account that saved a revision is deleted', async () => {
    const editor = await t.createUser({ is_admin: true });
    const editorToken = (await t.login(editor)).access_token;
    const editorApi = jsonClient(t, () => editorToken);
    const created = await editorApi.post<{ id: number }>(userPath(memberOfA.id), templateBody('Van een ex'));
    expect(created.status).toBe(201);
    expect((await api.del(`/api/admin/users/${editor.id}`)).status).toBe(200);
    const [revision] = (await list(created.body.id)).revisions;
    expect(revision).toMatchObject({ revision_number: 1, created_by: null });
  });
});
