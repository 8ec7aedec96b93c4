import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { CommandUnavailableError } from '../../../src/commands/errors';
import { compareRevision } from '../../../src/commands/revisions/compare';
import { loadMoreRevisionsCommand } from '../../../src/commands/revisions/loadMore';
import { openRevisions } from '../../../src/commands/revisions/open';
import { restoreReasonProblem, restoreRevision } from '../../../src/commands/revisions/restore';
import { watchResource } from '../../../src/state/freshness';
import {
  comparisonsAtom,
  hasMoreRevisions,
  loadRevisions,
  revisionAtom,
  revisionsAtom,
  revisionsRequestAtom,
  revisionsResource,
} from '../../../src/state/revisions';
import { screenContextAtom } from '../../../src/state/screen';
import { changeDraft, draftOf, openEditor, templateEditorAtom } from '../../../src/state/templateDraft';
import { signedInContext } from '../support/ctx';
import { json, text } from '../support/http';
import { templateJson } from '../templates/support';
import { queryOf, revisionJson, revisionServer, route } from './support';

beforeEach(() => localStorage.clear());

const LIST = 'GET admin/templates/11/revisions';
const restored = 'Template succesvol hersteld naar eerdere revisie';

/** The organisation template 11 open in its editor (its screen names the template). */
function editorOn(store: ReturnType<typeof signedInContext>['store'], content = 'Versie 3 van de notulen') {
  store.set(screenContextAtom, {
    screen: 'organizationTemplateEdit',
    ids: { organizationId: '3', templateName: 'notulen', templateId: '11' },
  });
  const template = templateJson(11, 'Notulen', 'organization', { name: 'notulen', content });
  openEditor(store, {
    key: 'editor',
    target: { owner: 'organization', organizationId: 3, templateName: 'notulen' },
    readOnly: false,
    draft: draftOf(template),
  });
}

describe('revisions.restore', () => {
  it('restores with the trimmed reason, offers to undo to the newest revision before, and reloads the list', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store, calls, toasts } = signedInContext(handler);
    await loadRevisions(store, ctx.api, 11);
    const stop = watchResource(store, ctx.api, revisionsResource, 11);
    const result = await executeCommand(
      restoreRevision,
      { templateId: 11, revisionId: 101, reason: '  Terug naar de eerste versie ' },
      ctx,
    );
    stop();
    expect(result).toEqual({ status: 'done' });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(route(post)).toBe('POST admin/templates/11/revisions/101/restore');
    expect(post.body).toEqual({ reason: 'Terug naar de eerste versie' });
    // The newest revision was asked fresh, before the restore.
    const asked = calls.findIndex((call) => route(call) === LIST && queryOf(call, 'limit') === '1');
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(asked).toBeLessThan(calls.indexOf(post));
    expect(toasts).toEqual([
      {
        kind: 'success',
        message: restored,
        undo: {
          commandId: 'revisions.restore',
          args: { templateId: 11, revisionId: 103, reason: 'Ongedaan maken van herstel' },
        },
      },
    ]);
    // Invalidated: the list on screen was loaded again, with the new revision on top.
    const list = store.get(revisionsAtom)[11]!.data!;
    expect(list.revisions.map((revision) => revision.revision_number)).toEqual([4, 3, 2, 1]);
    expect(list.revisions[0]!.revision_reason).toBe('Terug naar de eerste versie');
  });

  it("the toast's undo restores the revision that was the newest before", async () => {
    const { handler } = revisionServer(3);
    const { ctx, calls, toasts } = signedInContext(handler);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 101, reason: 'Eerste versie' }, ctx);
    const undo = toasts[0]!.undo!;
    expect(await registry.execute(undo.commandId, undo.args, ctx)).toEqual({ status: 'done' });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map(route)).toEqual([
      'POST admin/templates/11/revisions/101/restore',
      'POST admin/templates/11/revisions/103/restore',
    ]);
    expect(posts[1]!.body).toEqual({ reason: 'Ongedaan maken van herstel' });
    // The undo can itself be undone: back to the restored revision 4.
    expect(toasts[1]!.undo?.args).toEqual({
      templateId: 11,
      revisionId: 104,
      reason: 'Ongedaan maken van herstel',
    });
  });

  it('shows the restored fields in the editor of the template, as saved', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store } = signedInContext(handler);
    editorOn(store);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 101, reason: 'Eerste versie' }, ctx);
    const editor = store.get(templateEditorAtom)!;
    expect(editor.draft.content).toBe('Versie 1 van de notulen');
    expect(editor.saved).toEqual(editor.draft);
  });

  it('refuses over unsaved changes in the editor of the template, with the reason', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store, calls } = signedInContext(handler);
    editorOn(store);
    expect(availability(restoreRevision, ctx, { templateId: 11 })).toBe(true);
    changeDraft(store, { content: 'Nog niet opgeslagen' });
    const reason =
      'Dit template heeft wijzigingen die nog niet zijn opgeslagen. Sla ze eerst op (dan blijven ze bewaard als revisie) en herstel daarna.';
    expect(availability(restoreRevision, ctx, { templateId: 11 })).toEqual({ reason });
    await expect(
      executeCommand(restoreRevision, { templateId: 11, revisionId: 101, reason: 'Eerste versie' }, ctx),
    ).rejects.toThrow(CommandUnavailableError);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Another template's restore is not held up by these edits.
    expect(availability(restoreRevision, ctx, { templateId: 12 })).toBe(true);
  });

  it('refuses an empty reason (after trimming) without a call', async () => {
    const { handler } = revisionServer(3);
    const { ctx, calls, toasts } = signedInContext(handler);
    expect(restoreReasonProblem(' \n ')).toBe('Reden voor herstel is verplicht');
    expect(restoreReasonProblem('Fout hersteld')).toBeNull();
    const result = await executeCommand(
      restoreRevision,
      { templateId: 11, revisionId: 101, reason: '   ' },
      ctx,
    );
    expect(result.status).toBe('failed');
    expect(toasts.map((toast) => toast.message)).toEqual(['Reden voor herstel is verplicht']);
    expect(calls).toEqual([]);
  });

  it('says "Herstel van template mislukt", with the server\'s reason when it gives one', async () => {
    const { handler } = revisionServer(3, {
      'POST admin/templates/11/revisions/101/restore': () => json(404, { detail: 'Revisie niet gevonden' }),
      'POST admin/templates/11/revisions/102/restore': () => text(500, ''),
    });
    const { ctx, toasts } = signedInContext(handler);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 101, reason: 'Terug' }, ctx);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 102, reason: 'Terug' }, ctx);
    expect(toasts.map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', 'Herstel van template mislukt: Revisie niet gevonden'],
      ['error', 'Herstel van template mislukt'],
    ]);
  });

  it('says "Revisies konden niet worden geladen" when the newest revision cannot be asked, and restores nothing', async () => {
    const { handler } = revisionServer(3, { [LIST]: () => text(500, '') });
    const { ctx, calls, toasts } = signedInContext(handler);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 101, reason: 'Terug' }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual(['Revisies konden niet worden geladen']);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers no undo when the revision restored was the newest already', async () => {
    const { handler } = revisionServer(3);
    const { ctx, toasts } = signedInContext(handler);
    await executeCommand(restoreRevision, { templateId: 11, revisionId: 103, reason: 'Nogmaals' }, ctx);
    expect(toasts).toEqual([{ kind: 'success', message: restored }]);
  });
});

describe('the revision list', () => {
  it('loads 20 at a time, newest first; "Meer laden" asks the next 20 until the total is reached', async () => {
    const { handler } = revisionServer(45);
    const { ctx, store, calls } = signedInContext(handler);
    await loadRevisions(store, ctx.api, 11);
    const loaded = () => store.get(revisionsAtom)[11]!.data!;
    expect(loaded().revisions).toHaveLength(20);
    expect(loaded().revisions[0]!.revision_number).toBe(45);
    expect(loaded().total).toBe(45);
    expect(availability(loadMoreRevisionsCommand, ctx, { templateId: 11 })).toBe(true);

    await executeCommand(loadMoreRevisionsCommand, { templateId: 11 }, ctx);
    await executeCommand(loadMoreRevisionsCommand, { templateId: 11 }, ctx);
    expect(calls.map((call) => [queryOf(call, 'limit'), queryOf(call, 'offset')])).toEqual([
      ['20', '0'],
      ['20', '20'],
      ['20', '40'],
    ]);
    expect(loaded().revisions.map((revision) => revision.revision_number)).toEqual(
      Array.from({ length: 45 }, (_, index) => 45 - index),
    );
    expect(hasMoreRevisions(loaded())).toBe(false);
    expect(availability(loadMoreRevisionsCommand, ctx, { templateId: 11 })).toEqual({
      reason: 'Er zijn geen oudere revisies meer.',
    });
  });

  it('without a total, "Meer laden" is offered while pages come back full', async () => {
    const { handler } = revisionServer(25, {}, { total: false });
    const { ctx, store } = signedInContext(handler);
    await loadRevisions(store, ctx.api, 11);
    expect(hasMoreRevisions(store.get(revisionsAtom)[11]!.data!)).toBe(true);
    await executeCommand(loadMoreRevisionsCommand, { templateId: 11 }, ctx);
    const pages = store.get(revisionsAtom)[11]!.data!;
    expect(pages.revisions).toHaveLength(25);
    expect(hasMoreRevisions(pages)).toBe(false);
  });

  it('a reload keeps as many as were shown (a restore adds one on top)', async () => {
    const { handler } = revisionServer(30);
    const { ctx, store, calls } = signedInContext(handler);
    await loadRevisions(store, ctx.api, 11);
    await executeCommand(loadMoreRevisionsCommand, { templateId: 11 }, ctx);
    await loadRevisions(store, ctx.api, 11);
    expect([queryOf(calls.at(-1)!, 'limit'), queryOf(calls.at(-1)!, 'offset')]).toEqual(['30', '0']);
  });

  it('says "Revisies konden niet worden geladen", keeping what was loaded on a failed "Meer laden"', async () => {
    let fail = false;
    const { handler } = revisionServer(30, {
      [LIST]: () => (fail ? text(500, '') : json(200, { revisions: [revisionJson(1)], total: 30 })),
    });
    const { ctx, store } = signedInContext(handler);
    await expect(loadRevisions(store, ctx.api, 11)).resolves.toBeTruthy();
    fail = true;
    await executeCommand(loadMoreRevisionsCommand, { templateId: 11 }, ctx);
    const slot = store.get(revisionsAtom)[11]!;
    expect(slot.error).toBe('Revisies konden niet worden geladen');
    expect(slot.data!.revisions).toHaveLength(1);
  });
});

describe('revisions.compare', () => {
  it('loads both revisions and shows the comparison with the current version in the editor on screen', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store, calls, navigations } = signedInContext(handler);
    editorOn(store);
    const result = await executeCommand(compareRevision, { revisionId: 101 }, ctx);
    expect(result).toEqual({ status: 'done' });
    expect(calls.map(route)).toEqual(
      expect.arrayContaining([
        'GET admin/templates/11/revisions/101',
        'GET admin/templates/11/revisions/103',
      ]),
    );
    expect(store.get(comparisonsAtom)[11]).toEqual({ revisionId: 101, other: 'current', focus: true });
    expect(store.get(revisionAtom)['11:103']?.data?.content).toBe('Versie 3 van de notulen');
    expect(store.get(revisionsRequestAtom)?.templateId).toBe(11);
    expect(navigations).toEqual([]);
  });

  it('compares the current version with the previous revision, not with itself', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store, calls } = signedInContext(handler);
    editorOn(store);
    await executeCommand(compareRevision, { revisionId: 103 }, ctx);
    expect(store.get(comparisonsAtom)[11]).toEqual({ revisionId: 102, other: 'current', focus: true });
    expect(calls.map(route)).toEqual(
      expect.arrayContaining([
        'GET admin/templates/11/revisions/102',
        'GET admin/templates/11/revisions/103',
      ]),
    );
  });

  it('compares any two revisions', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store } = signedInContext(handler);
    editorOn(store);
    await executeCommand(compareRevision, { revisionId: 102, otherRevisionId: 101 }, ctx);
    expect(store.get(comparisonsAtom)[11]).toEqual({ revisionId: 102, other: 101, focus: true });
  });

  it('says "Revisie details konden niet worden geladen" and shows nothing when a revision cannot be loaded', async () => {
    const { handler } = revisionServer(3, {
      'GET admin/templates/11/revisions/101': () => text(500, ''),
    });
    const { ctx, store, toasts } = signedInContext(handler);
    editorOn(store);
    await executeCommand(compareRevision, { revisionId: 101 }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual(['Revisie details konden niet worden geladen']);
    expect(store.get(comparisonsAtom)[11]).toBeUndefined();
  });
});

describe('from the palette', () => {
  const orgList = () =>
    json(200, {
      meeting_types: [
        templateJson(11, 'Notulen', 'organization', { name: 'notulen' }),
        templateJson(12, 'Actiepunten', 'default', { name: 'actiepunten' }),
      ],
    });

  it("picks a template of the organisation on screen (its own only), then a revision, and opens the editor's REVISIES", async () => {
    const { handler } = revisionServer(3, { 'GET admin/organizations/3/meeting-types': orgList });
    const { ctx, store, navigations } = signedInContext(handler);
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '3' } });
    const command = registry.resolve(compareRevision);
    const templates = await command.argPickers.templateId!.options(ctx, '', {});
    expect(templates.map((option) => [option.value, option.label])).toEqual([['11', 'Notulen']]);
    // Compared with the current version: the revisions before it, the previous one first (what Enter takes).
    const revisions = await command.argPickers.revisionId!.options(ctx, '', { templateId: '11' });
    expect(revisions.map((option) => option.label)).toEqual(['Revisie 2', 'Revisie 1']);
    expect(
      await command.argPickers.revisionId!.options(ctx, 'aangemaakt', { templateId: '11' }),
    ).toHaveLength(1);
    // The restore offers every revision, the current one marked.
    const restorable = await registry
      .resolve(restoreRevision)
      .argPickers.revisionId!.options(ctx, '', { templateId: '11' });
    expect(restorable.map((option) => option.label)).toEqual(['Revisie 3', 'Revisie 2', 'Revisie 1']);
    expect(restorable[0]!.description).toMatch(/^Huidig · .+ · anna · Bijgewerkt$/);

    await executeCommand(openRevisions, { templateId: '11' }, ctx);
    expect(navigations).toEqual(['/organizations/3/templates/notulen']);
    expect(store.get(revisionsRequestAtom)?.templateId).toBe(11);
  });

  it('the revision picker loads the list again when it opens, and filters what is loaded while typing', async () => {
    const { handler, revisions } = revisionServer(3);
    const { ctx, calls } = signedInContext(handler);
    const picker = registry.resolve(restoreRevision).argPickers.revisionId!;
    expect(await picker.options(ctx, '', { templateId: 11 })).toHaveLength(3);
    revisions.unshift(revisionJson(4));
    expect(await picker.options(ctx, 'revisie', { templateId: 11 })).toHaveLength(3);
    const opened = await picker.options(ctx, '', { templateId: 11 });
    expect(opened.map((option) => option.label)).toEqual([
      'Revisie 4',
      'Revisie 3',
      'Revisie 2',
      'Revisie 1',
    ]);
    expect(calls.filter((call) => route(call) === LIST)).toHaveLength(2);
  });

  it('the comparison offers the only revision when there is no other', async () => {
    const { handler } = revisionServer(1);
    const { ctx } = signedInContext(handler);
    const picker = registry.resolve(compareRevision).argPickers.revisionId!;
    expect((await picker.options(ctx, '', { templateId: 11 })).map((option) => option.label)).toEqual([
      'Revisie 1',
    ]);
  });

  it('the restore asks for the reason as typed text', async () => {
    const { handler } = revisionServer(3);
    const { ctx } = signedInContext(handler);
    const picker = registry.resolve(restoreRevision).argPickers.reason!;
    expect(await picker.options(ctx, '  ', {})).toEqual([]);
    expect(await picker.options(ctx, 'Oude tekst terug', {})).toEqual([
      { value: 'Oude tekst terug', label: 'Herstellen met reden: Oude tekst terug' },
    ]);
  });

  it('are unavailable where no template is on screen or to pick, and take the one on screen', async () => {
    const { handler } = revisionServer(3);
    const { ctx, store } = signedInContext(handler);
    store.set(screenContextAtom, { screen: 'dashboard', ids: {} });
    const reason =
      'Open eerst een opgeslagen template, de templates van een gebruiker of organisatie, of de standaard templates.';
    for (const command of [openRevisions, compareRevision, restoreRevision])
      expect(availability(registry.resolve(command), ctx)).toEqual({ reason });
    editorOn(store);
    expect(availability(registry.resolve(openRevisions), ctx)).toBe(true);
  });

  it('a template not in the list on screen is refused', async () => {
    const { handler } = revisionServer(3, { 'GET admin/organizations/3/meeting-types': orgList });
    const { ctx, store, toasts } = signedInContext(handler);
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '3' } });
    await executeCommand(openRevisions, { templateId: 12 }, ctx);
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Dit template staat niet in de lijst op dit scherm.',
    ]);
  });
});
