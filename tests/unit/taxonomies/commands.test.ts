import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { CommandArgumentsError } from '../../../src/commands/errors';
import { searchEntities } from '../../../src/commands/search';
import { taxonomyCommands } from '../../../src/commands/taxonomies';
import { taxonomySearch } from '../../../src/commands/taxonomies/search';
import { screenContextAtom } from '../../../src/state/screen';
import {
  organizationTaxonomiesAtom,
  taxonomiesAtom,
  taxonomyAtom,
  userTaxonomiesAtom,
} from '../../../src/state/taxonomies';
import {
  emptyTaxonomyFields,
  openTaxonomyEditor,
  pastingTermsAtom,
  taxonomyEditorAtom,
} from '../../../src/state/taxonomyEditor';
import { signedInContext } from '../support/ctx';
import { json, text, type RecordedCall } from '../support/http';
import { pathOf, ready, requests, taxonomyJson, termJson } from './support';

beforeEach(() => localStorage.clear());

const terms = [termJson(11, 'Helm', ['helm chart']), termJson(12, 'Kubernetes', ['k8s'])];
const vaktermen = taxonomyJson(7, 'Vaktermen', terms);

/** Answers what the reference server answers for the calls these tests make. */
function server(call: RecordedCall) {
  const path = pathOf(call);
  if (call.method === 'GET' && path === 'admin/taxonomies') return json(200, { taxonomies: [vaktermen] });
  if (call.method === 'GET' && path === 'admin/taxonomies/7') return json(200, vaktermen);
  if (call.method === 'PUT' && path === 'admin/taxonomies/7')
    return json(200, { ...vaktermen, ...(call.body as object) });
  if (call.method === 'POST' && path === 'admin/taxonomies/7/terms')
    return json(201, { id: 13, ...(call.body as object) });
  if (call.method === 'POST' && path === 'admin/taxonomies/7/terms/batch')
    return json(201, {
      terms: (call.body as { terms: object[] }).terms.map((term, i) => ({ id: 20 + i, ...term })),
    });
  if (call.method === 'PUT' && path.startsWith('admin/taxonomy-terms/'))
    return json(200, { id: Number(path.split('/').at(-1)), ...(call.body as object) });
  if (call.method === 'POST' && /^admin\/(users|organizations)\/\d+\/taxonomies$/.test(path))
    return json(201, taxonomyJson(44, (call.body as { name: string }).name));
  return json(200, { message: 'ok' });
}

function withTaxonomy() {
  const context = signedInContext(server);
  context.store.set(taxonomyAtom, { 7: ready(vaktermen) });
  context.store.set(taxonomiesAtom, ready([vaktermen]));
  return context;
}

const loadedTerms = (store: ReturnType<typeof withTaxonomy>['store']) =>
  store.get(taxonomyAtom)[7]!.data!.terms.map((t) => [t.id, t.correct_form, t.alternatives]);

describe('taxonomies.open', () => {
  it('opens the editor; the palette picks the taxonomy by name, owner or description', async () => {
    const { ctx, navigations } = withTaxonomy();
    await executeCommand('taxonomies.open', { taxonomyId: 7 }, ctx);
    expect(navigations).toEqual(['/taxonomies/7']);
    const picker = registry.get('taxonomies.open')!.argPickers.taxonomyId!;
    expect(await picker.options(ctx, 'zandvoort', {})).toEqual([
      { value: '7', label: 'Vaktermen', description: 'Organisatie: Gemeente Zandvoort · 2 term(en)' },
    ]);
    expect(await picker.options(ctx, 'niets', {})).toEqual([]);
  });
});

describe('taxonomies.create', () => {
  it('for a user or an organisation with the fields given, then its editor', async () => {
    const { ctx, calls, navigations } = signedInContext(server);
    await executeCommand(
      'taxonomies.create',
      { ownerType: 'user', ownerId: 3, name: 'Eigen', description: 'Mijn woorden', defaultActive: true },
      ctx,
    );
    await executeCommand(
      'taxonomies.create',
      {
        ownerType: 'organization',
        ownerId: 5,
        name: 'Org',
        description: 'Van de organisatie',
        isOrgWide: true,
      },
      ctx,
    );
    expect(requests(calls)).toEqual([
      'POST admin/users/3/taxonomies',
      'POST admin/organizations/5/taxonomies',
    ]);
    expect(calls[0]!.body).toMatchObject({
      name: 'Eigen',
      default_active: true,
      is_org_wide: false,
      terms: [],
    });
    expect(calls[1]!.body).toMatchObject({ is_org_wide: true });
    expect(navigations).toEqual(['/taxonomies/44', '/taxonomies/44']);
  });

  it('refuses without name and description, before any call', async () => {
    const { ctx, calls, toasts } = signedInContext(server);
    await executeCommand('taxonomies.create', { ownerType: 'user', ownerId: 3, name: 'Alleen naam' }, ctx);
    expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Naam en beschrijving zijn verplicht' });
    expect(calls).toEqual([]);
  });

  it('without fields and without an editor opens the new-taxonomy screen of the owner on screen', async () => {
    const { ctx, store, navigations } = signedInContext(server);
    store.set(screenContextAtom, { screen: 'organizationDetail', ids: { organizationId: '5' } });
    await executeCommand('taxonomies.create', {}, ctx);
    store.set(screenContextAtom, { screen: 'userDetail', ids: { userId: '3' } });
    await executeCommand('taxonomies.create', {}, ctx);
    expect(navigations).toEqual(['/taxonomies/new?orgId=5', '/taxonomies/new?userId=3']);
  });

  it('asks the palette for the owner type, then a user or an organisation', async () => {
    const { ctx } = signedInContext((call) =>
      pathOf(call) === 'admin/users'
        ? json(200, [{ id: 3, username: 'anna', email: 'anna@voorbeeld.nl' }])
        : json(200, [{ id: 5, name: 'Gemeente Zandvoort', user_count: 4 }]),
    );
    const error = (await executeCommand('taxonomies.create', {}, ctx).catch(
      (e: unknown) => e,
    )) as CommandArgumentsError;
    expect(error.missing).toEqual(['ownerType', 'ownerId']);
    const { ownerType, ownerId } = registry.get('taxonomies.create')!.argPickers;
    expect((await ownerType!.options(ctx, '', {})).map((o) => o.label)).toEqual(['Gebruiker', 'Organisatie']);
    expect((await ownerId!.options(ctx, '', { ownerType: 'user' })).map((o) => o.label)).toEqual(['anna']);
    expect((await ownerId!.options(ctx, '', { ownerType: 'organization' })).map((o) => o.label)).toEqual([
      'Gemeente Zandvoort',
    ]);
  });

  it('reports a failure with the spec text and the server reason', async () => {
    const { ctx, toasts } = signedInContext(() => json(404, { detail: 'Gebruiker niet gevonden.' }));
    await executeCommand(
      'taxonomies.create',
      { ownerType: 'user', ownerId: 9, name: 'A', description: 'B' },
      ctx,
    );
    expect(toasts[0]?.message).toBe('Fout bij het opslaan van taxonomie: Gebruiker niet gevonden.');
  });
});

describe('taxonomies.update', () => {
  it('saves the open editor’s fields (Opslaan, Ctrl+S) and marks them saved', async () => {
    const { ctx, store, calls, toasts } = withTaxonomy();
    openTaxonomyEditor(store, { key: 'k', target: { kind: 'saved', id: 7 }, fields: emptyTaxonomyFields });
    store.set(
      taxonomyEditorAtom,
      (editor) =>
        editor && {
          ...editor,
          fields: {
            ...editor.fields,
            name: 'Nieuwe naam',
            description: 'Nieuw',
            taxonomy_context: 'Over ICT',
          },
        },
    );
    await executeCommand('taxonomies.update', { taxonomyId: 7 }, ctx);
    expect(requests(calls)).toEqual(['PUT admin/taxonomies/7']);
    expect(calls[0]!.body).toEqual({
      name: 'Nieuwe naam',
      description: 'Nieuw',
      taxonomy_context: 'Over ICT',
      is_org_wide: false,
      default_active: false,
    });
    const editor = store.get(taxonomyEditorAtom)!;
    expect(editor.saved).toEqual(editor.fields);
    expect(toasts.at(-1)?.message).toBe('Taxonomie “Nieuwe naam” opgeslagen');
    expect(store.get(taxonomyAtom)[7]!.data!.name).toBe('Nieuwe naam');
  });

  it('with a field given keeps the rest as the server has it; without one and no editor it opens the editor', async () => {
    const { ctx, calls, navigations } = withTaxonomy();
    await executeCommand('taxonomies.update', { taxonomyId: 7, defaultActive: false }, ctx);
    expect(calls[0]!.body).toMatchObject({
      name: 'Vaktermen',
      description: 'Over Vaktermen',
      default_active: false,
    });
    await executeCommand('taxonomies.update', { taxonomyId: 7 }, ctx);
    expect(navigations).toEqual(['/taxonomies/7']);
  });

  it('says "Fout bij het opslaan van taxonomie" when the server refuses', async () => {
    const { ctx, store, toasts } = signedInContext(() => text(500, ''));
    store.set(taxonomyAtom, { 7: ready(vaktermen) });
    await executeCommand('taxonomies.update', { taxonomyId: 7, name: 'X' }, ctx);
    expect(toasts[0]?.message).toBe('Fout bij het opslaan van taxonomie');
  });
});

describe('taxonomies.delete', () => {
  it('asks with the name, deletes, and leaves every list; from its editor it goes to the list', async () => {
    const { ctx, store, calls, confirms, navigations, toasts } = withTaxonomy();
    store.set(userTaxonomiesAtom, { 3: ready([vaktermen]) });
    store.set(organizationTaxonomiesAtom, { 5: ready([vaktermen]) });
    store.set(screenContextAtom, { screen: 'taxonomyEdit', ids: { taxonomyId: '7' } });
    await executeCommand('taxonomies.delete', {}, ctx);
    expect(confirms[0]).toMatchObject({ title: 'Taxonomie verwijderen', confirmLabel: 'Verwijderen' });
    expect(confirms[0]?.description).toContain('“Vaktermen”');
    expect(requests(calls)[0]).toBe('DELETE admin/taxonomies/7');
    expect(navigations).toEqual(['/taxonomies']);
    expect(store.get(taxonomiesAtom).data).toEqual([]);
    expect(store.get(userTaxonomiesAtom)[3]!.data).toEqual([]);
    expect(store.get(organizationTaxonomiesAtom)[5]!.data).toEqual([]);
    expect(store.get(taxonomyAtom)[7]).toBeUndefined();
    expect(toasts.at(-1)?.message).toBe('Taxonomie “Vaktermen” verwijderd');
  });

  it('a cancelled confirmation calls nothing; a failure says "Fout bij het verwijderen van taxonomie"', async () => {
    const refused = signedInContext(server, { confirm: false });
    expect(await executeCommand('taxonomies.delete', { taxonomyId: 7 }, refused.ctx)).toEqual({
      status: 'cancelled',
    });
    expect(refused.calls).toEqual([]);
    const { ctx, toasts } = signedInContext(() => text(500, ''));
    await executeCommand('taxonomies.delete', { taxonomyId: 7 }, ctx);
    expect(toasts[0]?.message).toBe('Fout bij het verwijderen van taxonomie');
  });
});

describe('terms of a saved taxonomy go to the server at once', () => {
  it('taxonomies.addTerm posts the cleaned term and puts it in place', async () => {
    const { ctx, store, calls, toasts } = withTaxonomy();
    store.set(screenContextAtom, { screen: 'taxonomyEdit', ids: { taxonomyId: '7' } });
    await executeCommand(
      'taxonomies.addTerm',
      { correctForm: ' Docker ', alternatives: ['dokker', 'Dokker', ''] },
      ctx,
    );
    expect(requests(calls)[0]).toBe('POST admin/taxonomies/7/terms');
    expect(calls[0]!.body).toEqual({ correct_form: 'Docker', alternatives: ['dokker'] });
    expect(loadedTerms(store)).toEqual([
      [13, 'Docker', ['dokker']],
      [11, 'Helm', ['helm chart']],
      [12, 'Kubernetes', ['k8s']],
    ]);
    // One group for the term toasts: the next term's takes this one's place instead of stacking.
    expect(toasts).toEqual([
      { kind: 'success', message: 'Term “Docker” toegevoegd', group: 'taxonomies.terms' },
    ]);
  });

  it('taxonomies.addTerm refuses an existing correct form; "Voer een correcte vorm in" for an empty one', async () => {
    const { ctx, calls, toasts } = withTaxonomy();
    await executeCommand('taxonomies.addTerm', { taxonomyId: 7, correctForm: 'HELM' }, ctx);
    expect(toasts[0]?.message).toBe(
      'Fout bij het toevoegen van term: De term “HELM” bestaat al in deze taxonomie.',
    );
    const error = (await executeCommand(
      'taxonomies.addTerm',
      { taxonomyId: 7, correctForm: '  ' },
      ctx,
    ).catch((e: unknown) => e)) as CommandArgumentsError;
    expect(error.issues).toEqual([expect.objectContaining({ message: 'Voer een correcte vorm in' })]);
    expect(calls).toEqual([]);
  });

  it('taxonomies.addTerm says "Fout bij het toevoegen van term" with the server reason', async () => {
    const { ctx, toasts } = signedInContext(() => json(409, { detail: 'De term bestaat al.' }));
    await executeCommand('taxonomies.addTerm', { taxonomyId: 7, correctForm: 'Nieuw' }, ctx);
    expect(toasts[0]?.message).toBe('Fout bij het toevoegen van term: De term bestaat al.');
  });

  it('taxonomies.editTerm puts the term; alternatives left out stay', async () => {
    const { ctx, store, calls } = withTaxonomy();
    await executeCommand('taxonomies.editTerm', { taxonomyId: 7, termId: 11, correctForm: 'Helm 3' }, ctx);
    expect(requests(calls)[0]).toBe('PUT admin/taxonomy-terms/11');
    expect(calls[0]!.body).toEqual({ correct_form: 'Helm 3', alternatives: ['helm chart'] });
    expect(loadedTerms(store)[0]).toEqual([11, 'Helm 3', ['helm chart']]);
    const picker = registry.get('taxonomies.editTerm')!.argPickers.termId!;
    expect((await picker.options(ctx, 'k8s', { taxonomyId: 7 })).map((o) => o.label)).toEqual(['Kubernetes']);
  });

  it('taxonomies.deleteTerm asks, deletes and takes it out', async () => {
    const { ctx, store, calls, confirms, toasts } = withTaxonomy();
    await executeCommand('taxonomies.deleteTerm', { taxonomyId: 7, termId: 12 }, ctx);
    expect(confirms[0]?.description).toBe('Weet je zeker dat je de term “Kubernetes” wilt verwijderen?');
    expect(requests(calls)[0]).toBe('DELETE admin/taxonomy-terms/12');
    expect(loadedTerms(store)).toEqual([[11, 'Helm', ['helm chart']]]);
    expect(toasts.at(-1)?.message).toBe('Term “Kubernetes” verwijderd');
    const failing = signedInContext(() => text(500, ''));
    await executeCommand('taxonomies.deleteTerm', { taxonomyId: 7, termId: 12 }, failing.ctx);
    expect(failing.toasts[0]?.message).toBe('Fout bij het verwijderen van term');
  });

  it('taxonomies.pasteTerms sends the new lines in one batch, without those the taxonomy has', async () => {
    const { ctx, store, calls, toasts } = withTaxonomy();
    store.set(pastingTermsAtom, 7);
    await executeCommand(
      'taxonomies.pasteTerms',
      { taxonomyId: 7, text: 'Docker; dokker\nhelm\n\nTerraform' },
      ctx,
    );
    expect(requests(calls)).toEqual(['POST admin/taxonomies/7/terms/batch']);
    expect(calls[0]!.body).toEqual({
      terms: [
        { correct_form: 'Docker', alternatives: ['dokker'] },
        { correct_form: 'Terraform', alternatives: [] },
      ],
    });
    expect(loadedTerms(store).map(([id]) => id)).toEqual([20, 11, 12, 21]);
    expect(store.get(pastingTermsAtom)).toBeNull();
    expect(toasts.at(-1)?.message).toBe('2 term(en) toegevoegd');
  });

  it('taxonomies.pasteTerms loads the terms first when they are not, and refuses when nothing is new', async () => {
    const { ctx, calls, toasts } = signedInContext(server);
    await executeCommand('taxonomies.pasteTerms', { taxonomyId: 7, text: 'Helm\nkubernetes; kube' }, ctx);
    expect(requests(calls)).toEqual(['GET admin/taxonomies/7']);
    expect(toasts[0]?.message).toBe('Er zijn geen termen om toe te voegen.');
  });

  it('taxonomies.pasteTerms without text opens the paste dialog on the taxonomy’s editor', async () => {
    const { ctx, store, navigations } = withTaxonomy();
    await executeCommand('taxonomies.pasteTerms', { taxonomyId: 7 }, ctx);
    expect(navigations).toEqual(['/taxonomies/7']);
    expect(store.get(pastingTermsAtom)).toBe(7);
  });
});

describe('taxonomies.downloadXml', () => {
  it('saves the XML under the server’s file name', async () => {
    const { ctx, saved, toasts } = signedInContext(
      () =>
        new Response('<taxonomy/>', {
          headers: {
            'content-type': 'application/xml',
            'content-disposition': 'attachment; filename="taxonomie-7.xml"',
          },
        }),
    );
    await executeCommand('taxonomies.downloadXml', { taxonomyId: 7 }, ctx);
    expect(saved.map((s) => s.fileName)).toEqual(['taxonomie-7.xml']);
    expect(await saved[0]!.file.text()).toBe('<taxonomy/>');
    expect(toasts[0]?.message).toBe('taxonomie-7.xml gedownload.');
  });
});

describe('the taxonomy list and search', () => {
  it('loads the list; an OK answer of another shape is "Onverwacht formaat voor taxonomieën data"', async () => {
    const { ctx, store } = signedInContext(() => json(200, { iets: 'anders' }));
    await expect(executeCommand('taxonomies.open', {}, ctx)).rejects.toBeInstanceOf(CommandArgumentsError);
    await registry
      .get('taxonomies.open')!
      .argPickers.taxonomyId!.options(ctx, '', {})
      .catch(() => undefined);
    expect(store.get(taxonomiesAtom).error).toBe('Onverwacht formaat voor taxonomieën data');
    const failing = signedInContext(() => text(500, ''));
    await registry
      .get('taxonomies.open')!
      .argPickers.taxonomyId!.options(failing.ctx, '', {})
      .catch(() => undefined);
    expect(failing.store.get(taxonomiesAtom).error).toBe('Fout bij het ophalen van taxonomieën');
  });

  it('finds taxonomies in the palette and opens them', async () => {
    const { ctx } = signedInContext(server);
    const [group] = await searchEntities([taxonomySearch], ctx, 'vakterm');
    expect(group?.provider.title).toBe('Taxonomieën');
    expect(group?.results).toEqual([
      {
        key: '7',
        label: 'Vaktermen',
        description: 'Organisatie: Gemeente Zandvoort · 2 term(en)',
        commandId: 'taxonomies.open',
        args: { taxonomyId: 7 },
      },
    ]);
  });
});

describe('roles', () => {
  it('an organisation administrator may run every taxonomy command', () => {
    const { store, ctx } = signedInContext(server, {
      role: 'org_admin',
      organization: { id: 5, name: 'Zandvoort' },
    });
    expect(taxonomyCommands.map((c) => c.id)).toEqual([
      'taxonomies.open',
      'taxonomies.create',
      'taxonomies.saveNew',
      'taxonomies.update',
      'taxonomies.delete',
      'taxonomies.addTerm',
      'taxonomies.editTerm',
      'taxonomies.deleteTerm',
      'taxonomies.pasteTerms',
      'taxonomies.downloadXml',
    ]);
    for (const command of taxonomyCommands) expect(permitted(command, store), command.id).toBe(true);
    expect(availability(registry.get('taxonomies.open')!, ctx, { taxonomyId: 7 })).toBe(true);
  });
});
