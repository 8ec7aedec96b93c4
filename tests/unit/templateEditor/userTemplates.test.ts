import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { CommandUnavailableError } from '../../../src/commands/errors';
import { createUserTemplate } from '../../../src/commands/templateEditor/createUserTemplate';
import { saveUserTemplate } from '../../../src/commands/templateEditor/saveUserTemplate';
import { screenContextAtom } from '../../../src/state/screen';
import {
  changeDraft,
  hasUnsavedChanges,
  openEditor,
  templateEditorAtom,
} from '../../../src/state/templateDraft';
import { userTemplates, userTemplatesAtom } from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { answer, custom, draft, draftBody, sent } from './support';

beforeEach(() => localStorage.clear());

describe('templateEditor.createUserTemplate', () => {
  it('posts the draft (title trimmed, no settings unless CUSTOM), then goes to the user’s templates tab', async () => {
    const { ctx, calls, toasts, navigations } = signedInContext(() => json(201, { name: 'notulen', id: 11 }));
    const result = await executeCommand(createUserTemplate, { userId: 7, draft: draft() }, ctx);
    expect(result).toEqual({ status: 'done' });
    expect(calls).toHaveLength(1);
    expect(sent(calls[0]!)).toEqual({ request: 'POST admin/users/7/meeting-types', body: draftBody });
    expect(toasts).toEqual([{ kind: 'success', message: 'Template aangemaakt' }]);
    expect(navigations).toEqual(['/users/7?tab=templates']);
  });

  it('sends settings for CUSTOM, with the task as opdracht', async () => {
    const { ctx, calls } = signedInContext(() => json(201, { name: 'notulen' }));
    await executeCommand(createUserTemplate, { userId: 7, draft: custom({ maxTokens: ' 4000 ' }) }, ctx);
    expect(calls[0]!.body).toMatchObject({
      complexity: 'CUSTOM',
      settings: {
        max_tokens: '4000',
        system_message: 'Je bent een notulist.',
        opdracht: 'Vat samen.',
        additional_settings: '{"temperature":0.2}',
      },
    });
  });

  it('without a draft and no new-template editor open, opens the editor for the user (the palette)', async () => {
    const { ctx, calls, navigations } = signedInContext(() => json(500, {}));
    await executeCommand(createUserTemplate, { userId: 7 }, ctx);
    expect(calls).toEqual([]);
    expect(navigations).toEqual(['/templates/new?userId=7']);
  });

  it('takes the user on screen: the user detail, or the new-template editor', async () => {
    const { ctx, store, navigations } = signedInContext(() => json(500, {}));
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '9' } });
    await executeCommand(createUserTemplate, {}, ctx);
    expect(navigations).toEqual(['/templates/new?userId=9']);
  });

  it('saves the open new-template editor’s draft, then has no unsaved changes', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() => json(201, { name: 'notulen' }));
    openEditor(store, {
      key: 'e',
      target: { owner: 'user', userId: 7, templateName: null },
      readOnly: false,
      draft: draft({ title: '' }),
    });
    changeDraft(store, { title: 'Uit de editor' });
    expect(hasUnsavedChanges(store.get(templateEditorAtom))).toBe(true);
    await executeCommand(createUserTemplate, { userId: 7 }, ctx);
    expect(calls[0]!.body).toMatchObject({ title: 'Uit de editor' });
    expect(hasUnsavedChanges(store.get(templateEditorAtom))).toBe(false);
    expect(navigations).toEqual(['/users/7?tab=templates']);
  });

  it('creates an editor draft that has no user yet for the user the palette asked for', async () => {
    const { ctx, store, calls } = signedInContext(() => json(201, { name: 'notulen' }));
    openEditor(store, {
      key: 'e',
      target: { owner: 'user', userId: null, templateName: null },
      readOnly: false,
      draft: draft({ title: 'Zonder eigenaar' }),
    });
    await executeCommand(createUserTemplate, { userId: 4 }, ctx);
    expect(sent(calls[0]!)).toMatchObject({
      request: 'POST admin/users/4/meeting-types',
      body: { title: 'Zonder eigenaar' },
    });
  });

  it.each([
    [draft({ title: '  ' }), 'Titel en inhoud zijn verplichte velden'],
    [draft({ content: '' }), 'Titel en inhoud zijn verplichte velden'],
    [custom({ task: ' ' }), 'Voor CUSTOM zijn Max Tokens, System Message en Opdracht verplicht.'],
    [custom({ maxTokens: '12.5' }), 'Max Tokens moet een geheel getal van 0 of groter zijn.'],
    [custom({ extraSettings: '{"a":' }), 'Invalid JSON format in additional settings'],
  ])('refuses an invalid draft in the spec’s words, without a call (%#)', async (invalid, message) => {
    const { ctx, calls, toasts, navigations } = signedInContext(() => json(201, { name: 'x' }));
    const result = await executeCommand(createUserTemplate, { userId: 7, draft: invalid }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts[0]).toMatchObject({ kind: 'error', message });
    expect(calls).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('shows the server’s message, else “Template aanmaken mislukt”', async () => {
    let reply = json(422, { detail: 'Deze gebruiker heeft al een template met die titel.' });
    const { ctx, toasts, navigations } = signedInContext(() => reply);
    await executeCommand(createUserTemplate, { userId: 7, draft: draft() }, ctx);
    reply = text(500, '');
    await executeCommand(createUserTemplate, { userId: 7, draft: draft() }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Deze gebruiker heeft al een template met die titel.',
      'Template aanmaken mislukt',
    ]);
    expect(navigations).toEqual([]);
  });

  it('created but no name in the answer: says so, stays, and marks the lists for reloading', async () => {
    let listed = 0;
    const { ctx, store, toasts, navigations } = signedInContext((call) => {
      if (call.method === 'GET') {
        listed += 1;
        return json(200, { meeting_types: [] });
      }
      return json(201, { message: 'ok' });
    });
    store.set(userTemplatesAtom, { 7: { data: [], loading: false, error: null } });
    await executeCommand(createUserTemplate, { userId: 7, draft: draft() }, ctx);
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Template is aangemaakt maar redirect mislukt. Vernieuw de pagina a.u.b.',
    });
    expect(navigations).toEqual([]);
    await userTemplates(store, ctx.api, 7);
    expect(listed).toBe(1);
  });

  it('marks a loaded template list as changed after creating', async () => {
    let listed = 0;
    const { ctx, store } = signedInContext((call) => {
      if (call.method === 'GET') {
        listed += 1;
        return json(200, { meeting_types: [answer()] });
      }
      return json(201, { name: 'notulen' });
    });
    store.set(userTemplatesAtom, { 7: { data: [], loading: false, error: null } });
    await userTemplates(store, ctx.api, 7);
    expect(listed).toBe(0);
    await executeCommand(createUserTemplate, { userId: 7, draft: draft() }, ctx);
    expect(await userTemplates(store, ctx.api, 7)).toHaveLength(1);
    expect(listed).toBe(1);
  });
});

describe('templateEditor.saveUserTemplate', () => {
  const editing = { owner: 'user', userId: 7, templateName: 'notulen' } as const;

  it('puts the open editor’s draft at the template’s name, then goes to the user’s templates tab', async () => {
    const { ctx, store, calls, toasts, navigations } = signedInContext(() => json(200, answer()));
    openEditor(store, { key: 'e', target: editing, readOnly: false, draft: draft() });
    changeDraft(store, { content: 'Nieuwe inhoud' });
    store.set(screenContextAtom, {
      screen: 'userTemplateEdit',
      ids: { userId: '7', templateName: 'notulen' },
    });
    const result = await executeCommand(saveUserTemplate, {}, ctx);
    expect(result).toEqual({ status: 'done' });
    expect(sent(calls[0]!)).toMatchObject({
      request: 'PUT admin/users/7/meeting-types/notulen',
      body: { title: 'Notulen', content: 'Nieuwe inhoud' },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Template bijgewerkt' }]);
    expect(navigations).toEqual(['/users/7?tab=templates']);
    expect(hasUnsavedChanges(store.get(templateEditorAtom))).toBe(false);
  });

  it('says there is nothing to save while the open editor’s draft is the template as loaded or saved', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() => json(200, answer()));
    openEditor(store, { key: 'e', target: editing, readOnly: false, draft: draft() });
    const run = () => executeCommand(saveUserTemplate, { userId: 7, templateName: 'notulen' }, ctx);
    await expect(run()).rejects.toBeInstanceOf(CommandUnavailableError);
    await expect(run()).rejects.toThrow('Geen wijzigingen om op te slaan.');
    // A change typed and typed back is no change either.
    changeDraft(store, { content: 'Anders' });
    changeDraft(store, { content: draft().content });
    await expect(run()).rejects.toThrow('Geen wijzigingen om op te slaan.');
    expect(calls).toEqual([]);
    expect(navigations).toEqual([]);

    changeDraft(store, { title: 'Notulen (kort)' });
    expect(await run()).toEqual({ status: 'done' });
    expect(calls).toHaveLength(1);
    // Once saved, the same text again is nothing to save.
    await expect(run()).rejects.toThrow('Geen wijzigingen om op te slaan.');
    expect(calls).toHaveLength(1);
  });

  it('saves a draft it is given (the dialog editor) without an open editor', async () => {
    const { ctx, calls } = signedInContext(() => json(200, answer()));
    await executeCommand(saveUserTemplate, { userId: 7, templateName: 'notulen', draft: custom() }, ctx);
    expect(calls[0]!.body).toMatchObject({ complexity: 'CUSTOM', settings: { opdracht: 'Vat samen.' } });
  });

  it('is unavailable, with the reason, without an editor for this template', async () => {
    const { ctx, store } = signedInContext(() => json(200, answer()));
    const run = () => executeCommand(saveUserTemplate, { userId: 7, templateName: 'notulen' }, ctx);
    await expect(run()).rejects.toBeInstanceOf(CommandUnavailableError);
    await expect(run()).rejects.toThrow('Open eerst een template in de editor.');
    openEditor(store, {
      key: 'e',
      target: { ...editing, templateName: 'ander' },
      readOnly: false,
      draft: draft(),
    });
    await expect(run()).rejects.toThrow('Open eerst dit template in de editor.');
    openEditor(store, { key: 'e', target: editing, readOnly: true, draft: draft() });
    await expect(run()).rejects.toThrow('Dit template is alleen te bekijken.');
  });

  it('shows the server’s message (a default template through a user’s route), else “Template opslaan mislukt”', async () => {
    let reply = json(403, { detail: 'Standaardtemplates kunnen niet via een gebruiker worden gewijzigd.' });
    const { ctx, toasts, navigations } = signedInContext(() => reply);
    const args = { userId: 7, templateName: 'notulen', draft: draft() };
    await executeCommand(saveUserTemplate, args, ctx);
    reply = text(502, '');
    await executeCommand(saveUserTemplate, args, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Standaardtemplates kunnen niet via een gebruiker worden gewijzigd.',
      'Template opslaan mislukt',
    ]);
    expect(navigations).toEqual([]);
  });
});
