import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LoginAttempt } from '../../../src/api/schemas/loginAttempts';
import { reasonLabel } from '../../../src/messages/loginAttempts';
import { LoginAttemptsTable } from '../../../src/screens/loginAttempts/LoginAttemptsTable';
import { press, rootPerTest } from '../support/dom';

// The login-attempts table: the reason in Dutch like the type, the user a link to their details, and its rows
// navigated by keyboard (Enter opens the user).

describe('reasonLabel', () => {
  it('words the codes the server logs in Dutch, shows an unknown code as sent and no reason as -', () => {
    expect(reasonLabel('invalid_credentials')).toBe('Onjuiste inloggegevens');
    expect(reasonLabel('invalid_2fa_code')).toBe('Onjuiste 2FA-code');
    expect(reasonLabel('throttled_ip')).toBe('Te veel pogingen vanaf dit IP-adres');
    expect(reasonLabel('session_idle')).toBe('Sessie verlopen na inactiviteit');
    expect(reasonLabel('iets_nieuws')).toBe('iets_nieuws');
    expect(reasonLabel(null)).toBe('-');
    expect(reasonLabel('')).toBe('-');
  });
});

const mounted = rootPerTest();

const attempt = (id: number, user: LoginAttempt['user'], error_reason: string | null): LoginAttempt => ({
  id,
  attempted_at: '2025-03-04T09:05:07Z',
  email: `user${id}@voorbeeld.nl`,
  user,
  success: error_reason === null,
  attempt_type: 'password_login',
  ip_address: '203.0.113.7',
  error_reason,
});

describe('LoginAttemptsTable', () => {
  it('shows the reason in Dutch, links a known user, and opens the user with Enter on a row', () => {
    const rows = [
      attempt(1, { id: 31, username: 'jan' }, 'invalid_credentials'),
      attempt(2, null, 'throttled_account'),
      attempt(3, { username: 'zonder-id' }, null),
      attempt(4, { id: 34, username: 'piet' }, '2fa_code_expired'),
    ];
    act(() =>
      mounted.root.render(
        <MemoryRouter initialEntries={['/login-attempts']}>
          <Routes>
            <Route path="/login-attempts" element={<LoginAttemptsTable rows={rows} />} />
            <Route path="/users/:id" element={<p>Gebruiker geopend</p>} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    const cells = (id: number) =>
      [...document.querySelectorAll(`tr[data-row-id="${id}"] td`)].map((td) => td.textContent);
    expect(cells(1).slice(2)).toEqual([
      'jan',
      'Mislukt',
      'Wachtwoord login',
      '203.0.113.7',
      'Onjuiste inloggegevens',
    ]);
    expect(cells(2)[2]).toBe('Onbekend');
    expect(cells(2)[6]).toBe('Te veel pogingen voor dit account');
    expect(cells(3)[6]).toBe('-');
    expect(document.querySelector('tr[data-row-id="1"] a')?.getAttribute('href')).toBe('/users/31');
    // A user the server names without an id is shown, not linked.
    expect(document.querySelector('tr[data-row-id="3"] a')).toBeNull();

    const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)!;
    expect(row(1).tabIndex).toBe(0);
    expect(row(4).tabIndex).toBe(-1);
    act(() => row(1).focus());
    for (const key of ['ArrowDown', 'ArrowDown', 'j']) press(document.activeElement!, key);
    expect(document.activeElement).toBe(row(4));
    press(row(4), 'Enter');
    expect(document.body.textContent).toContain('Gebruiker geopend');
  });
});
