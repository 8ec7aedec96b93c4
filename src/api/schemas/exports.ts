import { z } from 'zod';
import {
  answerText,
  hasUnstorableCharacter,
  idNumber,
  queryInt,
  text,
  UNSTORABLE_TEXT_MESSAGE,
} from './common';

/**
 * Export configurations: an organisation pushes the summaries of chosen meeting templates to an external
 * platform, a CRM (HubSpot: a note on a deal or ticket) or a notes database (Notion: a page). The API key is
 * never stored with the configuration: `api_key_secret_ref` names a secret the server holds (secrets are
 * referenced by name only). The detail schemas below are the contract of both sides: the server refuses what
 * they refuse, the console's form checks the same rules before it sends.
 */

export const exportPlatforms = ['HUBSPOT', 'NOTION'] as const;
export const exportPlatform = z.enum(exportPlatforms);
export type ExportPlatform = z.infer<typeof exportPlatform>;
/** HUBSPOT is the default platform. */
export const DEFAULT_EXPORT_PLATFORM: ExportPlatform = 'HUBSPOT';

export const hubspotObjectTypes = ['DEAL', 'TICKET'] as const;
export const hubspotObjectType = z.enum(hubspotObjectTypes);
export type HubspotObjectType = z.infer<typeof hubspotObjectType>;

export const summaryAttachMethods = ['NOTE'] as const;
export const noteBodyFormats = ['TEXT', 'MARKDOWN', 'HTML'] as const;
export const noteBodyFormat = z.enum(noteBodyFormats);
export type NoteBodyFormat = z.infer<typeof noteBodyFormat>;

/**
 * Placeholders a note title (and a value of the creation property mapping) may use; `{{document_name}}` is the
 * summary's document name.
 */
export const exportPlaceholders = [
  'document_name',
  'meeting_type',
  'meeting_date',
  'owner',
  'organization_name',
] as const;
export type ExportPlaceholder = (typeof exportPlaceholders)[number];
/** The note title defaults to the summary's document name. */
export const DEFAULT_NOTE_TITLE_TEMPLATE = '{{document_name}}';

export const EXPORT_NAME_MAX = 200;
export const SECRET_REF_MAX = 128;
export const SEARCHABLE_PROPERTIES_MAX = 20;
export const MAPPING_ENTRIES_MAX = 50;
export const NOTE_TITLE_MAX = 500;

/**
 * The name of a server-held secret: letters, digits, `_`, `.` and `-`, starting with a letter or digit (the
 * reference server reads `WERKBANK_SECRET_<NAME>` environment variables and files named `<NAME>` in its
 * secrets directory).
 */
export const SECRET_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const secretRef = text()
  .trim()
  .min(1, 'Kies een geheime sleutel (secret).')
  .max(SECRET_REF_MAX)
  .regex(SECRET_REF_PATTERN, 'Alleen letters, cijfers, punt, streepje en liggend streepje.');

/** A HubSpot property name as HubSpot spells them: lower case letters, digits and `_`. */
export const HUBSPOT_PROPERTY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const hubspotProperty = text()
  .trim()
  .max(100)
  .regex(HUBSPOT_PROPERTY_PATTERN, 'Ongeldige HubSpot eigenschap.');

/**
 * The creation property mapping: HubSpot property → value for a record created when none is found. A value is
 * a text (which may use the placeholders), a number or a boolean.
 */
export const creationPropertyMapping = z
  .record(hubspotProperty, z.union([text().max(2_000), z.number(), z.boolean()]))
  .refine((mapping) => Object.keys(mapping).length <= MAPPING_ENTRIES_MAX, {
    message: `Hoogstens ${MAPPING_ENTRIES_MAX} eigenschappen.`,
  });
export type CreationPropertyMapping = z.infer<typeof creationPropertyMapping>;

/** HUBSPOT details; every field required. */
export const hubspotDetails = z.strictObject({
  api_key_secret_ref: secretRef,
  target_object_type: hubspotObjectType,
  hubspot_searchable_properties: z
    .array(hubspotProperty)
    .min(1, 'Geef minimaal één doorzoekbare eigenschap op.')
    .max(SEARCHABLE_PROPERTIES_MAX),
  create_if_not_found: z.boolean(),
  creation_property_mapping: creationPropertyMapping,
  summary_attach_method: z.enum(summaryAttachMethods),
  note_title_template: text().trim().min(1, 'Geef een titel voor de notitie op.').max(NOTE_TITLE_MAX),
  note_body_format: noteBodyFormat,
});
export type HubspotDetails = z.infer<typeof hubspotDetails>;

/** A Notion database id: 32 hexadecimal digits, with or without the dashes of a UUID. */
export const NOTION_DATABASE_ID_PATTERN =
  /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** NOTION details: the secret and the database the pages go to. */
export const notionDetails = z.strictObject({
  api_key_secret_ref: secretRef,
  database_id: text()
    .trim()
    .regex(NOTION_DATABASE_ID_PATTERN, 'Een Notion database-id bestaat uit 32 hexadecimale tekens.'),
});
export type NotionDetails = z.infer<typeof notionDetails>;

export type ConfigurationDetails = HubspotDetails | NotionDetails;

/** The details schema of a platform. */
export function detailsSchemaFor(platform: ExportPlatform) {
  return platform === 'HUBSPOT' ? hubspotDetails : notionDetails;
}

/**
 * The details a new configuration, or a switch of platform, starts from: for HubSpot a DEAL, attached as a NOTE
 * with a TEXT body titled by the document name, created if not found; for Notion empty fields.
 */
export function defaultDetails(platform: ExportPlatform): ConfigurationDetails {
  return platform === 'HUBSPOT'
    ? {
        api_key_secret_ref: '',
        target_object_type: 'DEAL',
        hubspot_searchable_properties: [],
        create_if_not_found: true,
        creation_property_mapping: {},
        summary_attach_method: 'NOTE',
        note_title_template: DEFAULT_NOTE_TITLE_TEMPLATE,
        note_body_format: 'TEXT',
      }
    : { api_key_secret_ref: '', database_id: '' };
}

/** Searchable properties are typed comma-separated; trimmed, empties dropped. */
export function parseSearchableProperties(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const templateIds = z
  .array(idNumber)
  .min(1, 'Selecteer minimaal één Meeting Template.')
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Een template staat er dubbel in.' });

const name = text().trim().min(1, 'Naam is verplicht.').max(EXPORT_NAME_MAX);

/**
 * The details as a request carries them, before their platform's schema checks them: any JSON value, refused only
 * where a text or key holds a character the database cannot store (named by its path). What else it must be is
 * the platform schemas' to say.
 */
const storableJson = z.unknown().superRefine((value, ctx) => {
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (hasUnstorableCharacter(node))
        ctx.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGE, path });
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (hasUnstorableCharacter(key))
          ctx.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGE, path });
        walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
});

/** Adds the details' issues under `configuration_details.…`, checked against the given platform's schema. */
function checkDetails(details: unknown, platform: ExportPlatform, ctx: z.RefinementCtx) {
  const result = detailsSchemaFor(platform).safeParse(details);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ ...issue, path: ['configuration_details', ...issue.path] } as z.core.$ZodRawIssue);
  }
  return z.NEVER;
}

/**
 * Create body: the form state (name, organization_id, meeting_template_ids, target_platform, is_active,
 * configuration_details). The details are checked against the platform's schema; a wrong shape answers 422 with
 * the path of every problem (`configuration_details.database_id`).
 */
export const exportConfigurationCreate = z
  .object({
    name,
    organization_id: idNumber,
    meeting_template_ids: templateIds,
    target_platform: exportPlatform.default(DEFAULT_EXPORT_PLATFORM),
    is_active: z.boolean().default(true),
    configuration_details: storableJson,
  })
  .transform((body, ctx) => ({
    ...body,
    configuration_details: checkDetails(body.configuration_details, body.target_platform, ctx),
  }));
export type ExportConfigurationCreate = z.input<typeof exportConfigurationCreate>;

/**
 * Update body (name, is_active, configuration_details, meeting_template_ids; each optional, so that switching a
 * configuration on or off sends `is_active` alone). `target_platform` may come along (the console sends its
 * form state); when it differs from the stored platform the details must fit the new one. The server checks the
 * details against the platform they end up with.
 */
export const exportConfigurationUpdate = z.object({
  name: name.optional(),
  is_active: z.boolean().optional(),
  target_platform: exportPlatform.optional(),
  configuration_details: z.record(text(), storableJson).optional(),
  meeting_template_ids: templateIds.optional(),
});
export type ExportConfigurationUpdate = z.input<typeof exportConfigurationUpdate>;

/** A meeting template a configuration picks, as answered. */
export const exportTemplateRef = z.looseObject({
  id: z.number(),
  title: answerText(),
  name: z.string().nullable().optional(),
});
export type ExportTemplateRef = z.output<typeof exportTemplateRef>;

/**
 * An export configuration as answered: `meeting_templates[]`, plus `meeting_template_id` and
 * `meeting_template_title` of the first one (the table's "template title and id"). `secret_available`
 * (reference server) says whether the server holds the secret the details name: false is a warning, not an
 * error.
 */
export const exportConfiguration = z.looseObject({
  id: z.number(),
  name: z.string(),
  organization_id: z.number(),
  meeting_template_ids: z.array(z.number()).optional().default([]),
  meeting_templates: z.array(exportTemplateRef).optional().default([]),
  meeting_template_id: z.number().nullable().optional(),
  meeting_template_title: z.string().nullable().optional(),
  target_platform: exportPlatform,
  is_active: z.boolean(),
  configuration_details: z.record(z.string(), z.unknown()),
  secret_available: z.boolean().nullable().optional(),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type ExportConfiguration = z.output<typeof exportConfiguration>;

/** The list answers an array; some servers wrap it as `{ configurations: [...] }`. */
export const exportConfigurationList = z.union([
  z.array(exportConfiguration),
  z.looseObject({ configurations: z.array(exportConfiguration) }).transform((o) => o.configurations),
]);

/** Query of the list: an organisation's configurations, or those that apply to a user's summaries. */
export const exportConfigurationQuery = z.object({
  organization_id: queryInt(1, 2_147_483_647),
  user_id: queryInt(1, 2_147_483_647),
});

/** `GET admin/export/secrets`: the names of the secrets the server holds (never a value). */
export const exportSecretList = z.object({
  secrets: z.array(z.string()),
  /** Where the server reads them from, for the form's hint (reference server: the variable prefix and folder). */
  source: z.string().optional(),
});
export type ExportSecretList = z.infer<typeof exportSecretList>;

/* ---------------------------------------------------------------- pushes */

/**
 * One push of one summary through one configuration, a job on the server's queue: `queued` (waiting or between
 * retries), `sending`, `succeeded` (with the id and address of what was made on the platform) or `failed` (with a
 * Dutch reason). Retries with backoff happen inside one push; a push is never sent twice once succeeded.
 */
export const exportPushStatuses = ['queued', 'sending', 'succeeded', 'failed'] as const;
export const exportPushStatus = z.enum(exportPushStatuses);
export type ExportPushStatus = z.infer<typeof exportPushStatus>;

export const exportPush = z.looseObject({
  id: z.number(),
  configuration_id: z.number(),
  configuration_name: answerText(),
  target_platform: exportPlatform,
  summary_id: z.number(),
  /** The summary's meeting type and its transcription's name, to say which summary it was. */
  meeting_type: answerText(),
  transcription_name: answerText(),
  status: exportPushStatus,
  attempts: z.number(),
  /** Why the last attempt failed (Dutch), while retrying or once failed. */
  error: z.string().nullable().optional(),
  /** The HubSpot note id or Notion page id, once succeeded. */
  external_id: z.string().nullable().optional(),
  external_url: z.string().nullable().optional(),
  requested_by: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string().nullable().optional(),
  finished_at: z.string().nullable().optional(),
});
export type ExportPush = z.output<typeof exportPush>;

export const EXPORT_PUSHES_DEFAULT_LIMIT = 50;

/** Query of `GET admin/export/pushes`: newest first, narrowed by organisation, configuration or summary. */
export const exportPushQuery = z.object({
  organization_id: queryInt(1, 2_147_483_647),
  configuration_id: queryInt(1, 2_147_483_647),
  summary_id: queryInt(1, 2_147_483_647),
  status: z.preprocess((v) => (v === '' ? undefined : v), exportPushStatus.optional()),
  limit: queryInt(1, 500, EXPORT_PUSHES_DEFAULT_LIMIT),
});

export const exportPushList = z.object({ pushes: z.array(exportPush) });

/**
 * `POST admin/export/summaries/{id}/push`: queues a push through every active configuration of the summary
 * owner's organisation whose templates include the summary's meeting type (or only `configuration_ids`).
 * Answers 202 with the queued pushes; none matching is a 422 with a Dutch reason.
 */
export const exportPushRequest = z.object({
  configuration_ids: z.array(idNumber).min(1).max(100).optional(),
});
export const exportPushQueued = z.object({
  message: z.string(),
  pushes: z.array(exportPush),
});
