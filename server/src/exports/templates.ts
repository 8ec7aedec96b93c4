import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { exportMessages } from './messages';
import { invalidField } from './invalidFields';

/**
 * The meeting templates a configuration of an organisation may pick: the organisation's own templates, the
 * default templates (everyone's), and the personal templates of the organisation's users. Anything else (another
 * organisation's template, a personal template of an outsider, an id that does not exist) is refused with 422,
 * naming the ids. The picked templates are held (key share) until the transaction ends, so none disappears
 * between this check and the links that name it.
 */
export async function checkTemplatesAvailable(
  trx: Transaction<Database>,
  organizationId: number,
  templateIds: readonly number[],
): Promise<void> {
  const available = await trx
    .selectFrom('templates as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select('t.id')
    .where('t.id', 'in', [...templateIds])
    .where((eb) =>
      eb.or([
        eb('t.organization_id', '=', organizationId),
        eb.and([eb('t.organization_id', 'is', null), eb('t.user_id', 'is', null)]),
        eb('u.organization_id', '=', organizationId),
      ]),
    )
    .forKeyShare('t')
    .execute();
  const found = new Set(available.map((row) => row.id));
  const refused = templateIds.filter((id) => !found.has(id));
  if (refused.length > 0) {
    throw invalidField('meeting_template_ids', exportMessages.templatesNotAvailable(refused));
  }
}

/** Replaces the configuration's templates by `templateIds`, in that order. */
export async function setConfigurationTemplates(
  trx: Transaction<Database>,
  configurationId: number,
  templateIds: readonly number[],
): Promise<void> {
  await trx
    .deleteFrom('export_configuration_templates')
    .where('configuration_id', '=', configurationId)
    .execute();
  await trx
    .insertInto('export_configuration_templates')
    .values(
      templateIds.map((template_id, position) => ({
        configuration_id: configurationId,
        template_id,
        position,
      })),
    )
    .execute();
}
