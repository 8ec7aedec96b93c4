import { z } from 'zod';
import { idParam, MAX_ID } from '../../api/schemas/common';
import type { TaxonomySummary, TaxonomyTerm } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import type { ScreenContext, ScreenId } from '../../state/screen';
import { allTaxonomies, knownTaxonomy, knownTerms, taxonomyDetail } from '../../state/taxonomies';
import { newTaxonomyEditor } from '../../state/taxonomyEditor';
import { matchesQuery } from '../organizations/pickOrganization';
import type { ArgPicker, CommandContext, PickerOption } from '../types';

const t = messages.taxonomies;

/** A saved taxonomy's id: a number from a button, its text from a route or a picker. */
export const taxonomyIdArg = idParam;

/** The taxonomy whose terms change: a saved one by id, or `new`, the unsaved taxonomy of the open editor. */
export const taxonomyRefArg = z.union([z.literal('new'), idParam]);
export type TaxonomyRef = z.output<typeof taxonomyRefArg>;

/** A term's id: positive when saved, negative for a local term of an unsaved taxonomy. */
export const termIdArg = z.coerce
  .number()
  .int()
  .refine((id) => id !== 0 && Math.abs(id) <= MAX_ID);

/** The screens of the taxonomy editor: the term commands are listed first there. */
export const editorScreens: readonly ScreenId[] = ['taxonomyNew', 'taxonomyEdit'];

/** Where the taxonomy commands are listed first. */
export const taxonomyScreens: readonly ScreenId[] = [
  'taxonomies',
  'taxonomyEdit',
  'userDetail',
  'organizationDetail',
];

/** `screenArgs` of commands on a saved taxonomy: the one in the editor on screen. */
export function savedTaxonomyOnScreen(screen: ScreenContext): { taxonomyId?: string } {
  return screen.screen === 'taxonomyEdit' && screen.ids.taxonomyId
    ? { taxonomyId: screen.ids.taxonomyId }
    : {};
}

/** `screenArgs` of the term commands: the saved taxonomy on screen, or `new` on the new-taxonomy screen. */
export function taxonomyOnScreen(screen: ScreenContext): { taxonomyId?: string } {
  return screen.screen === 'taxonomyNew' ? { taxonomyId: 'new' } : savedTaxonomyOnScreen(screen);
}

const ownerLabel = (taxonomy: TaxonomySummary) =>
  [taxonomy.owner_type ? t.ownerTypes[taxonomy.owner_type] : null, taxonomy.owner_name]
    .filter(Boolean)
    .join(': ');

/** A taxonomy as a palette option: its name, with owner and term count. */
export function taxonomyOption(taxonomy: TaxonomySummary): PickerOption {
  return {
    value: String(taxonomy.id),
    label: taxonomy.name,
    description: t.pickers.taxonomyDescription(ownerLabel(taxonomy), taxonomy.term_count),
  };
}

/** Whether a taxonomy matches the palette's query: by name, owner or description. */
export const taxonomyMatches = (query: string) => (taxonomy: TaxonomySummary) =>
  matchesQuery(query, taxonomy.name, taxonomy.owner_name, taxonomy.description);

/** Every taxonomy the caller may see, by name, owner or description. */
export const pickTaxonomy: ArgPicker = {
  title: t.pickers.taxonomy,
  options: async (ctx, query) =>
    (await allTaxonomies(ctx.store, ctx.api)).filter(taxonomyMatches(query)).map(taxonomyOption),
};

/** Terms offered at once by the term picker; a narrower query finds the others. */
const TERM_OPTIONS = 50;

/** The terms of `ref` as known now (no call): the local ones of the new taxonomy, or the loaded ones. */
export function knownTermsOf(ctx: CommandContext, ref: TaxonomyRef): readonly TaxonomyTerm[] | undefined {
  return ref === 'new' ? newTaxonomyEditor(ctx.store)?.terms : knownTerms(ctx.store, ref);
}

/** The terms of `ref`, loaded when a saved taxonomy's are not (pickers, checks before a call). */
export async function termsOf(ctx: CommandContext, ref: TaxonomyRef): Promise<readonly TaxonomyTerm[]> {
  if (ref === 'new') return newTaxonomyEditor(ctx.store)?.terms ?? [];
  return (await taxonomyDetail(ctx.store, ctx.api, ref)).terms;
}

/** A term of the taxonomy chosen before (or on screen), by correct form or alternative. */
export function termPicker(title: string): ArgPicker {
  return {
    title,
    options: async (ctx, query, args) => {
      const ref = taxonomyRefArg.parse(args.taxonomyId);
      const options: PickerOption[] = [];
      for (const term of await termsOf(ctx, ref)) {
        if (!matchesQuery(query, term.correct_form, ...term.alternatives)) continue;
        options.push({
          value: String(term.id),
          label: term.correct_form,
          description: term.alternatives.join(', ') || t.terms.noAlternatives,
        });
        if (options.length >= TERM_OPTIONS) break;
      }
      return options;
    },
  };
}

/** The taxonomy's name for texts (confirmations, toasts), as loaded; its id otherwise. */
export const taxonomyNameOf = (ctx: CommandContext, id: number): string =>
  knownTaxonomy(ctx.store, id)?.name ?? `#${id}`;

/** The term as known now (no call). */
export const knownTermOf = (ctx: CommandContext, ref: TaxonomyRef, termId: number) =>
  knownTermsOf(ctx, ref)?.find((term) => term.id === termId);

/** The term's correct form for texts, as known; its id otherwise. */
export const termFormOf = (ctx: CommandContext, ref: TaxonomyRef, termId: number): string =>
  knownTermOf(ctx, ref, termId)?.correct_form ?? `#${termId}`;
