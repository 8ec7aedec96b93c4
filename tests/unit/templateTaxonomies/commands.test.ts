import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { saveAllTaxonomiesForTemplate } from '../../../src/commands/templateTaxonomies/saveAllForTemplate';
import { toggleTaxonomyForTemplate } from '../../../src/commands/templateTaxonomies/toggleForTemplate';
import { watchResource } from '../../../src/state/freshness';
import { screenContextAtom } from '../../../src/state/screen';
import {
  changeTaxonomyDraft,
  loadTemplateTaxonomies,
  pendingTaxonomyStatesAtom,
  shownTaxonomies,
  startTaxonomyDraft,
  taxonomyDraftAtom,
  templateTaxonomiesAtom,
  templateTaxonomiesResource,
} from '../../../src/state/templateTaxonomies';
import { organizationTemplatesAtom, userTemplatesAtom } from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { deferred, json, text, type RecordedCall } from '../support/http';
import { effectiveList, ready, templateJson } from '../templates/support';
import { route, taxonomyJson, templateList } from './support';

type Store = ReturnType<typeof signedInContext>['store'];

beforeEach(() => localStorage.clear());

const LIST = 'GET admin/meeting-templates/11/taxonomies';

/** A fake server: the list of template 11, and answers of the set and batch calls. */
function server(overrides: Record<string, (call: RecordedCall) => Response | Promise<Response>> = {}) {
  return (call: RecordedCall) => {
    const handler = overrides[route(call)];
    if (handler) return handler(call);
    if (route(call) === LIST) return json(200, { taxonomies: templateList() });
    if (call.method === 'PUT' && route(call).endsWith('/batch')) return json(200, templateList());
    if (call.method === 'PUT') {
      const body = call.body as { is_active: boolean };
      const taxonomyId = Number(route(call).split('/').at(-1));
      return json(200, { taxonomy_id: taxonomyId, is_active: body.is_active, message: 'ok' });
    }
    return json(404, { detail: 'Niet gevonden' });
  };
}

const loaded = (store: Store) => store.get(templateTaxonomiesAtom)[11]?.data ?? null;
const states = (store: Store) =>
  Object.fromEntries(
    shownTaxonomies(
      loaded(store) ?? [],
      store.get(pendingTaxonomyStatesAtom)[11],
      store.get(taxonomyDraftAtom),
    ).map((row) => [row.taxonomy.id, row.active]),
  );

describe('taxonomies.toggleForTemplate', () => {
  it('saves one state, shows it at once, confirms it and reloads the list on screen', async () => {
    const answer = deferred<Response>();
    const { ctx, store, calls, toasts } = signedInContext(
      server({ 'PUT admin/meeting-templates/11/taxonomies/5': () => answer.promise }),
    );
    await loadTemplateTaxonomies(store, ctx.api, 11);
    const stop = watchResource(store, ctx.api, templateTaxonomiesResource, 11);
    const running = executeCommand(
      toggleTaxonomyForTemplate,
      { templateId: 11, taxonomyId: 5, is_active: true },
      ctx,
    );
    await Promise.resolve();
    expect(states(store)).toEqual({ 4: true, 5: true, 6: false });
    answer.resolve(json(200, { taxonomy_id: 5, is_active: true }));
    expect(await running).toEqual({ status: 'done' });
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(route(put)).toBe('PUT admin/meeting-templates/11/taxonomies/5');
    expect(put.body).toEqual({ is_active: true });
    expect(toasts).toEqual([{ kind: 'success', message: 'Taxonomie status succesvol bijgewerkt' }]);
    expect(store.get(pendingTaxonomyStatesAtom)[11]).toEqual({});
    // Invalidated: the list on screen was loaded again after the change.
    expect(calls.map(route).filter((r) => r === LIST).length).toBeGreaterThanOrEqual(2);
    expect(calls.map(route).lastIndexOf(LIST)).toBeGreaterThan(calls.indexOf(put));
    stop();
  });

  it('on failure reports the spec’s text with the server’s reason and puts the switch back', async () => {
    const { ctx, store, calls, toasts } = signedInContext(
      server({
        'PUT admin/meeting-templates/11/taxonomies/4': () =>
          json(409, { detail: 'Taxonomie is verwijderd.' }),
      }),
    );
    await loadTemplateTaxonomies(store, ctx.api, 11);
    const result = await executeCommand(
      toggleTaxonomyForTemplate,
      { templateId: 11, taxonomyId: 4, is_active: false },
      ctx,
    );
    expect(result.status).toBe('failed');
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Fout bij het bijwerken van taxonomie status: Taxonomie is verwijderd.',
    });
    expect(states(store)).toEqual({ 4: true, 5: false, 6: false });
    expect(loaded(store)?.find((x) => x.id === 4)?.is_active).toBe(true);
    // Not invalidated: nothing changed on the server.
    expect(calls.map(route).filter((r) => r === LIST)).toHaveLength(1);
  });

  it('says only the spec’s text when the server gives no reason', async () => {
    const { ctx, toasts } = signedInContext(
      server({ 'PUT admin/meeting-templates/11/taxonomies/4': () => text(500, '') }),
    );
    await executeCommand(toggleTaxonomyForTemplate, { templateId: 11, taxonomyId: 4, is_active: false }, ctx);
    expect(toasts[0]?.message).toBe('Fout bij het bijwerken van taxonomie status');
  });

  it('without a state (the palette) switches the taxonomy to the other one, loaded fresh', async () => {
    const { ctx, calls } = signedInContext(server());
    await executeCommand(toggleTaxonomyForTemplate, { templateId: 11, taxonomyId: 4 }, ctx);
    expect(calls.map(route)).toEqual([LIST, 'PUT admin/meeting-templates/11/taxonomies/4']);
    expect(calls[1]?.body).toEqual({ is_active: false });
  });

  it('saves one template’s switches one after another, so the last click wins', async () => {
    const first = deferred<Response>();
    const { ctx, store, calls } = signedInContext(
      server({ 'PUT admin/meeting-templates/11/taxonomies/5': () => first.promise }),
    );
    await loadTemplateTaxonomies(store, ctx.api, 11);
    const on = executeCommand(
      toggleTaxonomyForTemplate,
      { templateId: 11, taxonomyId: 5, is_active: true },
      ctx,
    );
    const off = executeCommand(
      toggleTaxonomyForTemplate,
      { templateId: 11, taxonomyId: 6, is_active: true },
      ctx,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter((call) => call.method === 'PUT').map(route)).toEqual([
      'PUT admin/meeting-templates/11/taxonomies/5',
    ]);
    expect(states(store)).toMatchObject({ 5: true, 6: true });
    first.resolve(json(200, { taxonomy_id: 5, is_active: true }));
    await Promise.all([on, off]);
    expect(calls.filter((call) => call.method === 'PUT').map(route)).toEqual([
      'PUT admin/meeting-templates/11/taxonomies/5',
      'PUT admin/meeting-templates/11/taxonomies/6',
    ]);
  });

  it('is unavailable for a taxonomy not listed, while a batch draft is open, and off screen without a template', () => {
    const { ctx, store } = signedInContext(server());
    store.set(templateTaxonomiesAtom, { 11: ready(templateList()) });
    expect(availability(toggleTaxonomyForTemplate, ctx, { templateId: 11, taxonomyId: 99 })).toEqual({
      reason: 'Deze taxonomie hoort niet bij dit template.',
    });
    expect(availability(toggleTaxonomyForTemplate, ctx, { templateId: 11, taxonomyId: 5 })).toBe(true);
    startTaxonomyDraft(store, 11);
    expect(availability(toggleTaxonomyForTemplate, ctx, { templateId: 11, taxonomyId: 5 })).toEqual({
      reason: 'Sla eerst de gewijzigde taxonomieën op, of annuleer die wijzigingen.',
    });
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    expect(availability(toggleTaxonomyForTemplate, ctx, {})).toEqual({
      reason: 'Open eerst een opgeslagen template, of de templates van een gebruiker of organisatie.',
    });
  });

  it('takes the template of the editor on screen; the palette picks a template, then a taxonomy', async () => {
    const { ctx, store, calls } = signedInContext(server());
    store.set(screenContextAtom, {
      screen: 'organizationTemplateEdit',
      ids: { organizationId: '3', templateName: 'notulen', templateId: '11' },
    });
    await executeCommand(toggleTaxonomyForTemplate, { taxonomyId: 6, is_active: true }, ctx);
    expect(calls.map(route)).toContain('PUT admin/meeting-templates/11/taxonomies/6');

    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '3' } });
    store.set(organizationTemplatesAtom, {
      3: ready([templateJson(11, 'Notulen', 'organization'), templateJson(12, 'Stand-up', 'default')]),
    });
    const command = registry.get('taxonomies.toggleForTemplate')!;
    expect(availability(command, ctx, {})).toBe(true);
    const templates = await command.argPickers.templateId!.options(ctx, '', {});
    expect(templates.map((o) => [o.value, o.label])).toEqual([['11', 'Notulen']]);
    const taxonomies = await command.argPickers.taxonomyId!.options(ctx, 'straat', { templateId: '11' });
    expect(taxonomies).toEqual([
      { value: '5', label: 'Straatnamen', description: 'Niet actief · Gemeente Zandvoort' },
    ]);
  });

  it('on a user’s detail screen offers that user’s personal templates (those edited there)', async () => {
    const { ctx, store } = signedInContext(server());
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '7' } });
    store.set(userTemplatesAtom, { 7: ready(effectiveList()) });
    const picker = registry.get('taxonomies.toggleForTemplate')!.argPickers.templateId!;
    expect((await picker.options(ctx, '', {})).map((o) => [o.value, o.label, o.description])).toEqual([
      ['1', 'Mijn notulen', 'Persoonlijk · mijn-notulen'],
    ]);
  });
});

describe('taxonomies.saveAllForTemplate', () => {
  it('saves the batch draft’s changes in one call, takes the answered list and ends the draft', async () => {
    const saved = templateList().map((x) => ({ ...x, is_active: x.id !== 4 }));
    const { ctx, store, calls, toasts } = signedInContext(
      server({ 'PUT admin/meeting-templates/11/taxonomies/batch': () => json(200, { taxonomies: saved }) }),
    );
    await loadTemplateTaxonomies(store, ctx.api, 11);
    startTaxonomyDraft(store, 11);
    changeTaxonomyDraft(store, 11, { 4: false, 5: true, 6: true });
    // Back to the loaded state is no change.
    changeTaxonomyDraft(store, 11, { 6: false });
    changeTaxonomyDraft(store, 11, { 6: true });
    expect(states(store)).toEqual({ 4: false, 5: true, 6: true });
    await executeCommand(saveAllTaxonomiesForTemplate, { templateId: 11 }, ctx);
    const batch = calls.find((call) => call.method === 'PUT')!;
    expect(route(batch)).toBe('PUT admin/meeting-templates/11/taxonomies/batch');
    expect(batch.body).toEqual({
      taxonomies: [
        { id: 4, is_active: false },
        { id: 5, is_active: true },
        { id: 6, is_active: true },
      ],
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Alle taxonomie statussen succesvol bijgewerkt' }]);
    expect(store.get(taxonomyDraftAtom)).toBeNull();
    expect(loaded(store)?.map((x) => x.is_active)).toEqual([false, true, true]);
  });

  it('on failure changes nothing and keeps the draft, to save again or cancel', async () => {
    const { ctx, store, toasts } = signedInContext(
      server({
        'PUT admin/meeting-templates/11/taxonomies/batch': () =>
          json(422, { detail: 'Onbekende taxonomie.' }),
      }),
    );
    await loadTemplateTaxonomies(store, ctx.api, 11);
    startTaxonomyDraft(store, 11);
    changeTaxonomyDraft(store, 11, { 5: true });
    const result = await executeCommand(saveAllTaxonomiesForTemplate, { templateId: 11 }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Fout bij het bijwerken van taxonomie status: Onbekende taxonomie.',
    });
    expect(store.get(taxonomyDraftAtom)).toEqual({ templateId: 11, changes: { 5: true } });
    expect(loaded(store)?.map((x) => x.is_active)).toEqual([true, false, false]);
  });

  it('needs a draft with changes, or a list given', async () => {
    const { ctx, store, calls } = signedInContext(server());
    expect(availability(saveAllTaxonomiesForTemplate, ctx, { templateId: 11 })).toEqual({
      reason: 'Kies eerst “Meerdere tegelijk wijzigen” bij TAXONOMIEËN en wijzig daar taxonomieën.',
    });
    startTaxonomyDraft(store, 11);
    expect(availability(saveAllTaxonomiesForTemplate, ctx, { templateId: 11 })).toEqual({
      reason: 'Er zijn geen gewijzigde taxonomieën om op te slaan.',
    });
    await executeCommand(
      saveAllTaxonomiesForTemplate,
      { templateId: 11, taxonomies: [{ id: 6, is_active: true }] },
      ctx,
    );
    expect(calls.map((call) => [route(call), call.body])).toEqual([
      ['PUT admin/meeting-templates/11/taxonomies/batch', { taxonomies: [{ id: 6, is_active: true }] }],
    ]);
    // A list given leaves the section's draft alone.
    expect(store.get(taxonomyDraftAtom)).toEqual({ templateId: 11, changes: {} });
  });
});

describe('the template’s taxonomies as loaded', () => {
  it('say the spec’s texts when they cannot be loaded or have an unexpected form', async () => {
    const broken = signedInContext(() => json(500, { detail: 'Stuk' }));
    await expect(loadTemplateTaxonomies(broken.store, broken.ctx.api, 11)).rejects.toThrow(
      'Fout bij het ophalen van taxonomieën',
    );
    const odd = signedInContext(() => json(200, { data: 'geen lijst' }));
    await expect(loadTemplateTaxonomies(odd.store, odd.ctx.api, 11)).rejects.toThrow(
      'Onverwacht formaat voor taxonomieën data',
    );
    expect(odd.store.get(templateTaxonomiesAtom)[11]?.error).toBe('Onverwacht formaat voor taxonomieën data');
  });

  it('read a bare array too', async () => {
    const { ctx, store } = signedInContext(() => json(200, [taxonomyJson(7, 'Los')]));
    expect((await loadTemplateTaxonomies(store, ctx.api, 11)).map((x) => x.name)).toEqual(['Los']);
  });
});
