import { maySwitchOff } from '../../../src/api/rules/templates';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import type { ListedTemplate } from './effective';
import { findTemplate, templatesOf } from './effective';
import type { Owner } from './owners';
import { ownerColumn, ownerValues } from './owners';
import { toMeetingType } from './rows';

/*
 * Switching templates off and on: for a user, default and organisation templates; for an
 * organisation, default templates. What the organisation switched off, a user cannot switch on for
 * themselves (409). The caller has locked the owner's row.
 */

export type SwitchState = 'enabled' | 'disabled';

export interface SwitchResult {
  state: SwitchState;
  message: string;
  /** The template switched, for the audit entry. */
  title: string;
}

/** The template of the owner's list with this id, if it is one the owner can switch (else 404 or 422). */
async function switchable(trx: Db, owner: Owner, templateId: number, defaultsOnly: boolean) {
  const entry = findTemplate(await templatesOf(trx, owner), templateId);
  if (!entry || (defaultsOnly && entry.type !== 'default')) {
    throw new ApiError(404, defaultsOnly ? messages.templates.defaultNotFound : messages.templates.notFound);
  }
  if (!maySwitchOff(toMeetingType(entry.row), owner.kind)) {
    throw new ApiError(
      422,
      owner.kind === 'user' ? messages.templates.personalNotSwitchable : messages.templates.ownNotSwitchable,
    );
  }
  return entry;
}

async function apply(trx: Db, owner: Owner, entry: ListedTemplate, off: boolean): Promise<SwitchResult> {
  const title = entry.row.title;
  if (!off && owner.kind === 'user' && entry.switchedOff === 'organization') {
    throw new ApiError(409, messages.templates.switchedOffByOrganization(title));
  }
  if (off) {
    await trx
      .insertInto('template_switches')
      .values({ template_id: entry.row.id, ...ownerValues(owner) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return { state: 'disabled', message: messages.templates.disabled, title };
  }
  await trx
    .deleteFrom('template_switches')
    .where('template_id', '=', entry.row.id)
    .where(ownerColumn(owner), '=', owner.id)
    .execute();
  return { state: 'enabled', message: messages.templates.enabled, title };
}

/**
 * Turns a template of the owner's list over: off when it is on, on when it is off (for a user, on only when
 * they switched it off themselves, not their organisation).
 */
export async function toggleTemplate(trx: Db, owner: Owner, templateId: number): Promise<SwitchResult> {
  const entry = await switchable(trx, owner, templateId, false);
  return apply(trx, owner, entry, entry.switchedOff === null);
}

/** Switches a default template off (`off`) or on for the owner; doing it twice changes nothing. */
export async function switchDefaultTemplate(
  trx: Db,
  owner: Owner,
  templateId: number,
  off: boolean,
): Promise<SwitchResult> {
  return apply(trx, owner, await switchable(trx, owner, templateId, true), off);
}
