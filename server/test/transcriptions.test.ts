import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIPT_MAX_BYTES, transcription, transcriptionList } from '../../src/api/schemas/transcriptions';
import { messages } from '../src/messages';
import { FileStore } from '../src/transcriptions/files';
import { attachmentHeader, safeFileBase } from '../src/transcriptions/fileNames';
import type { TestApp, TestUser } from './harness';
import { backends, createTestApp } from './harness';

const ADMIN = '/api/admin';
const sample = 'Sanne: Goedemorgen allemaal.\nDaan: Goedemorgen! Zullen we beginnen?\n';

// The DOM names of these types, spelled with Node's own (the server project has no DOM library).
type BodyInit = NonNullable<RequestInit['body']>;
type BlobPart = ConstructorParameters<typeof File>[0][number];

function form(file?: { name: string; content: BlobPart; type?: string }, name?: string): FormData {
  const body = new FormData();
  if (file) body.append('file', new File([file.content], file.name, { type: file.type ?? 'text/plain' }));
  if (name !== undefined) body.append('name', name);
  return body;
}

describe.each(backends)('transcriptions (%s)', (backend) => {
  let t: TestApp;
  let store: FileStore;
  let owner: TestUser;
  let other: TestUser;
  let superToken: string;
  let adminToken: string;
  let plainToken: string;

  const upload = async (
    userId: number,
    body: BodyInit,
    token = superToken,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.request(`${ADMIN}/users/${userId}/upload-transcript`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** A transcription written straight to the store and database, with audio and summaries as asked. */
  const insertTranscription = async (
    userId: number,
    name: string,
    extra: { audio?: boolean; summaries?: string[] } = {},
  ) => {
    const fileKey = await store.write('transcriptions', 'txt', `Transcript van ${name}`);
    const audioKey = extra.audio
      ? await store.write('audio', 'mp3', new Uint8Array([0xff, 0xfb, 0x14, 0xc0]))
      : null;
    const { id } = await t.db
      .insertInto('transcriptions')
      .values({ user_id: userId, name, file_key: fileKey, audio_file_key: audioKey, audio_duration: 1830 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const summaryIds: number[] = [];
    for (const meetingType of extra.summaries ?? []) {
      const key = await store.write('summaries', 'txt', `${meetingType} van ${name}`);
      const row = await t.db
        .insertInto('summaries')
        .values({ transcription_id: id, meeting_type: meetingType, file_key: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      summaryIds.push(row.id);
    }
    return { id, fileKey, audioKey, summaryIds };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    store = new FileStore(t.config.filesDir);
    owner = await t.createUser({ username: 'notulist' });
    other = await t.createUser({ username: 'iemand.anders' });
    const superuser = await t.createUser({ is_superuser: true, is_admin: true });
    superToken = (await t.login(superuser)).access_token;
    adminToken = await t.adminToken();
    plainToken = (await t.login(other)).access_token;
  });
  afterAll(() => t?.close());

  it('stores files under FILES_DIR (DATA_DIR/files by default)', () => {
    expect(t.config.filesDir).toBe(path.join(t.config.dataDir, 'files'));
  });

  it('lists a user’s transcriptions, newest first, with audio flag, duration and summaries', async () => {
    const empty = await t.get(`${ADMIN}/user/${other.id}/transcriptions`, superToken);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    const older = await insertTranscription(owner.id, 'Oud overleg', { summaries: ['Notulen'] });
    await t.db
      .updateTable('transcriptions')
      .set({ created_at: new Date(Date.now() - 5 * 24 * 3600 * 1000) })
      .where('id', '=', older.id)
      .execute();
    const newer = await insertTranscription(owner.id, 'Nieuw overleg', {
      audio: true,
      summaries: ['Notulen', 'Actiepunten'],
    });
    const res = await t.get(`${ADMIN}/user/${owner.id}/transcriptions`, superToken);
    expect(res.status).toBe(200);
    const list = transcriptionList.parse(await res.json());
    expect(list.map((x) => x.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      name: 'Nieuw overleg',
      audio_duration: 1830,
      has_audio: true,
      summaries: [
        { id: newer.summaryIds[0], meeting_type: 'Notulen' },
        { id: newer.summaryIds[1], meeting_type: 'Actiepunten' },
      ],
    });
    expect(list[1]).toMatchObject({ has_audio: false, summaries: [{ meeting_type: 'Notulen' }] });
    expect(new Date(list[0]!.created_at!).toISOString()).toBe(list[0]!.created_at);

    const missing = await t.get(`${ADMIN}/user/999999/transcriptions`, superToken);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: messages.users.notFound });
  });

  it('uploads a .txt transcript (201), stored as a file with only its key in the row', async () => {
    const res = await upload(
      owner.id,
      form({ name: 'teamoverleg.txt', content: sample }, '  Teamoverleg 2026-11-02 '),
    );
    expect(res.status).toBe(201);
    const created = transcription.parse(res.body);
    expect(created).toMatchObject({
      name: 'Teamoverleg 2026-11-02',
      has_audio: false,
      audio_duration: null,
      summaries: [],
    });
    const row = await t.db
      .selectFrom('transcriptions')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
    expect(row.file_key).toMatch(/^transcriptions\/[0-9a-f-]{36}\.txt$/);
    expect(await readFile(path.join(t.config.filesDir, row.file_key!), 'utf8')).toBe(sample);
    // No temporary files are left behind.
    expect(
      (await readdir(path.join(t.config.filesDir, 'transcriptions'))).some((f) => f.endsWith('.tmp')),
    ).toBe(false);

    const download = await t.get(`${ADMIN}/download/transcription/${owner.id}/${created.id}`, superToken);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="Teamoverleg_2026-11-02.txt"',
    );
    expect(await download.text()).toBe(sample);
  });

  it('names an upload after its file when no name is given, and keeps a UTF-8 BOM file', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Cliëntgesprek: één punt.\n')]);
    const res = await upload(owner.id, form({ name: 'Cliëntgesprek maart.TXT', content: bom }, ''));
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Cliëntgesprek maart');
    const download = await t.get(
      `${ADMIN}/download/transcription/${owner.id}/${res.body.id as number}`,
      superToken,
    );
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Clientgesprek_maart.txt"; filename*=UTF-8''Cli%C3%ABntgesprek_maart.txt`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bom);
  });

  it('refuses anything but a text .txt file, with clear 4xx details', async () => {
    const refused: [BodyInit, number, string, Record<string, string>?][] = [
      [form({ name: 'verslag.pdf', content: '%PDF-1.7' }), 415, messages.transcriptions.onlyTxt],
      [form({ name: 'txt', content: sample }), 415, messages.transcriptions.onlyTxt],
      [
        form({ name: 'binair.txt', content: new Uint8Array([0x68, 0x6f, 0x00, 0x69]) }),
        415,
        messages.transcriptions.notText,
      ],
      [
        form({ name: 'latin1.txt', content: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) }),
        415,
        messages.transcriptions.notText,
      ],
      [form({ name: 'leeg.txt', content: '' }), 422, messages.transcriptions.empty],
      [form({ name: 'spaties.txt', content: ' \n\n ' }), 422, messages.transcriptions.empty],
      [form(undefined, 'Alleen een naam'), 422, messages.transcriptions.fileRequired],
      [
        JSON.stringify({ file: sample }),
        415,
        messages.transcriptions.notMultipart,
        { 'content-type': 'application/json' },
      ],
    ];
    for (const [body, status, detail, headers] of refused) {
      const res = await upload(owner.id, body, superToken, headers);
      expect(res.status, detail).toBe(status);
      expect(res.body).toEqual({ detail });
    }
    const longName = await upload(owner.id, form({ name: 'a.txt', content: sample }, 'x'.repeat(201)));
    expect(longName.status).toBe(422);
    expect(longName.body.detail).toMatch(/name is te lang/);
    const unknownUser = await upload(999999, form({ name: 'a.txt', content: sample }));
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body).toEqual({ detail: messages.users.notFound });
  });

  it('refuses a transcript over 10 MB with 413', async () => {
    const big = new Uint8Array(TRANSCRIPT_MAX_BYTES + 1).fill(0x61);
    const res = await upload(owner.id, form({ name: 'groot.txt', content: big }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: messages.transcriptions.tooLarge(10) });
    const huge = await upload(
      owner.id,
      form({ name: 'enorm.txt', content: new Uint8Array(TRANSCRIPT_MAX_BYTES + 200_000).fill(0x61) }),
    );
    expect(huge.status).toBe(413);
    // Just under the limit is fine, and more than the app-wide 1 MB.
    const ok = await upload(
      owner.id,
      form({ name: 'net.txt', content: new Uint8Array(2 * 1024 * 1024).fill(0x61) }),
    );
    expect(ok.status).toBe(201);
    const files = await readdir(path.join(t.config.filesDir, 'transcriptions'));
    const sizes = await Promise.all(
      files.map((f) => stat(path.join(t.config.filesDir, 'transcriptions', f))),
    );
    expect(sizes.every((s) => s.size <= TRANSCRIPT_MAX_BYTES)).toBe(true);
  });

  it('downloads audio and summaries with a file name; 404 when there is no audio or no such file', async () => {
    const meeting = await insertTranscription(owner.id, 'MDO wijkteam 2026-10-14', {
      audio: true,
      summaries: ['Notulen'],
    });
    const audio = await t.get(`${ADMIN}/download/audio/${owner.id}/${meeting.id}`, superToken);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('content-disposition')).toBe(
      'attachment; filename="MDO_wijkteam_2026-10-14.mp3"',
    );
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xfb, 0x14, 0xc0]));

    const summary = await t.get(
      `${ADMIN}/download/summary/${owner.id}/${meeting.id}/${meeting.summaryIds[0]}`,
      superToken,
    );
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-disposition')).toBe(
      'attachment; filename="MDO_wijkteam_2026-10-14_Notulen.txt"',
    );
    expect(await summary.text()).toBe('Notulen van MDO wijkteam 2026-10-14');

    const silent = await insertTranscription(owner.id, 'Zonder audio');
    const noAudio = await t.get(`${ADMIN}/download/audio/${owner.id}/${silent.id}`, superToken);
    expect(noAudio.status).toBe(404);
    expect(await noAudio.json()).toEqual({ detail: messages.transcriptions.noAudio });

    const notFound = async (url: string, detail: string) => {
      const res = await t.get(url, superToken);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toEqual({ detail });
    };
    // Wrong owner, unknown ids, another transcription's summary.
    await notFound(
      `${ADMIN}/download/transcription/${other.id}/${meeting.id}`,
      messages.transcriptions.notFound,
    );
    await notFound(`${ADMIN}/download/transcription/${owner.id}/999999`, messages.transcriptions.notFound);
    await notFound(`${ADMIN}/download/audio/${other.id}/${meeting.id}`, messages.transcriptions.notFound);
    await notFound(
      `${ADMIN}/download/summary/${owner.id}/${meeting.id}/999999`,
      messages.transcriptions.summaryNotFound,
    );
    await notFound(
      `${ADMIN}/download/summary/${owner.id}/${silent.id}/${meeting.summaryIds[0]}`,
      messages.transcriptions.summaryNotFound,
    );
    expect((await t.get(`${ADMIN}/download/transcription/${owner.id}/abc`, superToken)).status).toBe(422);

    // A file gone from disk is a 404 too, not a 500.
    await store.remove(silent.fileKey);
    await notFound(
      `${ADMIN}/download/transcription/${owner.id}/${silent.id}`,
      messages.transcriptions.fileMissing,
    );
  });

  it('is for superusers only: 403 for an admin and a plain user, 401 without token', async () => {
    const meeting = await insertTranscription(owner.id, 'Geheim', { audio: true, summaries: ['Notulen'] });
    const urls = [
      `${ADMIN}/user/${owner.id}/transcriptions`,
      `${ADMIN}/download/transcription/${owner.id}/${meeting.id}`,
      `${ADMIN}/download/audio/${owner.id}/${meeting.id}`,
      `${ADMIN}/download/summary/${owner.id}/${meeting.id}/${meeting.summaryIds[0]}`,
    ];
    for (const url of urls) {
      for (const token of [adminToken, plainToken]) {
        const res = await t.get(url, token);
        expect(res.status, url).toBe(403);
        expect(await res.json()).toEqual({ detail: messages.auth.forbidden });
      }
      expect((await t.get(url)).status).toBe(401);
    }
    for (const token of [adminToken, plainToken]) {
      const res = await upload(owner.id, form({ name: 'a.txt', content: sample }), token);
      expect(res.status).toBe(403);
    }
    // Other admin routes are not affected by the superuser rule.
    expect((await t.get(`${ADMIN}/users`, adminToken)).status).toBe(200);
  });
});

describe('file store and download names', () => {
  it('resolves only well-formed keys inside FILES_DIR', () => {
    const store = new FileStore('/srv/werkbank/files');
    expect(store.pathOf('transcriptions/0b7e6a52-5c0f-4b8e-9d55-1f2a3b4c5d6e.txt')).toBe(
      '/srv/werkbank/files/transcriptions/0b7e6a52-5c0f-4b8e-9d55-1f2a3b4c5d6e.txt',
    );
    for (const key of [
      '../jwt-secret',
      'transcriptions/../../jwt-secret',
      '/etc/passwd',
      'transcriptions/0b7e6a52-5c0f-4b8e-9d55-1f2a3b4c5d6e.txt/../../x',
      'other/0b7e6a52-5c0f-4b8e-9d55-1f2a3b4c5d6e.txt',
      'audio/0b7e6a52-5c0f-4b8e-9d55-1f2a3b4c5d6e.exe',
    ]) {
      expect(() => store.pathOf(key), key).toThrow();
    }
  });

  it('makes safe file names', () => {
    expect(safeFileBase('Teamoverleg 2026-11-02', 'x')).toBe('Teamoverleg_2026-11-02');
    expect(safeFileBase('../../etc/passwd', 'x')).toBe('etcpasswd');
    expect(safeFileBase('  "Overleg"  <a>/b\\c ', 'x')).toBe('Overleg_abc');
    expect(safeFileBase('...', 'fallback')).toBe('fallback');
    expect(safeFileBase('a'.repeat(300), 'x')).toHaveLength(100);
    expect(attachmentHeader('Teamoverleg.txt')).toBe('attachment; filename="Teamoverleg.txt"');
    expect(attachmentHeader('Één “punt”.txt')).toBe(
      `attachment; filename="Een _punt_.txt"; filename*=UTF-8''%C3%89%C3%A9n%20%E2%80%9Cpunt%E2%80%9D.txt`,
    );
  });
});
