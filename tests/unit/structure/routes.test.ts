import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/messages';
import { href, readSearch, routes, searchString, type ScreenId } from '../../../src/state/routes';

describe('route table', () => {
  it('gives every screen a title and a distinct path', () => {
    const ids = Object.keys(routes) as ScreenId[];
    for (const id of ids) expect(messages.screens[id], id).toBeTruthy();
    expect(new Set(ids.map((id) => routes[id].path)).size).toBe(ids.length);
  });

  it('builds addresses from parameters and search values, leaving out defaults', () => {
    expect(href(routes.userDetail, { id: 5 }, { tab: 'transcriptions' })).toBe('/users/5?tab=transcriptions');
    expect(href(routes.userDetail, { id: 5 }, { tab: 'overview' })).toBe('/users/5');
    expect(href(routes.organizationDetail, { id: 3 }, { tab: 'stats', days: 30 })).toBe(
      '/organizations/3?tab=stats&days=30',
    );
    expect(href(routes.users)).toBe('/users');
    expect(href(routes.users, undefined, { q: 'an' })).toBe('/users?q=an');
  });

  it('reads search values with fallbacks for missing or wrong ones', () => {
    expect(readSearch(routes.organizationDetail, new URLSearchParams('tab=nope&days=12&group=x'))).toEqual({
      tab: 'users',
      days: 7,
      group: undefined,
      month: undefined,
    });
    expect(
      readSearch(routes.organizationDetail, new URLSearchParams('tab=groups&group=4&days=90&month=202602')),
    ).toEqual({ tab: 'groups', group: 4, days: 90, month: '202602' });
    expect(readSearch(routes.userDetail, new URLSearchParams(''))).toEqual({ tab: 'overview' });
  });

  it('writes no query for default values', () => {
    expect(searchString(routes.organizationDetail, { tab: 'users', days: 7 })).toBe('');
  });
});
