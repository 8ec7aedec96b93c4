import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, registry, searchProviders } from '../../../src/commands/all';
import { withScreenArgs } from '../../../src/commands/availability';
import { CommandArgumentsError } from '../../../src/commands/errors';
import { organizationNameError } from '../../../src/commands/organizations/create';
import { removeUserFromOrganization } from '../../../src/commands/organizations/removeUser';
import { renameOrganization } from '../../../src/commands/organizations/rename';
import { screenContextAtom } from '../../../src/state/screen';
import { watchResource } from '../../../src/state/freshness';
import {
  organizationAtom,
  organizationResource,
  organizationsAtom,
  organizationsResource,
  organizationUsersAtom,
  organizationUsersResource,
} from '../../../src/state/organizations';
import { ensureUsers, usersAtom } from '../../../src/state/users';
import { json, type RecordedCall } from '../support/http';
import { signedInContext } from '../support/ctx';

const org = (id: number, name: string, extra = {}) => ({
  id,
  name,
  created_at: '2025-01-03T10:00:00Z',
  user_count: 2,
  template_count: 0,
  ...extra,
});
const user = (id: number, username: string, extra = {}) => ({
  id,
  username,
  email: `${username}@voorbeeld.nl`,
  is_admin: false,
  is_active: true,
  is_org_admin: false,
  ...extra,
});

const path = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/', '');

beforeEach(() => localStorage.clear());

describe('organizations.create', () => {
  it('posts the trimmed name, announces it, opens the organisation and reloads the list', async () => {
    let created = false;
    const { ctx, calls, navigations, toasts, store } = signedInContext((call) => {
      if (call.method !== 'POST') return json(200, created ? [org(7, 'Nieuw BV')] : []);
      created = true;
      return json(201, org(7, 'Nieuw BV'));
    });
    // The organisation list is on screen (loaded when it opened).
    const stop = watchResource(store, ctx.api, organizationsResource, undefined);
    await vi.waitFor(() => expect(store.get(organizationsAtom).data).toEqual([]));
    calls.splice(0);
    await expect(executeCommand('organizations.create', { name: '  Nieuw BV  ' }, ctx)).resolves.toEqual({
      status: 'done',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Nieuw BV' } });
    expect(path(calls[0]!)).toBe('admin/organizations');
    expect(navigations).toEqual(['/organizations/7']);
    expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Organisatie “Nieuw BV” aangemaakt' });
    expect(store.get(organizationsAtom).data?.map((o) => o.id)).toEqual([7]);
    stop();
  });

  it('asks for a name in the palette (free text) and refuses an empty one', async () => {
    const { ctx } = signedInContext(() => json(500, {}));
    const error = (await executeCommand('organizations.create', { name: '   ' }, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error).toBeInstanceOf(CommandArgumentsError);
    expect(error.missing).toEqual(['name']);
    const picker = registry.get('organizations.create')!.argPickers.name!;
    expect(await picker.options(ctx, ' Acme ', {})).toEqual([
      { value: 'Acme', label: 'Aanmaken als “Acme”' },
    ]);
    expect(await picker.options(ctx, '', {})).toEqual([]);
    expect(organizationNameError('  ')).toBe('Organisatienaam is verplicht');
    expect(organizationNameError(' x ')).toBeNull();
  });

  it('shows the spec text with the server reason on failure', async () => {
    const { ctx, toasts } = signedInContext(() => json(409, { detail: 'Bestaat al.' }));
    const result = await executeCommand('organizations.create', { name: 'Dubbel' }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Kon de organisatie niet aanmaken: Bestaat al.',
    });
  });
});

describe('organizations.open and the palette search', () => {
  it('opens an organisation, and the search provider finds them by name without accents', async () => {
    const { ctx, navigations } = signedInContext(() =>
      json(200, [org(1, 'Gemeente Zandvoort'), org(2, 'Zorggroep Café')]),
    );
    await executeCommand('organizations.open', { organizationId: '2' }, ctx);
    expect(navigations).toEqual(['/organizations/2']);
    const provider = searchProviders.find((p) => p.id === 'organizations')!;
    expect(await provider.search(ctx, 'cafe')).toEqual([
      {
        key: '2',
        label: 'Zorggroep Café',
        description: '2 gebruiker(s)',
        commandId: 'organizations.open',
        args: { organizationId: 2 },
      },
    ]);
    const picker = registry.get('organizations.open')!.argPickers.organizationId!;
    expect((await picker.options(ctx, 'zand', {})).map((o) => [o.value, o.label])).toEqual([
      ['1', 'Gemeente Zandvoort'],
    ]);
  });
});

describe('organizations.rename', () => {
  it('takes the organisation from the detail screen and stores the new name', async () => {
    const { ctx, calls, store } = signedInContext(() => json(200, org(3, 'Nieuwe naam')));
    store.set(organizationAtom, { 3: { data: org(3, 'Oud'), loading: false, error: null } });
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '3' } });
    const command = registry.get('organizations.rename')!;
    expect(withScreenArgs(command, {}, ctx)).toEqual({ organizationId: '3' });
    expect(await command.argPickers.name!.options(ctx, '', { organizationId: '3' })).toEqual([
      { value: 'Oud', label: 'Nieuwe naam: “Oud”' },
    ]);
    await executeCommand('organizations.rename', { name: 'Nieuwe naam' }, ctx);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { name: 'Nieuwe naam' } });
    expect(path(calls[0]!)).toBe('admin/organizations/3');
    expect(store.get(organizationAtom)[3]?.data?.name).toBe('Nieuwe naam');
  });

  it('asks for the organisation when none is on screen', async () => {
    const { ctx } = signedInContext(() => json(200, {}));
    const error = (await executeCommand('organizations.rename', { name: 'x' }, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error.missing).toEqual(['organizationId']);
  });
});

describe('organizations.delete', () => {
  it('confirms with the name, deletes, forgets it and returns to the list', async () => {
    const { ctx, calls, confirms, navigations, store } = signedInContext(() => json(200, { message: 'ok' }));
    store.set(organizationsAtom, { data: [org(4, 'Weg BV'), org(5, 'Blijft')], loading: false, error: null });
    await executeCommand('organizations.delete', { organizationId: 4 }, ctx);
    expect(confirms[0]?.title).toBe('Organisatie verwijderen');
    expect(confirms[0]?.description).toContain('Weg BV');
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(path(calls[0]!)).toBe('admin/organizations/4');
    expect(navigations).toEqual(['/organizations']);
    expect(store.get(organizationsAtom).data?.map((o) => o.id)).toEqual([5]);
  });

  it('does nothing when the confirmation is declined', async () => {
    const { ctx, calls } = signedInContext(() => json(200, {}), { confirm: false });
    await expect(executeCommand('organizations.delete', { organizationId: 4 }, ctx)).resolves.toEqual({
      status: 'cancelled',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('organizations.addUsers', () => {
  it('sends the selected ids and the admin option, then reloads the members', async () => {
    const { ctx, calls, toasts, store } = signedInContext((call) =>
      call.method === 'POST'
        ? json(200, { added: [user(10, 'a'), user(11, 'b')], message: 'ok' })
        : path(call).endsWith('/users')
          ? json(200, [user(10, 'a'), user(11, 'b')])
          : json(200, org(2, 'Org')),
    );
    // The organisation's screen shows it and its users (loaded when it opened).
    const stops = [
      watchResource(store, ctx.api, organizationResource, 2),
      watchResource(store, ctx.api, organizationUsersResource, 2),
    ];
    await vi.waitFor(() => expect(store.get(organizationUsersAtom)[2]?.data).toBeTruthy());
    await vi.waitFor(() => expect(store.get(organizationAtom)[2]?.data).toBeTruthy());
    calls.splice(0);
    await executeCommand(
      'organizations.addUsers',
      { organizationId: 2, userIds: [10, 11], makeAdmin: true },
      ctx,
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { user_ids: [10, 11], make_admin: true } });
    expect(path(calls[0]!)).toBe('admin/organizations/2/users/add');
    expect(toasts[0]?.message).toBe('2 gebruiker(s) toegevoegd aan de organisatie.');
    expect(calls.map(path)).toEqual(
      expect.arrayContaining(['admin/organizations/2/users', 'admin/organizations/2']),
    );
    for (const stop of stops) stop();
  });

  it('takes one id and the role from the palette, and offers only users outside the organisation', async () => {
    const { ctx, calls, store } = signedInContext(() => json(200, { added: [user(12, 'c')], message: 'ok' }));
    store.set(usersAtom, {
      data: [user(12, 'c', { organization_id: null }), user(13, 'd', { organization_id: 2 })],
      loading: false,
      error: null,
    });
    const command = registry.get('organizations.addUsers')!;
    expect(
      (await command.argPickers.userIds!.options(ctx, '', { organizationId: '2' })).map((o) => o.label),
    ).toEqual(['c']);
    expect((await command.argPickers.makeAdmin!.options(ctx, '', {})).map((o) => o.label)).toEqual([
      'Gebruiker',
      'Organisatie Admin',
    ]);
    await executeCommand(
      'organizations.addUsers',
      { organizationId: '2', userIds: '12', makeAdmin: 'false' },
      ctx,
    );
    expect(calls[0]?.body).toEqual({ user_ids: [12], make_admin: false });
  });

  it('needs at least one user', async () => {
    const { ctx } = signedInContext(() => json(200, {}));
    const error = (await executeCommand(
      'organizations.addUsers',
      { organizationId: 2, userIds: [], makeAdmin: false },
      ctx,
    ).catch((e: unknown) => e)) as CommandArgumentsError;
    expect(error).toBeInstanceOf(CommandArgumentsError);
    expect(JSON.stringify(error.issues)).toContain('Selecteer ten minste één gebruiker');
  });

  it('shows the spec sentence and the server reason on failure', async () => {
    const { ctx, toasts } = signedInContext(() => json(409, { detail: 'Al lid van deze organisatie: a.' }));
    await executeCommand(
      'organizations.addUsers',
      { organizationId: 2, userIds: [1], makeAdmin: false },
      ctx,
    );
    expect(toasts[0]?.message).toBe(
      'Kon gebruikers niet toevoegen aan de organisatie. Al lid van deze organisatie: a.',
    );
  });
});

describe('organizations.bulkAddUsers', () => {
  it('sends the list form: name or address as username, 8-character password, Lite, no admin', async () => {
    const { ctx, calls, toasts } = signedInContext((call) =>
      call.method === 'POST'
        ? json(201, { created: [user(20, 'Jan'), user(21, 'b')], message: 'ok' })
        : json(200, []),
    );
    await executeCommand(
      'organizations.bulkAddUsers',
      { organizationId: 2, lines: 'Jan Jansen, jan@voorbeeld.nl\n\nb@voorbeeld.nl', makeAdmin: true },
      ctx,
    );
    const body = calls[0]!.body as { users: Record<string, unknown>[]; make_admin: boolean };
    expect(path(calls[0]!)).toBe('admin/organizations/2/users/bulk');
    expect(body.make_admin).toBe(true);
    expect(body.users.map((u) => [u.username, u.email, u.level, u.is_admin, u.is_org_admin])).toEqual([
      ['Jan Jansen', 'jan@voorbeeld.nl', 'Lite', false, true],
      ['b@voorbeeld.nl', 'b@voorbeeld.nl', 'Lite', false, true],
    ]);
    for (const u of body.users) expect(u.password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(toasts[0]?.message).toBe('2 gebruiker(s) succesvol aangemaakt en toegevoegd aan de organisatie.');
  });

  it('refuses invalid lines without calling the server', async () => {
    const { ctx, calls, toasts } = signedInContext(() => json(201, {}));
    await executeCommand(
      'organizations.bulkAddUsers',
      { organizationId: 2, lines: 'Jan, geen', makeAdmin: false },
      ctx,
    );
    expect(calls).toHaveLength(0);
    expect(toasts[0]?.message).toBe(
      'Los eerst de validatiefouten op voordat je doorgaat. Ongeldig e-mailadres: geen',
    );
  });

  it('shows the spec message when the server refuses', async () => {
    const { ctx, toasts } = signedInContext(() =>
      json(409, { detail: 'Er bestaat al een gebruiker met: a@b.nl.' }),
    );
    await executeCommand(
      'organizations.bulkAddUsers',
      { organizationId: 2, lines: 'a@b.nl', makeAdmin: false },
      ctx,
    );
    expect(toasts[0]?.message).toBe(
      'Kon gebruikers niet aanmaken en toevoegen aan de organisatie. Controleer of de e-mailadressen uniek zijn. Er bestaat al een gebruiker met: a@b.nl.',
    );
  });
});

describe('organizations.removeUser and toggleOrgAdmin', () => {
  const members = { 2: { data: [user(30, 'piet', { is_org_admin: true })], loading: false, error: null } };

  it('confirms, removes the user and offers only members in the palette', async () => {
    const { ctx, calls, confirms, toasts, store } = signedInContext((call) =>
      call.method === 'DELETE'
        ? json(200, { message: 'piet is uit de organisatie verwijderd.' })
        : json(200, path(call).endsWith('/users') ? [] : org(2, 'Org')),
    );
    store.set(organizationUsersAtom, members);
    const picker = registry.get('organizations.removeUser')!.argPickers.userId!;
    expect((await picker.options(ctx, 'PIET', { organizationId: 2 })).map((o) => o.value)).toEqual(['30']);
    await executeCommand('organizations.removeUser', { organizationId: 2, userId: 30 }, ctx);
    expect(confirms[0]?.description).toContain('piet');
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(path(calls[0]!)).toBe('admin/organizations/2/users/30');
    expect(toasts[0]?.message).toBe('piet is uit de organisatie verwijderd.');
  });

  it('reports a failed removal with the spec text', async () => {
    const { ctx, toasts } = signedInContext(() => json(404, { detail: 'Niet gevonden.' }));
    await executeCommand('organizations.removeUser', { organizationId: 2, userId: 30 }, ctx);
    expect(toasts[0]?.message).toBe('Kon de gebruiker niet verwijderen uit de organisatie: Niet gevonden.');
  });

  it('flips the org-admin flag from the loaded state and offers to switch back', async () => {
    const { ctx, calls, toasts, store } = signedInContext((call) =>
      call.method === 'PUT' ? json(200, user(30, 'piet', { is_org_admin: false })) : json(200, []),
    );
    store.set(organizationUsersAtom, members);
    await executeCommand('organizations.toggleOrgAdmin', { organizationId: 2, userId: 30 }, ctx);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { is_org_admin: false } });
    expect(path(calls[0]!)).toBe('admin/organizations/2/users/30');
    expect(toasts[0]).toMatchObject({
      message: 'piet is nu Gebruiker.',
      undo: {
        commandId: 'organizations.toggleOrgAdmin',
        args: { organizationId: 2, userId: 30, isOrgAdmin: true },
      },
    });
  });
});

describe('organisation names', () => {
  it('are checked by the server’s schema and refused in the spec’s words', async () => {
    const { ctx, calls } = signedInContext(() => json(200, org(3, 'x')));
    const error = (await executeCommand(renameOrganization, { organizationId: 3, name: '  ' }, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error).toBeInstanceOf(CommandArgumentsError);
    expect((error.issues as { message: string }[]).map((issue) => issue.message)).toEqual([
      'Organisatienaam is verplicht',
    ]);
    expect(calls).toHaveLength(0);
    expect(organizationNameError('x'.repeat(201))).toBe('Organisatienaam is verplicht');
    await executeCommand(renameOrganization, { organizationId: 3, name: '  Nieuw  ' }, ctx);
    expect(calls[0]?.body).toEqual({ name: 'Nieuw' });
  });
});

describe('membership changes', () => {
  it('reload the organisation on screen, and mark the user list stale when it is not shown', async () => {
    const { ctx, calls, store } = signedInContext((call) => {
      if (call.method === 'DELETE') return json(200, { message: 'ok' });
      const p = path(call);
      if (p === 'admin/users') return json(200, [user(30, 'piet', { organization_id: null })]);
      return json(200, p.endsWith('/users') ? [] : org(2, 'Org', { user_count: 0 }));
    });
    store.set(usersAtom, { data: [user(30, 'piet', { organization_id: 2 })], loading: false, error: null });
    store.set(organizationUsersAtom, {
      2: { data: [user(30, 'piet')], loading: false, error: null },
    });
    const stop = watchResource(store, ctx.api, organizationResource, 2);
    await vi.waitFor(() => expect(store.get(organizationAtom)[2]?.data).toBeTruthy());
    calls.splice(0);

    await executeCommand(removeUserFromOrganization, { organizationId: 2, userId: 30 }, ctx);
    stop();
    expect(calls.map((call) => `${call.method} ${path(call)}`)).toEqual([
      'DELETE admin/organizations/2/users/30',
      'GET admin/organizations/2',
    ]);
    calls.splice(0);
    expect((await ensureUsers(store, ctx.api))[0]?.organization_id).toBeNull();
    expect(calls.map(path)).toEqual(['admin/users']);
  });
});
