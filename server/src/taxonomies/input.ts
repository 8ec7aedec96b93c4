import type { z } from 'zod';
import type { taxonomyCreate, taxonomyWrite, termWrite } from '../../../src/api/schemas/taxonomies';
import { cleanAlternatives } from '../../../src/api/schemas/taxonomies';
import type { TaxonomiesTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';

export type TaxonomyInput = z.output<typeof taxonomyWrite>;
export type TaxonomyCreateInput = z.output<typeof taxonomyCreate>;
export type TermInput = Pick<z.output<typeof termWrite>, 'correct_form'> & {
  alternatives?: readonly string[];
};

/** The columns a taxonomy save writes. */
export type TaxonomyFields = Pick<TaxonomiesTable, 'name' | 'description' | 'taxonomy_context'> & {
  is_org_wide: boolean;
  default_active: boolean;
};

/** The columns a term save writes. */
export interface TermFields {
  correct_form: string;
  alternatives: string[];
}

/**
 * What a valid taxonomy body stores: name and description trimmed and required (422 "Naam en
 * beschrijving zijn verplicht"), the context trimmed (empty: none).
 */
export function taxonomyFields(input: TaxonomyInput): TaxonomyFields {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name || !description) throw new ApiError(422, messages.taxonomies.nameAndDescriptionRequired);
  const context = input.taxonomy_context?.trim() ?? '';
  return {
    name,
    description,
    taxonomy_context: context === '' ? null : context,
    is_org_wide: input.is_org_wide,
    default_active: input.default_active,
  };
}

/**
 * What a valid term stores: the correct form trimmed and required (422 "Voer een correcte vorm in"),
 * the alternatives cleaned as the console cleans them (`cleanAlternatives`: trimmed, no empties, no duplicates).
 */
export function termFields(input: TermInput): TermFields {
  const correctForm = input.correct_form.trim();
  if (!correctForm) throw new ApiError(422, messages.taxonomies.correctFormRequired);
  return { correct_form: correctForm, alternatives: cleanAlternatives(input.alternatives ?? []) };
}
