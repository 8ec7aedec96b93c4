import type { MeetingType, TemplateSettings, TemplateType } from '../../../src/api/schemas/templates';
import type { TemplateRow } from '../db/schema';

/** Whose template a row is: a user's, an organisation's, or nobody's (a default template). */
export function typeOfRow(row: Pick<TemplateRow, 'user_id' | 'organization_id'>): TemplateType {
  if (row.user_id !== null) return 'personal';
  if (row.organization_id !== null) return 'organization';
  return 'default';
}

/** The settings of a CUSTOM template (or of a revision of one) as answered; null for the other complexities. */
export function settingsOf(
  row: Pick<TemplateRow, 'complexity' | 'max_tokens' | 'system_message' | 'opdracht' | 'additional_settings'>,
): TemplateSettings | null {
  if (row.complexity !== 'CUSTOM') return null;
  return {
    max_tokens: row.max_tokens ?? '0',
    system_message: row.system_message ?? '',
    opdracht: row.opdracht ?? '',
    additional_settings: row.additional_settings ?? '',
  };
}

/** A template as the API answers it; `order` is its position in the list it comes in. */
export function toMeetingType(row: TemplateRow, order: number | null = null): MeetingType {
  const type = typeOfRow(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description ?? '',
    content: row.content,
    complexity: row.complexity,
    is_default: type === 'default',
    is_org_wide: type === 'organization',
    order,
    sort_order: row.sort_order,
    settings: settingsOf(row),
    type,
    organization_id: row.organization_id,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
