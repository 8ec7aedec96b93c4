import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAppAt, unmount } from '../support/app';
import { byRole, click, waitFor } from '../support/dom';
import { json, text as textAnswer, type RecordedCall } from '../support/http';
import { answer } from '../templateEditor/support';
import { userJson } from '../users/support';
import { route, templateList } from './support';

// The shell and CodeMirror load lazily; load them once up front so no test spends its waits on that.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

const EDITOR = '/organizations/3/templates/notulen';
const LIST = 'GET admin/meeting-templates/11/taxonomies';
const orgTemplate = answer({ type: 'organization', is_org_wide: true });

/**
 * The organisation template 11 with its taxonomies, whose states the set and batch calls change (as the
 * server does); `more` answers calls first.
 */
function server(more: Record<string, (call: RecordedCall) => Response> = {}) {
  let list = templateList();
  const apply = (changes: { id: number; is_active: boolean }[]) => {
    list = list.map((x) => ({
      ...x,
      is_active: changes.find((c) => c.id === x.id)?.is_active ?? x.is_active,
    }));
  };
  return (call: RecordedCall) => {
    const handler = more[route(call)];
    if (handler) return handler(call);
    if (route(call) === 'GET admin/organizations/3/meeting-types/notulen') return json(200, orgTemplate);
    if (route(call) === LIST) return json(200, { taxonomies: list });
    if (route(call) === 'PUT admin/meeting-templates/11/taxonomies/batch') {
      apply((call.body as { taxonomies: { id: number; is_active: boolean }[] }).taxonomies);
      return json(200, { taxonomies: list });
    }
    if (route(call).startsWith('PUT admin/meeting-templates/11/taxonomies/')) {
      const id = Number(route(call).split('/').at(-1));
      const { is_active } = call.body as { is_active: boolean };
      apply([{ id, is_active }]);
      return json(200, { taxonomy_id: id, is_active });
    }
    if (route(call) === 'GET admin/organizations/3') return json(200, { id: 3, name: 'Gemeente Zandvoort' });
    return json(200, []);
  };
}

const text = () => document.body.textContent ?? '';

/** Radix tabs activate on mouse down. */
function openTab(name: string) {
  const tab = byRole('tab', new RegExp(`^${name}`))[0];
  if (!tab) throw new Error(`geen tab ${name}`);
  act(() => {
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
}

const switchOf = (name: string) => byRole('switch', `${name} actief voor dit template`)[0];
const checked = (name: string) => switchOf(name)?.getAttribute('aria-checked');

async function openSection() {
  await waitFor(() => byRole('tab', /^TAXONOMIEËN/)[0]);
  openTab('TAXONOMIEËN');
  return waitFor(() => switchOf('Straatnamen'));
}

describe('the TAXONOMIEËN section of the full editor', () => {
  it('lists the taxonomies with owner, org-wide badge, term count, a named switch and the editor link', async () => {
    const calls = await openAppAt(EDITOR, server());
    await waitFor(() => byRole('tab', /^SYSTEM_MESSAGE/)[0]);
    const tabs = byRole('tab').map((tab) => tab.textContent?.slice(0, tab.textContent.length / 2));
    expect(tabs).toEqual(['ALGEMEEN', 'PROMPT', 'OPDRACHT', 'SYSTEM_MESSAGE', 'TAXONOMIEËN', 'REVISIES']);
    // Loaded only when the section is opened.
    expect(calls.map(route)).not.toContain(LIST);
    await openSection();
    expect(checked('Afkortingen')).toBe('true');
    expect(checked('Straatnamen')).toBe('false');
    const row = switchOf('Straatnamen')!.closest('tr')!;
    expect(row.textContent).toContain('Organisatie: Gemeente Zandvoort');
    expect(row.textContent).toContain('Organisatiebreed');
    expect(row.textContent).toContain('12');
    expect(switchOf('Afkortingen')!.closest('tr')!.textContent).toContain('Gebruiker: anna');
    const link = byRole('link', 'Bewerken Straatnamen')[0]!;
    expect(link.getAttribute('href')).toBe('/taxonomies/5');
    expect(text()).toContain('Elke schakelaar slaat de status van die taxonomie direct op.');
  });

  it('saves a switch at once, and puts it back when that fails', async () => {
    const calls = await openAppAt(
      EDITOR,
      server({ 'PUT admin/meeting-templates/11/taxonomies/6': () => textAnswer(500, '') }),
    );
    await openSection();
    click(switchOf('Straatnamen')!);
    await waitFor(() => text().includes('Taxonomie status succesvol bijgewerkt'));
    expect(calls.find((call) => route(call).endsWith('/5'))?.body).toEqual({ is_active: true });
    expect(checked('Straatnamen')).toBe('true');

    click(switchOf('Raadsleden')!);
    await waitFor(() => text().includes('Fout bij het bijwerken van taxonomie status'));
    await waitFor(() => checked('Raadsleden') === 'false');
  });

  it('in batch mode changes a draft, marked, and saves the changes in one call', async () => {
    const calls = await openAppAt(EDITOR, server());
    await openSection();
    click(byRole('button', 'Meerdere tegelijk wijzigen')[0]!);
    await waitFor(() => text().includes('Wijzigingen worden pas opgeslagen met “Taxonomieën opslaan”.'));
    expect(document.activeElement?.textContent).toBe('Alles inschakelen');
    click(switchOf('Afkortingen')!);
    click(byRole('button', 'Alles inschakelen')[0]!);
    click(switchOf('Afkortingen')!);
    await waitFor(() => text().includes('3 taxonomieën gewijzigd'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(byRole('group', 'Meerdere taxonomieën tegelijk wijzigen')).toHaveLength(1);

    click(byRole('button', 'Taxonomieën opslaan')[0]!);
    await waitFor(() => text().includes('Alle taxonomie statussen succesvol bijgewerkt'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        taxonomies: [
          { id: 4, is_active: false },
          { id: 5, is_active: true },
          { id: 6, is_active: true },
        ],
      },
    ]);
    await waitFor(() => byRole('button', 'Meerdere tegelijk wijzigen')[0]);
    expect([checked('Afkortingen'), checked('Straatnamen'), checked('Raadsleden')]).toEqual([
      'false',
      'true',
      'true',
    ]);
  });

  it('Annuleren drops the draft; leaving with changes asks first', async () => {
    await openAppAt(EDITOR, server());
    await openSection();
    click(byRole('button', 'Meerdere tegelijk wijzigen')[0]!);
    click(await waitFor(() => switchOf('Raadsleden')));
    await waitFor(() => checked('Raadsleden') === 'true');
    click(byRole('link', /Terug naar de organisatie/)[0]!);
    await waitFor(() => byRole('alertdialog')[0]);
    click(byRole('button', 'Annuleren').at(-1)!);
    await waitFor(() => byRole('alertdialog').length === 0);
    click(byRole('button', 'Annuleren')[0]!);
    await waitFor(() => checked('Raadsleden') === 'false');
    expect(document.activeElement?.textContent).toBe('Meerdere tegelijk wijzigen');
  });

  it('says when no taxonomy can apply', async () => {
    await openAppAt(EDITOR, server({ [LIST]: () => json(200, { taxonomies: [] }) }));
    await waitFor(() => byRole('tab', /^TAXONOMIEËN/)[0]);
    openTab('TAXONOMIEËN');
    await waitFor(() => text().includes('Geen taxonomieën beschikbaar voor dit template.'));
  });

  it('says when they cannot be loaded', async () => {
    await openAppAt(EDITOR, server({ [LIST]: () => json(500, {}) }));
    await waitFor(() => byRole('tab', /^TAXONOMIEËN/)[0]);
    openTab('TAXONOMIEËN');
    await waitFor(() =>
      byRole('alert').find((a) => a.textContent === 'Fout bij het ophalen van taxonomieën'),
    );
  });

  it('is not there for a new template', async () => {
    await openAppAt('/organizations/3/templates/new', server());
    await waitFor(() => byRole('tab', /^SYSTEM_MESSAGE/)[0]);
    expect(byRole('tab', /^TAXONOMIEËN/)).toHaveLength(0);
  });

  it('is not there for a template only shown (not editable here)', async () => {
    await openAppAt('/templates/7/actiepunten', (call) =>
      route(call).startsWith('GET admin/users/7/meeting-types/')
        ? json(200, answer({ name: 'actiepunten', type: 'default', is_default: true }))
        : json(200, userJson(7)),
    );
    await waitFor(() => text().includes('alleen worden bekeken of uitgeschakeld'));
    expect(byRole('tab', /^TAXONOMIEËN/)).toHaveLength(0);
  });
});
