import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { exportConfigurationCreate, exportConfigurationUpdate } from '../../../src/api/schemas/exports';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { checkedDetails, invalidField } from './invalidFields';
import { exportMessages } from './messages';
import { configurationRow } from './query';
import { checkTemplatesAvailable, setConfigurationTemplates } from './templates';

type CreateBody = z.output<typeof exportConfigurationCreate>;
type UpdateBody = z.output<typeof exportConfigurationUpdate>;

/** `sql` for a JSON object written to a json column (as text, so pg and PGlite both send it unchanged). */
const json = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::json`;

/**
 * Creates a configuration (its details already checked against its platform by the request schema) with its
 * templates in the given order. 404 for an organisation that does not exist; 422 for templates the
 * organisation may not pick. The organisation is held (key share) so it cannot disappear meanwhile.
 */
export async function createConfiguration(trx: Transaction<Database>, body: CreateBody): Promise<number> {
  const organization = await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', body.organization_id)
    .forKeyShare()
    .executeTakeFirst();
  if (!organization) throw new ApiError(404, messages.organizations.notFound);
  await checkTemplatesAvailable(trx, body.organization_id, body.meeting_template_ids);
  const { id } = await trx
    .insertInto('export_configurations')
    .values({
      organization_id: body.organization_id,
      name: body.name,
      target_platform: body.target_platform,
      is_active: body.is_active,
      configuration_details: json(body.configuration_details),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setConfigurationTemplates(trx, id, body.meeting_template_ids);
  return id;
}

/**
 * Changes what the body names. The details are checked against the platform the configuration ends up with
 * (the body's `target_platform`, else the stored one); a switch of platform needs the new platform's details.
 * 404 when there is no such configuration; 422 with the field paths otherwise.
 */
export async function updateConfiguration(
  trx: Transaction<Database>,
  id: number,
  body: UpdateBody,
): Promise<void> {
  const row = await configurationRow(trx, id, true);
  const platform = body.target_platform ?? row.target_platform;
  if (platform !== row.target_platform && body.configuration_details === undefined) {
    throw invalidField('configuration_details', exportMessages.platformSwitchNeedsDetails(platform));
  }
  const details =
    body.configuration_details === undefined
      ? undefined
      : checkedDetails(platform, body.configuration_details);
  if (body.meeting_template_ids !== undefined) {
    await checkTemplatesAvailable(trx, row.organization_id, body.meeting_template_ids);
    await setConfigurationTemplates(trx, id, body.meeting_template_ids);
  }
  await trx
    .updateTable('export_configurations')
    .set({
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
      target_platform: platform,
      ...(details === undefined ? {} : { configuration_details: json(details) }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes a configuration with its template links and pushes; 404 when there is none. Answers its name. */
export async function deleteConfiguration(trx: Transaction<Database>, id: number): Promise<string> {
  const row = await configurationRow(trx, id, true);
  await trx.deleteFrom('export_configurations').where('id', '=', id).execute();
  return row.name;
}
