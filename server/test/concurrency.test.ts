import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

describe.each(backends)('concurrent requests (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('keeps transactions apart when many refreshes and sign-ins run at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    const sessions = await Promise.all(users.map((user) => t.login(user)));
    const results = await Promise.all([
      ...sessions.map((s) => t.post('/api/refresh', undefined, s.refresh_token)),
      ...users.map((user) => t.post('/api/login', { username: user.username, password: user.password })),
      ...sessions.map(() => t.get('/api/health')),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const tokens = await t.db.selectFrom('refresh_tokens').select('id').execute();
    expect(tokens).toHaveLength(18);
    const attempts = await t.db.selectFrom('login_attempts').select('id').execute();
    expect(attempts).toHaveLength(18);
  });

  it('lets exactly one of two simultaneous uses of a refresh token win', async () => {
    const user = await t.createUser();
    const session = await t.login(user);
    const [a, b] = await Promise.all([
      t.post('/api/refresh', undefined, session.refresh_token),
      t.post('/api/refresh', undefined, session.refresh_token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
  });
});
