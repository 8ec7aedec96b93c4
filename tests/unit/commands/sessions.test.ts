import { describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { sessionAtom } from '../../../src/state/session';
import { userSessionsResource } from '../../../src/state/sessions';
import { accountOpenAtom } from '../../../src/state/ui';
import { SERVER, signedInContext } from '../support/ctx';
import { json } from '../support/http';

const SID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const session = (overrides: Record<string, unknown> = {}) => ({
  id: SID,
  created_at: '2026-11-27T08:00:00Z',
  last_used_at: '2026-11-27T09:30:00Z',
  expires_at: '2026-11-27T20:00:00Z',
  ended_at: null,
  end_reason: null,
  ip_address: '192.0.2.10',
  user_agent: 'Mozilla/5.0',
  device: 'Firefox op Linux',
  current: false,
  ...overrides,
});
const noContent = () => new Response(null, { status: 204 });

describe('sessions.end', () => {
  it('picks an open session of the user, confirms naming its device, ends it and reloads the list', async () => {
    const { ctx, calls, confirms, toasts } = signedInContext((call) =>
      call.method === 'GET'
        ? json(200, {
            items: [
              session(),
              session({ id: crypto.randomUUID(), ended_at: '2026-11-26T10:00:00Z', end_reason: 'idle' }),
            ],
          })
        : noContent(),
    );
    const { userSessionsAtom, loadUserSessions } = await import('../../../src/state/sessions');
    await loadUserSessions(ctx.store, ctx.api, 7);
    expect(ctx.store.get(userSessionsAtom)[7]?.data).toHaveLength(2);

    const { registry } = await import('../../../src/commands/all');
    const picker = registry.get('sessions.end')!.argPickers!.sessionId!;
    const options = await picker.options(ctx, 'firefox', { userId: 7 });
    expect(options).toEqual([
      { value: SID, label: 'Firefox op Linux', description: expect.stringContaining('192.0.2.10') },
    ]);

    await expect(executeCommand('sessions.end', { userId: 7, sessionId: SID }, ctx)).resolves.toEqual({
      status: 'done',
    });
    expect(confirms[0]?.description).toContain('Firefox op Linux');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `${SERVER}admin/users/7/sessions/${SID}`,
    ]);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Sessie beëindigd.' });
    expect(userSessionsResource.at(7)).toEqual({ resource: 'userSessions', key: 7 });
  });

  it('refuses an argument that is not a session id', async () => {
    const { ctx } = signedInContext(() => noContent());
    await expect(executeCommand('sessions.end', { userId: 7, sessionId: 'abc' }, ctx)).rejects.toThrow();
  });
});

describe('sessions.endAll', () => {
  it('ends every open session after a confirmation and says how many', async () => {
    const { ctx, calls, toasts } = signedInContext(() => json(200, { ended: 3 }));
    await executeCommand('sessions.endAll', { userId: 7 }, ctx);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['DELETE', `${SERVER}admin/users/7/sessions`]]);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: '3 sessies beëindigd.' });
  });

  it('does nothing when the confirmation is declined', async () => {
    const { ctx, calls } = signedInContext(() => json(200, { ended: 3 }), { confirm: false });
    await executeCommand('sessions.endAll', { userId: 7 }, ctx);
    expect(calls).toEqual([]);
  });

  it('says so when the server keeps no sessions', async () => {
    const { ctx } = signedInContext(() => json(404, { detail: 'Not Found' }));
    const result = await executeCommand('sessions.endAll', { userId: 7 }, ctx);
    expect(result).toMatchObject({
      status: 'failed',
      error: { message: expect.stringMatching(/^Sessies beëindigen mislukt/) },
    });
  });
});

describe('session.logout', () => {
  it('ends the session on the server, then forgets it here', async () => {
    const { ctx, calls, store, navigations } = signedInContext(() => noContent());
    await executeCommand('session.logout', {}, ctx);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', `${SERVER}logout`]]);
    expect(calls[0]?.authorization).toMatch(/^Bearer /);
    expect(store.get(sessionAtom)).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('signs out here also when the server has no such call or fails', async () => {
    for (const answer of [json(404, { detail: 'Not Found' }), json(500, { detail: 'kapot' })]) {
      const { ctx, store } = signedInContext(() => answer);
      await executeCommand('session.logout', {}, ctx);
      expect(store.get(sessionAtom)).toBeNull();
    }
  });
});

describe('account', () => {
  it('opens the account dialog', async () => {
    const { ctx, store } = signedInContext(() => noContent());
    await executeCommand('account.open', {}, ctx);
    expect(store.get(accountOpenAtom)).toBe(true);
  });

  it('changes the own password with the current one, and says the other sessions ended', async () => {
    const { ctx, calls, toasts } = signedInContext(() => noContent());
    await executeCommand(
      'account.changePassword',
      { current: 'oud-wachtwoord', next: 'Nieuw-wachtwoord-1' },
      ctx,
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${SERVER}me/password`,
        body: { current_password: 'oud-wachtwoord', new_password: 'Nieuw-wachtwoord-1' },
      }),
    ]);
    expect(toasts.at(-1)?.message).toBe('Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.');
  });

  it('refuses a new password the server would refuse, before asking it', async () => {
    const { ctx, calls } = signedInContext(() => noContent());
    await expect(
      executeCommand('account.changePassword', { current: 'oud-wachtwoord', next: 'kort' }, ctx),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('shows the server’s reason for a wrong current password, and says when a server lacks the call', async () => {
    const wrong = signedInContext(() => json(422, { detail: 'Het huidige wachtwoord klopt niet.' }));
    expect(
      await executeCommand(
        'account.changePassword',
        { current: 'fout', next: 'Nieuw-wachtwoord-1' },
        wrong.ctx,
      ),
    ).toMatchObject({
      status: 'failed',
      error: { message: 'Wachtwoord wijzigen mislukt: Het huidige wachtwoord klopt niet.' },
    });
    const absent = signedInContext(() => json(404, { detail: 'Not Found' }));
    expect(
      await executeCommand(
        'account.changePassword',
        { current: 'x', next: 'Nieuw-wachtwoord-1' },
        absent.ctx,
      ),
    ).toMatchObject({
      status: 'failed',
      error: { message: 'Wachtwoord wijzigen mislukt: Deze server biedt dit niet aan.' },
    });
  });

  it('signs out everywhere after a confirmation, then here', async () => {
    const { ctx, calls, store, confirms, navigations } = signedInContext(() => noContent());
    await executeCommand('account.signOutEverywhere', {}, ctx);
    expect(confirms[0]?.title).toBe('Overal afmelden?');
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', `${SERVER}logout/everywhere`]]);
    expect(store.get(sessionAtom)).toBeNull();
    expect(navigations).toEqual(['/']);
  });
});
