import { EditorView } from 'codemirror';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAppAt, unmount } from '../support/app';
import { byLabel, byRole, click, type, waitFor } from '../support/dom';
import { json, type RecordedCall } from '../support/http';
import { userJson } from '../users/support';
import { answer, path } from './support';

// The shell and CodeMirror load lazily; load them once up front so no test spends its waits on that.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

/** The CodeMirror view whose editing area is labelled `label` (once it has loaded). */
const editorOf = (label: string) =>
  waitFor(() => {
    const content = document.querySelector(`.cm-content[aria-label="${label}"]`);
    return content instanceof HTMLElement ? EditorView.findFromDOM(content) : null;
  });

/** Replaces a CodeMirror field's text as typing would. */
async function write(label: string, text: string) {
  const view = await editorOf(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

/** Radix tabs activate on mouse down. */
function openTab(name: string) {
  // Radix Themes writes a tab's label twice (one copy reserves the bold width).
  const tab = byRole('tab', new RegExp(`^${name}`))[0];
  if (!tab) throw new Error(`geen tab ${name}`);
  act(() => {
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
}

function choose(select: HTMLElement | null, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('geen select');
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function typeArea(area: Element | null, value: string) {
  if (!(area instanceof HTMLTextAreaElement)) throw new Error('geen tekstvak');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const route = (call: RecordedCall) => `${call.method} ${path(call)}`;
const text = () => document.body.textContent ?? '';

describe('the full editor of a new user template', () => {
  it('saves title and content through the create command and lands on the user’s templates tab', async () => {
    const calls = await openAppAt('/templates/new?userId=7', (call) => {
      if (route(call) === 'POST admin/users/7/meeting-types') return json(201, { name: 'notulen' });
      if (route(call) === 'GET admin/users/7/meeting-types') return json(200, { meeting_types: [] });
      return json(200, userJson(7, { username: 'marieke' }));
    });
    await waitFor(() => text().includes('Persoonlijk template van marieke'));
    expect(byRole('tablist', 'Onderdelen van het template')).toHaveLength(1);
    for (const section of ['ALGEMEEN', 'PROMPT', 'OPDRACHT', 'SYSTEM_MESSAGE']) {
      expect(byRole('tab', new RegExp(`^${section}`))).toHaveLength(1);
    }

    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => text().includes('Titel en inhoud zijn verplichte velden'));
    expect(calls.some((call) => route(call).includes('meeting-types'))).toBe(false);

    type(byLabel('Titel'), 'Notulen');
    openTab('PROMPT');
    await write('Inhoud', 'Schrijf de notulen.');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => window.location.pathname === '/users/7');
    expect(window.location.search).toBe('?tab=templates');
    const post = calls.find((call) => route(call) === 'POST admin/users/7/meeting-types')!;
    expect(post.body).toMatchObject({
      title: 'Notulen',
      content: 'Schrijf de notulen.',
      complexity: 'SMALL',
    });
  });

  it('without a user in the address asks for one and refuses to save without it', async () => {
    const calls = await openAppAt('/templates/new', (call) => {
      if (route(call) === 'GET admin/users') return json(200, [userJson(7, { username: 'marieke' })]);
      if (route(call) === 'POST admin/users/7/meeting-types') return json(201, { name: 'notulen' });
      return json(200, userJson(7, { username: 'marieke' }));
    });
    const select = await waitFor(() => byLabel('Gebruiker'));
    type(byLabel('Titel'), 'Notulen');
    openTab('PROMPT');
    await write('Inhoud', 'Inhoud');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => text().includes('Gebruiker is verplicht voor gebruikerstemplates'));
    expect(calls.some((call) => route(call).includes('meeting-types'))).toBe(false);
    await waitFor(() => (select as HTMLSelectElement).options.length === 2);
    choose(select, '7');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => window.location.pathname === '/users/7');
    expect(
      calls.filter((call) => call.method === 'POST' && route(call).includes('meeting-types')).map(route),
    ).toEqual(['POST admin/users/7/meeting-types']);
  });

  it('for CUSTOM shows max tokens and Extra Settings, with invalid JSON reported inline and on save', async () => {
    await openAppAt('/templates/new?userId=7', () => json(200, userJson(7)));
    const complexity = await waitFor(() => byLabel('Complexiteit'));
    expect(byLabel('Max Tokens')).toBeNull();
    choose(complexity, 'CUSTOM');
    expect(byLabel('Max Tokens')).not.toBeNull();
    await write('Extra Settings (JSON)', '{"temperature": ');
    await waitFor(() => text().includes('Invalid JSON format in additional settings'));
    const content = (await editorOf('Extra Settings (JSON)')).contentDOM;
    expect(content.getAttribute('aria-invalid')).toBe('true');
    type(byLabel('Titel'), 'Notulen');
    click(byRole('button', 'Opslaan')[0]!);
    const alert = await waitFor(() => byRole('alert').find((a) => a.textContent?.includes('CUSTOM')));
    expect(alert.textContent).toContain('Voor CUSTOM zijn Max Tokens, System Message en Opdracht verplicht.');
    expect(alert.textContent).toContain('Invalid JSON format in additional settings');
  });

  it('asks before leaving with unsaved changes; staying keeps the draft, leaving goes', async () => {
    await openAppAt('/templates/new?userId=7', () => json(200, userJson(7)));
    const title = await waitFor(() => byLabel('Titel'));
    type(title, 'Half af');
    click(byRole('link', /Terug naar Gebruikers/)[0]!);
    await waitFor(() => byRole('alertdialog')[0]);
    expect(text()).toContain('Wijzigingen niet opgeslagen');
    click(byRole('button', 'Annuleren').at(-1)!);
    await waitFor(() => byRole('alertdialog').length === 0);
    expect(window.location.pathname).toBe('/templates/new');
    expect((byLabel('Titel') as HTMLInputElement).value).toBe('Half af');

    click(byRole('link', /Terug naar Gebruikers/)[0]!);
    click(await waitFor(() => byRole('button', 'Verlaten zonder opslaan')[0]));
    await waitFor(() => window.location.pathname === '/users');
  });

  it('Plak Alles reads tagged text into every field (not saved yet)', async () => {
    await openAppAt('/templates/new?userId=7', () => json(200, userJson(7)));
    click(await waitFor(() => byRole('button', 'Plak Alles')[0]));
    const area = await waitFor(() => byLabel('Template als tekst'));
    typeArea(
      area,
      '<title>Stand-up</title>\n<complexity>large</complexity>\n<content>\nWat ging goed?\n</content>',
    );
    click(byRole('button', 'Invoegen')[0]!);
    await waitFor(() => (byLabel('Titel') as HTMLInputElement | null)?.value === 'Stand-up');
    expect((byLabel('Complexiteit') as HTMLSelectElement).value).toBe('LARGE');
    openTab('PROMPT');
    expect((await editorOf('Inhoud')).state.doc.toString()).toBe('Wat ging goed?');
  });
});

describe('editing an existing template', () => {
  it('loads the user’s template and saves it at its name', async () => {
    const calls = await openAppAt('/templates/7/notulen', (call) => {
      if (route(call) === 'GET admin/users/7/meeting-types/notulen') return json(200, answer());
      if (route(call) === 'PUT admin/users/7/meeting-types/notulen') return json(200, answer());
      if (route(call) === 'GET admin/users/7/meeting-types') return json(200, { meeting_types: [answer()] });
      return json(200, userJson(7));
    });
    const title = await waitFor(() => byLabel('Titel') as HTMLInputElement | null);
    expect(title.value).toBe('Notulen');
    expect(byRole('heading', 'Notulen')).toHaveLength(1);
    type(title, 'Notulen (nieuw)');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => window.location.pathname === '/users/7');
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ title: 'Notulen (nieuw)' });
  });

  it('shows a default template reached through a user’s route read-only: Kopieer Alles, no Opslaan', async () => {
    await openAppAt('/templates/7/actiepunten', (call) =>
      route(call).startsWith('GET admin/users/7/meeting-types/')
        ? json(200, answer({ name: 'actiepunten', title: 'Actiepunten', type: 'default', is_default: true }))
        : json(200, userJson(7)),
    );
    await waitFor(() => text().includes('alleen worden bekeken of uitgeschakeld'));
    expect(byRole('button', 'Opslaan')).toHaveLength(0);
    expect(byRole('button', 'Plak Alles')).toHaveLength(0);
    expect(byRole('button', /Kopieer Alles/)).toHaveLength(1);
    expect((byLabel('Titel') as HTMLInputElement).readOnly).toBe(true);
  });

  it('says the template could not be loaded', async () => {
    await openAppAt('/organizations/3/templates/weg', (call) =>
      route(call).includes('meeting-types')
        ? json(404, { detail: 'Niet gevonden' })
        : json(200, { id: 3, name: 'Acme' }),
    );
    await waitFor(() => text().includes('Organisatietemplate kon niet worden geladen'));
  });
});

describe('read-only views', () => {
  it('show a default template from a user’s list, with the way back to that list', async () => {
    await openAppAt('/templates/default/actiepunten?userId=7', (call) =>
      route(call) === 'GET admin/users/7/meeting-types/actiepunten'
        ? json(200, answer({ name: 'actiepunten', title: 'Actiepunten', type: 'default', is_default: true }))
        : json(404, {}),
    );
    await waitFor(() => byRole('heading', 'Actiepunten')[0]);
    const back = byRole('link', /Terug naar de templates van de gebruiker/)[0]!;
    expect(back.getAttribute('href')).toBe('/users/7?tab=templates');
    expect(byRole('button', 'Opslaan')).toHaveLength(0);
  });

  it('look a default template up in the default templates when the user’s list answers another kind', async () => {
    await openAppAt('/templates/default/notulen?userId=7', (call) => {
      if (route(call) === 'GET admin/users/7/meeting-types/notulen')
        return json(200, answer({ title: 'Eigen' }));
      if (route(call) === 'GET admin/default-templates')
        return json(200, [answer({ id: 2, title: 'Standaard notulen', type: 'default', is_default: true })]);
      return json(404, {});
    });
    await waitFor(() => byRole('heading', 'Standaard notulen')[0]);
  });
});

describe('routes without their parameters', () => {
  it.each([
    ['/organizations/3/templates', '/organizations/3'],
    ['/organizations/x/templates/new', '/organizations'],
    ['/organizations//templates/notulen', '/organizations'],
    ['/organizations/templates/notulen', '/organizations'],
    ['/organizations/0/templates/notulen', '/organizations'],
    ['/templates/abc/notulen', '/'],
    ['/templates/7', '/'],
    ['/default-templates/abc', '/default-templates'],
  ])('%s goes to %s', async (from, to) => {
    await openAppAt(from, () => json(200, []));
    await waitFor(() => window.location.pathname === to);
  });
});

describe('the default template editor', () => {
  it('checks name, title and content, then creates and goes back to the list', async () => {
    const calls = await openAppAt('/default-templates/new', (call) =>
      route(call) === 'POST admin/default-templates' ? json(201, { template_id: 9 }) : json(200, []),
    );
    await waitFor(() => byRole('heading', 'ALGEMEEN')[0]);
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => text().includes('Naam, titel en inhoud zijn verplichte velden'));
    type(byLabel('Naam'), 'stand-up');
    type(byLabel('Titel'), 'Stand-up');
    type(byLabel('Volgorde'), '-2');
    await write('Inhoud', 'Wat heb je gedaan?');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => text().includes('De volgorde moet een geheel getal van 0 of groter zijn.'));
    type(byLabel('Volgorde'), '4');
    click(byRole('button', 'Opslaan')[0]!);
    await waitFor(() => window.location.pathname === '/default-templates');
    expect(calls.find((call) => route(call) === 'POST admin/default-templates')!.body).toMatchObject({
      name: 'stand-up',
      title: 'Stand-up',
      content: 'Wat heb je gedaan?',
      sort_order: 4,
    });
  });
});
