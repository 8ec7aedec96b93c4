import { beforeEach, describe, expect, it, vi } from 'vitest';
import { availability } from '../../../src/commands/availability';
import { executeCommand, registry } from '../../../src/commands/all';
import { CommandUnavailableError } from '../../../src/commands/errors';
import { blockToggleFor, blockUser, unblockUser } from '../../../src/commands/users/block';
import { createUser, validateIdentity, validateNewUser } from '../../../src/commands/users/create';
import { deleteUser } from '../../../src/commands/users/delete';
import { resetPassword } from '../../../src/commands/users/resetPassword';
import { uploadTranscription } from '../../../src/commands/users/transcriptions';
import { updateUser } from '../../../src/commands/users/update';
import { cachedOrLoad, watchResource } from '../../../src/state/freshness';
import { transcriptionsResource } from '../../../src/state/transcriptions';
import { loadUsers, usersAtom, usersResource } from '../../../src/state/users';
import { json } from '../support/http';
import { signedInContext } from '../support/ctx';
import { pathOf, signInAs, userJson } from './support';

beforeEach(() => localStorage.clear());

const r = {
  blockSelf: 'Je kunt je eigen account niet blokkeren.',
  deleteSelf: 'Je kunt je eigen account niet verwijderen.',
  superuserProtected: 'Alleen een superuser kan een superuser wijzigen, blokkeren of verwijderen.',
};

describe('not one’s own account (api/rules/users)', () => {
  it('block and delete are unavailable for the signed-in user (sub 1), with the server’s texts', () => {
    const { ctx } = signedInContext(() => json(200, {}));
    expect(availability(blockUser, ctx, { userId: 1 })).toEqual({ reason: r.blockSelf });
    expect(availability(deleteUser, ctx, { userId: 1 })).toEqual({ reason: r.deleteSelf });
    expect(availability(blockUser, ctx, { userId: 2 })).toBe(true);
    expect(availability(deleteUser, ctx, { userId: '2' })).toBe(true);
    // Before a user is chosen (the palette lists it), nothing is refused yet.
    expect(availability(blockUser, ctx)).toBe(true);
    // Unblocking, editing and resetting one's own account stay possible.
    for (const command of [unblockUser, updateUser, resetPassword]) {
      expect(availability(command, ctx, { userId: 1 })).toBe(true);
    }
  });

  it('a delete of one’s own account is refused before the confirmation, without a call', async () => {
    const { ctx, calls, confirms } = signedInContext(() => json(200, { message: 'weg' }));
    await expect(executeCommand(deleteUser, { userId: 1 }, ctx)).rejects.toBeInstanceOf(
      CommandUnavailableError,
    );
    await expect(executeCommand(blockUser, { userId: 1 }, ctx)).rejects.toThrow(r.blockSelf);
    expect(confirms).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('a known superuser is managed only by a superuser', async () => {
    const { ctx, store } = signedInContext(() => json(200, [userJson(5, { is_superuser: true })]));
    signInAs(store, '2', 'admin');
    await loadUsers(store, ctx.api);
    for (const command of [blockUser, deleteUser, updateUser, resetPassword]) {
      expect(availability(command, ctx, { userId: 5 })).toEqual({ reason: r.superuserProtected });
    }
    signInAs(store, '2', 'superuser');
    expect(availability(deleteUser, ctx, { userId: 5 })).toBe(true);
  });
});

describe('block or unblock', () => {
  it('picks the command that applies to the user', () => {
    expect(blockToggleFor({ is_active: true })).toBe(blockUser);
    expect(blockToggleFor({ is_active: false })).toBe(unblockUser);
  });

  it('a known user is not blocked twice nor unblocked while active', async () => {
    const { ctx, store } = signedInContext(() => json(200, [userJson(2), userJson(3, { is_active: false })]));
    await loadUsers(store, ctx.api);
    expect(availability(blockUser, ctx, { userId: 3 })).toEqual({
      reason: 'Deze gebruiker is al geblokkeerd.',
    });
    expect(availability(unblockUser, ctx, { userId: 2 })).toEqual({
      reason: 'Deze gebruiker is niet geblokkeerd.',
    });
    expect(availability(blockUser, ctx, { userId: 2 })).toBe(true);
    expect(availability(unblockUser, ctx, { userId: 3 })).toBe(true);
    // An unknown user: the server decides.
    expect(availability(blockUser, ctx, { userId: 9 })).toBe(true);
  });

  it('the undo on the toast is available right after the block', async () => {
    const { ctx, store, toasts } = signedInContext((call) =>
      call.method === 'GET'
        ? json(200, [userJson(2)])
        : json(200, { message: 'ok', user: userJson(2, { is_active: false }) }),
    );
    await loadUsers(store, ctx.api);
    await executeCommand(blockUser, { userId: 2 }, ctx);
    const undo = toasts.at(-1)!.undo!;
    expect(availability(registry.resolve(undo.commandId), ctx, undo.args)).toBe(true);
  });
});

describe('what the user commands change (invalidates)', () => {
  it('a block reloads the list that is on screen', async () => {
    let blocked = false;
    const { ctx, store, calls } = signedInContext((call) => {
      if (call.method === 'POST') {
        blocked = true;
        return json(200, { message: 'ok', user: userJson(2, { is_active: false }) });
      }
      return json(200, [userJson(1), userJson(2, { is_active: !blocked })]);
    });
    const stop = watchResource(store, ctx.api, usersResource, undefined);
    await vi.waitFor(() => expect(store.get(usersAtom).data).toHaveLength(2));
    calls.splice(0);
    await executeCommand(blockUser, { userId: 2 }, ctx);
    expect(calls.map((c) => `${c.method} ${pathOf(c.url)}`)).toEqual([
      'POST admin/users/2/block',
      'GET admin/users',
    ]);
    expect(store.get(usersAtom).data!.find((u) => u.id === 2)!.is_active).toBe(false);
    stop();
  });

  it('a created user marks a list that is not on screen stale, so pickers load it again', async () => {
    const { ctx, store, calls } = signedInContext((call) =>
      call.method === 'GET' ? json(200, [userJson(1)]) : json(201, userJson(9)),
    );
    await loadUsers(store, ctx.api);
    await executeCommand(createUser, { username: 'piet', email: 'piet@x.nl', password: 'geheim-12' }, ctx);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    await cachedOrLoad(store, ctx.api, usersResource, undefined);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('opening the dialog or edit mode changes nothing', () => {
    expect(createUser.invalidates!({})).toEqual([]);
    expect(updateUser.invalidates!({ userId: 5 })).toEqual([]);
    expect(uploadTranscription.invalidates!({ userId: 5 })).toEqual([]);
    expect(uploadTranscription.invalidates!({ userId: 5, file: new File(['x'], 'a.txt') })).toEqual([
      transcriptionsResource.at(5),
    ]);
  });
});

describe('validation from the body schemas (formErrors)', () => {
  it('words the schema’s length limits', () => {
    const valid = { username: 'jan', email: 'jan@voorbeeld.nl', password: 'geheim-12' };
    expect(validateNewUser({ ...valid, username: 'x'.repeat(151) }).username).toBe(
      'De gebruikersnaam mag hoogstens 150 tekens hebben.',
    );
    expect(validateNewUser({ ...valid, password: 'x'.repeat(1025) }).password).toBe(
      'Het wachtwoord mag hoogstens 1024 tekens hebben.',
    );
    // A password of spaces is not empty: it is too short.
    expect(validateNewUser({ ...valid, password: '   ' }).password).toBe(
      'Het wachtwoord moet minstens 8 tekens hebben.',
    );
    expect(validateIdentity({ username: ' jan ', email: ' Jan@Voorbeeld.NL ' })).toEqual({});
    expect(validateIdentity({ username: '', email: ' ' })).toEqual({
      username: 'Gebruikersnaam is verplicht.',
      email: 'E-mailadres is verplicht.',
    });
  });
});
