import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { screenContextAtom } from '../../../src/state/screen';
import { organizationTemplatesAtom, userTemplatesAtom } from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';
import { effectiveList, ready, requests, templateJson } from './support';

const userList = effectiveList();

beforeEach(() => localStorage.clear());

describe('templates.openUserTemplate', () => {
  it.each([
    [1, '/templates/7/mijn-notulen'],
    [2, '/templates/organization/verkoopgesprek?userId=7'],
    [3, '/templates/default/stand-up?userId=7'],
  ])(
    'opens template %i of a user list at %s (editor for personal, view for the others)',
    async (id, path) => {
      const { ctx, navigations, store, calls } = signedInContext(() => json(200, userList));
      store.set(userTemplatesAtom, { 7: ready(userList) });
      await executeCommand('templates.openUserTemplate', { userId: 7, templateId: id }, ctx);
      expect(navigations).toEqual([path]);
      expect(calls).toHaveLength(0);
    },
  );

  it('loads the list when it is not loaded, and says so when the template is not in it', async () => {
    const { ctx, navigations, toasts, calls } = signedInContext(() => json(200, { meeting_types: userList }));
    await executeCommand('templates.openUserTemplate', { userId: 7, templateId: 1 }, ctx);
    expect(requests(calls)).toEqual(['GET admin/users/7/meeting-types']);
    expect(navigations).toEqual(['/templates/7/mijn-notulen']);
    await executeCommand('templates.openUserTemplate', { userId: 7, templateId: 99 }, ctx);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Dit template staat niet in deze lijst.' });
  });

  it('takes the user from the detail screen; the palette picks a template by title with its type', async () => {
    const { ctx, store } = signedInContext(() => json(200, userList));
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '7' } });
    const command = registry.get('templates.openUserTemplate')!;
    const options = await command.argPickers.templateId!.options(ctx, 'verkoop', { userId: '7' });
    expect(options).toEqual([
      { value: '2', label: 'Verkoopgesprek', description: 'Organisatie · verkoopgesprek' },
    ]);
    const error = (await executeCommand(command, {}, ctx).catch((e: unknown) => e)) as { missing: string[] };
    expect(error.missing).toEqual(['templateId']);
    // A title match before a template found only by its description.
    const found = await command.argPickers.templateId!.options(ctx, 'stand', { userId: '7' });
    expect(found.map((o) => o.label)).toEqual(['Stand-up']);
    const byText = await command.argPickers.templateId!.options(ctx, 'notulen', { userId: '7' });
    expect(byText.map((o) => o.label)).toEqual(['Mijn notulen']);
  });

  it('lists title matches before description matches', async () => {
    const list = [
      templateJson(1, 'Notulen', 'default', { description: 'Met besluiten en actiepunten' }),
      templateJson(2, 'Besluitenlijst', 'default'),
    ];
    const { ctx } = signedInContext(() => json(200, list));
    const picker = registry.get('templates.openUserTemplate')!.argPickers.templateId!;
    expect((await picker.options(ctx, 'beslu', { userId: 7 })).map((o) => o.label)).toEqual([
      'Besluitenlijst',
      'Notulen',
    ]);
  });
});

describe('templates.openOrganizationTemplate and openDefaultTemplate', () => {
  it('opens the organisation own template in its editor and a default one in the view', async () => {
    const list = [templateJson(2, 'Verkoopgesprek', 'organization'), templateJson(3, 'Stand-up', 'default')];
    const { ctx, navigations, store } = signedInContext(() => json(200, list));
    store.set(organizationTemplatesAtom, { 5: ready(list) });
    await executeCommand('templates.openOrganizationTemplate', { organizationId: 5, templateId: 2 }, ctx);
    await executeCommand('templates.openOrganizationTemplate', { organizationId: 5, templateId: 3 }, ctx);
    expect(navigations).toEqual([
      '/organizations/5/templates/verkoopgesprek',
      '/templates/default/stand-up?orgId=5',
    ]);
  });

  it('opens a default template in the default-template editor', async () => {
    const { ctx, navigations } = signedInContext(() => json(200, []));
    await executeCommand('templates.openDefaultTemplate', { templateId: 3 }, ctx);
    expect(navigations).toEqual(['/default-templates/3']);
  });
});
