// Long lists over the wire: endpoints declared `revalidate` answer with an ETag of their body, stored
// by no cache (no-store: personal data); a client naming the tag of an unchanged list gets 304 without a body,
// through the compression (which weakens the tag) too, and a tag never matches another caller's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

const USERS = '/api/admin/users';

describe.each(backends)('revalidated lists (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let orgAdmin: string;

  const get = (path: string, token: string, headers: Record<string, string> = {}) =>
    t.request(path, { headers: { authorization: `Bearer ${token}`, ...headers } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await t.adminToken();
    const created = await t.post('/api/admin/organizations', { name: 'Gemeente Etag' }, admin);
    const organization = (await created.json()) as { id: number };
    const boss = await t.createUser();
    const added = await t.post(
      `/api/admin/organizations/${organization.id}/users/add`,
      { user_ids: [boss.id], make_admin: true },
      admin,
    );
    expect(added.status).toBe(200);
    orgAdmin = (await t.login(boss)).access_token;
  });
  afterAll(async () => t?.close());

  it('declares the users and organisations lists as revalidated', () => {
    expect(endpoints.users.list.revalidate).toBe(true);
    expect(endpoints.organizations.list.revalidate).toBe(true);
  });

  it('answers the list with an ETag, no-store and Vary: Authorization, then 304 while unchanged', async () => {
    const first = await get(USERS, admin);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    expect(Array.isArray(await first.json())).toBe(true);

    const again = await get(USERS, admin, { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it('matches the weak tag that compression sends, and answers 200 with a new tag after a change', async () => {
    for (let i = 0; i < 6; i++) await t.createUser(); // a list above the 1 kB from which answers are compressed
    const compressed = await get(USERS, admin, { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const weak = compressed.headers.get('etag')!;
    expect(weak).toMatch(/^W\/"/);
    expect((await get(USERS, admin, { 'if-none-match': weak, 'accept-encoding': 'br' })).status).toBe(304);

    await t.createUser();
    const changed = await get(USERS, admin, { 'if-none-match': weak });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(weak.replace(/^W\//, ''));
  });

  it("never answers 304 with another caller's tag: an organisation administrator's list differs", async () => {
    const platform = (await get(USERS, admin)).headers.get('etag')!;
    const own = await get(USERS, orgAdmin, { 'if-none-match': platform });
    expect(own.status).toBe(200);
    const listed = (await own.json()) as unknown[];
    expect(listed.length).toBe(1);
    expect(own.headers.get('etag')).not.toBe(platform);
  });

  it('leaves endpoints that are not declared revalidated without an ETag', async () => {
    const one = await get('/api/admin/worker-status', admin);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBeNull();
  });
});
