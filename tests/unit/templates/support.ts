import {
  disabledTemplate,
  meetingType,
  templateSettingsItem,
  type DisabledTemplate,
  type MeetingType,
  type TemplateSettingsItem,
} from '../../../src/api/schemas/templates';
import type { RecordedCall } from '../support/http';
import { SERVER } from '../support/ctx';

/** A template as the reference server answers it; `type` decides the flags. */
export function templateJson(
  id: number,
  title: string,
  type: 'personal' | 'organization' | 'default' = 'personal',
  extra: Record<string, unknown> = {},
): MeetingType {
  return meetingType.parse({
    id,
    name: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    title,
    description: `Over ${title}`,
    content: `Inhoud van ${title}`,
    complexity: 'SMALL',
    is_default: type === 'default',
    is_org_wide: type === 'organization',
    order: null,
    sort_order: type === 'default' ? id : null,
    settings: null,
    type,
    ...extra,
  });
}

/** A user's effective list with one template of each type: personal 1, organisation 2, default 3. */
export const effectiveList = (): MeetingType[] => [
  templateJson(1, 'Mijn notulen'),
  templateJson(2, 'Verkoopgesprek', 'organization'),
  templateJson(3, 'Stand-up', 'default'),
];

/** A switched-off entry as answered (`disabled_templates`). */
export const disabledJson = (entry: Record<string, unknown>): DisabledTemplate =>
  disabledTemplate.parse(entry);

/** A row of the signed-in user's template settings. */
export const settingsJson = (entry: Record<string, unknown>): TemplateSettingsItem =>
  templateSettingsItem.parse(entry);

export const ready = <T>(data: T) => ({ data, loading: false, error: null });

/** The path of a recorded call, relative to the API base. */
export const pathOf = (call: RecordedCall) => call.url.slice(SERVER.length);

/** `METHOD path` of every recorded call. */
export const requests = (calls: readonly RecordedCall[]) => calls.map((c) => `${c.method} ${pathOf(c)}`);
