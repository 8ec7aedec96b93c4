import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionList } from '../../src/api/schemas/transcriptions';
import { seedDemo } from '../src/seed/demo';
import { seedDemoTranscriptions } from '../src/seed/demoTranscriptions';
import { FileStore } from '../src/transcriptions/files';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';

const DAY_MS = 24 * 3600 * 1000;

describe.each(backends)('demo transcriptions (%s)', (backend) => {
  let t: TestApp;
  let seconds: number;
  let made: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemo(t.db);
    const started = performance.now();
    made = await seedDemoTranscriptions(t.db, new FileStore(t.config.filesDir));
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => t?.close());

  it('gives about ten demo users one to four transcriptions with summaries, spread over six months', async () => {
    const rows = await t.db
      .selectFrom('transcriptions as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.user_id',
        't.name',
        't.created_at',
        't.audio_duration',
        't.audio_file_key',
        'u.created_at as user_created_at',
      ])
      .execute();
    expect(made).toBe(rows.length);
    const perUser = new Map<number, number>();
    for (const row of rows) perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
    expect(perUser.size).toBeGreaterThanOrEqual(8);
    expect(perUser.size).toBeLessThanOrEqual(10);
    expect([...perUser.values()].every((n) => n >= 1 && n <= 4)).toBe(true);
    const now = Date.now();
    for (const row of rows) {
      expect(row.created_at.getTime()).toBeLessThan(now);
      expect(row.created_at.getTime()).toBeGreaterThan(now - 183 * DAY_MS);
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(row.user_created_at.getTime());
      expect(row.audio_duration).toBeGreaterThan(60);
    }
    const months = new Set(rows.map((r) => r.created_at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    const withAudio = rows.filter((r) => r.audio_file_key !== null).length;
    expect(withAudio).toBeGreaterThan(0);
    expect(withAudio).toBeLessThan(rows.length);

    const summaries = await t.db
      .selectFrom('summaries')
      .select(['transcription_id', 'meeting_type'])
      .execute();
    for (const row of rows) {
      const own = summaries.filter((s) => s.transcription_id === row.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
    }
    expect(new Set(summaries.map((s) => s.meeting_type))).toEqual(
      new Set(['Notulen', 'Actiepunten', 'Samenvatting']),
    );
  });

  it('writes believable Dutch transcripts and summaries as files', async () => {
    const store = new FileStore(t.config.filesDir);
    if (process.env.SHOW_DEMO_TRANSCRIPT) {
      const sample = await t.db
        .selectFrom('transcriptions')
        .select('file_key')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const summaries = await t.db
        .selectFrom('summaries')
        .select('file_key')
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      for (const key of [sample.file_key, ...summaries.map((s) => s.file_key)])
        console.log((await store.read(key!))!.toString('utf8'));
    }
    const first = await t.db
      .selectFrom('transcriptions')
      .select(['id', 'name', 'file_key'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const text = (await store.read(first.file_key!))!.toString('utf8');
    expect(text).toMatch(/^.+ – \d{1,2} \p{L}+ \d{4}\nAanwezig: .+\n\n\[00:00:\d\d\] /u);
    expect(text.split('\n').length).toBeGreaterThan(10);
    expect(first.name).toMatch(/ \d{4}-\d{2}-\d{2}$/);
    const summary = await t.db
      .selectFrom('summaries')
      .select('file_key')
      .where('transcription_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect((await readFile(path.join(t.config.filesDir, summary.file_key!), 'utf8')).length).toBeGreaterThan(
      50,
    );
  });

  it('is downloadable through the API, audio included', async () => {
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    const token = (await t.login(superuser)).access_token;
    const withAudio = await t.db
      .selectFrom('transcriptions')
      .select(['id', 'user_id'])
      .where('audio_file_key', 'is not', null)
      .executeTakeFirstOrThrow();
    const list = transcriptionList.parse(
      await (await t.get(`/api/admin/user/${withAudio.user_id}/transcriptions`, token)).json(),
    );
    const item = list.find((x) => x.id === withAudio.id)!;
    expect(item.has_audio).toBe(true);
    const audio = await t.get(`/api/admin/download/audio/${withAudio.user_id}/${withAudio.id}`, token);
    expect(audio.status).toBe(200);
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0xff, 0xfb, 0x14, 0xc0]);
    const summary = await t.get(
      `/api/admin/download/summary/${withAudio.user_id}/${withAudio.id}/${item.summaries[0]!.id}`,
      token,
    );
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+_(Notulen|Actiepunten|Samenvatting)\.txt"/,
    );
  });

  it('is fast and runs once', async () => {
    console.log(`demo transcriptions (${backend}): ${made} in ${Math.round(seconds * 1000)} ms`);
    expect(seconds).toBeLessThan(1);
    const started = performance.now();
    expect(await seedDemoTranscriptions(t.db, new FileStore(t.config.filesDir))).toBe(0);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
