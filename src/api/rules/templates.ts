import {
  MAX_TOKENS_LIMIT,
  TEMPLATE_NAME_PATTERN,
  typeOfTemplate,
  type Complexity,
  type DisableScope,
  type MeetingType,
} from '../schemas/templates';

/**
 * The template rules both sides apply. They answer codes, worded once in `templateProblemTexts` for the console's
 * forms and the server's 422 answers alike.
 */
export type TemplateProblem =
  /** Title or content empty after trimming. */
  | 'titleAndContentRequired'
  /** Default template: name, title or content empty. */
  | 'nameTitleContentRequired'
  /** A default template's name is not a slug. */
  | 'nameInvalid'
  /** CUSTOM without max tokens, system message or task. */
  | 'customFieldsRequired'
  /** max_tokens is not a whole number from 0 to MAX_TOKENS_LIMIT. */
  | 'maxTokensInvalid'
  /** additional_settings is not empty and does not parse as JSON. */
  | 'extraSettingsInvalid'
  /** A default template's sort order is not a whole number from 0. */
  | 'sortOrderInvalid';

/** Each problem in words, one wording for both sides; the Extra Settings text is English, as the form shows it. */
export const templateProblemTexts = {
  titleAndContentRequired: 'Titel en inhoud zijn verplichte velden',
  nameTitleContentRequired: 'Naam, titel en inhoud zijn verplichte velden',
  nameInvalid: 'De naam mag alleen kleine letters, cijfers, - en _ bevatten (niet alleen cijfers).',
  customFieldsRequired: 'Voor CUSTOM zijn Max Tokens, System Message en Opdracht verplicht.',
  maxTokensInvalid: 'Max Tokens moet een geheel getal van 0 of groter zijn.',
  extraSettingsInvalid: 'Invalid JSON format in additional settings',
  sortOrderInvalid: 'De volgorde moet een geheel getal van 0 of groter zijn.',
} as const satisfies Record<TemplateProblem, string>;

export interface TemplateFields {
  title?: string | null | undefined;
  content?: string | null | undefined;
  complexity?: string | null | undefined;
  settings?:
    | {
        max_tokens?: string | number | null | undefined;
        system_message?: string | null | undefined;
        opdracht?: string | null | undefined;
        additional_settings?: string | null | undefined;
      }
    | null
    | undefined;
}

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/** max_tokens as the integer it stands for (blank is 0); null when it is not one. */
export function parseMaxTokens(value: string | number | null | undefined): number | null {
  if (blank(value)) return 0;
  const text = String(value).trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const parsed = Number(text);
  return parsed <= MAX_TOKENS_LIMIT ? parsed : null;
}

/** Whether a text is empty or parses as JSON (the Extra Settings field). */
export function isJsonText(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** Every problem of a user or organisation template, in the order a form reports them. */
export function templateProblems(template: TemplateFields): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (blank(template.title) || blank(template.content)) problems.push('titleAndContentRequired');
  if ((template.complexity ?? '').toUpperCase() === 'CUSTOM') {
    const settings = template.settings ?? {};
    if (blank(settings.max_tokens) || blank(settings.system_message) || blank(settings.opdracht))
      problems.push('customFieldsRequired');
    if (!blank(settings.max_tokens) && parseMaxTokens(settings.max_tokens) === null)
      problems.push('maxTokensInvalid');
    if (!isJsonText(settings.additional_settings)) problems.push('extraSettingsInvalid');
  }
  return problems;
}

export interface DefaultTemplateFields extends TemplateFields {
  name?: string | null | undefined;
  sort_order?: string | number | null | undefined;
}

/**
 * Every problem of a default template: name, title and content required; sort order a non-negative integer; max
 * tokens, only for CUSTOM, a non-negative integer; Extra Settings valid JSON.
 */
export function defaultTemplateProblems(template: DefaultTemplateFields): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (blank(template.name) || blank(template.title) || blank(template.content))
    problems.push('nameTitleContentRequired');
  else if (!TEMPLATE_NAME_PATTERN.test(String(template.name).trim())) problems.push('nameInvalid');
  if (!blank(template.sort_order) && parseMaxTokens(template.sort_order) === null)
    problems.push('sortOrderInvalid');
  if ((template.complexity ?? '').toUpperCase() === 'CUSTOM') {
    const settings = template.settings ?? {};
    if (parseMaxTokens(settings.max_tokens) === null) problems.push('maxTokensInvalid');
    if (!isJsonText(settings.additional_settings)) problems.push('extraSettingsInvalid');
  }
  return problems;
}

/** Settings are sent (and stored) only for CUSTOM templates. */
export function settingsApply(complexity: Complexity | string | null | undefined): boolean {
  return (complexity ?? '').toUpperCase() === 'CUSTOM';
}

/** Why a template cannot be edited or deleted through a user's or organisation's list. */
export type TemplateRefusal = 'notPersonal' | 'defaultTemplate';

/**
 * In a user's list only personal templates can be edited or deleted; default and organisation-wide ones can be
 * viewed or switched off.
 */
export function mayEditInUserList(template: Pick<MeetingType, 'type' | 'is_default' | 'is_org_wide'>) {
  return typeOfTemplate(template) === 'personal' ? null : ('notPersonal' as const);
}

/** In an organisation's list the organisation's own templates are edited; default templates only switched off. */
export function mayEditInOrganizationList(
  template: Pick<MeetingType, 'type' | 'is_default' | 'is_org_wide'>,
) {
  return typeOfTemplate(template) === 'default' ? ('defaultTemplate' as const) : null;
}

/**
 * Which templates can be switched off where: for a user, default and organisation-wide templates; for an
 * organisation, default templates (its own it deletes instead).
 */
export function maySwitchOff(
  template: Pick<MeetingType, 'type' | 'is_default' | 'is_org_wide'>,
  scope: DisableScope,
): boolean {
  const type = typeOfTemplate(template);
  return scope === 'user' ? type !== 'personal' : type === 'default';
}
