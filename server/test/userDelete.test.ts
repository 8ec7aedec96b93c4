import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../src/logger';
import { messages } from '../src/messages';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe.each(backends)('deleting a user (%s)', (backend) => {
  let t: TestApp;
  let superToken: string;
  const errors: string[] = [];
  const log: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) };

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { log });
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    superToken = (await t.login(superuser)).access_token;
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    errors.length = 0;
  });

  /** A user with two transcriptions (one with audio), summaries, tokens, a 2FA code and login attempts. */
  async function userWithEverything() {
    const user = await t.createUser();
    await t.login(user);
    await t.login(user);
    await t.post('/api/login', { username: user.username, password: 'fout' });
    await t.db
      .insertInto('two_factor_codes')
      .values({ user_id: user.id, code_hash: 'x'.repeat(64), expires_at: new Date(Date.now() + 60_000) })
      .execute();
    const upload = new FormData();
    upload.append('file', new File(['Eerste overleg.\n'], 'eerste.txt'));
    const uploaded = await t.request(`/api/admin/users/${user.id}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superToken}` },
      body: upload,
    });
    expect(uploaded.status).toBe(201);
    const store = new FileStore(t.config.filesDir);
    const audioKey = await store.write('audio', 'mp3', new Uint8Array([0xff, 0xfb, 0x14, 0xc0]));
    const transcriptKey = await store.write('transcriptions', 'txt', 'Tweede overleg.');
    const { id: transcriptionId } = await t.db
      .insertInto('transcriptions')
      .values({
        user_id: user.id,
        name: 'Tweede',
        file_key: transcriptKey,
        audio_file_key: audioKey,
        audio_duration: 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const summaryKeys = [
      await store.write('summaries', 'txt', 'Notulen'),
      await store.write('summaries', 'txt', 'Actiepunten'),
    ];
    await t.db
      .insertInto('summaries')
      .values(
        summaryKeys.map((key, i) => ({
          transcription_id: transcriptionId,
          meeting_type: `Type ${i}`,
          file_key: key,
        })),
      )
      .execute();
    const rows = await t.db
      .selectFrom('transcriptions')
      .select('file_key')
      .where('user_id', '=', user.id)
      .execute();
    const files = [...rows.map((r) => r.file_key!), audioKey, ...summaryKeys].map((key) => store.pathOf(key));
    return { user, files };
  }

  const count = async (table: 'transcriptions' | 'refresh_tokens' | 'two_factor_codes', userId: number) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('removes the user, their transcriptions, summaries, tokens, 2FA codes and files; keeps login attempts', async () => {
    const { user, files } = await userWithEverything();
    const bystander = await userWithEverything();
    for (const file of files) expect(await exists(file), file).toBe(true);
    const attemptIds = (
      await t.db.selectFrom('login_attempts').select('id').where('user_id', '=', user.id).execute()
    ).map((a) => a.id);
    expect(attemptIds.length).toBe(3);

    const res = await t.request(`/api/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: messages.users.deleted(user.username) });

    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await count('transcriptions', user.id)).toBe(0);
    expect(await count('refresh_tokens', user.id)).toBe(0);
    expect(await count('two_factor_codes', user.id)).toBe(0);
    const summaries = await t.db
      .selectFrom('summaries')
      .leftJoin('transcriptions', 'transcriptions.id', 'summaries.transcription_id')
      .select('transcriptions.id')
      .execute();
    expect(summaries.every((s) => s.id !== null)).toBe(true);
    const attempts = await t.db
      .selectFrom('login_attempts')
      .select(['id', 'user_id'])
      .where('id', 'in', attemptIds)
      .execute();
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.user_id === null)).toBe(true);
    for (const file of files) expect(await exists(file), file).toBe(false);

    // Someone else's data is untouched.
    expect(await count('transcriptions', bystander.user.id)).toBe(2);
    for (const file of bystander.files) expect(await exists(file), file).toBe(true);
    expect(errors).toEqual([]);
  });

  it('rolls back everything when a step fails, and keeps the files', async () => {
    const { user, files } = await userWithEverything();
    // A trigger that refuses to delete this user makes the last statement of the transaction fail.
    await sql
      .raw(
        `create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'geweigerd'; end $$`,
      )
      .execute(t.db);
    await sql
      .raw(
        `create trigger refuse_delete before delete on users for each row when (old.id = ${user.id}) execute function refuse_delete()`,
      )
      .execute(t.db);
    const res = await t.request(`/api/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(res.status).toBe(500);
    expect(await count('transcriptions', user.id)).toBe(2);
    expect(await count('refresh_tokens', user.id)).toBe(2);
    for (const file of files) expect(await exists(file), file).toBe(true);
  });

  it('logs but does not fail when a file cannot be removed', async () => {
    const { user, files } = await userWithEverything();
    // A missing file is fine; a key that cannot be resolved is logged.
    await t.db
      .updateTable('transcriptions')
      .set({ audio_file_key: '../buiten.mp3' })
      .where('user_id', '=', user.id)
      .where('audio_file_key', 'is not', null)
      .execute();
    const res = await t.request(`/api/admin/users/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(res.status).toBe(200);
    expect(errors).toEqual([messages.users.fileRemovalFailed('../buiten.mp3')]);
    expect(await exists(path.join(t.config.dataDir, 'buiten.mp3'))).toBe(false);
    const remaining = await Promise.all(files.map(exists));
    expect(remaining.filter(Boolean)).toHaveLength(1);
  });
});
