import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { createDefaultTemplate } from '../../../src/commands/templateEditor/createDefaultTemplate';
import { saveDefaultTemplate } from '../../../src/commands/templateEditor/saveDefaultTemplate';
import { screenContextAtom } from '../../../src/state/screen';
import {
  changeDraft,
  emptyDefaultDraft,
  openEditor,
  type DefaultTemplateDraft,
} from '../../../src/state/templateDraft';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { answer, sent } from './support';

beforeEach(() => localStorage.clear());

const standaard = (patch: Partial<DefaultTemplateDraft> = {}): DefaultTemplateDraft => ({
  ...emptyDefaultDraft,
  name: ' actiepunten ',
  title: 'Actiepunten',
  content: 'Noem de actiepunten.',
  ...patch,
});

describe('templateEditor.createDefaultTemplate', () => {
  it('posts name, title, content and no sort order when empty, then goes to the default templates', async () => {
    const { ctx, calls, toasts, navigations } = signedInContext(() => json(201, { template_id: 12 }));
    await executeCommand(createDefaultTemplate, { draft: standaard() }, ctx);
    expect(sent(calls[0]!)).toEqual({
      request: 'POST admin/default-templates',
      body: {
        name: 'actiepunten',
        title: 'Actiepunten',
        description: '',
        content: 'Noem de actiepunten.',
        complexity: 'SMALL',
      },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Template aangemaakt' }]);
    expect(navigations).toEqual(['/default-templates']);
  });

  it('sends the sort order as a number, and max tokens only for CUSTOM', async () => {
    const { ctx, calls } = signedInContext(() => json(201, { template_id: 12 }));
    await executeCommand(
      createDefaultTemplate,
      { draft: standaard({ sortOrder: '3', complexity: 'CUSTOM', maxTokens: '800' }) },
      ctx,
    );
    expect(calls[0]!.body).toMatchObject({ sort_order: 3, settings: { max_tokens: '800' } });
  });

  it('without a draft opens the new default-template editor; with one open, saves it', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() => json(201, { template_id: 12 }));
    await executeCommand(createDefaultTemplate, {}, ctx);
    expect(navigations).toEqual(['/default-templates/new']);
    openEditor(store, {
      key: 'e',
      target: { owner: 'default', id: null },
      readOnly: false,
      draft: standaard(),
    });
    await executeCommand(createDefaultTemplate, {}, ctx);
    expect(calls[0]!.body).toMatchObject({ name: 'actiepunten' });
  });

  it.each([
    [standaard({ name: '' }), 'Naam, titel en inhoud zijn verplichte velden'],
    [standaard({ content: ' ' }), 'Naam, titel en inhoud zijn verplichte velden'],
    [standaard({ sortOrder: '-1' }), 'De volgorde moet een geheel getal van 0 of groter zijn.'],
    [
      standaard({ complexity: 'CUSTOM', maxTokens: 'veel' }),
      'Max Tokens moet een geheel getal van 0 of groter zijn.',
    ],
    [
      standaard({ name: 'Met Spaties' }),
      'De naam mag alleen kleine letters, cijfers, - en _ bevatten (niet alleen cijfers).',
    ],
  ])('refuses an invalid draft in the spec’s words (%#)', async (invalid, message) => {
    const { ctx, calls, toasts } = signedInContext(() => json(201, { template_id: 1 }));
    await executeCommand(createDefaultTemplate, { draft: invalid }, ctx);
    expect(calls).toEqual([]);
    expect(toasts[0]).toMatchObject({ kind: 'error', message });
  });

  it('fails with “Template kon niet worden opgeslagen.” and the server’s reason', async () => {
    let reply = json(409, { detail: 'Er is al een standaard template met de naam actiepunten.' });
    const { ctx, toasts } = signedInContext(() => reply);
    await executeCommand(createDefaultTemplate, { draft: standaard() }, ctx);
    reply = text(500, '');
    await executeCommand(createDefaultTemplate, { draft: standaard() }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Template kon niet worden opgeslagen. Er is al een standaard template met de naam actiepunten.',
      'Template kon niet worden opgeslagen.',
    ]);
  });
});

describe('templateEditor.saveDefaultTemplate', () => {
  it('puts the open editor’s draft by id (from the screen), then goes to the default templates', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() => json(200, answer({ type: 'default' })));
    openEditor(store, {
      key: 'e',
      target: { owner: 'default', id: 4 },
      readOnly: false,
      draft: standaard({ sortOrder: '0' }),
    });
    store.set(screenContextAtom, { screen: 'defaultTemplateEdit', ids: { templateId: '4' } });
    // As loaded there is nothing to save; a new sort order alone is a change.
    await expect(executeCommand(saveDefaultTemplate, {}, ctx)).rejects.toThrow(
      'Geen wijzigingen om op te slaan.',
    );
    expect(calls).toEqual([]);
    changeDraft(store, { sortOrder: '2' });
    await executeCommand(saveDefaultTemplate, {}, ctx);
    expect(sent(calls[0]!)).toMatchObject({
      request: 'PUT admin/default-templates/4',
      body: { name: 'actiepunten', sort_order: 2 },
    });
    expect(navigations).toEqual(['/default-templates']);
  });

  it('is unavailable without an editor for it', async () => {
    const { ctx } = signedInContext(() => json(200, {}));
    await expect(executeCommand(saveDefaultTemplate, { templateId: 4 }, ctx)).rejects.toThrow(
      'Open eerst een template in de editor.',
    );
  });
});
