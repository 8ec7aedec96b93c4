import type { PlatformRetentionWrite } from '../../api/schemas/retention';
import { ensurePlatformRetention } from '../../state/retention';
import {
  firstError,
  platformDraftErrors,
  platformDraftOf,
  platformDraftOfStore,
  platformWriteOf,
} from '../../state/retentionDrafts';
import type { CommandContext } from '../types';

/**
 * What the platform's form proposes: the draft when one is typed, else the default and maximum as saved;
 * refused with the first problem. `changed`: whether it differs from what is saved.
 */
export async function proposedPlatformPolicy(
  ctx: CommandContext,
): Promise<{ body: PlatformRetentionWrite; changed: boolean }> {
  const retention = await ensurePlatformRetention(ctx.store, ctx.api);
  const draft = platformDraftOfStore(ctx.store) ?? platformDraftOf(retention);
  const errors = platformDraftErrors(draft);
  const problem = firstError(errors.default, errors.maximum);
  if (problem) throw new Error(problem);
  const body = platformWriteOf(draft);
  const saved = { default: retention.default, maximum: retention.maximum };
  return { body, changed: JSON.stringify(body) !== JSON.stringify(saved) };
}
