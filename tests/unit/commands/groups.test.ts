import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { withScreenArgs } from '../../../src/commands/availability';
import { groupNameError } from '../../../src/commands/groups/pickGroup';
import { groupMembersAtom, groupsAtom } from '../../../src/state/groups';
import { organizationUsersAtom } from '../../../src/state/organizations';
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
    await executeCommand('groups.delete', { organizationId: 5, groupId: 1 }, ctx);
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
    store.set(groupMembersAtom, { 2: ready([user(7, 'anna')]) });
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
