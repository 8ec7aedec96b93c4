import type { Db } from '../db/db';

/** The group every new organisation starts with; new members of the organisation join it. */
export const DEFAULT_GROUP_NAME = 'Algemeen';
export const DEFAULT_GROUP_DESCRIPTION = 'Standaardgroep voor alle medewerkers';

/** The default group of an organisation, or null if it somehow has none. */
export async function defaultGroupId(db: Db, organizationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Marks groups as changed (membership or fields), for their `updated_at`. */
export async function touchGroups(db: Db, groupIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(groupIds.filter((id): id is number => id !== null))];
  if (ids.length > 0)
    await db.updateTable('groups').set({ updated_at: new Date() }).where('id', 'in', ids).execute();
}
