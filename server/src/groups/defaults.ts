import type { Db } from '../users/items';

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
