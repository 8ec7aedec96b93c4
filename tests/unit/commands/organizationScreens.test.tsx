import { act } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, useUrlSearch } from '../../../src/screens/common/SearchField';
import { mount, openAppAt, reasonOf, unmount } from '../support/app';
import { byLabel, byRole, click, type, waitFor } from '../support/dom';
import { json } from '../support/http';

const region = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
const deleteIn = (panel: HTMLElement) =>
  [...panel.querySelectorAll('button')].find((button) => button.textContent === 'Verwijderen')!;

const here = () => `${window.location.pathname}${window.location.search}`;

// The shell and the organisation screen load lazily after sign-in: compile them once, before the clocked waits.
beforeAll(async () => {
  await import('../../../src/screens/shell/Shell');
  await import('../../../src/screens/organizationDetail/OrganizationDetailScreen');
}, 60_000);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());

afterEach(unmount);

function Search() {
  const search = useUrlSearch();
  return <SearchField search={search} label="Zoeken" placeholder="Zoek op naam…" />;
}

describe('the list search kept in the URL', () => {
  it('follows typing after a pause, and at once when the field is left', async () => {
    window.history.replaceState(null, '', '/organizations');
    mount(
      <BrowserRouter>
        <Search />
      </BrowserRouter>,
    );
    const field = byLabel('Zoeken');
    type(field, 'zand');
    expect(here()).toBe('/organizations');
    await waitFor(() => here() === '/organizations?q=zand');

    type(field, 'zandvoort');
    act(() => field!.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(here()).toBe('/organizations?q=zandvoort');
  });

  it('does not write the search over a page opened before the pause ended', async () => {
    window.history.replaceState(null, '', '/organizations');
    mount(
      <BrowserRouter>
        <Search />
      </BrowserRouter>,
    );
    type(byLabel('Zoeken'), 'zand');
    // A click on a row's Details link: the browser is on the new page at once, React renders it later.
    window.history.pushState(null, '', '/organizations/5');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(here()).toBe('/organizations/5');
  });
});

describe('the groups tab', () => {
  const group = (id: number, name: string, isDefault: boolean) => ({
    id,
    name,
    description: null,
    is_default: isDefault,
    member_count: 0,
    template_count: 0,
  });

  it('disables delete for the default group with the reason beside it, and enables it for another', async () => {
    await openAppAt('/organizations/5?tab=groups&group=1', (call) => {
      const path = new URL(call.url).pathname;
      if (path.endsWith('/groups'))
        return json(200, [group(1, 'Algemeen', true), group(2, 'Verkoop', false)]);
      if (path.endsWith('/members') || path.endsWith('/users')) return json(200, []);
      return json(200, { id: 5, name: 'Org', created_at: null, user_count: 0, template_count: 0 });
    });
    const panel = await waitFor(() => region('Groep Algemeen'));
    const remove = deleteIn(panel);
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(reasonOf(remove)).toBe('Maak eerst een andere groep standaard om deze groep te verwijderen.');

    click(byRole('button', 'Verkoop')[0]!);
    const other = await waitFor(() => region('Groep Verkoop'));
    expect(here()).toBe('/organizations/5?tab=groups&group=2');
    const removeOther = deleteIn(other);
    expect(removeOther.hasAttribute('disabled')).toBe(false);
    expect(removeOther.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('the organisation’s template counts', () => {
  const template = (id: number, type: 'organization' | 'default') => ({
    id,
    name: `t${id}`,
    title: `Template ${id}`,
    description: '',
    content: 'x',
    is_default: type === 'default',
    is_org_wide: type === 'organization',
    type,
  });

  it('name what each counts: the header its own templates, the tab those and the defaults it uses', async () => {
    await openAppAt('/organizations/5?tab=templates', (call) => {
      const path = new URL(call.url).pathname;
      if (path.endsWith('/meeting-types'))
        return json(200, {
          meeting_types: [
            template(1, 'organization'),
            template(2, 'default'),
            template(3, 'organization'),
            template(4, 'default'),
            template(5, 'default'),
          ],
        });
      if (path.endsWith('/organizations/5'))
        return json(200, { id: 5, name: 'Org', created_at: null, user_count: 3, template_count: 2 });
      return json(200, []);
    });
    await waitFor(() => document.body.textContent?.includes('5 template(s): 2 eigen, 3 standaard'));
    const facts = Object.fromEntries(
      [...document.querySelectorAll('header dl > div')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toMatchObject({ 'Eigen templates': '2', Gebruikers: '3' });
    expect(facts).not.toHaveProperty('Templates');
  });
});
