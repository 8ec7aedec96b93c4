import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { generateTemplate } from '../../../src/commands/templateGenerator/generate';
import { aiDialogAtom, openAiDialog } from '../../../src/state/ai';
import { templateEditorAtom } from '../../../src/state/templateDraft';
import { json } from '../support/http';
import { onNewEditor, onSavedEditor, route, signedIn, STATUS } from './support';

beforeEach(() => localStorage.clear());

const GENERATE = 'POST admin/generate-template';

const drafted = {
  status: 'success',
  template: {
    title: 'Teamoverleg',
    description: 'Wekelijks overleg van het team',
    content: 'Schrijf de notulen met actiepunten per persoon.',
    complexity: 'medium',
  },
};

describe('templates.generate', () => {
  it('fills the new template’s draft from a description; nothing is saved', async () => {
    const fake = await signedIn({ [GENERATE]: () => json(200, drafted) });
    onNewEditor(fake);
    openAiDialog(fake.store, 'generate', 'n1');
    const result = await executeCommand(
      generateTemplate,
      { description: ' Wekelijks teamoverleg ', model: 'vertex-claude' },
      fake.ctx,
    );
    expect(result).toEqual({ status: 'done' });
    expect(fake.calls.map(route)).toEqual([STATUS, GENERATE]);
    expect(fake.calls[1]?.body).toEqual({ description: 'Wekelijks teamoverleg', model: 'vertex-claude' });
    const editor = fake.store.get(templateEditorAtom)!;
    expect(editor.draft).toMatchObject({
      title: 'Teamoverleg',
      description: 'Wekelijks overleg van het team',
      content: 'Schrijf de notulen met actiepunten per persoon.',
      complexity: 'MEDIUM',
      maxTokens: '0',
    });
    // Still a new, unsaved template: Opslaan is the user's step.
    expect(editor.target).toEqual({ owner: 'organization', organizationId: 3, templateName: null });
    expect(editor.saved.title).toBe('');
    expect(fake.store.get(aiDialogAtom)).toBeNull();
    expect(fake.toasts).toEqual([
      { kind: 'success', message: 'Template gegenereerd; controleer het en druk op Opslaan.' },
    ]);
  });

  it('without a description opens its dialog; an empty one is refused', async () => {
    const fake = await signedIn();
    onNewEditor(fake);
    await executeCommand(generateTemplate, {}, fake.ctx);
    expect(fake.store.get(aiDialogAtom)).toEqual({ kind: 'generate', editorKey: 'n1' });
    const result = await executeCommand(generateTemplate, { description: ' ' }, fake.ctx);
    expect(result.status).toBe('failed');
    expect(fake.toasts[0]?.message).toBe('Beschrijf eerst kort waarvoor het template is.');
    expect(fake.calls.map(route)).toEqual([STATUS]);
  });

  it('reports a failure with the server’s reason and leaves the draft alone', async () => {
    const fake = await signedIn({ [GENERATE]: () => json(503, { detail: 'Model niet bereikbaar.' }) });
    onNewEditor(fake);
    await executeCommand(generateTemplate, { description: 'Overleg' }, fake.ctx);
    expect(fake.toasts[0]?.message).toBe('Template genereren mislukt: Model niet bereikbaar.');
    expect(fake.store.get(templateEditorAtom)?.draft.title).toBe('');
  });

  it('is only for a new template, and unavailable with the reason without a model', async () => {
    const fake = await signedIn();
    onSavedEditor(fake);
    expect(availability(generateTemplate, fake.ctx)).toEqual({
      reason: 'Open eerst een nieuw persoonlijk template of een nieuw organisatietemplate.',
    });
    const off = await signedIn({ [STATUS]: () => json(200, { configured: false, reason: 'Geen model.' }) });
    onNewEditor(off);
    expect(availability(generateTemplate, off.ctx)).toEqual({ reason: 'Geen model.' });
    expect(permitted(generateTemplate, (await signedIn({}, 'org_admin')).store)).toBe(true);
  });
});
