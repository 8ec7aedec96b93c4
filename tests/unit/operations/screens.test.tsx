import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginAttempt } from '../../../src/api/schemas/loginAttempts';
import { openAppAt, unmount } from '../support/app';
import { byLabel, byRole, click, type, waitFor } from '../support/dom';
import { json, type RecordedCall } from '../support/http';

// The shell and the screens load lazily after sign-in: compile them once, before the clocked waits.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/stats/ActivityChart');
  await import('../../../src/screens/dashboard/MinutesPerDayChart');
}, 60_000);

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  unmount();
  localStorage.clear();
});

const path = (call: RecordedCall) => new URL(call.url).pathname;
const query = (call: RecordedCall) => new URL(call.url).searchParams;
const textOf = () => document.body.textContent ?? '';

function select(element: HTMLElement | null, value: string) {
  if (!(element instanceof HTMLSelectElement)) throw new Error('geen keuzelijst');
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const attempt = (id: number): LoginAttempt => ({
  id,
  attempted_at: new Date(Date.UTC(2025, 2, 4, 9, 5, 7) - id * 1000).toISOString(),
  email: id === 2 ? null : `user${id}@voorbeeld.nl`,
  user: id % 2 ? { id, username: `user${id}` } : null,
  success: id % 4 !== 0,
  attempt_type: id === 1 ? '2fa_verification' : 'password_login',
  ip_address: '203.0.113.7',
  error_reason: id % 4 === 0 ? 'invalid_password' : null,
});

describe('the login-attempts screen', () => {
  it('shows cards, rows, Meer laden while pages are full, the footer, and filters in the URL', async () => {
    const all = Array.from({ length: 60 }, (_, i) => attempt(i + 1));
    const calls = await openAppAt('/login-attempts?days=30', (call) => {
      if (path(call) !== '/api/admin/login-attempts') return json(404, { detail: 'onbekend' });
      const offset = Number(query(call).get('offset'));
      return json(200, { login_attempts: all.slice(offset, offset + 50) });
    });
    await waitFor(() => byRole('heading', 'Login Pogingen')[0]);
    await waitFor(() => textOf().includes('Toont 50 login pogingen van de laatste 30 dagen'));
    const table = [...document.querySelectorAll('table')].find(
      (t) => t.querySelector('caption')?.textContent === 'Login pogingen',
    )!;
    const first = table.querySelectorAll('tbody tr')[0]!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      new Intl.DateTimeFormat('nl-NL', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date(attempt(1).attempted_at)),
      'user1@voorbeeld.nl',
      'user1',
      'Succesvol',
      '2FA verificatie',
      '203.0.113.7',
      '-',
    ]);
    const second = [...table.querySelectorAll('tbody tr')[1]!.querySelectorAll('td')].map(
      (td) => td.textContent,
    );
    expect(second.slice(1, 3)).toEqual(['-', 'Onbekend']);
    const cards = [...document.querySelectorAll('dl[aria-label="Samenvatting"] dd')];
    expect(cards.map((dd) => dd.textContent)).toEqual(['50', '38', '12', '76,0%']);
    expect(document.querySelector('details')?.open).toBe(false);

    click(byRole('button', 'Meer laden')[0]!);
    await waitFor(() => textOf().includes('Toont 60 login pogingen van de laatste 30 dagen'));
    expect(byRole('button', 'Meer laden')).toHaveLength(0);
    expect(query(calls.at(-1)!).get('offset')).toBe('50');

    select(byLabel('Status'), 'false');
    await waitFor(() => calls.some((c) => query(c).get('success') === 'false'));
    expect(window.location.search).toBe('?days=30&status=false');
    expect(query(calls.at(-1)!).get('offset')).toBe('0');
    expect((byLabel('Email') as HTMLInputElement).type).toBe('email');
  });

  it('follows the e-mail filter as it is typed, and exports the address typed even before the pause', async () => {
    const calls = await openAppAt('/login-attempts?status=false', (call) =>
      path(call).endsWith('/export') ? new Response('id\n') : json(200, { login_attempts: [] }),
    );
    await waitFor(() => textOf().includes('Geen login pogingen gevonden'));
    const listed = (email: string) =>
      calls.some((c) => path(c) === '/api/admin/login-attempts' && query(c).get('email') === email);
    const entries = window.history.length;

    type(byLabel('Email'), 'an');
    await waitFor(() => listed('an'));
    expect(window.location.search).toBe('?status=false&email=an');
    // The pause replaces the history entry: Back does not step through what was typed.
    expect(window.history.length).toBe(entries);

    // Typed and exported at once: the export asks the address on screen, not the list's `an`. (The browser's
    // download link is not followed here: the test's window would leave the app for the file.)
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    type(byLabel('Email'), 'jan@acme.nl');
    click(byRole('button', 'Exporteren')[0]!);
    const exported = await waitFor(() => calls.find((c) => path(c).endsWith('/export')));
    expect(query(exported).get('email')).toBe('jan@acme.nl');
    expect(query(exported).get('success')).toBe('false');
    await waitFor(() =>
      saved.mock.contexts.some((link) => (link as HTMLAnchorElement).download.startsWith('login-attempts-')),
    );
    saved.mockRestore();
    await waitFor(() => listed('jan@acme.nl'));
    expect((byLabel('Email') as HTMLInputElement).value).toBe('jan@acme.nl');
    expect(window.location.search).toBe('?status=false&email=jan%40acme.nl');
  });

  it('says when there are none, and shows a failure', async () => {
    let fail = false;
    // A failure without a reason of its own (an empty 500) shows the screen's text.
    await openAppAt('/login-attempts', () =>
      fail ? new Response('', { status: 500 }) : json(200, { login_attempts: [], total: 0 }),
    );
    await waitFor(() => textOf().includes('Geen login pogingen gevonden'));
    expect(textOf()).toContain('Toont 0 login pogingen van de laatste 7 dagen');
    expect(byRole('button', 'Meer laden')).toHaveLength(0);
    fail = true;
    click(byRole('button', 'Verversen')[0]!);
    await waitFor(() =>
      byRole('alert').find(
        (a) => a.textContent === 'Er is een fout opgetreden bij het laden van login pogingen.',
      ),
    );
  });
});

describe('the worker status screen', () => {
  it('shows the empty state, then the workers with their details, and failures', async () => {
    const now = Math.floor(Date.now() / 1000);
    let answer: unknown = { queue_length: 0, workers: {} };
    let fail = false;
    await openAppAt('/worker-status', () => (fail ? json(500, { detail: 'x' }) : json(200, answer)));
    await waitFor(() => textOf().includes('Geen actieve workers gevonden.'));
    expect(textOf()).toMatch(/Laatst bijgewerkt om \d{2}:\d{2}:\d{2}/);
    expect(textOf()).toContain('Ververst elke 30 seconden');

    answer = {
      queue_length: 4,
      workers: {
        'werkbank@host-1': {
          status: 'online',
          active_tasks: 1,
          reserved_tasks: 2,
          pool: { 'max-concurrency': 10, processes: [4242] },
          load_averages: [0.42, 0.3, 0.25],
          active_task_details: [{ id: 'job-1', name: 'mail.send', time_start: now - 3600, username: 'anna' }],
        },
        'werkbank@host-2': { status: 'offline' },
      },
    };
    click(byRole('button', 'Verversen')[0]!);
    const details = await waitFor(() => byRole('button', 'Details van werkbank@host-1')[0]);
    expect(textOf()).toContain('Online');
    expect(textOf()).toContain('Offline');
    expect(details.getAttribute('aria-expanded')).toBe('false');
    click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(textOf()).toContain('mail.send');
    expect(textOf()).toContain('0,42 · 0,30 · 0,25');
    expect(textOf()).toContain('Mogelijk vastgelopen');

    fail = true;
    click(byRole('button', 'Verversen')[0]!);
    await waitFor(() =>
      byRole('alert').find(
        (a) => a.textContent === 'Er is een fout opgetreden bij het ophalen van de worker status.',
      ),
    );
  });
});

describe('the dashboard', () => {
  const today = new Date().toISOString().slice(0, 10);
  const numbers = {
    transcriptions: 2,
    summaries: 3,
    tokens_in: 1200,
    tokens_cached: 30,
    tokens_out: 400,
    user_created_at: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString(),
  };
  const month = {
    transcriptions: 1,
    total_minutes: 12.25,
    summaries: 1,
    tokens_in: 10,
    tokens_out: 5,
    organization: null,
  };

  function handler(call: RecordedCall) {
    switch (path(call)) {
      case '/api/admin/transcription-stats':
        return query(call).has('month')
          ? json(200, { data: { [today]: { solo: month } } })
          : json(200, { [today]: { anna: numbers } });
      case '/api/admin/organizations':
        return json(200, [{ id: 3, name: 'Acme', created_at: '2025-01-01T00:00:00Z', user_count: 2 }]);
      case '/api/admin/users':
        return json(200, [
          { id: 9, username: 'anna', email: 'anna@acme.nl', created_at: numbers.user_created_at },
        ]);
      case '/api/admin/worker-status':
        return json(200, { queue_length: 0, workers: { w1: { status: 'online' } } });
      default:
        return json(404, { detail: 'onbekend' });
    }
  }

  it('shows the cards and the daily table with the badge, and switches to monthly in the URL', async () => {
    const calls = await openAppAt('/', handler);
    await waitFor(() => byRole('heading', 'Dagelijkse statistieken')[0]);
    await waitFor(() => textOf().includes('Nieuw (2m)'));
    expect(query(calls.find((c) => path(c) === '/api/admin/transcription-stats')!).get('days')).toBe('7');
    expect(byRole('link', 'Acme')[0]!.getAttribute('href')).toBe('/organizations/3');
    expect(textOf()).toContain('Workers online1 van 1');
    expect(textOf()).toContain('1.200');

    click(byRole('radio', /^Maandelijks/)[0]!);
    await waitFor(() => textOf().includes('Geen organisatie'));
    expect(window.location.search).toBe('?view=monthly');
    expect(textOf()).toContain('12,3');
  });
});
