import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { lockoutsAtom, loadLockout } from '../../../src/state/lockouts';
import { openAppAt, unmount } from '../support/app';
import { byRole, click, waitFor } from '../support/dom';
import { json } from '../support/http';
import { signedInContext } from '../support/ctx';
import { pathOf, userJson } from './support';

beforeEach(() => localStorage.clear());
afterEach(unmount);

const locked = {
  locked: true,
  until: '2026-11-23T16:15:00Z',
  password_failures: 6,
  two_factor_failures: 0,
  mail_limited_until: null,
};
const free = { ...locked, locked: false, until: null, password_failures: 0 };

describe('users.clearLockout', () => {
  it('clears the lockout, says so, and is refused for an account known not to be throttled', async () => {
    const { ctx, store, calls, toasts } = signedInContext((call) =>
      call.method === 'DELETE' ? json(200, { message: 'ok' }) : json(200, free),
    );
    await loadLockout(store, ctx.api, 7);
    const command = registry.get('users.clearLockout')!;
    expect(command.when!({ userId: 7 }, ctx)).toEqual({
      reason: 'Dit account is niet geblokkeerd door te veel inlogpogingen.',
    });
    store.set(lockoutsAtom, { 7: { data: locked, loading: false, error: null } });
    expect(command.when!({ userId: 7 }, ctx)).toBe(true);
    await executeCommand('users.clearLockout', { userId: 7 }, ctx);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => pathOf(c.url))).toEqual([
      'admin/users/7/lockout',
    ]);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: 'De inlogblokkade van deze gebruiker is opgeheven.',
    });
  });

  it('reports a failure with the server’s detail', async () => {
    const { ctx } = signedInContext(() => json(404, { detail: 'Gebruiker niet gevonden.' }));
    const result = await executeCommand('users.clearLockout', { userId: 9 }, ctx);
    expect(result.status).toBe('failed');
    expect((result as { error: Error }).error.message).toBe(
      'Kon de inlogblokkade niet opheffen: Gebruiker niet gevonden.',
    );
  });
});

describe('the user detail screen', () => {
  it('shows a throttled account until when, with a button that clears it', async () => {
    let state: Record<string, unknown> = locked;
    const calls = await openAppAt('/users/2', (call) => {
      if (call.url.endsWith('/lockout')) {
        if (call.method === 'DELETE') {
          state = free;
          return json(200, { message: 'ok' });
        }
        return json(200, state);
      }
      return json(200, userJson(2));
    });
    const notice = await waitFor(() => byRole('status', 'Inlogblokkade')[0]);
    expect(notice.textContent).toContain('Inloggen is geblokkeerd tot');
    expect(notice.textContent).toContain('Mislukte wachtwoorden: 6');
    click(byRole('button', 'Opheffen')[0]!);
    await waitFor(() => byRole('status', 'Inlogblokkade').length === 0);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain(
      'DELETE /api/admin/users/2/lockout',
    );
  });

  it('shows nothing for an account that is not throttled', async () => {
    await openAppAt('/users/3', (call) =>
      call.url.endsWith('/lockout') ? json(200, free) : json(200, userJson(3)),
    );
    await waitFor(() => byRole('button', 'Delete User')[0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byRole('status', 'Inlogblokkade')).toHaveLength(0);
  });
});
