// The users list kept per version: an unchanged list is answered from the snapshot (same bytes, same
// ETag, compressed copies made once), and every change of what the list shows, by any writer (the API, another
// process, plain SQL), gives the next request the new list; a change that is rolled back changes nothing.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/api/schemas/users';
import { snapshotCache } from '../src/http/jsonSnapshot';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';

const USERS = '/api/admin/users';

describe.each(backends)('the users list kept per version (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let member: TestUser;
  let organizationId: number;
  let groupId: number;

  const list = async (headers: Record<string, string> = {}) =>
    t.request(USERS, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const listed = async () => (await (await list()).json()) as User[];
  const version = async () =>
    (
      await t.db
        .selectFrom('list_versions')
        .select('version')
        .where('name', '=', 'users')
        .executeTakeFirstOrThrow()
    ).version;

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.adminToken();
    const organization = await t.db
      .insertInto('organizations')
      .values({ name: 'Gemeente Versie' })
      .returning('id')
      .executeTakeFirstOrThrow();
    organizationId = organization.id;
    const group = await t.db
      .insertInto('groups')
      .values({ organization_id: organizationId, name: 'Balie' })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    member = await t.createUser();
    await t.db
      .updateTable('users')
      .set({ organization_id: organizationId, group_id: groupId })
      .where('id', '=', member.id)
      .execute();
    for (let i = 0; i < 8; i++) await t.createUser(); // a list above the size from which answers are compressed
  });
  afterAll(async () => t?.close());

  it('answers an unchanged list with the same bytes and tag, compressed copies decoding to them', async () => {
    const first = await list();
    const body = Buffer.from(await first.arrayBuffer());
    const tag = first.headers.get('etag')!;
    const again = await list();
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(again.headers.get('etag')).toBe(tag);

    const br = await list({ 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(`W/${tag}`);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(body)).toBe(true);
    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(body)).toBe(true);
    expect((await list({ 'if-none-match': `W/${tag}`, 'accept-encoding': 'br' })).status).toBe(304);
  });

  it('shows every change of a user, an organisation or a group made by plain SQL (any process)', async () => {
    await listed(); // kept
    await sql`update organizations set name = 'Gemeente Nieuwe Naam' where id = ${organizationId}`.execute(
      t.db,
    );
    expect((await listed()).find((u) => u.id === member.id)?.organization_name).toBe('Gemeente Nieuwe Naam');

    await sql`update groups set name = 'Loket' where id = ${groupId}`.execute(t.db);
    expect((await listed()).find((u) => u.id === member.id)?.group).toMatchObject({
      id: groupId,
      name: 'Loket',
    });

    await sql`update users set email = 'nieuw.adres@voorbeeld.nl' where id = ${member.id}`.execute(t.db);
    expect((await listed()).find((u) => u.id === member.id)?.email).toBe('nieuw.adres@voorbeeld.nl');

    const gone = await t.createUser();
    expect((await listed()).some((u) => u.id === gone.id)).toBe(true);
    await sql`delete from users where id = ${gone.id}`.execute(t.db);
    expect((await listed()).some((u) => u.id === gone.id)).toBe(false);
  });

  it('shows a change made through the API', async () => {
    const blocked = await t.post(`${USERS}/${member.id}/block`, {}, token);
    expect(blocked.status).toBe(200);
    expect((await listed()).find((u) => u.id === member.id)?.is_active).toBe(false);
  });

  it('bumps the version once per changing statement, and not for a change that is rolled back', async () => {
    const before = BigInt(await version());
    await sql`update users set level = 'Pro' where id = ${member.id}`.execute(t.db);
    expect(BigInt(await version())).toBe(before + 1n);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`update users set level = 'Debug' where id = ${member.id}`.execute(trx);
        throw new Error('teruggedraaid');
      }),
    ).rejects.toThrow('teruggedraaid');
    expect(BigInt(await version())).toBe(before + 1n);
    expect((await listed()).find((u) => u.id === member.id)?.level).toBe('Pro');
  });
});

describe('snapshot cache', () => {
  it('keeps one snapshot per key while its version holds, builds again for another version', async () => {
    const cache = snapshotCache(2);
    let builds = 0;
    const build = (json: string) => async () => {
      builds++;
      return json;
    };
    const a = await cache.get('all', '1', build('[1]'));
    expect(await cache.get('all', '1', build('[x]'))).toBe(a);
    expect(builds).toBe(1);
    const b = await cache.get('all', '2', build('[2]'));
    expect(b.body.toString()).toBe('[2]');
    expect(b.etag).not.toBe(a.etag);
    expect(builds).toBe(2);
  });

  it('forgets the least recently used key beyond its limit, and a build that failed', async () => {
    const cache = snapshotCache(2);
    await cache.get('a', '1', async () => '[]');
    await cache.get('b', '1', async () => '[]');
    await cache.get('a', '1', async () => 'unused');
    await cache.get('c', '1', async () => '[]');
    expect(cache.size).toBe(2);
    let rebuilt = false;
    await cache.get('b', '1', async () => {
      rebuilt = true;
      return '[]';
    });
    expect(rebuilt).toBe(true);

    await expect(cache.get('d', '1', () => Promise.reject(new Error('stuk')))).rejects.toThrow('stuk');
    expect((await cache.get('d', '1', async () => '[4]')).body.toString()).toBe('[4]');
  });
});
