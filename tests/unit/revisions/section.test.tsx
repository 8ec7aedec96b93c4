import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/messages/format';
import { openAppAt, reasonOf, unmount } from '../support/app';
import { byLabel, byRole, click, type, waitFor } from '../support/dom';
import { json, text as textAnswer, type RecordedCall } from '../support/http';
import { templateJson } from '../templates/support';
import { revisionServer, route } from './support';

// The shell and CodeMirror load lazily; load them once up front so no test spends its waits on that.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/templateEditor/codemirror');
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(unmount);

const EDITOR = '/organizations/3/templates/notulen';
const LIST = 'GET admin/templates/11/revisions';
const text = () => document.body.textContent ?? '';

/** Radix tabs activate on mouse down. */
function openTab(name: string) {
  const tab = byRole('tab', new RegExp(`^${name}`))[0];
  if (!tab) throw new Error(`geen tab ${name}`);
  act(() => {
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
}

function typeArea(area: Element | null | undefined, value: string) {
  if (!(area instanceof HTMLTextAreaElement)) throw new Error('geen tekstvak');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const rowOf = (number: number) =>
  document.querySelector<HTMLElement>(`tr[data-revision-id="${100 + number}"]`);
const rows = () => [...document.querySelectorAll('tr[data-revision-id]')];

async function openSection(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls = await openAppAt(EDITOR, handler as (call: RecordedCall) => Response);
  await waitFor(() => byRole('tab', /^REVISIES/)[0]);
  openTab('REVISIES');
  return calls;
}

describe('the REVISIES section of the full editor', () => {
  it('comes after TAXONOMIEËN and lists the revisions newest first: number, date (nl-NL), author, reason', async () => {
    const { handler } = revisionServer(3);
    const calls = await openAppAt(EDITOR, handler as (call: RecordedCall) => Response);
    await waitFor(() => byRole('tab', /^REVISIES/)[0]);
    const tabs = byRole('tab').map((tab) => tab.textContent?.slice(0, tab.textContent.length / 2));
    expect(tabs).toEqual(['ALGEMEEN', 'PROMPT', 'OPDRACHT', 'SYSTEM_MESSAGE', 'TAXONOMIEËN', 'REVISIES']);
    // Loaded only when the section is opened.
    expect(calls.map(route)).not.toContain(LIST);
    openTab('REVISIES');
    await waitFor(() => rowOf(1));
    expect(rows()).toHaveLength(3);
    const newest = rowOf(3)!.textContent!;
    expect(newest).toContain('3');
    expect(newest).toContain('Huidig');
    expect(newest).toContain(formatDateTime('2025-03-03T09:30:00Z'));
    expect(newest).toContain('anna');
    expect(newest).toContain('Bijgewerkt');
    expect(rowOf(1)!.textContent).toContain('Aangemaakt');
    // The newest is the template as it is now: nothing to compare or restore there.
    expect(rowOf(3)!.querySelectorAll('button')).toHaveLength(0);
    expect(byRole('button', 'Revisie 1 herstellen')).toHaveLength(1);
    expect(text()).toContain('3 van 3 revisies getoond');
    expect(byRole('button', 'Meer laden')).toHaveLength(0);
    const call = calls.find((c) => route(c) === LIST)!;
    expect(new URL(call.url).searchParams.get('limit')).toBe('20');
  });

  it('"Meer laden" adds the next 20 below', async () => {
    const { handler } = revisionServer(25);
    await openSection(handler);
    await waitFor(() => rows().length === 20);
    expect(text()).toContain('20 van 25 revisies getoond');
    click(byRole('button', 'Meer laden')[0]!);
    await waitFor(() => rows().length === 25);
    expect(byRole('button', 'Meer laden')).toHaveLength(0);
  });

  it('compares a revision with the current version, field by field, with <del> and <ins>', async () => {
    const { handler } = revisionServer(3);
    await openSection(handler);
    click(await waitFor(() => byRole('button', 'Revisie 1 vergelijken met de huidige versie')[0]));
    const heading = await waitFor(
      () => byRole('heading', 'Revisie 1 vergeleken met Huidige versie (revisie 3)')[0],
    );
    const view = heading.closest('section')!;
    expect(document.activeElement?.textContent).toBe('Revisie 1 vergeleken met Huidige versie (revisie 3)');
    const content = view.querySelector('[data-field="content"]')!;
    expect(content.querySelector('dt')!.textContent).toBe('Inhoud');
    expect(content.querySelector('del')!.textContent).toBe('verwijderd: 1');
    expect(content.querySelector('ins')!.textContent).toBe('toegevoegd: 3');
    expect(content.querySelector('del .sr-only')!.textContent).toBe('verwijderd: ');
    expect(view.textContent).toContain('Ongewijzigd: Titel, Beschrijving, Complexiteit');
    expect(view.querySelector('details [data-field="title"] dd')!.textContent).toBe('Notulen');

    // Any two revisions: "Met" revision 2.
    const select = view.querySelectorAll('select')[1]!;
    act(() => {
      select.value = '102';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => byRole('heading', 'Revisie 1 vergeleken met Revisie 2')[0]);
    click(byRole('button', 'Vergelijking sluiten')[0]!);
    expect(byRole('heading', /vergeleken met/)).toHaveLength(0);
  });

  it('says when the details cannot be loaded', async () => {
    const { handler } = revisionServer(3, {
      'GET admin/templates/11/revisions/101': () => textAnswer(500, ''),
    });
    await openSection(handler);
    click(await waitFor(() => byRole('button', 'Revisie 1 vergelijken met de huidige versie')[0]));
    await waitFor(() => text().includes('Revisie details konden niet worden geladen'));
  });

  it('restores after asking a reason: empty is refused, then the new revision is listed', async () => {
    const { handler } = revisionServer(3);
    const calls = await openSection(handler);
    click(await waitFor(() => byRole('button', 'Revisie 1 herstellen')[0]));
    const dialog = await waitFor(() => byRole('dialog')[0]);
    expect(dialog.textContent).toContain('Revisie 1 herstellen');
    click(byRole('button', 'Herstellen').at(-1)!);
    await waitFor(() => dialog.textContent!.includes('Reden voor herstel is verplicht'));
    const restores = () => calls.filter((call) => route(call).endsWith('/restore'));
    expect(restores()).toEqual([]);
    typeArea(dialog.querySelector('textarea'), 'De eerste versie was beter');
    click(byRole('button', 'Herstellen').at(-1)!);
    await waitFor(() => text().includes('Template succesvol hersteld naar eerdere revisie'));
    await waitFor(() => byRole('dialog').length === 0);
    await waitFor(() => rows().length === 4);
    expect(rowOf(4)!.textContent).toContain('De eerste versie was beter');
    expect(restores().map((call) => call.body)).toEqual([{ reason: 'De eerste versie was beter' }]);
    expect(byRole('button', 'Ongedaan maken')).toHaveLength(1);
    // The editor shows the restored fields.
    openTab('PROMPT');
    await waitFor(() => document.querySelector('.cm-content')?.textContent === 'Versie 1 van de notulen');
  });

  it('with unsaved changes in the editor, restoring is refused with the reason', async () => {
    const { handler } = revisionServer(3);
    await openAppAt(EDITOR, handler as (call: RecordedCall) => Response);
    type(await waitFor(() => byLabel('Titel')), 'Notulen (concept)');
    openTab('REVISIES');
    const restore = await waitFor(() => byRole('button', 'Revisie 1 herstellen')[0]);
    expect(restore.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(restore)).toContain('Sla ze eerst op (dan blijven ze bewaard als revisie)');
  });

  it('says when they cannot be loaded', async () => {
    const { handler } = revisionServer(3, { [LIST]: () => json(500, {}) });
    await openSection(handler);
    await waitFor(() => byRole('alert').find((a) => a.textContent === 'Revisies konden niet worden geladen'));
  });

  it('is not there for a new template', async () => {
    const { handler } = revisionServer(3);
    await openAppAt('/organizations/3/templates/new', handler as (call: RecordedCall) => Response);
    await waitFor(() => byRole('tab', /^SYSTEM_MESSAGE/)[0]);
    expect(byRole('tab', /^REVISIES/)).toHaveLength(0);
  });
});

describe('the default template editor', () => {
  it('shows REVISIES below its fields', async () => {
    const { handler } = revisionServer(2, {
      'GET admin/default-templates/11': () =>
        json(200, templateJson(11, 'Notulen', 'default', { name: 'notulen', sort_order: 1 })),
    });
    await openAppAt('/default-templates/11', handler as (call: RecordedCall) => Response);
    await waitFor(() => byRole('heading', 'REVISIES')[0]);
    await waitFor(() => rowOf(1));
    expect(rows()).toHaveLength(2);
  });
});
