import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, withScreenArgs } from '../../../src/commands/availability';
import { CommandArgumentsError, CommandUnavailableError } from '../../../src/commands/errors';
import { createGroup } from '../../../src/commands/groups/create';
import { deleteGroup } from '../../../src/commands/groups/delete';
import { editGroup } from '../../../src/commands/groups/edit';
import { removeGroupMember } from '../../../src/commands/groups/members';
import { groupNameError } from '../../../src/commands/groups/pickGroup';
import { runInteractive } from '../../../src/commands/interactive';
import { cachedOrLoad, watchResource } from '../../../src/state/freshness';
import {
  groupKey,
  groupMembersAtom,
  groupMembersResource,
  groupsAtom,
  groupsResource,
} from '../../../src/state/groups';
import { organizationUsersAtom, organizationUsersResource } from '../../../src/state/organizations';
import { screenContextAtom } from '../../../src/state/screen';
import { TOAST_DURATION } from '../../../src/state/toasts';
import { json, text, type RecordedCall } from '../support/http';
import { signedInContext } from '../support/ctx';

const group = (id: number, name: string, extra = {}) => ({
  id,
  name,
  description: null,
  is_default: false,
  member_count: 0,
  template_count: 0,
  ...extra,
});
const user = (id: number, username: string) => ({
  id,
  username,
  email: `${username}@voorbeeld.nl`,
  is_admin: false,
  is_active: true,
  is_org_admin: false,
});
const ready = <T>(data: T) => ({ data, loading: false, error: null });
const path = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/', '');
const groups = [group(1, 'Algemeen', { is_default: true, description: 'Iedereen' }), group(2, 'Verkoop')];

beforeEach(() => localStorage.clear());

describe('groups.create', () => {
  it('posts name, null description and the default flag; success shows 4 s', async () => {
    const { ctx, calls, toasts } = signedInContext((call) =>
      call.method === 'POST' ? json(201, group(3, 'Inkoop')) : json(200, groups),
    );
    await executeCommand('groups.create', { organizationId: 5, name: ' Inkoop ', description: '  ' }, ctx);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Inkoop', description: null, is_default: false },
    });
    expect(path(calls[0]!)).toBe('admin/organizations/5/groups');
    expect(toasts[0]).toEqual({
      kind: 'success',
      message: 'Groep “Inkoop” aangemaakt',
      durationMs: TOAST_DURATION.long,
    });
    expect(groupNameError('  ')).toBe('Groepsnaam is verplicht');
  });

  it('shows the server message on failure, else the spec fallback, for 5 s', async () => {
    let answer = json(409, { detail: 'Deze organisatie heeft al een groep met de naam "X".' });
    const { ctx, toasts } = signedInContext(() => answer);
    await executeCommand('groups.create', { organizationId: 5, name: 'X' }, ctx);
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Deze organisatie heeft al een groep met de naam "X".',
      durationMs: TOAST_DURATION.extended,
    });
    answer = text(500, '');
    await executeCommand('groups.create', { organizationId: 5, name: 'X' }, ctx);
    expect(toasts[1]?.message).toBe('Kon de groep niet aanmaken.');
  });
});

describe('groups.edit and groups.setDefault', () => {
  it('keeps the present description when none is given', async () => {
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      call.method === 'PUT' ? json(200, group(1, 'Iedereen', { is_default: true })) : json(200, groups),
    );
    store.set(groupsAtom, { 5: ready(groups) });
    await executeCommand('groups.edit', { organizationId: 5, groupId: 1, name: 'Iedereen' }, ctx);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { name: 'Iedereen', description: 'Iedereen' } });
    expect(path(calls[0]!)).toBe('admin/organizations/5/groups/1');
    expect(toasts[0]).toMatchObject({ message: 'Groep “Iedereen” bijgewerkt', durationMs: 4000 });
  });

  it('makes another group the default with its present name and description', async () => {
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      call.method === 'PUT' ? json(200, group(2, 'Verkoop', { is_default: true })) : json(200, groups),
    );
    store.set(groupsAtom, { 5: ready(groups) });
    await executeCommand('groups.setDefault', { organizationId: 5, groupId: 2 }, ctx);
    expect(calls[0]?.body).toEqual({ name: 'Verkoop', description: null, is_default: true });
    expect(toasts[0]?.message).toBe('“Verkoop” is nu de standaardgroep');
    const picker = registry.get('groups.setDefault')!.argPickers.groupId!;
    expect((await picker.options(ctx, '', { organizationId: 5 })).map((o) => o.label)).toEqual(['Verkoop']);
  });

  it('takes the organisation and the open group from the screen; the palette asks for the rest in order', async () => {
    const { ctx, store } = signedInContext(() => json(200, groups));
    store.set(screenContextAtom, {
      screen: 'organizationDetail',
      ids: { organizationId: '5', groupId: '2' },
    });
    const edit = registry.get('groups.edit')!;
    expect(withScreenArgs(edit, {}, ctx)).toEqual({ organizationId: '5', groupId: '2' });
    store.set(screenContextAtom, { screen: 'dashboard', ids: {} });
    const error = (await executeCommand('groups.edit', {}, ctx).catch((e: unknown) => e)) as {
      missing: string[];
    };
    expect(error.missing).toEqual(['organizationId', 'groupId', 'name']);
    expect(
      (await edit.argPickers.groupId!.options(ctx, 'verk', { organizationId: '5' })).map((o) => o.value),
    ).toEqual(['2']);
    expect(await edit.argPickers.name!.options(ctx, '', { organizationId: '5', groupId: '2' })).toEqual([
      { value: 'Verkoop', label: 'Nieuwe naam: “Verkoop”' },
    ]);
  });
});

describe('groups.delete', () => {
  it('confirms with the spec text (users unlinked, templates released) and deletes', async () => {
    const { ctx, calls, confirms, store, toasts } = signedInContext(() => json(200, { message: 'ok' }));
    store.set(groupsAtom, { 5: ready(groups) });
    await executeCommand('groups.delete', { organizationId: 5, groupId: 2 }, ctx);
    expect(confirms[0]?.description).toContain('Alle gebruikers worden ontkoppeld');
    expect(confirms[0]?.description).toContain('gekoppelde templates worden vrijgegeven');
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(path(calls[0]!)).toBe('admin/organizations/5/groups/2');
    expect(toasts[0]).toMatchObject({ message: 'Groep “Verkoop” verwijderd', durationMs: 4000 });
  });

  it('refuses the default group without calling the server, and the palette does not offer it', async () => {
    const { ctx, calls, store, toasts } = signedInContext(() => json(200, {}));
    store.set(groupsAtom, { 5: ready(groups) });
    // Refused before the confirmation; a button or key binding shows the reason as a toast.
    await runInteractive(registry, deleteGroup, { organizationId: 5, groupId: 1 }, ctx);
    expect(calls).toHaveLength(0);
    expect(toasts[0]?.message).toMatch(/^Maak eerst een andere groep standaard/);
    const picker = registry.get('groups.delete')!.argPickers.groupId!;
    expect((await picker.options(ctx, '', { organizationId: 5 })).map((o) => o.value)).toEqual(['2']);
  });
});

describe('group members', () => {
  const loaded = (store: ReturnType<typeof signedInContext>['store']) => {
    store.set(groupsAtom, { 5: ready(groups) });
    store.set(organizationUsersAtom, { 5: ready([user(7, 'anna'), user(8, 'bram')]) });
    store.set(groupMembersAtom, { [groupKey(5, 2)]: ready([user(7, 'anna')]) });
  };

  it('adds a member of the organisation; the palette offers only users outside the group', async () => {
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      call.method === 'POST'
        ? json(200, user(8, 'bram'))
        : json(200, path(call).endsWith('members') ? [] : groups),
    );
    loaded(store);
    const picker = registry.get('groups.addMember')!.argPickers.userId!;
    expect((await picker.options(ctx, '', { organizationId: 5, groupId: 2 })).map((o) => o.label)).toEqual([
      'bram',
    ]);
    await executeCommand('groups.addMember', { organizationId: 5, groupId: 2, userId: 8 }, ctx);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { user_id: 8 } });
    expect(path(calls[0]!)).toBe('admin/organizations/5/groups/2/members');
    expect(toasts[0]).toMatchObject({ message: 'bram is toegevoegd aan Verkoop', durationMs: 4000 });
  });

  it('unlinks a member, offers to link again, and reports failures with the spec text', async () => {
    let fail = false;
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      fail
        ? json(404, { detail: 'Geen lid.' })
        : json(200, call.method === 'DELETE' ? { message: 'ok' } : []),
    );
    loaded(store);
    const picker = registry.get('groups.removeMember')!.argPickers.userId!;
    expect((await picker.options(ctx, '', { organizationId: 5, groupId: 2 })).map((o) => o.label)).toEqual([
      'anna',
    ]);
    await executeCommand('groups.removeMember', { organizationId: 5, groupId: 2, userId: 7 }, ctx);
    expect(path(calls[0]!)).toBe('admin/organizations/5/groups/2/members/7');
    expect(toasts[0]).toMatchObject({
      message: 'anna is ontkoppeld van Verkoop',
      undo: { commandId: 'groups.addMember', args: { organizationId: 5, groupId: 2, userId: 7 } },
    });
    fail = true;
    await executeCommand('groups.removeMember', { organizationId: 5, groupId: 2, userId: 7 }, ctx);
    expect(toasts[1]?.message).toBe('Kon gebruiker niet ontkoppelen: Geen lid.');
  });
});

describe('group names and descriptions', () => {
  it('are checked by the server’s schema and refused in the spec’s words', async () => {
    const { ctx, calls } = signedInContext(() => json(201, group(3, 'X')));
    const error = (await executeCommand(createGroup, { organizationId: 5, name: '   ' }, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error).toBeInstanceOf(CommandArgumentsError);
    expect(error.missing).toEqual(['name']);
    expect((error.issues as { message: string }[]).map((issue) => issue.message)).toEqual([
      'Groepsnaam is verplicht',
    ]);
    expect(calls).toHaveLength(0);
    expect(groupNameError('x'.repeat(201))).toBe('Groepsnaam is verplicht');
    expect(groupNameError(' Verkoop ')).toBeNull();
  });

  it('trim the description, make an empty one null, and keep an absent one absent (an edit keeps it)', () => {
    expect(createGroup.args.parse({ organizationId: '5', name: ' A ', description: '  ' })).toEqual({
      organizationId: 5,
      name: 'A',
      description: null,
    });
    expect(createGroup.args.parse({ organizationId: 5, name: 'A', description: ' Team ' }).description).toBe(
      'Team',
    );
    const edit = editGroup.args.parse({ organizationId: 5, groupId: 2, name: 'A' });
    expect('description' in edit ? edit.description : undefined).toBeUndefined();
  });
});

describe('groups.delete availability', () => {
  it('refuses the known default group before the confirmation, with the reason for its button', async () => {
    const { ctx, calls, confirms, store } = signedInContext(() => json(200, { message: 'ok' }));
    store.set(groupsAtom, { 5: ready(groups) });
    const reason = 'Maak eerst een andere groep standaard om deze groep te verwijderen.';
    expect(availability(deleteGroup, ctx, { organizationId: 5, groupId: 1 })).toEqual({ reason });
    expect(availability(deleteGroup, ctx, { organizationId: 5, groupId: 2 })).toBe(true);
    // Not yet known which group: the palette may still ask.
    expect(availability(deleteGroup, ctx, { organizationId: 5 })).toBe(true);
    await expect(executeCommand(deleteGroup, { organizationId: 5, groupId: 1 }, ctx)).rejects.toBeInstanceOf(
      CommandUnavailableError,
    );
    expect(confirms).toEqual([]);
    expect(calls).toHaveLength(0);

    // Another group became the default: the former one may go now.
    store.set(groupsAtom, {
      5: ready([group(1, 'Algemeen'), group(2, 'Verkoop', { is_default: true })]),
    });
    expect(availability(deleteGroup, ctx, { organizationId: 5, groupId: 1 })).toBe(true);
  });

  it('still refuses a default group it did not know before the server is asked to delete it', async () => {
    const { ctx, calls, toasts } = signedInContext(() =>
      json(200, group(1, 'Algemeen', { is_default: true })),
    );
    const result = await executeCommand(deleteGroup, { organizationId: 5, groupId: 1 }, ctx);
    expect(result.status).toBe('failed');
    expect(calls.map((call) => [call.method, path(call)])).toEqual([
      ['GET', 'admin/organizations/5/groups/1'],
    ]);
    expect(toasts[0]?.message).toBe('Maak eerst een andere groep standaard om deze groep te verwijderen.');
  });
});

describe('group changes keep the data fresh', () => {
  it('reload the groups and members on screen, and mark other loaded members stale', async () => {
    const members = { 1: [user(7, 'anna')], 2: [user(8, 'bram')] };
    const { ctx, calls, store } = signedInContext((call) => {
      if (call.method === 'DELETE') return json(200, { message: 'ok' });
      const p = path(call);
      if (p.endsWith('/groups/1/members')) return json(200, members[1]);
      if (p.endsWith('/groups/2/members')) return json(200, members[2]);
      if (p.endsWith('/users')) return json(200, [user(7, 'anna'), user(8, 'bram')]);
      return json(200, groups);
    });
    store.set(groupMembersAtom, { [groupKey(5, 1)]: ready(members[1]) });
    store.set(organizationUsersAtom, { 5: ready([user(7, 'anna'), user(8, 'bram')]) });
    // The groups tab shows the list and group 2's panel.
    const stops = [
      watchResource(store, ctx.api, groupsResource, 5),
      watchResource(store, ctx.api, groupMembersResource, groupKey(5, 2)),
    ];
    await vi.waitFor(() => expect(store.get(groupMembersAtom)[groupKey(5, 2)]?.data).toHaveLength(1));
    await vi.waitFor(() => expect(store.get(groupsAtom)[5]?.data).toHaveLength(2));
    calls.splice(0);
    members[2] = [];

    await executeCommand(removeGroupMember, { organizationId: 5, groupId: 2, userId: 8 }, ctx);
    expect(calls.map((call) => `${call.method} ${path(call)}`).sort()).toEqual([
      'DELETE admin/organizations/5/groups/2/members/8',
      'GET admin/organizations/5/groups',
      'GET admin/organizations/5/groups/2/members',
    ]);
    expect(store.get(groupMembersAtom)[groupKey(5, 2)]?.data).toEqual([]);
    for (const stop of stops) stop();

    // Group 1's members and the organisation's users were not on screen: loaded again when next needed.
    calls.splice(0);
    await cachedOrLoad(store, ctx.api, groupMembersResource, groupKey(5, 1));
    await cachedOrLoad(store, ctx.api, organizationUsersResource, 5);
    expect(calls.map(path)).toEqual([
      'admin/organizations/5/groups/1/members',
      'admin/organizations/5/users',
    ]);
  });
});
