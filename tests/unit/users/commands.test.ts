import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, registry, searchProviders } from '../../../src/commands/all';
import { CommandUnavailableError } from '../../../src/commands/errors';
import { freshenSearch, searchEntities } from '../../../src/commands/search';
import { screenContextAtom } from '../../../src/state/screen';
import { watchResource } from '../../../src/state/freshness';
import { transcriptionsAtom, transcriptionsResource } from '../../../src/state/transcriptions';
import {
  bulkOutcomeAtom,
  editingUserAtom,
  newUserDialogAtom,
  userDetailsAtom,
  usersAtom,
} from '../../../src/state/users';
import { json, text, type RecordedCall } from '../support/http';
import { signedInContext } from '../support/ctx';
import { pathOf, signInAs, userJson } from './support';

beforeEach(() => localStorage.clear());

const list = [
  userJson(1),
  userJson(2, { username: 'Jan', email: 'jan@acme.nl' }),
  userJson(3, { is_active: false }),
];

function failedWith(result: Awaited<ReturnType<typeof executeCommand>>): string {
  if (result.status !== 'failed') throw new Error(`geen fout: ${result.status}`);
  return (result.error as Error).message;
}

const onDetail = (userId: number) => ({ screen: 'userDetail' as const, ids: { userId: String(userId) } });

describe('users.open', () => {
  it('opens the detail screen, asking for the user in the palette', async () => {
    const { ctx, navigations } = signedInContext(() => json(200, list));
    await executeCommand('users.open', { userId: 2 }, ctx);
    expect(navigations).toEqual(['/users/2']);
    const picker = registry.get('users.open')!.argPickers.userId!;
    expect(picker.title).toBe('Kies een gebruiker');
    expect((await picker.options(ctx, 'ACME', {})).map((o) => [o.value, o.label, o.description])).toEqual([
      ['2', 'Jan', 'jan@acme.nl'],
    ]);
  });

  it('suggests at most 10 users, by username or e-mail', async () => {
    const many = Array.from({ length: 30 }, (_, i) => userJson(i + 1));
    const { ctx, calls } = signedInContext(() => json(200, { users: many }));
    const picker = registry.get('users.open')!.argPickers.userId!;
    expect(await picker.options(ctx, 'user', {})).toHaveLength(10);
    expect((await picker.options(ctx, 'USER12@', {})).map((o) => o.value)).toEqual(['12']);
    expect(calls).toHaveLength(1);
  });
});

describe('palette search provider', () => {
  it('finds users by name and e-mail and opens them', async () => {
    const { ctx } = signedInContext(() => json(200, list));
    expect(await searchEntities(searchProviders, ctx, 'j')).toEqual([]);
    const [group] = await searchEntities(searchProviders, ctx, 'jan@');
    expect(group!.provider.title).toBe('Gebruikers');
    expect(group!.results).toEqual([
      { key: '2', label: 'Jan', description: 'jan@acme.nl', commandId: 'users.open', args: { userId: 2 } },
    ]);
  });

  it('searches afresh once per opening of the palette, so users added meanwhile are found', async () => {
    let users = list;
    const { ctx, calls } = signedInContext((call) =>
      pathOf(call.url) === 'admin/users' ? json(200, users) : json(200, []),
    );
    expect(await searchEntities(searchProviders, ctx, 'piet')).toEqual([]);
    users = [...list, userJson(9, { username: 'piet', email: 'piet@x.nl' })];
    // The same opening: the list loaded for the first search is searched.
    expect(await searchEntities(searchProviders, ctx, 'piet')).toEqual([]);
    freshenSearch(searchProviders, ctx);
    const [searched, again] = await Promise.all([
      searchEntities(searchProviders, ctx, 'piet'),
      searchEntities(searchProviders, ctx, 'pie'),
    ]);
    expect(searched[0]!.results.map((result) => result.label)).toEqual(['piet']);
    expect(again[0]!.results.map((result) => result.label)).toEqual(['piet']);
    // Two loads of the list in all: searches during a load share it.
    expect(calls.filter((call) => pathOf(call.url) === 'admin/users')).toHaveLength(2);
  });

  it('leaves out a provider that fails', async () => {
    const { ctx } = signedInContext(() => json(500, { detail: 'kapot' }));
    expect(await searchEntities(searchProviders, ctx, 'jan')).toEqual([]);
  });
});

describe('users.create', () => {
  it('without arguments opens the dialog on Individueel Toevoegen, on the list', async () => {
    const { ctx, store, navigations, calls } = signedInContext(() => json(200, {}));
    await executeCommand('users.create', {}, ctx);
    expect(store.get(newUserDialogAtom)).toEqual({ open: true, tab: 'single' });
    expect(navigations).toEqual(['/users']);
    expect(calls).toEqual([]);
  });

  it('creates the user, adds it to the list, closes the dialog', async () => {
    const { ctx, store, calls, toasts } = signedInContext((call) =>
      call.method === 'GET'
        ? json(200, list)
        : json(201, userJson(9, { username: 'piet', email: 'piet@x.nl' })),
    );
    await executeCommand('users.open', { userId: 1 }, ctx);
    await registry.get('users.open')!.argPickers.userId!.options(ctx, '', {});
    store.set(newUserDialogAtom, { open: true, tab: 'single' });
    const result = await executeCommand(
      'users.create',
      { username: ' piet ', email: 'Piet@X.nl', password: 'geheim-12', level: 'Pro', is_admin: true },
      ctx,
    );
    expect(result).toEqual({ status: 'done' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(pathOf(post.url)).toBe('admin/users');
    expect(post.body).toEqual({
      username: 'piet',
      email: 'piet@x.nl',
      password: 'geheim-12',
      level: 'Pro',
      is_admin: true,
    });
    expect(store.get(usersAtom).data!.map((u) => u.id)).toEqual([1, 2, 3, 9]);
    expect(store.get(newUserDialogAtom).open).toBe(false);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Gebruiker piet is aangemaakt.' });
  });

  it('a clash gives the spec text', async () => {
    const { ctx } = signedInContext(() => json(409, { detail: 'Gebruikersnaam bestaat al' }));
    const result = await executeCommand(
      'users.create',
      { username: 'a', email: 'a@b.nl', password: 'geheim-12' },
      ctx,
    );
    expect(failedWith(result)).toBe(
      'Kon gebruiker niet aanmaken. Controleer of de gebruikersnaam en email uniek zijn.',
    );
  });

  it('refuses an incomplete user with the validation texts, without calling the server', async () => {
    const { ctx, calls } = signedInContext(() => json(201, {}));
    const result = await executeCommand('users.create', { username: 'a', email: 'fout' }, ctx);
    expect(failedWith(result)).toBe('Voer een geldig e-mailadres in. Tijdelijk wachtwoord is verplicht.');
    expect(calls).toEqual([]);
  });
});

describe('users.bulkCreate', () => {
  it('without text opens the dialog on Bulk Toevoegen', async () => {
    const { ctx, store } = signedInContext(() => json(200, {}));
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    await executeCommand('users.bulkCreate', {}, ctx);
    expect(store.get(newUserDialogAtom)).toEqual({ open: true, tab: 'bulk' });
  });

  it.each([
    ['a@b.nl\nfout', 'Los eerst de validatiefouten op voordat je doorgaat.'],
    ['\n  \n', 'Geen geldige e-mailadressen gevonden. Voer e-mailadressen in, één per regel.'],
  ])('refuses %j: %s', async (input, message) => {
    const { ctx, calls } = signedInContext(() => json(201, {}));
    expect(failedWith(await executeCommand('users.bulkCreate', { text: input }, ctx))).toBe(message);
    expect(calls).toEqual([]);
  });

  it('calls the single create once per address: username = address, 8-character password, Lite, no admin', async () => {
    let next = 20;
    const { ctx, store, calls, toasts } = signedInContext((call) => {
      const body = call.body as { email: string };
      if (body.email === 'bezet@x.nl') return json(409, { detail: 'E-mailadres bestaat al' });
      if (body.email === 'stil@x.nl') return text(500, '');
      return json(201, userJson(next++, { username: body.email, email: body.email }));
    });
    await executeCommand('users.bulkCreate', { text: 'a@x.nl\nJan, b@x.nl\nbezet@x.nl\nstil@x.nl' }, ctx);
    const bodies = calls.map((c) => c.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.username, b.email, b.level, b.is_admin])).toEqual([
      ['a@x.nl', 'a@x.nl', 'Lite', false],
      ['b@x.nl', 'b@x.nl', 'Lite', false],
      ['bezet@x.nl', 'bezet@x.nl', 'Lite', false],
      ['stil@x.nl', 'stil@x.nl', 'Lite', false],
    ]);
    expect(bodies.every((b) => typeof b.password === 'string' && b.password.length === 8)).toBe(true);
    expect(calls.every((c: RecordedCall) => c.method === 'POST' && pathOf(c.url) === 'admin/users')).toBe(
      true,
    );
    expect(store.get(bulkOutcomeAtom)).toEqual({
      created: 2,
      failures: ['Fout bij aanmaken bezet@x.nl: E-mailadres bestaat al', 'Fout bij aanmaken stil@x.nl: 500'],
    });
    expect(toasts.map((t) => t.message)).toEqual([
      '2 gebruiker(s) succesvol aangemaakt.',
      'Problemen bij het aanmaken van 2 gebruiker(s)',
    ]);
  });
});

describe('users.block and users.unblock', () => {
  it('blocks, applies the answer and offers undo; contextual on the user screens', async () => {
    const { ctx, store, calls, toasts } = signedInContext((call) =>
      call.method === 'GET'
        ? json(200, list)
        : json(200, { message: 'ok', user: userJson(1, { is_active: false }) }),
    );
    signInAs(store, '99');
    await registry.get('users.block')!.argPickers.userId!.options(ctx, '', {});
    await executeCommand('users.block', { userId: 1 }, ctx);
    expect(pathOf(calls.at(-1)!.url)).toBe('admin/users/1/block');
    expect(store.get(usersAtom).data!.find((u) => u.id === 1)!.is_active).toBe(false);
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'Gebruiker user1 is geblokkeerd.',
      undo: { commandId: 'users.unblock', args: { userId: 1 } },
    });
    expect(registry.get('users.block')!.contexts).toEqual(['users', 'userDetail']);
  });

  it('takes the user on the detail screen, so the palette needs no picker there', async () => {
    const { ctx, store, calls, toasts } = signedInContext(() =>
      json(200, { message: 'ok', user: userJson(7) }),
    );
    store.set(screenContextAtom, onDetail(7));
    await executeCommand('users.unblock', {}, ctx);
    expect(pathOf(calls[0]!.url)).toBe('admin/users/7/unblock');
    expect(toasts[0]!.undo).toEqual({ commandId: 'users.block', args: { userId: 7 } });
  });

  it('reloads the user when the answer does not carry it', async () => {
    const { ctx, store, calls } = signedInContext((call) =>
      call.method === 'GET' ? json(200, userJson(4, { is_active: false })) : json(200, { message: 'ok' }),
    );
    await executeCommand('users.block', { userId: 4 }, ctx);
    expect(calls.map((c) => `${c.method} ${pathOf(c.url)}`)).toEqual([
      'POST admin/users/4/block',
      'GET admin/users/4',
    ]);
    expect(store.get(userDetailsAtom)[4]!.data!.is_active).toBe(false);
  });

  it.each([
    ['users.block', 'Het blokkeren van de gebruiker is mislukt: Je kunt jezelf niet blokkeren.'],
    ['users.unblock', 'Het deblokkeren van de gebruiker is mislukt: Je kunt jezelf niet blokkeren.'],
  ])('%s failure: %s', async (id, message) => {
    const { ctx, store } = signedInContext(() => json(400, { detail: 'Je kunt jezelf niet blokkeren.' }));
    signInAs(store, '99');
    expect(failedWith(await executeCommand(id, { userId: 1 }, ctx))).toBe(message);
  });
});

describe('users.update', () => {
  it('without changes opens the detail screen in edit mode', async () => {
    const { ctx, store, navigations } = signedInContext(() => json(200, {}));
    await executeCommand('users.update', { userId: 5 }, ctx);
    expect(store.get(editingUserAtom)).toBe(5);
    expect(navigations).toEqual(['/users/5']);
  });

  it('saves the changes and leaves edit mode', async () => {
    const { ctx, store, calls, toasts } = signedInContext(() => json(200, userJson(5, { level: 'Pro' })));
    store.set(editingUserAtom, 5);
    store.set(screenContextAtom, onDetail(5));
    await executeCommand('users.update', { changes: { level: 'Pro', organization_name: '' } }, ctx);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { level: 'Pro', organization_name: null } });
    expect(pathOf(calls[0]!.url)).toBe('admin/users/5');
    expect(store.get(editingUserAtom)).toBeNull();
    expect(store.get(userDetailsAtom)[5]!.data!.level).toBe('Pro');
    expect(toasts.at(-1)!.message).toBe('Wijzigingen opgeslagen.');
  });

  it('a failure gives Failed to update user', async () => {
    const { ctx } = signedInContext(() => json(404, { detail: 'Organisatie niet gevonden' }));
    expect(
      failedWith(await executeCommand('users.update', { userId: 5, changes: { level: 'Pro' } }, ctx)),
    ).toBe('Failed to update user: Organisatie niet gevonden');
  });
});

describe('users.resetPassword', () => {
  it('confirms (not destructive), sends, and answers with the spec alert', async () => {
    const { ctx, calls, confirms, toasts } = signedInContext(() => json(200, { message: 'ok' }));
    await executeCommand('users.resetPassword', { userId: 2 }, ctx);
    expect(confirms[0]).toMatchObject({
      title: 'Wachtwoord resetten',
      confirmLabel: 'Reset Password',
      destructive: false,
    });
    expect(pathOf(calls[0]!.url)).toBe('admin/users/2/generate-password');
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Password reset email has been sent' });
  });

  it('does nothing when not confirmed, and reports a failure', async () => {
    const declined = signedInContext(() => json(200, {}), { confirm: false });
    expect(await executeCommand('users.resetPassword', { userId: 2 }, declined.ctx)).toEqual({
      status: 'cancelled',
    });
    expect(declined.calls).toEqual([]);
    const { ctx } = signedInContext(() => json(500, {}));
    expect(failedWith(await executeCommand('users.resetPassword', { userId: 2 }, ctx))).toMatch(
      /^Failed to reset password/,
    );
  });
});

describe('users.delete', () => {
  it('confirms with the name, deletes, forgets and leaves the detail screen', async () => {
    const { ctx, store, calls, confirms, navigations, toasts } = signedInContext((call) =>
      call.method === 'GET' ? json(200, list) : json(200, { message: 'weg' }),
    );
    await registry.get('users.delete')!.argPickers.userId!.options(ctx, '', {});
    store.set(screenContextAtom, onDetail(2));
    await executeCommand('users.delete', {}, ctx);
    expect(confirms[0]).toMatchObject({
      title: 'Gebruiker verwijderen',
      description:
        'Weet je zeker dat je jan@acme.nl (Jan) wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
    });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(store.get(usersAtom).data!.map((u) => u.id)).toEqual([1, 3]);
    expect(navigations).toEqual(['/users']);
    expect(toasts.at(-1)!.message).toBe('Gebruiker Jan is verwijderd.');
  });

  it('a failure gives Failed to delete user', async () => {
    const { ctx } = signedInContext(() => json(403, { detail: 'Niet toegestaan' }));
    expect(failedWith(await executeCommand('users.delete', { userId: 2 }, ctx))).toBe(
      'Failed to delete user: Niet toegestaan',
    );
  });
});

const transcriptions = [
  { id: 11, name: 'Teamoverleg', has_audio: true, summaries: [{ id: 5, meeting_type: 'Notulen' }] },
  { id: 12, name: 'Zonder audio', has_audio: false, summaries: [] },
];

describe('transcription commands', () => {
  it('are for superusers only', async () => {
    const { ctx } = signedInContext(() => json(200, {}), { role: 'admin' });
    for (const id of [
      'users.uploadTranscription',
      'users.downloadTranscript',
      'users.downloadAudio',
      'users.downloadSummary',
    ]) {
      await expect(executeCommand(id, { userId: 1 }, ctx)).rejects.toBeInstanceOf(CommandUnavailableError);
    }
  });

  it('upload without a file opens the tab; a non-.txt file is refused', async () => {
    const { ctx, navigations, calls } = signedInContext(() => json(201, {}));
    await executeCommand('users.uploadTranscription', { userId: 3 }, ctx);
    expect(navigations).toEqual(['/users/3?tab=transcriptions']);
    const mp3 = new File(['x'], 'opname.mp3', { type: 'audio/mpeg' });
    expect(failedWith(await executeCommand('users.uploadTranscription', { userId: 3, file: mp3 }, ctx))).toBe(
      'Alleen .txt-bestanden zijn toegestaan.',
    );
    expect(calls).toEqual([]);
  });

  it('uploads multipart file and name, then reloads the list', async () => {
    const { ctx, store, calls, toasts } = signedInContext((call) =>
      call.method === 'POST'
        ? json(201, { id: 13, name: 'Overleg', has_audio: false, summaries: [] })
        : json(200, transcriptions),
    );
    // The transcriptions tab shows the list (loaded when it opened).
    const stop = watchResource(store, ctx.api, transcriptionsResource, 3);
    await vi.waitFor(() => expect(store.get(transcriptionsAtom)[3]?.data).toBeTruthy());
    calls.splice(0);
    const file = new File(['Hallo'], 'verslag.txt', { type: 'text/plain' });
    await executeCommand('users.uploadTranscription', { userId: 3, file, name: ' Overleg ' }, ctx);
    stop();
    expect(pathOf(calls[0]!.url)).toBe('admin/users/3/upload-transcript');
    expect(String(calls[0]!.body)).toContain('name="file"; filename="verslag.txt"');
    expect(String(calls[0]!.body)).toMatch(/name="name"\r\n\r\nOverleg\r\n/);
    expect(pathOf(calls[1]!.url)).toBe('admin/user/3/transcriptions');
    expect(store.get(transcriptionsAtom)[3]!.data).toHaveLength(2);
    expect(toasts[0]!.message).toBe('Transcriptie Overleg is geüpload.');
  });

  it('an upload failure gives Failed to upload transcription', async () => {
    const { ctx } = signedInContext(() => json(413, { detail: 'Te groot' }));
    const file = new File(['x'], 'a.txt');
    expect(failedWith(await executeCommand('users.uploadTranscription', { userId: 3, file }, ctx))).toBe(
      'Failed to upload transcription: Te groot',
    );
  });

  it.each([
    ['users.downloadTranscript', {}, 'admin/download/transcription/3/11', 'transcript_11.txt'],
    ['users.downloadAudio', {}, 'admin/download/audio/3/11', 'audio_11.mp3'],
    ['users.downloadSummary', { summaryId: 5 }, 'admin/download/summary/3/11/5', 'summary_5_11.txt'],
  ])('%s saves under the server name, else the default', async (id, extra, path, fallback) => {
    const named = signedInContext(
      () =>
        new Response('inhoud', {
          headers: { 'content-disposition': 'attachment; filename="Teamoverleg.bin"' },
        }),
    );
    await executeCommand(id, { userId: 3, transcriptionId: 11, ...extra }, named.ctx);
    expect(pathOf(named.calls[0]!.url)).toBe(path);
    expect(named.saved.map((s) => s.fileName)).toEqual(['Teamoverleg.bin']);
    expect(await named.saved[0]!.file.text()).toBe('inhoud');

    const plain = signedInContext(() => new Response('inhoud'));
    await executeCommand(id, { userId: 3, transcriptionId: 11, ...extra }, plain.ctx);
    expect(plain.saved.map((s) => s.fileName)).toEqual([fallback]);
    expect(plain.toasts[0]!.message).toBe(`${fallback} gedownload.`);
  });

  it.each([
    ['users.downloadTranscript', 'Failed to download transcript: Bestand ontbreekt'],
    ['users.downloadAudio', 'Failed to download audio: Bestand ontbreekt'],
    ['users.downloadSummary', 'Failed to download summary: Bestand ontbreekt'],
  ])('%s failure: %s', async (id, message) => {
    const { ctx, saved } = signedInContext(() => json(404, { detail: 'Bestand ontbreekt' }));
    const result = await executeCommand(id, { userId: 3, transcriptionId: 11, summaryId: 5 }, ctx);
    expect(failedWith(result)).toBe(message);
    expect(saved).toEqual([]);
  });

  it('pickers list the chosen user’s transcriptions and the chosen transcription’s summaries', async () => {
    const { ctx } = signedInContext(() => json(200, transcriptions));
    const audio = registry.get('users.downloadAudio')!.argPickers.transcriptionId!;
    expect((await audio.options(ctx, '', { userId: '3' })).map((o) => o.label)).toEqual(['Teamoverleg']);
    const transcript = registry.get('users.downloadTranscript')!.argPickers.transcriptionId!;
    expect((await transcript.options(ctx, 'zonder', { userId: 3 })).map((o) => o.value)).toEqual(['12']);
    expect(await transcript.options(ctx, '', {})).toEqual([]);
    const summary = registry.get('users.downloadSummary')!.argPickers.summaryId!;
    expect(await summary.options(ctx, '', { userId: 3, transcriptionId: 11 })).toEqual([
      { value: '5', label: 'Notulen' },
    ]);
  });
});

describe('the users group', () => {
  it('registers every user command with its Dutch title', () => {
    expect(
      registry
        .list()
        .filter((c) => c.group === 'users')
        .map((c) => [c.id, c.title]),
    ).toEqual([
      ['users.open', 'Open gebruiker'],
      ['users.create', 'Nieuwe gebruiker'],
      ['users.bulkCreate', 'Gebruikers in bulk toevoegen'],
      ['users.block', 'Blokkeer Gebruiker'],
      ['users.unblock', 'Deblokkeer Gebruiker'],
      ['users.update', 'Gebruiker bewerken'],
      ['users.resetPassword', 'Wachtwoord resetten'],
      ['users.delete', 'Gebruiker verwijderen'],
      ['users.uploadTranscription', 'Transcriptie uploaden'],
      ['users.downloadTranscript', 'Transcript downloaden'],
      ['users.downloadAudio', 'Audio downloaden'],
      ['users.downloadSummary', 'Samenvatting downloaden'],
      ['users.clearLockout', 'Inlogblokkade opheffen'],
      ['sessions.end', 'Sessie beëindigen'],
      ['sessions.endAll', 'Alle sessies van gebruiker beëindigen'],
      // A summary of the user's transcriptions to the organisation's export configurations.
      ['exports.push', 'Verstuur naar export'],
    ]);
  });
});
