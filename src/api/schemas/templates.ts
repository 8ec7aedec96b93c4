import { z } from 'zod';
import { idNumber, text, answerText } from './common';

/**
 * Templates (meeting types): one model for three owners. A *personal* template belongs to a user, an
 * *organisation* template (is_org_wide) to an organisation, a *default* template to nobody (platform-wide).
 * Lists answer under `meeting_types`, switched-off ones under `disabled_templates`.
 */

export const complexities = ['SMALL', 'MEDIUM', 'LARGE', 'CUSTOM'] as const;
export const complexity = z.enum(complexities);
export type Complexity = z.infer<typeof complexity>;
export const DEFAULT_COMPLEXITY: Complexity = 'SMALL';
/** The dialog editor offers these; the full editor and pasting also MEDIUM. */
export const dialogComplexities = ['SMALL', 'LARGE', 'CUSTOM'] as const satisfies readonly Complexity[];

export const templateTypes = ['personal', 'organization', 'default'] as const;
export const templateType = z.enum(templateTypes);
export type TemplateType = z.infer<typeof templateType>;

/** Switching off happens for one user or for a whole organisation, never globally. */
export const disableScopes = ['user', 'organization'] as const;
export const disableScope = z.enum(disableScopes);
export type DisableScope = z.infer<typeof disableScope>;

/** Complexity as a server sends it: any case, unknown values read as SMALL. */
const complexityAnswer = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(complexity)
  .catch(DEFAULT_COMPLEXITY);

/** Settings of a CUSTOM template as answered; max_tokens is a string (a number from another server is read as one). */
export const templateSettings = z.looseObject({
  max_tokens: z
    .union([z.string(), z.number()])
    .transform(String)
    .nullable()
    .optional()
    .transform((v) => v ?? '0'),
  system_message: answerText(),
  opdracht: answerText(),
  additional_settings: answerText(),
});
export type TemplateSettings = z.output<typeof templateSettings>;

/** A template (meeting type) as answered. Unknown fields are kept. */
export const meetingType = z.looseObject({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  description: answerText(),
  content: answerText(),
  complexity: complexityAnswer.optional().default(DEFAULT_COMPLEXITY),
  is_default: z.boolean().optional().default(false),
  is_org_wide: z.boolean().optional().default(false),
  /** Position in the list it came in (a user's or an organisation's effective list). */
  order: z.number().nullable().optional(),
  /** The default templates' platform-wide order. */
  sort_order: z.number().nullable().optional(),
  settings: templateSettings.nullable().optional(),
  /** The reference server says whose it is; other servers may not (then derived from the flags). */
  type: templateType.optional(),
  /** The owning organisation of an organisation template (reference server). */
  organization_id: z.number().nullable().optional(),
  /** The owning user of a personal template (reference server). */
  user_id: z.number().nullable().optional(),
  created_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type MeetingType = z.output<typeof meetingType>;

/** Whose template it is: the server's `type`, else read from the flags. */
export function typeOfTemplate(
  template: Pick<MeetingType, 'type' | 'is_default' | 'is_org_wide'>,
): TemplateType {
  if (template.type) return template.type;
  if (template.is_default) return 'default';
  if (template.is_org_wide) return 'organization';
  return 'personal';
}

/** `{ meeting_types: [...] }`; a bare array is read as well. */
export const meetingTypeList = z.union([
  z.array(meetingType),
  z.looseObject({ meeting_types: z.array(meetingType) }).transform((o) => o.meeting_types),
]);

/** One switched-off template: every server answers id and sort_order; the reference server adds what tables show. */
export const disabledTemplate = z.looseObject({
  id: z.number(),
  sort_order: z.number().nullable().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  description: z.string().nullable().optional(),
  type: templateType.optional(),
  is_org_wide: z.boolean().optional(),
  /** Switched off for this user, or for the whole organisation (then only the organisation can switch it on). */
  scope: disableScope.optional(),
});
export type DisabledTemplate = z.output<typeof disabledTemplate>;

export const disabledTemplateList = z.union([
  z.array(disabledTemplate),
  z.looseObject({ disabled_templates: z.array(disabledTemplate) }).transform((o) => o.disabled_templates),
]);

/** The default templates list: an array, or an object holding `templates`, `data` or `default_templates`. */
export const defaultTemplateList = z.union([
  z.array(meetingType),
  z.looseObject({ templates: z.array(meetingType) }).transform((o) => o.templates),
  z.looseObject({ data: z.array(meetingType) }).transform((o) => o.data),
  z.looseObject({ default_templates: z.array(meetingType) }).transform((o) => o.default_templates),
]);

/** Biggest max_tokens accepted (a 32-bit integer). */
export const MAX_TOKENS_LIMIT = 2_147_483_647;
export const TITLE_MAX = 200;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 2_000;
export const CONTENT_MAX = 200_000;

/** A template's name: a stable slug (lower-case letters, digits, `-` and `_`), never digits only. */
export const TEMPLATE_NAME_PATTERN = /^(?![0-9]+$)[a-z0-9][a-z0-9_-]*$/;

/**
 * Settings as sent: only for CUSTOM templates. `max_tokens` travels as a string of digits (a number is taken
 * too); `additional_settings` is a JSON text (the rules check it parses). The rules that make fields required
 * for CUSTOM live in `rules/templates.ts`, so the console and the server word them alike.
 */
export const templateSettingsWrite = z.object({
  max_tokens: z
    .union([text(), z.number().int()])
    .transform((v) => String(v).trim())
    .optional(),
  system_message: text().max(CONTENT_MAX).optional(),
  opdracht: text().max(CONTENT_MAX).optional(),
  additional_settings: text().max(CONTENT_MAX).optional(),
});
export type TemplateSettingsWrite = z.input<typeof templateSettingsWrite>;

/** Complexity as sent: any case is read as upper case. */
const complexityInput = text()
  .transform((value) => value.trim().toUpperCase())
  .pipe(complexity);

/**
 * Create or update body of a user or organisation template (and, with `name`, of a default template): title,
 * description, content, complexity, settings (CUSTOM only), is_default, is_org_wide. Required-field and CUSTOM
 * rules: `templateProblem` in `rules/templates.ts` (the server answers 422 with its Dutch text).
 */
export const templateWrite = z.object({
  title: text().max(TITLE_MAX),
  description: text().max(DESCRIPTION_MAX).nullable().optional(),
  content: text().max(CONTENT_MAX),
  complexity: complexityInput.default(DEFAULT_COMPLEXITY),
  settings: templateSettingsWrite.nullable().optional(),
  is_default: z.boolean().optional(),
  is_org_wide: z.boolean().optional(),
});
export type TemplateWrite = z.input<typeof templateWrite>;

/** A default template's body (its editor's ALGEMEEN section): also its name and sort order. */
export const defaultTemplateWrite = templateWrite.extend({
  name: text().trim().max(NAME_MAX),
  sort_order: z.number().int().min(0).max(MAX_TOKENS_LIMIT).optional(),
});
export type DefaultTemplateWrite = z.input<typeof defaultTemplateWrite>;

/** Answer of creating a user or organisation template: its `name` (the address of the editor) and id. */
export const templateCreated = z.looseObject({
  name: z.string(),
  id: z.number().optional(),
  message: z.string().optional(),
});

/** Answer of creating a default template: its `template_id`. */
export const defaultTemplateCreated = z.looseObject({
  template_id: z.number(),
  name: z.string().optional(),
  message: z.string().optional(),
});

/** A full order: the ids in their new order. `{ templates: [...] }`, `{ template_ids: [...] }` or a bare array. */
const idOrder = z.array(idNumber).max(10_000);
export const templateOrder = z.union([
  idOrder,
  z.object({ templates: idOrder }).transform((o) => o.templates),
  z.object({ template_ids: idOrder }).transform((o) => o.template_ids),
]);
export type TemplateOrder = z.input<typeof templateOrder>;

/** Answer of a toggle: the state the template is in now (`enabled`, any other value means disabled). */
export const toggleResult = z.looseObject({
  state: z.string(),
  message: z.string().optional(),
});

/** Body of `default-templates/{id}/disable|enable`: for the signed-in user, or their whole organisation. */
export const disableScopeBody = z.object({ scope: disableScope.default('user') });

/** One row of the current user's template settings. */
export const templateSettingsItem = z.looseObject({
  id: z.number(),
  title: z.string(),
  description: answerText(),
  type: templateType,
  is_disabled: z.boolean().optional().default(false),
  is_org_wide: z.boolean().optional().default(false),
  name: z.string().optional(),
  order: z.number().nullable().optional(),
  /** Where it is switched off, when it is (the organisation's switch wins). */
  disabled_scope: disableScope.nullable().optional(),
});
export type TemplateSettingsItem = z.output<typeof templateSettingsItem>;

export const templateSettingsList = z.union([
  z.array(templateSettingsItem),
  z.looseObject({ templates: z.array(templateSettingsItem) }).transform((o) => o.templates),
]);

/**
 * A template address in a path: its id (digits) or its name (a slug). Names are made so they never consist of
 * digits only, so the two cannot be confused.
 */
export const templateRef = z.union([
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(idNumber),
  idNumber,
  text().min(1).max(NAME_MAX).regex(TEMPLATE_NAME_PATTERN),
]);
