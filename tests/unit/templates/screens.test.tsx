import { describe, expect, it } from 'vitest';
import { FIRST_ROWS } from '../../../src/screens/common/SortableList';
import { openAppAt, reasonOf } from '../support/app';
import { byRole, click, press, waitFor } from '../support/dom';
import { json, text, type RecordedCall } from '../support/http';
import { userJson } from '../users/support';
import { effectiveList, templateJson } from './support';
import { pathOf, screenTests } from './screenSupport';

const rowTitles = () =>
  [...document.querySelectorAll('table tbody tr th > div:first-child')].map((cell) => cell.textContent);
const here = () => `${window.location.pathname}${window.location.search}`;

screenTests();

describe("the user's templates tab", () => {
  const list = effectiveList();

  function server(calls: { order?: number[] } = {}) {
    return (call: RecordedCall) => {
      const path = pathOf(call);
      if (path === 'admin/users/7') return json(200, userJson(7, { username: 'anna' }));
      if (path.endsWith('/templates/disabled'))
        return json(200, {
          disabled_templates: [
            { id: 4, sort_order: 4, title: 'Besluitenlijst', type: 'default', scope: 'organization' },
          ],
        });
      if (path.endsWith('/reorder')) {
        calls.order = (call.body as { templates: number[] }).templates;
        return json(200, { meeting_types: calls.order.map((id) => list.find((t) => t.id === id)) });
      }
      return json(200, { meeting_types: list });
    };
  }

  it('shows the list with type badges, edit for personal and view for the others, and the disabled list', async () => {
    await openAppAt('/users/7?tab=templates', server());
    await waitFor(() => rowTitles().length === 3);
    expect(rowTitles()).toEqual(['Mijn notulen', 'Verkoopgesprek', 'Stand-up']);
    expect(byRole('tab', /^Templates/)[0]!.getAttribute('aria-selected')).toBe('true');
    const links = byRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Bewerken Mijn notulen', '/templates/7/mijn-notulen'],
        ['Bekijken Verkoopgesprek', '/templates/organization/verkoopgesprek?userId=7'],
        ['Bekijken Stand-up', '/templates/default/stand-up?userId=7'],
        ['Nieuw template', '/templates/new?userId=7'],
      ]),
    );
    expect(byRole('button', 'Verwijderen Mijn notulen')).toHaveLength(1);
    expect(byRole('button', 'Verwijderen Stand-up')).toHaveLength(0);
    expect(byRole('button', 'Uitschakelen Stand-up')).toHaveLength(1);
    // Switched off for the whole organisation: only the organisation switches it on.
    const enable = await waitFor(() => byRole('button', 'Inschakelen Besluitenlijst')[0]);
    expect(enable.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(enable)).toMatch(/^Dit template is uitgeschakeld voor de hele organisatie/);
    expect(document.body.textContent).toContain('De organisatie');
  });

  it('moves a template with Alt+↓ on its handle, saves the full order, and keeps the focus on it', async () => {
    const saved: { order?: number[] } = {};
    await openAppAt('/users/7?tab=templates', server(saved));
    const handle = await waitFor(() => byRole('button', 'Verplaats Mijn notulen')[0]);
    handle.focus();
    press(handle, 'ArrowDown', { altKey: true });
    await waitFor(() => saved.order);
    expect(saved.order).toEqual([2, 1, 3]);
    await waitFor(() => rowTitles()[1] === 'Mijn notulen');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Verplaats Mijn notulen');
    expect(byRole('button', 'Verkoopgesprek omhoog')[0]!.hasAttribute('disabled')).toBe(true);
    click(byRole('button', 'Stand-up omhoog')[0]!);
    await waitFor(() => saved.order?.join() === '2,3,1');
  });

  it('the duplicate dialog asks for a source user and at least one template', async () => {
    await openAppAt('/users/7?tab=templates', (call) =>
      pathOf(call) === 'admin/users' ? json(200, [userJson(7), userJson(8)]) : server()(call),
    );
    click(await waitFor(() => byRole('button', 'Templates dupliceren')[0]));
    const dialog = await waitFor(() => byRole('dialog', 'Templates dupliceren')[0]);
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Dupliceren')!);
    await waitFor(() =>
      dialog.textContent?.includes('Selecteer een brongebruiker en ten minste één template.'),
    );
    expect(dialog.textContent).toContain('Kies eerst een brongebruiker.');
  });
});

describe('a long list', () => {
  it('paints the first rows at once and the rest right after', async () => {
    const many = Array.from({ length: 120 }, (_, i) => templateJson(i + 1, `Template ${i + 1}`));
    // The row count when rows first appear in the document.
    let first = 0;
    const observer = new MutationObserver(() => {
      if (first === 0) first = rowTitles().length;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await openAppAt('/users/7?tab=templates', (call) =>
      pathOf(call) === 'admin/users/7'
        ? json(200, userJson(7))
        : json(200, pathOf(call).endsWith('disabled') ? [] : many),
    );
    await waitFor(() => rowTitles().length === 120);
    observer.disconnect();
    expect(first).toBe(FIRST_ROWS);
    expect(rowTitles().at(-1)).toBe('Template 120');
  });
});

describe('the default templates screen', () => {
  it('says when the answer holds no usable list', async () => {
    await openAppAt('/default-templates', () => json(200, { something: 'else' }));
    await waitFor(() => document.body.textContent?.includes('Onverwacht formaat van template data'));
  });

  it('says when loading fails', async () => {
    await openAppAt('/default-templates', () => text(500, ''));
    await waitFor(() =>
      document.body.textContent?.includes('Standaard templates konden niet worden geladen'),
    );
  });

  it('lists name, title, complexity and order, with the top row unable to move up', async () => {
    const defaults = [
      templateJson(3, 'Stand-up', 'default', { sort_order: 0, complexity: 'LARGE' }),
      templateJson(4, 'Notulen', 'default', { sort_order: 1 }),
    ];
    await openAppAt('/default-templates', () => json(200, { default_templates: defaults }));
    const up = await waitFor(() => byRole('button', 'Stand-up omhoog')[0]);
    expect(up.hasAttribute('disabled')).toBe(true);
    const cells = [...document.querySelectorAll('table tbody tr:first-child td')].map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual(['Stand-up', 'Over Stand-up', 'LARGE', '0']);
    expect(byRole('link', 'Bewerken Notulen')[0]!.getAttribute('href')).toBe('/default-templates/4');
    expect(byRole('link', 'Nieuw standaard template')[0]!.getAttribute('href')).toBe(
      '/default-templates/new',
    );
    expect(here()).toBe('/default-templates');
  });
});

describe('the template settings screen', () => {
  it('lists the own templates with their type and state; only default templates switch', async () => {
    await openAppAt('/template-settings', (call) =>
      pathOf(call) === 'default-templates/all'
        ? json(200, [
            { id: 1, title: 'Mijn notulen', description: '', type: 'personal', is_disabled: false },
            { id: 3, title: 'Stand-up', description: '', type: 'default', is_disabled: false },
            {
              id: 4,
              title: 'Besluitenlijst',
              description: '',
              type: 'default',
              is_disabled: true,
              disabled_scope: 'organization',
            },
          ])
        : text(500, ''),
    );
    await waitFor(() => byRole('button', 'Uitschakelen Stand-up')[0]);
    expect(byRole('button', /Mijn notulen/)).toHaveLength(0);
    const enable = byRole('button', 'Inschakelen Besluitenlijst')[0]!;
    expect(enable.hasAttribute('disabled')).toBe(true);
    expect(document.body.textContent).toContain('Uitgeschakeld door de organisatie');
    expect(byRole('button', 'Volgorde herstellen')).toHaveLength(1);
  });

  it('says "Templates konden niet worden geladen" when the list fails', async () => {
    await openAppAt('/template-settings', () => text(500, ''));
    await waitFor(() => document.body.textContent?.includes('Templates konden niet worden geladen'));
  });
});
