import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { createOrganizationTemplate } from '../../../src/commands/templateEditor/createOrganizationTemplate';
import { saveOrganizationTemplate } from '../../../src/commands/templateEditor/saveOrganizationTemplate';
import { screenContextAtom } from '../../../src/state/screen';
import {
  hasUnsavedChanges,
  openEditor,
  changeDraft,
  templateEditorAtom,
} from '../../../src/state/templateDraft';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { answer, draft, draftBody, sent } from './support';

beforeEach(() => localStorage.clear());

describe('templateEditor.createOrganizationTemplate', () => {
  it('posts an organisation-wide template, then goes to the organisation’s templates tab', async () => {
    const { ctx, calls, toasts, navigations } = signedInContext(() => json(201, { name: 'notulen' }));
    await executeCommand(createOrganizationTemplate, { organizationId: 3, draft: draft() }, ctx);
    expect(sent(calls[0]!)).toEqual({
      request: 'POST admin/organizations/3/meeting-types',
      body: { ...draftBody, is_org_wide: true },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Template aangemaakt' }]);
    expect(navigations).toEqual(['/organizations/3?tab=templates']);
  });

  it('from the organisation on screen without a draft: opens the new-template editor', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() => json(500, {}));
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '3' } });
    await executeCommand(createOrganizationTemplate, {}, ctx);
    expect(calls).toEqual([]);
    expect(navigations).toEqual(['/organizations/3/templates/new']);
  });

  it('saves the open new-template editor of that organisation', async () => {
    const { ctx, store, calls } = signedInContext(() => json(201, { name: 'x' }));
    openEditor(store, {
      key: 'e',
      target: { owner: 'organization', organizationId: 3, templateName: null },
      readOnly: false,
      draft: draft({ title: 'Klantgesprek' }),
    });
    store.set(screenContextAtom, { screen: 'organizationTemplateNew', ids: { organizationId: '3' } });
    await executeCommand(createOrganizationTemplate, {}, ctx);
    expect(calls[0]!.body).toMatchObject({ title: 'Klantgesprek', is_org_wide: true });
  });

  it('words failures as the spec says', async () => {
    let reply = json(422, { detail: 'Titel is te lang.' });
    const { ctx, toasts } = signedInContext(() => reply);
    await executeCommand(createOrganizationTemplate, { organizationId: 3, draft: draft({ title: '' }) }, ctx);
    await executeCommand(createOrganizationTemplate, { organizationId: 3, draft: draft() }, ctx);
    reply = text(500, '');
    await executeCommand(createOrganizationTemplate, { organizationId: 3, draft: draft() }, ctx);
    reply = json(201, {});
    await executeCommand(createOrganizationTemplate, { organizationId: 3, draft: draft() }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Titel en inhoud zijn verplichte velden',
      'Titel is te lang.',
      'Template aanmaken mislukt',
      'Template is aangemaakt maar redirect mislukt. Vernieuw de pagina a.u.b.',
    ]);
  });
});

describe('templateEditor.saveOrganizationTemplate', () => {
  it('puts the editor’s draft at the template’s name, then goes to the organisation’s templates tab', async () => {
    const { ctx, store, calls, navigations } = signedInContext(() =>
      json(200, answer({ type: 'organization' })),
    );
    openEditor(store, {
      key: 'e',
      target: { owner: 'organization', organizationId: 3, templateName: 'notulen' },
      readOnly: false,
      draft: draft(),
    });
    changeDraft(store, { description: 'Anders' });
    store.set(screenContextAtom, {
      screen: 'organizationTemplateEdit',
      ids: { organizationId: '3', templateName: 'notulen' },
    });
    await executeCommand(saveOrganizationTemplate, {}, ctx);
    expect(sent(calls[0]!)).toMatchObject({
      request: 'PUT admin/organizations/3/meeting-types/notulen',
      body: { description: 'Anders', is_org_wide: true },
    });
    expect(navigations).toEqual(['/organizations/3?tab=templates']);
    expect(hasUnsavedChanges(store.get(templateEditorAtom))).toBe(false);
  });

  it('shows the server’s message, else “Template opslaan mislukt”', async () => {
    let reply = json(403, { detail: 'Standaardtemplates worden hier alleen uitgeschakeld.' });
    const { ctx, toasts } = signedInContext(() => reply);
    const args = { organizationId: 3, templateName: 'notulen', draft: draft() };
    await executeCommand(saveOrganizationTemplate, args, ctx);
    reply = text(500, '');
    await executeCommand(saveOrganizationTemplate, args, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Standaardtemplates worden hier alleen uitgeschakeld.',
      'Template opslaan mislukt',
    ]);
  });
});
