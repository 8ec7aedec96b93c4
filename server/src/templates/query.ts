import type { DisabledTemplate, MeetingType, TemplateSettingsItem } from '../../../src/api/schemas/templates';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { defaultRow, listDefaultRows } from './defaults';
import { findTemplate, switchedOn, templatesOf } from './effective';
import type { Owner } from './owners';
import { toMeetingType } from './rows';

/** The owner's effective list (answered as `meeting_types`), `order` being each one's position in it. */
export async function effectiveList(db: Db, owner: Owner): Promise<MeetingType[]> {
  return switchedOn(await templatesOf(db, owner)).map((entry, order) => toMeetingType(entry.row, order));
}

/**
 * One template the owner can see, by id or name; a switched-off one too (it can still be viewed), then
 * without an `order`. 404 when the owner has no such template.
 */
export async function ownerTemplate(db: Db, owner: Owner, ref: number | string): Promise<MeetingType> {
  const entries = await templatesOf(db, owner);
  const entry = findTemplate(entries, ref);
  if (!entry) throw new ApiError(404, messages.templates.notFound);
  const order = switchedOn(entries).indexOf(entry);
  return toMeetingType(entry.row, order < 0 ? null : order);
}

/** What is switched off for the owner (for a user also by their organisation), by sort_order then id. */
export async function disabledList(db: Db, owner: Owner): Promise<DisabledTemplate[]> {
  const off = (await templatesOf(db, owner)).filter((entry) => entry.switchedOff !== null);
  off.sort((a, b) => a.row.sort_order - b.row.sort_order || a.row.id - b.row.id);
  return off.map(({ row, type, switchedOff }) => ({
    id: row.id,
    sort_order: row.sort_order,
    name: row.name,
    title: row.title,
    description: row.description,
    type,
    is_org_wide: type === 'organization',
    scope: switchedOff ?? undefined,
  }));
}

/**
 * Everything available to the user, switched-off templates included, in their order, as template
 * settings items; `order` is the position in this list.
 */
export async function settingsItems(db: Db, owner: Owner): Promise<TemplateSettingsItem[]> {
  return (await templatesOf(db, owner)).map(({ row, type, switchedOff }, order) => ({
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    type,
    is_disabled: switchedOff !== null,
    is_org_wide: type === 'organization',
    name: row.name,
    order,
    disabled_scope: switchedOff,
  }));
}

/** Every default template by sort_order; `order` its position. */
export async function defaultList(db: Db): Promise<MeetingType[]> {
  return (await listDefaultRows(db)).map((row, order) => toMeetingType(row, order));
}

export async function defaultTemplate(db: Db, id: number): Promise<MeetingType> {
  return toMeetingType(await defaultRow(db, id));
}
