import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppAt, reasonOf, unmount } from '../support/app';
import { byRole, click, waitFor } from '../support/dom';
import { json } from '../support/http';
import { userJson } from './support';

beforeEach(() => localStorage.clear());

afterEach(unmount);

describe('the user detail screen', () => {
  it('disables block and delete on one’s own account, with the reason beside them', async () => {
    await openAppAt('/users/1', () => json(200, userJson(1, { username: 'admin' })));
    const remove = await waitFor(() => byRole('button', 'Delete User')[0]);
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(remove)).toBe('Je kunt je eigen account niet verwijderen.');
    const block = byRole('button', 'Blokkeer Gebruiker')[0]!;
    expect(block.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(block)).toBe('Je kunt je eigen account niet blokkeren.');
    expect(byRole('button', 'Edit User')[0]!.hasAttribute('disabled')).toBe(false);
  });

  it('offers unblock for a blocked user, reloads it after the change, and opens the tab from the URL', async () => {
    let active = false;
    const calls = await openAppAt('/users/2?tab=transcriptions', (call) => {
      if (call.url.endsWith('/unblock')) {
        active = true;
        return json(200, { message: 'ok', user: userJson(2, { is_active: true }) });
      }
      if (call.url.includes('/transcriptions')) return json(200, []);
      return json(200, userJson(2, { is_active: active }));
    });
    const unblock = await waitFor(() => byRole('button', 'Deblokkeer Gebruiker')[0]);
    expect(byRole('button', 'Delete User')[0]!.hasAttribute('disabled')).toBe(false);
    expect(byRole('tab', /^Transcripties/)[0]!.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => document.body.textContent?.includes('Geen transcripties gevonden.'));
    const before = calls.length;
    click(unblock);
    await waitFor(() => byRole('button', 'Blokkeer Gebruiker')[0]);
    // The user is reloaded after the change (the command invalidates it; it is on screen).
    await waitFor(() => calls.length === before + 2);
    expect(calls.slice(before).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/admin/users/2/unblock',
      'GET /api/admin/users/2',
    ]);
  });

  it('gives focus back to the button that asked when a confirmation is cancelled', async () => {
    await openAppAt('/users/2', () => json(200, userJson(2)));
    const remove = await waitFor(() => byRole('button', 'Delete User')[0]);
    remove.focus();
    click(remove);
    const dialog = await waitFor(() => byRole('alertdialog')[0]);
    click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Annuleren')!);
    await waitFor(() => byRole('alertdialog').length === 0);
    await waitFor(() => document.activeElement === remove);
  });
});
