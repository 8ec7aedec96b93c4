import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { copyAll } from '../../../src/commands/templateEditor/copyAll';
import { pasteAll } from '../../../src/commands/templateEditor/pasteAll';
import { toTaggedText } from '../../../src/commands/templateEditor/taggedText';
import {
  closeEditor,
  emptyDraft,
  openEditor,
  templateEditorAtom,
  type EditorDraft,
} from '../../../src/state/templateDraft';
import type { Store } from '../../../src/state/store';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';
import { custom } from './support';

beforeEach(() => localStorage.clear());

const open = (store: Store, draft: EditorDraft, readOnly = false, key = 'e') =>
  openEditor(store, { key, target: { owner: 'user', userId: 7, templateName: null }, readOnly, draft });

describe('templateEditor.copyAll', () => {
  it('puts the open editor’s draft on the clipboard as tagged text', async () => {
    const { ctx, store, copied, toasts } = signedInContext(() => json(500, {}));
    open(store, custom({ content: 'a </content> b' }), true);
    expect(await executeCommand(copyAll, {}, ctx)).toEqual({ status: 'done' });
    expect(copied).toEqual([toTaggedText(custom({ content: 'a </content> b' }))]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Template als tekst naar het klembord gekopieerd' }]);
  });

  it('is unavailable without an editor, and says so when the clipboard refuses', async () => {
    const { ctx, store, toasts } = signedInContext(() => json(500, {}));
    await expect(executeCommand(copyAll, {}, ctx)).rejects.toThrow('Open eerst een template in de editor.');
    open(store, custom());
    const refusing = { ...ctx, copyText: () => Promise.reject(new Error('NotAllowedError')) };
    expect((await executeCommand(copyAll, {}, refusing)).status).toBe('failed');
    expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Kopiëren naar het klembord is mislukt.' });
  });
});

describe('templateEditor.pasteAll', () => {
  it('without text opens the paste dialog of the open editor', async () => {
    const { ctx, store } = signedInContext(() => json(500, {}));
    open(store, emptyDraft);
    await executeCommand(pasteAll, {}, ctx);
    expect(store.get(templateEditorAtom)?.pasting).toBe(true);
  });

  it('reads the text into the draft, every field replaced, and closes the dialog (not saved)', async () => {
    const { ctx, store, toasts } = signedInContext(() => json(500, {}));
    open(store, custom());
    await executeCommand(pasteAll, {}, ctx);
    await executeCommand(pasteAll, { text: '<title>Stand-up</title>\n<complexity>large</complexity>' }, ctx);
    const editor = store.get(templateEditorAtom)!;
    expect(editor.draft).toEqual({ ...emptyDraft, title: 'Stand-up', complexity: 'LARGE' });
    expect(editor.pasting).toBe(false);
    expect(editor.saved).toEqual(custom());
    expect(toasts).toEqual([{ kind: 'success', message: 'Template ingevoegd; nog niet opgeslagen' }]);
  });

  it('keeps a default template’s name and sort order', async () => {
    const { ctx, store } = signedInContext(() => json(500, {}));
    open(store, { ...emptyDraft, name: 'notulen', sortOrder: '2' });
    await executeCommand(pasteAll, { text: '<title>Notulen</title>' }, ctx);
    expect(store.get(templateEditorAtom)!.draft).toMatchObject({
      name: 'notulen',
      sortOrder: '2',
      title: 'Notulen',
    });
  });

  it('refuses empty text and text without tags, leaving the draft alone', async () => {
    const { ctx, store, toasts } = signedInContext(() => json(500, {}));
    open(store, custom());
    await executeCommand(pasteAll, { text: '  \n' }, ctx);
    await executeCommand(pasteAll, { text: 'Notulen van de vergadering' }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Plak eerst de tekst van een template.',
      'Geen template gevonden: de tekst bevat geen van de tags.',
    ]);
    expect(store.get(templateEditorAtom)!.draft).toEqual(custom());
  });

  it('is unavailable without an editor and in a read-only one', async () => {
    const { ctx, store } = signedInContext(() => json(500, {}));
    await expect(executeCommand(pasteAll, {}, ctx)).rejects.toThrow('Open eerst een template in de editor.');
    open(store, custom(), true);
    await expect(executeCommand(pasteAll, {}, ctx)).rejects.toThrow('Dit template is alleen te bekijken.');
  });

  it('round trip through the commands: copied in one editor, pasted into a new one, gives the same draft', async () => {
    const { ctx, store, copied } = signedInContext(() => json(500, {}));
    const original = custom({ content: '<content>\r\nÜber 😀\n</task>', description: '' });
    open(store, original, true, 'view');
    await executeCommand(copyAll, {}, ctx);
    closeEditor(store, 'view');
    open(store, emptyDraft, false, 'new');
    await executeCommand(pasteAll, { text: copied[0]! }, ctx);
    expect(store.get(templateEditorAtom)!.draft).toEqual(original);
  });
});
