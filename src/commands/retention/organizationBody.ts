import type { OrganizationRetentionWrite } from '../../api/schemas/retention';
import { ensureOrganizationRetention } from '../../state/retention';
import {
  firstError,
  organizationDraftErrors,
  organizationDraftOf,
  organizationDraftOfStore,
  organizationWriteOf,
} from '../../state/retentionDrafts';
import type { CommandContext } from '../types';

/**
 * What the organisation's form proposes: the draft when one is typed, else the policy as saved; refused with the
 * first problem (the form shows each at its field). `changed`: whether it differs from the saved policy.
 */
export async function proposedOrganizationPolicy(
  ctx: CommandContext,
  organizationId: number,
): Promise<{ body: OrganizationRetentionWrite; changed: boolean }> {
  const retention = await ensureOrganizationRetention(ctx.store, ctx.api, organizationId);
  const saved = organizationDraftOf(retention);
  const draft = organizationDraftOfStore(ctx.store, organizationId) ?? saved;
  const problem = firstError(organizationDraftErrors(draft, retention.maximum));
  if (problem) throw new Error(problem);
  const body = organizationWriteOf(draft);
  return { body, changed: JSON.stringify(body) !== JSON.stringify({ policy: retention.policy }) };
}
