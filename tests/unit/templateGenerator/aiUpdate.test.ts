import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { aiUpdate } from '../../../src/commands/templateGenerator/aiUpdate';
import { aiDialogAtom } from '../../../src/state/ai';
import { changeDraft, hasUnsavedChanges, templateEditorAtom } from '../../../src/state/templateDraft';
import { templateAtom } from '../../../src/state/templates';
import { json, text } from '../support/http';
import { answer } from '../templateEditor/support';
import { onNewEditor, onSavedEditor, route, signedIn, STATUS } from './support';

beforeEach(() => localStorage.clear());

const UPDATE = 'PUT admin/templates/11/update-with-feedback';
const RELOAD = 'GET admin/users/7/meeting-types/notulen';

const updated = answer({ title: 'Notulen (bijgewerkt)', content: 'Schrijf korte notulen.' });
const success = {
  [UPDATE]: () =>
    json(200, { status: 'success', message: 'ok', template: { title: updated.title, name: 'notulen' } }),
  [RELOAD]: () => json(200, updated),
};

describe('templates.aiUpdate', () => {
  it('without feedback opens the dialog of the open editor, calling nothing', async () => {
    const fake = await signedIn();
    onSavedEditor(fake);
    expect(await executeCommand(aiUpdate, {}, fake.ctx)).toEqual({ status: 'done' });
    expect(fake.store.get(aiDialogAtom)).toEqual({ kind: 'update', editorKey: 'e1' });
    expect(fake.calls.map(route)).toEqual([STATUS]);
  });

  it('sends the feedback and model, then shows the template as saved now in the editor', async () => {
    const fake = await signedIn(success);
    onSavedEditor(fake);
    const result = await executeCommand(aiUpdate, { feedback: '  Korter graag. ', model: 'qwen' }, fake.ctx);
    expect(result).toEqual({ status: 'done' });
    const put = fake.calls.find((call) => route(call) === UPDATE)!;
    expect(put.body).toEqual({ feedback: 'Korter graag.', model: 'qwen' });
    expect(fake.calls.map(route).indexOf(RELOAD)).toBeGreaterThan(fake.calls.indexOf(put));
    const editor = fake.store.get(templateEditorAtom)!;
    expect(editor.draft).toMatchObject({ title: 'Notulen (bijgewerkt)', content: 'Schrijf korte notulen.' });
    expect(hasUnsavedChanges(editor)).toBe(false);
    expect(fake.store.get(templateAtom)['user:7:notulen']?.data?.title).toBe('Notulen (bijgewerkt)');
    expect(fake.toasts).toEqual([{ kind: 'success', message: 'Template bijgewerkt met AI' }]);
  });

  it('takes claude when no model is given', async () => {
    const fake = await signedIn(success);
    onSavedEditor(fake);
    await executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx);
    expect(fake.calls.find((call) => route(call) === UPDATE)?.body).toEqual({
      feedback: 'Korter',
      model: 'claude',
    });
  });

  it('refuses empty feedback with the spec’s text, calling nothing', async () => {
    const fake = await signedIn(success);
    onSavedEditor(fake);
    const result = await executeCommand(aiUpdate, { feedback: '   ' }, fake.ctx);
    expect(result.status).toBe('failed');
    expect(fake.toasts[0]?.message).toBe('Voer feedback in voor het bijwerken van het template');
    expect(fake.calls.map(route)).toEqual([STATUS]);
  });

  it('shows “Template bijwerken mislukt” with the server’s reason, and leaves the editor as it was', async () => {
    const fake = await signedIn({ [UPDATE]: () => json(502, { detail: 'Het model antwoordde niet.' }) });
    onSavedEditor(fake);
    const before = fake.store.get(templateEditorAtom);
    const result = await executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx);
    expect(result.status).toBe('failed');
    expect(fake.toasts[0]?.message).toBe('Template bijwerken mislukt: Het model antwoordde niet.');
    expect(fake.store.get(templateEditorAtom)).toBe(before);
    expect(fake.calls.map(route)).not.toContain(RELOAD);
  });

  it('says only “Template bijwerken mislukt” without a reason, and reads an answer that is not a success', async () => {
    let fake = await signedIn({ [UPDATE]: () => text(500, '') });
    onSavedEditor(fake);
    await executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx);
    expect(fake.toasts[0]?.message).toBe('Template bijwerken mislukt');

    fake = await signedIn({ [UPDATE]: () => json(200, { status: 'error', error: 'Geen antwoord.' }) });
    onSavedEditor(fake);
    await executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx);
    expect(fake.toasts[0]?.message).toBe('Template bijwerken mislukt: Geen antwoord.');

    fake = await signedIn({ [UPDATE]: () => json(200, { status: 'error' }) });
    onSavedEditor(fake);
    await executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx);
    expect(fake.toasts[0]?.message).toBe('Template bijwerken mislukt: Er is een onbekende fout opgetreden.');
  });

  it('is unavailable with the server’s reason when no model is configured, before anything is asked', async () => {
    const fake = await signedIn({
      [STATUS]: () => json(200, { configured: false, reason: 'Er is geen taalmodel ingesteld.' }),
    });
    onSavedEditor(fake);
    expect(availability(aiUpdate, fake.ctx)).toEqual({ reason: 'Er is geen taalmodel ingesteld.' });
    await expect(executeCommand(aiUpdate, {}, fake.ctx)).rejects.toThrow('Er is geen taalmodel ingesteld.');
    expect(fake.store.get(aiDialogAtom)).toBeNull();

    const silent = await signedIn({ [STATUS]: () => json(200, { configured: false }) });
    onSavedEditor(silent);
    expect(availability(aiUpdate, silent.ctx)).toEqual({
      reason: 'AI is niet beschikbaar: de server heeft geen taalmodel ingesteld.',
    });
  });

  it('refuses while the editor has unsaved changes, and again runs once they are gone', async () => {
    const fake = await signedIn(success);
    onSavedEditor(fake);
    changeDraft(fake.store, { title: 'Mijn eigen titel' });
    const reason =
      'Sla eerst je wijzigingen op of maak ze ongedaan: AI Update werkt het opgeslagen template bij.';
    expect(availability(aiUpdate, fake.ctx)).toEqual({ reason });
    await expect(executeCommand(aiUpdate, { feedback: 'Korter' }, fake.ctx)).rejects.toThrow(reason);
    expect(fake.calls.map(route)).toEqual([STATUS]);
    changeDraft(fake.store, { title: answer().title });
    expect(availability(aiUpdate, fake.ctx)).toBe(true);
  });

  it('needs a saved template in an editor that may change it (edit mode only)', async () => {
    const reason = 'Open eerst een opgeslagen template dat je hier kunt bewerken.';
    const fake = await signedIn();
    expect(availability(aiUpdate, fake.ctx)).toEqual({ reason });
    onNewEditor(fake);
    expect(availability(aiUpdate, fake.ctx, { templateId: 11 })).toEqual({ reason });
  });

  it('is for whoever may edit the template: organisation administrators too', async () => {
    const fake = await signedIn({}, 'org_admin');
    expect(permitted(aiUpdate, fake.store)).toBe(true);
  });
});
