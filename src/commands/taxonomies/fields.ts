import { z } from 'zod';
import { taxonomyWrite, type TaxonomyWrite } from '../../api/schemas/taxonomies';
import { formErrors } from '../../api/validation';
import { messages } from '../../messages';
import type { TaxonomyFields } from '../../state/taxonomyEditor';

const t = messages.taxonomies;

/** A taxonomy's fields as command arguments; each one left out keeps what the editor (or the server) has. */
export const fieldArgs = {
  name: z.string().optional(),
  description: z.string().optional(),
  taxonomyContext: z.string().nullable().optional(),
  isOrgWide: z.boolean().optional(),
  defaultActive: z.boolean().optional(),
};

type FieldArgs = { [K in keyof typeof fieldArgs]?: z.output<(typeof fieldArgs)[K]> };

/** Whether the arguments name any field (else the open editor's fields are saved). */
export const fieldsGiven = (args: FieldArgs) =>
  (Object.keys(fieldArgs) as (keyof FieldArgs)[]).some((key) => args[key] !== undefined);

/** The fields given in the arguments over `base`. */
export function fieldsFrom(base: TaxonomyFields, args: FieldArgs): TaxonomyFields {
  return {
    name: args.name ?? base.name,
    description: args.description ?? base.description,
    taxonomy_context:
      args.taxonomyContext === undefined ? base.taxonomy_context : (args.taxonomyContext ?? ''),
    is_org_wide: args.isOrgWide ?? base.is_org_wide,
    default_active: args.defaultActive ?? base.default_active,
  };
}

/** The fields as the server takes them (`taxonomyWrite`): an empty context is sent as none. */
export function bodyOf(fields: TaxonomyFields): TaxonomyWrite {
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    taxonomy_context: fields.taxonomy_context.trim() ? fields.taxonomy_context : null,
    is_org_wide: fields.is_org_wide,
    default_active: fields.default_active,
  };
}

/**
 * Why the server would not take the fields, in the contract's words ("Naam en beschrijving zijn verplicht"),
 * or null. The form shows it, and the save commands refuse with it before any call.
 */
export function fieldsProblem(fields: TaxonomyFields): string | null {
  if (!fields.name.trim() || !fields.description.trim()) return t.nameAndDescriptionRequired;
  const errors = formErrors(taxonomyWrite, bodyOf(fields), {
    name: { too_long: t.tooLong.name, '*': t.unstorable.name },
    description: { too_long: t.tooLong.description, '*': t.unstorable.description },
    taxonomy_context: { too_long: t.tooLong.context, '*': t.unstorable.context },
  });
  return Object.values(errors)[0] ?? null;
}
