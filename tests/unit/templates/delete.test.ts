import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { runInteractive } from '../../../src/commands/interactive';
import { deleteOrganizationTemplate, deleteUserTemplate } from '../../../src/commands/templates/delete';
import {
  defaultTemplatesAtom,
  organizationTemplatesAtom,
  userTemplatesAtom,
} from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { ready, requests, templateJson } from './support';

const userList = [templateJson(1, 'Mijn notulen'), templateJson(3, 'Stand-up', 'default')];

beforeEach(() => localStorage.clear());

describe('templates.deleteUserTemplate', () => {
  it('asks with the title, deletes the personal template and says so', async () => {
    const { ctx, calls, confirms, store, toasts } = signedInContext(() => json(200, { message: 'ok' }));
    store.set(userTemplatesAtom, { 7: ready(userList) });
    await executeCommand('templates.deleteUserTemplate', { userId: 7, templateId: 1 }, ctx);
    expect(confirms[0]).toMatchObject({ title: 'Template verwijderen', confirmLabel: 'Verwijderen' });
    expect(confirms[0]?.description).toContain('“Mijn notulen”');
    expect(requests(calls)[0]).toBe('DELETE admin/users/7/meeting-types/1');
    expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Template succesvol verwijderd' });
  });

  it('is unavailable for a default or organisation template, with the reason', async () => {
    const { ctx, calls, store, toasts } = signedInContext(() => json(200, {}));
    store.set(userTemplatesAtom, { 7: ready(userList) });
    expect(availability(deleteUserTemplate, ctx, { userId: 7, templateId: 3 })).toEqual({
      reason: 'Standaard- en organisatietemplates kun je hier alleen bekijken of uitschakelen.',
    });
    await runInteractive(registry, deleteUserTemplate, { userId: 7, templateId: 3 }, ctx);
    expect(calls).toHaveLength(0);
    expect(toasts[0]?.kind).toBe('info');
    const picker = registry.get('templates.deleteUserTemplate')!.argPickers.templateId!;
    expect((await picker.options(ctx, '', { userId: 7 })).map((o) => o.value)).toEqual(['1']);
  });

  it('reports a failure with the spec text and the server reason; a cancelled confirmation calls nothing', async () => {
    const { ctx, toasts } = signedInContext(() =>
      json(403, { detail: 'Standaard templates kun je niet verwijderen.' }),
    );
    await executeCommand('templates.deleteUserTemplate', { userId: 7, templateId: 3 }, ctx);
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Kon template niet verwijderen: Standaard templates kun je niet verwijderen.',
    });
    const refused = signedInContext(() => json(200, {}), { confirm: false });
    expect(
      await executeCommand('templates.deleteUserTemplate', { userId: 7, templateId: 1 }, refused.ctx),
    ).toEqual({
      status: 'cancelled',
    });
    expect(refused.calls).toHaveLength(0);
  });
});

describe('templates.deleteOrganizationTemplate', () => {
  const list = [templateJson(2, 'Verkoopgesprek', 'organization'), templateJson(3, 'Stand-up', 'default')];

  it('deletes the organisation own template by id; not a default template', async () => {
    const { ctx, calls, store, toasts } = signedInContext(() => json(200, { message: 'ok' }));
    store.set(organizationTemplatesAtom, { 5: ready(list) });
    expect(availability(deleteOrganizationTemplate, ctx, { organizationId: 5, templateId: 3 })).toEqual({
      reason: 'Standaard templates kun je hier alleen bekijken of uitschakelen.',
    });
    await executeCommand('templates.deleteOrganizationTemplate', { organizationId: 5, templateId: 2 }, ctx);
    expect(requests(calls)[0]).toBe('DELETE admin/organizations/5/meeting-types/2');
    expect(toasts[0]?.message).toBe('Template succesvol verwijderd');
  });

  it('says "Kon het template niet verwijderen" when it fails', async () => {
    const { ctx, toasts } = signedInContext(() => text(500, ''));
    await executeCommand('templates.deleteOrganizationTemplate', { organizationId: 5, templateId: 2 }, ctx);
    expect(toasts[0]?.message).toBe('Kon het template niet verwijderen');
  });
});

describe('templates.deleteDefaultTemplate', () => {
  it('confirms that it goes for everyone, deletes, and reports failure with the spec text', async () => {
    let fail = false;
    const { ctx, calls, confirms, store, toasts } = signedInContext(() =>
      fail ? text(500, '') : json(200, { message: 'ok' }),
    );
    store.set(defaultTemplatesAtom, ready([templateJson(3, 'Stand-up', 'default')]));
    await executeCommand('templates.deleteDefaultTemplate', { templateId: 3 }, ctx);
    expect(confirms[0]?.description).toContain('“Stand-up”');
    expect(confirms[0]?.description).toContain('alle gebruikers en organisaties');
    expect(requests(calls)[0]).toBe('DELETE admin/default-templates/3');
    expect(toasts[0]?.message).toBe('Template succesvol verwijderd');
    fail = true;
    await executeCommand('templates.deleteDefaultTemplate', { templateId: 3 }, ctx);
    expect(toasts[1]?.message).toBe('Template kon niet worden verwijderd');
  });
});
