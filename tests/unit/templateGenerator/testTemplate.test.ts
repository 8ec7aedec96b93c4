import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { testTemplate } from '../../../src/commands/templateGenerator/test';
import { aiDialogAtom, templateTestAtom } from '../../../src/state/ai';
import { changeDraft, hasUnsavedChanges, templateEditorAtom } from '../../../src/state/templateDraft';
import { deferred, json } from '../support/http';
import { onSavedEditor, route, signedIn, STATUS } from './support';

beforeEach(() => localStorage.clear());

const TEST = 'POST admin/templates/test';

describe('templates.test', () => {
  it('runs the unsaved draft on the transcription and shows the summary; nothing is saved', async () => {
    const reply = deferred<Response>();
    const fake = await signedIn({ [TEST]: () => reply.promise });
    onSavedEditor(fake);
    changeDraft(fake.store, { title: 'Notulen kort', content: 'Vat kort samen.' });
    const running = executeCommand(testTemplate, { transcriptionId: 5, model: 'gemini' }, fake.ctx);
    await Promise.resolve();
    expect(fake.store.get(aiDialogAtom)).toEqual({ kind: 'test', editorKey: 'e1' });
    expect(fake.store.get(templateTestAtom)).toMatchObject({ transcriptionId: 5, status: 'running' });
    reply.resolve(json(200, { status: 'success', summary: 'Samenvatting: kort.', model: 'gemini' }));
    expect(await running).toEqual({ status: 'done' });

    const sent = fake.calls.find((call) => route(call) === TEST)!;
    expect(sent.body).toEqual({
      transcription_id: 5,
      model: 'gemini',
      template: {
        title: 'Notulen kort',
        description: 'Verslag',
        content: 'Vat kort samen.',
        complexity: 'SMALL',
        is_default: false,
        is_org_wide: false,
      },
    });
    expect(fake.store.get(templateTestAtom)).toMatchObject({
      editorKey: 'e1',
      status: 'done',
      summary: 'Samenvatting: kort.',
      model: 'gemini',
    });
    expect(fake.calls.map(route)).toEqual([STATUS, TEST]);
    // The draft stays as it was, unsaved.
    expect(hasUnsavedChanges(fake.store.get(templateEditorAtom))).toBe(true);
  });

  it('without a transcription opens the test dialog, where it is chosen', async () => {
    const fake = await signedIn();
    onSavedEditor(fake);
    await executeCommand(testTemplate, {}, fake.ctx);
    expect(fake.store.get(aiDialogAtom)).toEqual({ kind: 'test', editorKey: 'e1' });
    expect(fake.store.get(templateTestAtom)).toBeNull();
    expect(fake.calls.map(route)).toEqual([STATUS]);
  });

  it('shows what went wrong in the dialog and as a toast', async () => {
    const fake = await signedIn({ [TEST]: () => json(404, { detail: 'Transcriptie niet gevonden.' }) });
    onSavedEditor(fake);
    const result = await executeCommand(testTemplate, { transcriptionId: 99 }, fake.ctx);
    expect(result.status).toBe('failed');
    const message = 'Template testen mislukt: Transcriptie niet gevonden.';
    expect(fake.store.get(templateTestAtom)).toMatchObject({ status: 'failed', error: message });
    expect(fake.toasts[0]?.message).toBe(message);
  });

  it('refuses a draft without title or content before calling the model', async () => {
    const fake = await signedIn();
    onSavedEditor(fake);
    changeDraft(fake.store, { content: '' });
    await executeCommand(testTemplate, { transcriptionId: 5 }, fake.ctx);
    expect(fake.store.get(templateTestAtom)?.error).toBe('Titel en inhoud zijn verplichte velden');
    expect(fake.calls.map(route)).toEqual([STATUS]);
  });

  it('is the superuser’s only: absent for platform and organisation administrators', async () => {
    expect(permitted(testTemplate, (await signedIn()).store)).toBe(true);
    for (const role of ['admin', 'org_admin']) {
      const fake = await signedIn({}, role);
      onSavedEditor(fake);
      expect(permitted(testTemplate, fake.store), role).toBe(false);
      expect(availability(registry.resolve(testTemplate), fake.ctx)).toEqual({
        reason: 'Dit is voorbehouden aan de superuser.',
      });
      await expect(executeCommand(testTemplate, { transcriptionId: 5 }, fake.ctx)).rejects.toThrow();
      expect(fake.calls.map(route)).toEqual([STATUS]);
    }
  });

  it('is unavailable with the reason when no model is configured, and without an editor', async () => {
    const fake = await signedIn({ [STATUS]: () => json(200, { configured: false, reason: 'Geen model.' }) });
    onSavedEditor(fake);
    expect(availability(testTemplate, fake.ctx)).toEqual({ reason: 'Geen model.' });
    const none = await signedIn();
    expect(availability(testTemplate, none.ctx)).toEqual({ reason: 'Open eerst een template in de editor.' });
  });
});
