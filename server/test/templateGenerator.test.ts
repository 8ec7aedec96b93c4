// The template generator against a stand-in OpenAI-compatible provider over loopback HTTP: an AI update saves
// the model's rewrite as a new revision with the feedback as reason (audited); a malformed or wrongly shaped
// answer, a timeout and a 5xx write nothing and answer a Dutch 502/504; without AI_BASE_URL the routes answer
// 503 and the status says why. Also drafting a template from a description and Test on a transcription,
// neither of which saves anything.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  aiModels,
  aiStatus,
  aiUpdateAnswer,
  templateDraftAnswer,
  testTemplateAnswer,
} from '../../src/api/schemas/ai';
import type { Organization } from '../../src/api/schemas/organizations';
import { meetingType } from '../../src/api/schemas/templates';
import { createAiProvider } from '../src/ai/provider';
import { ApiError } from '../src/http/errors';
import { silentLogger } from '../src/logger';
import { messages } from '../src/messages';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';
import { jsonClient } from './organizationsTestClient';
import type { ChatRequest, FakeOpenAi } from './support/fakeOpenAi';
import { startFakeOpenAi } from './support/fakeOpenAi';
import type { Client } from './templatesTestClient';
import { customBody, customSettings, templateBody, templateHelpers, userPath } from './templatesTestClient';

const m = messages.ai;
const STATUS = '/api/admin/ai/status';
const GENERATE = '/api/admin/generate-template';
const TEST = '/api/admin/templates/test';
const updatePath = (templateId: number) => `/api/admin/templates/${templateId}/update-with-feedback`;
const API_KEY = 'sk-test-nooit-in-een-log';

const userMessage = (request: ChatRequest) =>
  String((request.messages ?? []).filter((message) => message.role === 'user').at(-1)?.content);
const systemMessage = (request: ChatRequest) =>
  String((request.messages ?? []).find((message) => message.role === 'system')?.content);

describe.each(backends)('template generator (%s)', (backend) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: Client;
  let superApi: Client;
  let superToken: string;
  let h: ReturnType<typeof templateHelpers>;
  let org: Organization;
  let member: TestUser;
  const logged: string[] = [];

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
  const templateRow = (id: number) =>
    t.db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lastAudit = () =>
    t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const upload = async (userId: number, text: string): Promise<number> => {
    const form = new FormData();
    form.append('file', new File([text], 'overleg.txt', { type: 'text/plain' }));
    const res = await t.request(`/api/admin/users/${userId}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(
      backend,
      {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: API_KEY,
        AI_MODELS: 'claude=anthropic/claude-sonnet-4, gemini=gemini-2.5-pro',
        AI_TIMEOUT_SECONDS: '1',
      },
      {
        log: {
          info: (message) => logged.push(message),
          warn: (message) => logged.push(message),
          error: (message, error) => logged.push(`${message} ${String(error)}`),
        },
      },
    );
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    superToken = (await t.login(superuser)).access_token;
    superApi = jsonClient(t, () => superToken);
    h = templateHelpers(t, api);
    org = await h.createOrganization('AI BV');
    member = await h.createMember(org.id);
  });
  afterEach(() => {
    fake.mode = 'valid';
    fake.beforeAnswer = undefined;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    // Neither the key nor what was sent to the model is ever logged.
    expect(logged.join('\n')).not.toContain(API_KEY);
    expect(logged.join('\n')).not.toMatch(/Maak het korter|Een kort overleg over de begroting/);
  });

  it('says a model is configured, and which models a user may pick', async () => {
    const res = await api.get(STATUS);
    expect(res).toEqual({
      status: 200,
      body: { configured: true, models: [...aiModels], default_model: 'claude', reason: null },
    });
    expect(aiStatus.parse(res.body).configured).toBe(true);
  });

  it('saves the rewrite as an update with a new revision whose reason is the feedback', async () => {
    const created = await api.post<{ id: number; name: string }>(
      userPath(member.id),
      customBody('Weekoverleg', { opdracht: 'Noem de actiepunten.' }),
    );
    const { id, name } = created.body;
    const before = await fake.completions().length;

    const res = await api.put(updatePath(id), { feedback: '  Maak het korter  ', model: 'claude' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: m.updated,
      error: null,
      template: { id, title: 'Weekoverleg (bijgewerkt)', name, description: 'Omschrijving van Weekoverleg' },
    });
    expect(aiUpdateAnswer.parse(res.body).template?.title).toBe('Weekoverleg (bijgewerkt)');

    // What the provider got: the mapped model, the key, a strict JSON schema, the template and the feedback.
    const requests = fake.completions();
    expect(requests.length).toBe(before + 1);
    const request = requests.at(-1)!;
    expect(request.model).toBe('anthropic/claude-sonnet-4');
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'template_update',
        strict: true,
        schema: { required: ['title', 'description', 'content'], additionalProperties: false },
      },
    });
    expect(JSON.parse(userMessage(request))).toEqual({
      template: {
        title: 'Weekoverleg',
        description: 'Omschrijving van Weekoverleg',
        content: 'Vat het gesprek "Weekoverleg" samen.',
      },
      feedback: 'Maak het korter',
    });

    // The template has the model's title, description and content, and keeps its complexity and settings.
    const saved = meetingType.parse((await api.get(`${userPath(member.id)}/${id}`)).body);
    expect(saved).toMatchObject({
      name,
      title: 'Weekoverleg (bijgewerkt)',
      content: 'Vat het gesprek "Weekoverleg" samen.\n\nVerwerkt: Maak het korter',
      complexity: 'CUSTOM',
      settings: customSettings({ opdracht: 'Noem de actiepunten.' }),
    });
    const history = await api.get<{ revisions: { revision_reason: string; title: string }[]; total: number }>(
      `/api/admin/templates/${id}/revisions`,
    );
    expect(history.body.total).toBe(2);
    expect(history.body.revisions[0]).toMatchObject({
      title: 'Weekoverleg (bijgewerkt)',
      revision_reason: 'AI-update (claude): Maak het korter',
      complexity: 'CUSTOM',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'templateGenerator.updateWithFeedback',
      outcome: 'success',
      status: 200,
      target_type: 'template',
      target_id: id,
      target_label: 'Weekoverleg (bijgewerkt)',
      organization_id: org.id,
    });

    // A model without a mapping is sent by its own name; the default model is claude.
    expect((await api.put(updatePath(id), { feedback: 'Nog korter', model: 'qwen' })).status).toBe(200);
    expect(fake.completions().at(-1)!.model).toBe('qwen');
    expect((await api.put(updatePath(id), { feedback: 'Formeler' })).status).toBe(200);
    expect(fake.completions().at(-1)!.model).toBe('anthropic/claude-sonnet-4');
    expect((await api.put(updatePath(id), { feedback: 'x', model: 'gpt-5' })).status).toBe(422);
  });

  it('works on organisation and default templates, the name never changing', async () => {
    const shared = await h.ofOrganization(org.id, 'Teamoverleg');
    const standard = await h.standard(`standaard-ai-${backend}`, 'Standaard overleg');
    for (const { id, name } of [shared, standard]) {
      const res = await api.put(updatePath(id), {
        feedback: 'Voeg een kopje Besluiten toe',
        model: 'gemini',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as { template: { name: string } }).template.name).toBe(name);
      expect((await templateRow(id)).name).toBe(name);
      expect(await revisionCount(id)).toBe(2);
    }
    expect(fake.completions().at(-1)!.model).toBe('gemini-2.5-pro');
  });

  it.each([
    ['malformed', 502, m.unusableAnswer],
    ['wrong-shape', 502, m.unusableAnswer],
    ['error', 502, m.providerError(500)],
    ['slow', 504, m.timeout],
  ] as const)('writes nothing when the provider answers %s (%i)', async (mode, status, detail) => {
    const { id } = await h.personal(member.id, `Ongewijzigd ${mode}`);
    const before = await templateRow(id);
    const requests = fake.completions().length;
    fake.mode = mode;
    const started = Date.now();
    const res = await api.put(updatePath(id), { feedback: 'Maak het korter', model: 'claude' });
    expect(res).toEqual({ status, body: { detail } });
    // One deadline (AI_TIMEOUT_SECONDS = 1) for the call and its one retry.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(fake.completions().length - requests).toBe(mode === 'error' ? 2 : 1);
    expect(await templateRow(id)).toEqual(before);
    expect(await revisionCount(id)).toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: 'templateGenerator.updateWithFeedback',
      outcome: 'failure',
      status,
      detail,
      target_id: id,
    });
  });

  it('refuses an answer that is no valid template (an empty title) and one with an unstorable character', async () => {
    const { id } = await h.personal(member.id, 'Streng');
    for (const answer of [
      { title: '  ', description: '', content: 'Inhoud' },
      { title: 'Titel', description: '', content: 'a\u0000b' },
      { title: 'T'.repeat(201), description: '', content: 'Inhoud' },
    ]) {
      fake.beforeAnswer = async (request) => {
        // Answers this shape instead: the stand-in builds from the request, so rewrite the request's template.
        request.messages = [
          { role: 'user', content: JSON.stringify({ template: { title: 'x' }, feedback: 'y' }) },
        ];
        request.response_format = {
          type: 'json_schema',
          json_schema: {
            name: 'vast',
            schema: {
              type: 'object',
              properties: Object.fromEntries(
                Object.entries(answer).map(([key, value]) => [key, { enum: [value] }]),
              ),
            },
          },
        };
      };
      expect(await api.put(updatePath(id), { feedback: 'Iets' })).toEqual({
        status: 502,
        body: { detail: m.unusableAnswer },
      });
    }
    expect(await revisionCount(id)).toBe(1);
  });

  it('refuses to overwrite a save made while the model was writing (409)', async () => {
    const { id } = await h.personal(member.id, 'Tegelijk');
    fake.beforeAnswer = async () => {
      const res = await api.put(`${userPath(member.id)}/${id}`, templateBody('Door een collega'));
      expect(res.status).toBe(200);
    };
    expect(await api.put(updatePath(id), { feedback: 'Korter' })).toEqual({
      status: 409,
      body: { detail: m.changedMeanwhile },
    });
    expect((await templateRow(id)).title).toBe('Door een collega');
    expect(await revisionCount(id)).toBe(2);
  });

  it('requires feedback (after trimming), a template, and the template in scope; the model is not asked', async () => {
    const { id } = await h.personal(member.id, 'Zonder feedback');
    const requests = fake.completions().length;
    for (const feedback of ['', '   ', '\n']) {
      expect(await api.put(updatePath(id), { feedback, model: 'claude' })).toEqual({
        status: 422,
        body: { detail: m.feedbackRequired },
      });
    }
    expect((await api.put(updatePath(id), { model: 'claude' })).status).toBe(422);
    expect(await api.put(updatePath(999_999), { feedback: 'Korter' })).toEqual({
      status: 404,
      body: { detail: messages.templates.notFound },
    });
    const other = await h.createOrganization('Andere AI BV');
    const bossUser = await h.createMember(other.id, true);
    const bossToken = (await t.login(bossUser)).access_token;
    const boss = jsonClient(t, () => bossToken);
    expect(await boss.put(updatePath(id), { feedback: 'Korter' })).toEqual({
      status: 404,
      body: { detail: messages.organizations.notFound },
    });
    expect(fake.completions().length).toBe(requests);
    expect(await revisionCount(id)).toBe(1);
  });

  it('drafts a template from a description and saves nothing', async () => {
    const templates = async () =>
      Number(
        (
          await t.db
            .selectFrom('templates')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await templates();
    const res = await api.post(GENERATE, {
      description: 'Wekelijks overleg van het zorgteam',
      model: 'qwen',
    });
    expect(res).toEqual({
      status: 200,
      body: {
        status: 'success',
        message: m.generated,
        error: null,
        template: {
          title: 'Template: Wekelijks overleg van het zorgteam',
          description: 'Gemaakt voor: Wekelijks overleg van het zorgteam',
          content: 'Vat het overleg samen. Doel: Wekelijks overleg van het zorgteam',
          complexity: 'MEDIUM',
        },
      },
    });
    expect(templateDraftAnswer.parse(res.body).template?.complexity).toBe('MEDIUM');
    const request = fake.completions().at(-1)!;
    expect(request.response_format?.json_schema?.name).toBe('template_draft');
    expect(request.response_format?.json_schema?.schema?.properties?.complexity).toMatchObject({
      enum: ['SMALL', 'MEDIUM', 'LARGE'],
    });
    expect(await templates()).toBe(before);

    expect(await api.post(GENERATE, { description: '  ', model: 'claude' })).toEqual({
      status: 422,
      body: { detail: m.descriptionRequired },
    });
    fake.mode = 'malformed';
    expect(await api.post(GENERATE, { description: 'Iets' })).toEqual({
      status: 502,
      body: { detail: m.unusableAnswer },
    });
  });

  it('runs an unsaved template on a transcription (superuser) and saves nothing', async () => {
    const transcriptionId = await upload(member.id, 'Een kort overleg over de begroting.\nJan: akkoord.\n');
    const summaries = async () =>
      Number(
        (
          await t.db
            .selectFrom('summaries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await summaries();
    const template = customBody('Begroting', {
      system_message: 'Je bent de notulist van de gemeenteraad.',
      opdracht: 'Noem elk besluit.',
    });
    const res = await superApi.post(TEST, { transcription_id: transcriptionId, template, model: 'gemini' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = testTemplateAnswer.parse(res.body);
    expect(answer).toMatchObject({ status: 'success', model: 'gemini', error: null });
    expect(answer.summary).toBe('Samenvatting: Een kort overleg over de begroting. Jan: akkoord.');

    const request = fake.completions().at(-1)!;
    expect(request.model).toBe('gemini-2.5-pro');
    expect(systemMessage(request)).toContain('Je bent de notulist van de gemeenteraad.');
    expect(userMessage(request)).toBe(
      'Vat het gesprek "Begroting" samen.\n\nOpdracht:\nNoem elk besluit.\n\nTranscriptie:\n' +
        'Een kort overleg over de begroting.\nJan: akkoord.\n',
    );
    expect(await summaries()).toBe(before);

    // Not CUSTOM: the default system message, the content alone as the instruction.
    const plain = await superApi.post(TEST, {
      transcription_id: transcriptionId,
      template: templateBody('Kort'),
    });
    expect(plain.status).toBe(200);
    expect(systemMessage(fake.completions().at(-1)!)).toContain('zorgvuldige notulist');
    expect(userMessage(fake.completions().at(-1)!)).toMatch(
      /^Vat het gesprek "Kort" samen\.\n\nTranscriptie:\n/,
    );

    const requests = fake.completions().length;
    expect(await superApi.post(TEST, { transcription_id: 999_999, template })).toEqual({
      status: 404,
      body: { detail: messages.transcriptions.notFound },
    });
    expect(
      await superApi.post(TEST, {
        transcription_id: transcriptionId,
        template: templateBody('', { content: '' }),
      }),
    ).toEqual({
      status: 422,
      body: { detail: messages.templates.invalid([messages.templates.problems.titleAndContentRequired]) },
    });
    // Transcriptions are the superuser's only: an admin may not.
    expect((await api.post(TEST, { transcription_id: transcriptionId, template })).status).toBe(403);
    expect(fake.completions().length).toBe(requests);

    fake.mode = 'slow';
    expect(await superApi.post(TEST, { transcription_id: transcriptionId, template })).toEqual({
      status: 504,
      body: { detail: m.timeout },
    });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const closed = await startFakeOpenAi();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const ai = createAiProvider({ baseUrl, apiKey: undefined, models: {}, timeoutSeconds: 2 }, silentLogger)!;
    const failure = await ai
      .complete({
        task: 'test',
        model: 'claude',
        answerName: 'x',
        answer: (await import('../src/ai/prompts')).summaryAnswer,
        messages: [{ role: 'user', content: 'Hallo' }],
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: m.unreachable });
  });
});

describe.each(backends)('template generator without a model (%s)', (backend) => {
  let t: TestApp;
  let api: Client;
  let superApi: Client;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { AI_BASE_URL: '' });
    const token = await t.adminToken();
    api = jsonClient(t, () => token);
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    superToken = (await t.login(superuser)).access_token;
    superApi = jsonClient(t, () => superToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so in the status and answers 503 on every AI route, recording the refused update', async () => {
    expect(await api.get(STATUS)).toEqual({
      status: 200,
      body: { configured: false, models: [...aiModels], default_model: 'claude', reason: m.notConfigured },
    });
    const h = templateHelpers(t, api);
    const member = await h.createMember();
    const { id } = await h.personal(member.id, 'Geen AI');
    const notConfigured = { status: 503, body: { detail: m.notConfigured } };
    expect(await api.put(updatePath(id), { feedback: 'Korter', model: 'claude' })).toEqual(notConfigured);
    expect(await api.post(GENERATE, { description: 'Teamoverleg' })).toEqual(notConfigured);

    const form = new FormData();
    form.append('file', new File(['Tekst.'], 'overleg.txt', { type: 'text/plain' }));
    const uploaded = await t.request(`/api/admin/users/${member.id}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const transcriptionId = ((await uploaded.json()) as { id: number }).id;
    expect(
      await superApi.post(TEST, { transcription_id: transcriptionId, template: templateBody('Test') }),
    ).toEqual(notConfigured);
    // Input problems come first: an empty feedback is 422, a missing template 404, whether AI runs or not.
    expect((await api.put(updatePath(id), { feedback: ' ' })).status).toBe(422);
    expect((await api.put(updatePath(999_999), { feedback: 'Korter' })).status).toBe(404);

    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'templateGenerator.updateWithFeedback')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ outcome: 'failure', status: 503, detail: m.notConfigured, target_id: id });
    expect(
      await t.db.selectFrom('template_revisions').selectAll().where('template_id', '=', id).execute(),
    ).toHaveLength(1);
  });
});
