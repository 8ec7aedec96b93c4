// A new taxonomy's terms are kept locally with temporary negative ids and sent with the first save.
import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { addTerm } from '../../../src/commands/taxonomies/addTerm';
import { screenContextAtom } from '../../../src/state/screen';
import {
  addLocalTerms,
  emptyTaxonomyFields,
  hasUnsavedTaxonomy,
  newTaxonomyEditor,
  openTaxonomyEditor,
  taxonomyEditorAtom,
} from '../../../src/state/taxonomyEditor';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';
import { requests, taxonomyJson } from './support';

beforeEach(() => localStorage.clear());

const owner = { type: 'organization' as const, id: 5 };

function onNewScreen() {
  const context = signedInContext((call) =>
    json(201, taxonomyJson(44, 'Vaktermen', [], { body: call.body })),
  );
  openTaxonomyEditor(context.store, {
    key: 'k',
    target: { kind: 'new', owner },
    fields: emptyTaxonomyFields,
  });
  context.store.set(screenContextAtom, {
    screen: 'taxonomyNew',
    ids: { ownerType: 'organization', ownerId: '5' },
  });
  return context;
}

const localTerms = (store: ReturnType<typeof onNewScreen>['store']) =>
  newTaxonomyEditor(store)!.terms.map((t) => [t.id, t.correct_form, t.alternatives]);

describe('terms of a new taxonomy', () => {
  it('get temporary ids -1, -2, … and no call is made', async () => {
    const { ctx, store, calls, toasts } = onNewScreen();
    await executeCommand(
      addTerm,
      { correctForm: ' Kubernetes ', alternatives: ['kubernetis', ' ', 'KUBERNETIS'] },
      ctx,
    );
    expect(
      addLocalTerms(store, [
        { correct_form: 'Helm' },
        { correct_form: 'Docker', alternatives: ['dokker'] },
      ]).map((t) => t.id),
    ).toEqual([-2, -3]);
    expect(localTerms(store)).toEqual([
      [-1, 'Kubernetes', ['kubernetis']],
      [-2, 'Helm', []],
      [-3, 'Docker', ['dokker']],
    ]);
    expect(calls).toEqual([]);
    // No toast per term: the editor's one message counts the terms waiting for the save.
    expect(toasts).toEqual([]);
    expect(hasUnsavedTaxonomy(newTaxonomyEditor(store))).toBe(true);
  });

  it('are edited and deleted in place; a duplicate correct form is refused', async () => {
    const { ctx, store, confirms, toasts, calls } = onNewScreen();
    addLocalTerms(store, [{ correct_form: 'Kubernetes', alternatives: ['k8s'] }, { correct_form: 'Helm' }]);
    await executeCommand('taxonomies.editTerm', { termId: -2, correctForm: 'Helm chart' }, ctx);
    await executeCommand(
      'taxonomies.editTerm',
      { termId: -1, correctForm: 'Kubernetes', alternatives: ['kube'] },
      ctx,
    );
    expect(localTerms(store)).toEqual([
      [-1, 'Kubernetes', ['kube']],
      [-2, 'Helm chart', []],
    ]);
    await executeCommand('taxonomies.addTerm', { correctForm: 'kubernetes' }, ctx);
    expect(toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Fout bij het toevoegen van term: De term “kubernetes” bestaat al in deze taxonomie.',
    });
    await executeCommand('taxonomies.deleteTerm', { termId: -1 }, ctx);
    expect(confirms.at(-1)).toMatchObject({
      title: 'Term verwijderen',
      description: 'Weet je zeker dat je de term “Kubernetes” wilt verwijderen?',
    });
    expect(localTerms(store)).toEqual([[-2, 'Helm chart', []]]);
    expect(calls).toEqual([]);
  });

  it('are pasted locally, skipping what the taxonomy has', async () => {
    const { ctx, store, calls, toasts } = onNewScreen();
    addLocalTerms(store, [{ correct_form: 'Kubernetes' }]);
    await executeCommand(
      'taxonomies.pasteTerms',
      { text: 'kubernetes; kube\nHelm; helm chart\nDocker' },
      ctx,
    );
    expect(localTerms(store)).toEqual([
      [-1, 'Kubernetes', []],
      [-2, 'Helm', ['helm chart']],
      [-3, 'Docker', []],
    ]);
    expect(toasts.at(-1)?.message).toBe('2 term(en) toegevoegd');
    expect(calls).toEqual([]);
  });

  it('go with the first save, in the create body, without their ids; then the saved editor opens', async () => {
    const { ctx, store, calls, navigations, toasts } = onNewScreen();
    store.set(
      taxonomyEditorAtom,
      (editor) =>
        editor && {
          ...editor,
          fields: { ...editor.fields, name: ' Vaktermen ', description: 'Woorden van het vak' },
        },
    );
    addLocalTerms(store, [{ correct_form: 'Kubernetes', alternatives: ['k8s'] }, { correct_form: 'Helm' }]);
    await executeCommand('taxonomies.create', {}, ctx);
    expect(requests(calls)).toEqual(['POST admin/organizations/5/taxonomies']);
    expect(calls[0]!.body).toEqual({
      name: 'Vaktermen',
      description: 'Woorden van het vak',
      taxonomy_context: null,
      is_org_wide: false,
      default_active: false,
      terms: [
        { correct_form: 'Kubernetes', alternatives: ['k8s'] },
        { correct_form: 'Helm', alternatives: [] },
      ],
    });
    expect(navigations).toEqual(['/taxonomies/44']);
    expect(toasts.at(-1)?.message).toBe('Taxonomie “Vaktermen” aangemaakt');
    // Nothing unsaved any more: leaving for the saved editor does not ask.
    expect(hasUnsavedTaxonomy(newTaxonomyEditor(store))).toBe(false);
  });

  it('need the new taxonomy’s editor open', () => {
    const { ctx, store } = onNewScreen();
    store.set(taxonomyEditorAtom, null);
    expect(availability(addTerm, ctx, { taxonomyId: 'new', correctForm: 'X' })).toEqual({
      reason: 'Er is geen nieuwe taxonomie open; kies eerst de eigenaar.',
    });
  });
});
