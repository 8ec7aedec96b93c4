import { z } from 'zod';
import { idParam } from '../../api/schemas/common';
import {
  detailsSchemaFor,
  exportConfigurationUpdate,
  exportPlatform,
  parseSearchableProperties,
  type ExportPlatform,
} from '../../api/schemas/exports';
import { problemOf } from '../../api/validation';
import { messages } from '../../messages';
import { mappingText, withPlatform, type ExportFormFields } from '../../state/exportsForm';

const t = messages.exports.form;

/** The form's fields an error can be shown under (the details' by their key in the contract). */
export type ExportFormField =
  | 'name'
  | 'meeting_template_ids'
  | 'api_key_secret_ref'
  | 'target_object_type'
  | 'hubspot_searchable_properties'
  | 'create_if_not_found'
  | 'creation_property_mapping'
  | 'summary_attach_method'
  | 'note_title_template'
  | 'note_body_format'
  | 'database_id';

export type ExportFormProblems = Partial<Record<ExportFormField, string>>;

type Mapping = Record<string, unknown>;

/**
 * The property mapping as typed: it must parse as a JSON object (the contract leaves invalid input open, so the
 * safe reading: it blocks saving). Empty text is an empty mapping.
 */
export function parseMapping(text: string): { mapping: Mapping } | { problem: string } {
  if (!text.trim()) return { mapping: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: t.mappingInvalidJson };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { problem: t.mappingNotObject };
  return { mapping: value as Mapping };
}

/** The keys the platform's details schema knows (a loaded configuration may carry others; they are not sent). */
const keysOf = (platform: ExportPlatform) => Object.keys(detailsSchemaFor(platform).shape);

/**
 * The details as the server takes them: the platform's fields, the searchable properties split at commas
 * (trimmed, empties dropped) and the parsed mapping. An unparsable mapping is sent as none: `fieldProblems`
 * refuses such a form before anything is sent.
 */
export function detailsOf(fields: ExportFormFields): Record<string, unknown> {
  const known = new Set(keysOf(fields.platform));
  const details: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields.details).filter(([key]) => known.has(key)),
  );
  if (fields.platform === 'HUBSPOT') {
    details.hubspot_searchable_properties = parseSearchableProperties(fields.searchableText);
    const parsed = parseMapping(fields.mappingText);
    details.creation_property_mapping = 'mapping' in parsed ? parsed.mapping : {};
  }
  return details;
}

/** The body of a create or update: the form state. */
export function bodyOf(fields: ExportFormFields) {
  return {
    name: fields.name.trim(),
    is_active: fields.isActive,
    meeting_template_ids: [...fields.templateIds],
    target_platform: fields.platform,
    configuration_details: detailsOf(fields),
  };
}

const detailKeys = new Set<string>([
  'api_key_secret_ref',
  'target_object_type',
  'hubspot_searchable_properties',
  'create_if_not_found',
  'creation_property_mapping',
  'summary_attach_method',
  'note_title_template',
  'note_body_format',
  'database_id',
]);

/** The Dutch text of one issue of the details schema (the contract's own Dutch where it words one). */
function detailText(field: string, issue: z.core.$ZodIssue, details: Record<string, unknown>): string {
  const problem = problemOf(issue);
  switch (field) {
    case 'api_key_secret_ref':
      return problem === 'too_long' ? t.problems.secretTooLong : issue.message;
    case 'hubspot_searchable_properties': {
      if (issue.path.length > 1) {
        const list = details.hubspot_searchable_properties as unknown[];
        return t.problems.invalidProperty(String(list[Number(issue.path[1])] ?? ''));
      }
      return problem === 'too_big' ? t.problems.tooManyProperties : issue.message;
    }
    case 'creation_property_mapping':
      if (issue.code === 'invalid_key' || issue.path.length > 1)
        return t.problems.invalidMappingEntry(String(issue.path[1] ?? ''));
      return issue.message;
    case 'note_title_template':
      return problem === 'too_long' ? t.problems.noteTitleTooLong : issue.message;
    case 'database_id':
      return issue.message;
    default:
      return t.problems.invalidChoice;
  }
}

/**
 * What is wrong with the form, per field, in Dutch, checked with the contract's schemas (the server
 * refuses the same): name required, at least one meeting template, the mapping a JSON object, and the platform's
 * details (`hubspotDetails`, `notionDetails`). Empty when it may be saved.
 */
export function fieldProblems(fields: ExportFormFields): ExportFormProblems {
  const problems: ExportFormProblems = {};
  const base = exportConfigurationUpdate.safeParse({
    name: fields.name,
    meeting_template_ids: [...fields.templateIds],
  });
  if (!base.success)
    for (const issue of base.error.issues) {
      const field = issue.path[0];
      if (field === 'name' && !problems.name)
        problems.name = problemOf(issue) === 'too_long' ? t.problems.nameTooLong : t.problems.nameRequired;
      if (field === 'meeting_template_ids' && !problems.meeting_template_ids)
        problems.meeting_template_ids = fields.templateIds.length === 0 ? t.templatesRequired : issue.message;
    }
  const details = detailsOf(fields);
  const checked = detailsSchemaFor(fields.platform).safeParse(details);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!detailKeys.has(field) || problems[field as ExportFormField]) continue;
      problems[field as ExportFormField] = detailText(field, issue, details);
    }
  const mapping = mappingProblem(fields);
  if (mapping) problems.creation_property_mapping = mapping;
  return problems;
}

/** Why the HubSpot mapping as typed cannot be saved (not JSON, or not an object), or null. */
export function mappingProblem(fields: ExportFormFields): string | null {
  if (fields.platform !== 'HUBSPOT') return null;
  const parsed = parseMapping(fields.mappingText);
  return 'problem' in parsed ? parsed.problem : null;
}

/** The first problem, to refuse a save with (the palette and Ctrl+S show it as the reason), or null. */
export function firstProblem(fields: ExportFormFields): string | null {
  return Object.values(fieldProblems(fields))[0] ?? null;
}

/**
 * A configuration's fields as command arguments; each one left out keeps what the open form (or the server) has.
 * `details` in the contract's shape (the searchable properties a list, the mapping an object).
 */
export const fieldArgs = {
  name: z.string().optional(),
  isActive: z.boolean().optional(),
  templateIds: z.array(idParam).optional(),
  platform: exportPlatform.optional(),
  details: z.record(z.string(), z.unknown()).optional(),
};

type FieldArgs = { [K in keyof typeof fieldArgs]?: z.output<(typeof fieldArgs)[K]> };

/** Whether the arguments name any field (else the open form's fields are saved). */
export const fieldsGiven = (args: FieldArgs) =>
  (Object.keys(fieldArgs) as (keyof FieldArgs)[]).some((key) => args[key] !== undefined);

/** The fields given in the arguments over `base`; another platform starts from its defaults. */
export function fieldsFrom(base: ExportFormFields, args: FieldArgs): ExportFormFields {
  let fields: ExportFormFields = {
    ...base,
    name: args.name ?? base.name,
    isActive: args.isActive ?? base.isActive,
    templateIds: args.templateIds ?? base.templateIds,
  };
  if (args.platform) fields = withPlatform(fields, args.platform);
  if (args.details) {
    const {
      hubspot_searchable_properties: searchable,
      creation_property_mapping: mapping,
      ...rest
    } = args.details;
    fields = {
      ...fields,
      details: { ...fields.details, ...rest },
      searchableText:
        searchable === undefined
          ? fields.searchableText
          : Array.isArray(searchable)
            ? searchable.join(', ')
            : String(searchable),
      mappingText: mapping === undefined ? fields.mappingText : mappingText(mapping),
    };
  }
  return fields;
}
