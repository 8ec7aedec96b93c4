import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { DuplicationError } from '../../../src/commands/templates/duplicate';
import { screenContextAtom } from '../../../src/state/screen';
import { usersAtom } from '../../../src/state/users';
import { signedInContext } from '../support/ctx';
import { json, text, type RecordedCall } from '../support/http';
import { userJson } from '../users/support';
import { pathOf, ready, requests, templateJson } from './support';

const custom = templateJson(5, 'Klantgesprek', 'personal', {
  complexity: 'CUSTOM',
  settings: {
    max_tokens: '800',
    system_message: 'Je bent notulist.',
    opdracht: 'Vat samen.',
    additional_settings: '{"a":1}',
    extra: 'x',
  },
});
const source = [
  templateJson(4, 'Notulen', 'personal', { settings: { max_tokens: '5' } }),
  custom,
  templateJson(3, 'Stand-up', 'default'),
];

function server(failTitles: string[] = []) {
  return (call: RecordedCall) => {
    if (call.method === 'POST') {
      const title = (call.body as { title: string }).title;
      return failTitles.includes(title)
        ? json(422, { detail: 'Kapot.' })
        : json(201, { name: 'kopie', id: 99 });
    }
    if (pathOf(call) === 'admin/users') return json(200, [userJson(7), userJson(8)]);
    return json(200, { meeting_types: source });
  };
}

beforeEach(() => localStorage.clear());

describe('templates.duplicate', () => {
  it('creates one personal copy per template (not default, not org-wide), settings only for CUSTOM', async () => {
    const { ctx, calls, toasts } = signedInContext(server());
    await executeCommand(
      'templates.duplicate',
      { targetUserId: 7, sourceUserId: 8, templateIds: [4, 5] },
      ctx,
    );
    expect(requests(calls)).toEqual([
      'GET admin/users/8/meeting-types',
      'POST admin/users/7/meeting-types',
      'POST admin/users/7/meeting-types',
    ]);
    expect(calls[1]?.body).toEqual({
      title: 'Notulen',
      description: 'Over Notulen',
      content: 'Inhoud van Notulen',
      complexity: 'SMALL',
      settings: null,
      is_default: false,
      is_org_wide: false,
    });
    expect(calls[2]?.body).toMatchObject({
      title: 'Klantgesprek',
      complexity: 'CUSTOM',
      settings: {
        max_tokens: '800',
        system_message: 'Je bent notulist.',
        opdracht: 'Vat samen.',
        additional_settings: '{"a":1}',
      },
      is_default: false,
      is_org_wide: false,
    });
    expect(toasts[0]).toEqual({ kind: 'success', message: 'Templates succesvol gedupliceerd.' });
  });

  it('names the templates that failed, keeps the others, and hands their ids back', async () => {
    const { ctx, toasts } = signedInContext(server(['Klantgesprek']));
    const result = await executeCommand(
      'templates.duplicate',
      { targetUserId: 7, sourceUserId: 8, templateIds: [4, 5, 3] },
      ctx,
    );
    expect(result.status).toBe('failed');
    const error = (result as { error: unknown }).error as DuplicationError;
    expect(error).toBeInstanceOf(DuplicationError);
    expect(error.failedIds).toEqual([5]);
    expect(toasts[0]?.message).toBe(
      'Fout bij dupliceren van templates. Probeer het opnieuw. Niet gedupliceerd: Klantgesprek. 2 andere template(s) zijn wel gedupliceerd.',
    );
  });

  it('says whose templates could not be loaded', async () => {
    const { ctx, calls, store, toasts } = signedInContext(() => text(500, ''));
    store.set(usersAtom, ready([userJson(8, { username: 'bram' })]) as never);
    await executeCommand('templates.duplicate', { targetUserId: 7, sourceUserId: 8, templateIds: [4] }, ctx);
    expect(toasts[0]?.message).toBe('Kon templates van bram niet laden.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('needs a source user and at least one template; not the same user', async () => {
    const { ctx } = signedInContext(server());
    const error = (await executeCommand(
      'templates.duplicate',
      { targetUserId: 7, sourceUserId: 8, templateIds: [] },
      ctx,
    ).catch((e: unknown) => e)) as { issues: { message: string }[] };
    expect(error.issues[0]?.message).toBe('Selecteer een brongebruiker en ten minste één template.');
    await expect(
      executeCommand('templates.duplicate', { targetUserId: 7, sourceUserId: 7, templateIds: [4] }, ctx),
    ).rejects.toThrow('Kies een andere gebruiker als bron.');
  });

  it('in the palette: the target from the screen, a source other than the target, then one or all templates', async () => {
    const { ctx, calls, store } = signedInContext(server());
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '7' } });
    const command = registry.get('templates.duplicate')!;
    const error = (await executeCommand(command, {}, ctx).catch((e: unknown) => e)) as { missing: string[] };
    expect(error.missing).toEqual(['sourceUserId', 'templateIds']);
    const sources = await command.argPickers.sourceUserId!.options(ctx, '', { targetUserId: '7' });
    expect(sources.map((o) => o.value)).toEqual(['8']);
    const options = await command.argPickers.templateIds!.options(ctx, '', {
      targetUserId: '7',
      sourceUserId: '8',
    });
    expect(options[0]).toEqual({
      value: '4,5,3',
      label: 'Alle 3 templates',
      description: 'Kopieer ze allemaal',
    });
    expect(options.slice(1).map((o) => o.label)).toEqual(['Notulen', 'Klantgesprek', 'Stand-up']);
    await executeCommand(command, { sourceUserId: '8', templateIds: '4,5' }, ctx);
    expect(calls.filter((c) => c.method === 'POST').map((c) => pathOf(c))).toEqual([
      'admin/users/7/meeting-types',
      'admin/users/7/meeting-types',
    ]);
  });
});
