import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { submitSignIn } from '../support/app';
import { byLabel, byRole, click, press, type, waitFor } from '../support/dom';
import { fakeFetch, json, tokens, type Handler } from '../support/http';

let root: Root | null = null;
let container: HTMLElement;

function render(handler: Handler) {
  const { fetch, calls } = fakeFetch(handler);
  vi.stubGlobal('fetch', fetch);
  container = document.createElement('div');
  document.body.appendChild(container);
  const store = createStore();
  act(() => {
    root = createRoot(container);
    root.render(<App store={store} />);
  });
  return { calls, store };
}

const admin = tokens({ sub: '1', username: 'admin', environment: 'development', role: 'superuser' });

async function signIn(handler: Handler = () => json(200, admin)) {
  const rendered = render(handler);
  submitSignIn();
  await waitFor(() => byRole('navigation', 'Hoofdmenu')[0]);
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('sign-in screen', () => {
  it('shows the form with visible labels and no code field', () => {
    render(() => json(500, {}));
    expect(byRole('heading', 'Werkbank Admin')).toHaveLength(1);
    const server = byLabel('Server URL') as HTMLInputElement;
    expect(server.type).toBe('url');
    expect(server.required).toBe(true);
    expect(server.placeholder).toBe('https://api.voorbeeld.nl/api/');
    expect((byLabel('Password') as HTMLInputElement).type).toBe('password');
    expect(byLabel('2FA Code')).toBeNull();
    expect(byRole('main')).toHaveLength(1);
  });

  it('offers the last used server URL', () => {
    localStorage.setItem('werkbank.lastServerUrl', 'http://x/api/');
    render(() => json(500, {}));
    expect((byLabel('Server URL') as HTMLInputElement).value).toBe('http://x/api/');
  });

  it('shows the failure message in an alert', async () => {
    render(() => json(401, { detail: 'Invalid credentials' }));
    type(byLabel('Server URL'), 'http://localhost:8080/api/');
    type(byLabel('Username'), 'admin');
    type(byLabel('Password'), 'fout');
    click(byRole('button', 'Sign In')[0]!);
    const alert = await waitFor(() => byRole('alert')[0]);
    expect(alert.textContent).toBe('Login failed. Please check your credentials and try again.');
  });

  it('reveals the code field after a 202 and sends the code', async () => {
    const { calls } = render((call) =>
      (call.body as { code?: string }).code
        ? json(200, admin)
        : json(202, { action_required: 'provide_2fa_code_with_login', message: 'Code verstuurd.' }),
    );
    type(byLabel('Server URL'), 'http://localhost:8080/api/');
    type(byLabel('Username'), 'admin');
    type(byLabel('Password'), 'geheim');
    click(byRole('button', 'Sign In')[0]!);
    const code = (await waitFor(() => byLabel('2FA Code'))) as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    expect(byRole('status').some((s) => s.textContent === 'Code verstuurd.')).toBe(true);
    type(code, '123456');
    click(byRole('button', 'Sign In')[0]!);
    await waitFor(() => byRole('navigation', 'Hoofdmenu')[0]);
    // The dashboard loads its data after sign-in: the last sign-in call is the one with the code.
    expect(calls.filter((c) => c.url.endsWith('/login')).at(-1)!.body).toMatchObject({ code: '123456' });
  });

  it('refuses an account without admin rights', async () => {
    render(() => json(200, tokens({ username: 'u', role: 'user' })));
    type(byLabel('Server URL'), 'http://localhost:8080/api/');
    type(byLabel('Username'), 'u');
    type(byLabel('Password'), 'p');
    click(byRole('button', 'Sign In')[0]!);
    const alert = await waitFor(() => byRole('alert')[0]);
    expect(alert.textContent).toBe('Dit account heeft geen beheerrechten.');
  });
});

describe('shell', () => {
  it('shows banner, menu with the current page, the honest notice, and logs out', async () => {
    await signIn();
    const banner = byRole('banner')[0]!;
    expect(banner.textContent).toContain('Werkbank Admin');
    expect(banner.textContent).toContain('http://localhost:8080/api/');
    const badge = [...banner.querySelectorAll('[data-production]')][0]!;
    expect(badge.textContent).toBe('development');
    expect(badge.getAttribute('data-production')).toBe('false');
    expect(byRole('heading', 'Dashboard')[0]!.tagName).toBe('H1');
    expect(byRole('heading', 'Dagelijkse statistieken')).toHaveLength(1);

    const nav = byRole('navigation', 'Hoofdmenu')[0]!;
    const links = [...nav.querySelectorAll('a')];
    expect(
      links.map((a) => [a.getAttribute('href'), a.textContent?.replace(/[A-Z]\s?[A-Z]$/, '').trim()]),
    ).toEqual([
      ['/', 'Dashboard'],
      ['/users', 'Gebruikers'],
      ['/organizations', 'Organisaties'],
      ['/taxonomies', 'Taxonomieën'],
      ['/default-templates', 'Standaard Templates'],
      ['/worker-status', 'Worker Status'],
      ['/login-attempts', 'Login Pogingen'],
      ['/audit', 'Audit'],
      ['/retention', 'Bewaarbeleid'],
      ['/usage', 'Gebruik en kosten'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    // Awaited: the navigation is a transition that waits for the screen's chunk.
    await act(async () => links[1]!.click());
    // The dashboard stays while the users screen's chunk loads, its <main> marked busy under a progress bar.
    await waitFor(() => byRole('heading', 'Gebruikers').find((heading) => heading.tagName === 'H1'));
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    await waitFor(() => !document.querySelector('main[aria-busy]') && byRole('progressbar').length === 0);

    click(byRole('button', 'Uitloggen')[0]!);
    await waitFor(() => byRole('button', 'Sign In')[0]);
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('werkbank.session')).toBeNull();
    expect((byLabel('Server URL') as HTMLInputElement).value).toBe('http://localhost:8080/api/');
  });

  it('chords navigate, but not while typing in a field', async () => {
    await signIn();
    press(document.body, 'g');
    press(document.body, 'o');
    await waitFor(() => byRole('heading', 'Organisaties')[0]);
    expect(window.location.pathname).toBe('/organizations');

    const input = document.createElement('input');
    document.body.appendChild(input);
    press(input, 'g');
    press(input, 'u');
    expect(window.location.pathname).toBe('/organizations');
  });

  it('redirects unknown paths to /', async () => {
    window.history.replaceState(null, '', '/bestaat/niet');
    await signIn();
    await waitFor(() => window.location.pathname === '/');
  });

  it('the palette opens with Ctrl+K, asks for a missing argument on a sub-page, and runs the command', async () => {
    await signIn();
    press(document.body, 'k', { ctrlKey: true });
    const dialog = await waitFor(() => byRole('dialog', 'Opdrachtenpalet')[0]);
    const input = dialog.querySelector('input')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.placeholder).toBe('Zoek een opdracht…');

    type(input, 'thema wijzigen');
    const firstOption = await waitFor(() => byRole('option')[0]);
    expect(firstOption.textContent).toContain('Thema wijzigen');
    press(dialog.querySelector('input')!, 'Enter');
    const dark = await waitFor(() => byRole('option').find((o) => o.textContent?.includes('Donker')));

    // Backspace on the empty field goes back to the command list.
    press(dialog.querySelector('input')!, 'Backspace');
    await waitFor(() => byRole('option').some((o) => o.textContent?.includes('Ga naar Gebruikers')));
    type(dialog.querySelector('input')!, 'thema wijzigen');
    await waitFor(() => byRole('option')[0]?.textContent?.includes('Thema wijzigen'));
    press(dialog.querySelector('input')!, 'Enter');
    const again = await waitFor(() => byRole('option').find((o) => o.textContent?.includes('Donker')));
    expect(dark.textContent).toBe(again.textContent);
    click(again);
    await waitFor(() => byRole('dialog', 'Opdrachtenpalet').length === 0);
    expect(document.querySelector('.radix-themes')!.className).toMatch(/\bdark\b/);
    expect(localStorage.getItem('werkbank.theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('werkbank.recentCommands')!)).toEqual(['appearance.setTheme']);
  });

  it('a shortcut typed at once after sign-in, before every command has loaded, still runs', async () => {
    await signIn();
    // No screen holds the users destination: its `g u` is not known until the command layer is there.
    press(document.body, 'g');
    press(document.body, 'u');
    await waitFor(() => window.location.pathname === '/users');
    await waitFor(() => byRole('heading', 'Gebruikers')[0]);
  });

  it('shows recent commands first, with group and keycaps', async () => {
    localStorage.setItem('werkbank.recentCommands', JSON.stringify(['navigation.workerStatus']));
    await signIn();
    // A screen without contextual commands (the dashboard's own would come first there).
    await act(async () => {
      window.history.pushState(null, '', '/audit');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => byRole('heading', 'Audit')[0]);
    press(document.body, 'k', { metaKey: true });
    await waitFor(() => byRole('dialog', 'Opdrachtenpalet')[0]);
    const first = await waitFor(() => byRole('option')[0]);
    expect(first.textContent).toContain('Ga naar Worker Status');
    expect(first.textContent).toContain('Navigatie');
    expect([...first.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['G', 'W']);
  });

  it('? opens the shortcut overview', async () => {
    await signIn();
    press(document.body, '?');
    const dialog = await waitFor(() => byRole('dialog', 'Sneltoetsen')[0]);
    expect(dialog.textContent).toContain('Ga naar Gebruikers');
    expect(dialog.textContent).toContain('Open opdrachtenpalet');
  });
});
