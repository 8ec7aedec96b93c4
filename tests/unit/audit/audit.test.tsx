import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLogQuery, type AuditEntry } from '../../../src/api/schemas/audit';
import { auditKey, auditQuery } from '../../../src/state/audit';
import { href, readSearch, routes } from '../../../src/state/routes';
import { openAppAt, unmount } from '../support/app';
import { byLabel, byRole, click, waitFor } from '../support/dom';
import { json, type RecordedCall } from '../support/http';

const search = (query: string) => readSearch(routes.auditLog, new URLSearchParams(query));

describe('the audit route', () => {
  it('keeps its filters in the URL, wrong values falling back', () => {
    expect(search('')).toEqual({ days: 30, actor: '' });
    expect(search('days=7&action=users.block&actor=beh&target=user&outcome=failure&org=3')).toEqual({
      days: 7,
      action: 'users.block',
      actor: 'beh',
      target: 'user',
      outcome: 'failure',
      org: 3,
    });
    expect(search('days=8&action=users.hack&target=thing&outcome=maybe&org=0x10')).toEqual({
      days: 30,
      actor: '',
    });
    expect(href(routes.auditLog, undefined, { days: 7, outcome: 'failure' })).toBe(
      '/audit?days=7&outcome=failure',
    );
    expect(href(routes.auditLog, undefined, { days: 30, actor: '' })).toBe('/audit');
  });

  it('asks the server for exactly the filters shown, which the server schema accepts', () => {
    const filters = search('days=90&action=groups.update&actor=%20ann%20&org=12');
    const query = auditQuery(filters);
    expect(query).toEqual({
      days_back: '90',
      action: 'groups.update',
      actor: 'ann',
      target_type: undefined,
      outcome: undefined,
      organization_id: '12',
      limit: '100',
      offset: '0',
    });
    expect(auditLogQuery.parse(query)).toMatchObject({ days_back: 90, organization_id: 12, limit: 100 });
    expect(auditKey(filters)).toBe(auditKey(search('org=12&actor=ann&action=groups.update&days=90')));
    expect(auditKey(filters)).not.toBe(auditKey(search('days=90')));
  });
});

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  occurred_at: '2025-03-04T09:05:00Z',
  actor: { id: 1, username: 'beheerder' },
  action: 'users.block',
  target: { type: 'user', id: 7, label: 'jan' },
  organization_id: null,
  outcome: 'success',
  status: 200,
  detail: null,
  ip_address: '203.0.113.7',
  ...extra,
});

describe('the audit screen', () => {
  afterEach(() => {
    unmount();
    localStorage.clear();
  });

  const auditCalls = (calls: RecordedCall[]) =>
    calls.filter((c) => c.url.includes('/admin/audit-log')).map((c) => new URL(c.url).searchParams);

  it('lists the entries with Dutch labels and dates, and loads again when a filter changes', async () => {
    const calls = await openAppAt('/audit?outcome=failure', (call) =>
      call.url.includes('/admin/audit-log')
        ? json(200, {
            entries: [
              entry(2, {
                outcome: 'failure',
                status: 409,
                detail: 'Je kunt je eigen account niet blokkeren.',
              }),
              entry(1, { action: 'groups.create', target: { type: 'group', id: 3, label: 'Team' } }),
              // A name the console does not label (another server's, or one from before the renaming).
              entry(0, { action: 'users.resetPassword' }),
            ],
            total: 3,
          })
        : json(404, { detail: 'onbekend' }),
    );
    await waitFor(() => byRole('heading', 'Audit')[0]);
    const table = await waitFor(() => byRole('table', 'Auditregels')[0] ?? document.querySelector('table'));
    await waitFor(() => table.textContent?.includes('Groep aangemaakt'));
    expect(table.textContent).toContain('Gebruiker geblokkeerd');
    expect(table.textContent).toContain('users.resetPassword');
    expect(table.textContent).toContain('Geweigerd (409)');
    expect(table.textContent).toContain('Gebruiker: jan');
    expect(table.textContent).toContain('Groep: Team');
    expect(table.textContent).toContain(
      new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2025-03-04T09:05:00Z'),
      ),
    );
    expect(auditCalls(calls)[0]?.get('outcome')).toBe('failure');
    expect(auditCalls(calls)[0]?.get('days_back')).toBe('30');
    expect((byLabel('Uitkomst') as HTMLSelectElement).value).toBe('failure');

    const action = byLabel('Actie') as HTMLSelectElement;
    act(() => {
      action.value = 'users.block';
      action.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => auditCalls(calls).some((q) => q.get('action') === 'users.block'));
    expect(window.location.search).toContain('action=users.block');
    expect(window.location.search).toContain('outcome=failure');

    click(byRole('button', 'Filters wissen')[0]!);
    await waitFor(() => window.location.search === '');
  });

  it('says so when there are no entries, and shows a load failure', async () => {
    let fail = false;
    await openAppAt('/audit', (call) =>
      call.url.includes('/admin/audit-log')
        ? fail
          ? json(500, { detail: 'stuk' })
          : json(200, { entries: [], total: 0 })
        : json(404, { detail: 'onbekend' }),
    );
    await waitFor(() => document.body.textContent?.includes('Geen auditregels voor deze filters.'));
    fail = true;
    click(byRole('button', 'Vernieuwen')[0]!);
    await waitFor(() =>
      byRole('alert').find((a) => a.textContent?.includes('De auditregels konden niet worden geladen.')),
    );
  });
});
