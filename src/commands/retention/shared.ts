import { retentionKinds, type RetentionDryRun } from '../../api/schemas/retention';
import { formatBytes } from '../../messages/format';
import { messages } from '../../messages';
import { retentionOffered, type RetentionScope } from '../../state/retention';
import { href, routes } from '../../state/routes';
import { screenContextAtom, type ScreenContext } from '../../state/screen';
import type { Availability, CommandContext, ConfirmSpec } from '../types';

const t = messages.retention;

/** Unavailable where the server said it has no retention (the original service); available while not known. */
export const retentionAvailable = (_args: unknown, ctx: CommandContext): Availability =>
  retentionOffered(ctx.store) === false ? { reason: t.notOffered } : true;

/** Whether the organisation's retention tab is on screen. */
export function showsRetentionTab(ctx: CommandContext, organizationId: number): boolean {
  const screen = ctx.store.get(screenContextAtom);
  return (
    screen.screen === 'organizationDetail' &&
    screen.ids.organizationId === String(organizationId) &&
    screen.ids.tab === 'retention'
  );
}

/** Shows the organisation's retention tab (from the palette, elsewhere), unless it is on screen already. */
export function showRetentionTab(ctx: CommandContext, organizationId: number): void {
  if (!showsRetentionTab(ctx, organizationId))
    ctx.navigate(href(routes.organizationDetail, { id: organizationId }, { tab: 'retention' }));
}

/** Whether the platform's Bewaarbeleid screen is on screen. */
export const showsPlatformRetention = (ctx: CommandContext): boolean =>
  ctx.store.get(screenContextAtom).screen === 'retention';

/** Opens the platform's Bewaarbeleid screen unless it is on screen. */
export function showPlatformRetention(ctx: CommandContext): void {
  if (!showsPlatformRetention(ctx)) ctx.navigate(href(routes.retention));
}

/** The retention screen the screen context shows: an organisation's tab, the platform's screen, or none. */
export function retentionOnScreen(screen: ScreenContext): Record<string, unknown> {
  if (screen.screen === 'organizationDetail' && screen.ids.tab === 'retention')
    return { organizationId: screen.ids.organizationId };
  return {};
}

/** The removal log on screen: an organisation's (its retention tab) or the platform's (its screen), or null. */
export function removalLogShown(
  ctx: CommandContext,
  organizationId: number | undefined,
): RetentionScope | null {
  if (organizationId !== undefined) return showsRetentionTab(ctx, organizationId) ? organizationId : null;
  return showsPlatformRetention(ctx) ? 'platform' : null;
}

/**
 * The confirmation before a save that would remove content, naming the dry run's figures: per kind the count
 * and the bytes (and how many of unknown size), and how many users.
 */
export function removalConfirmation(result: RetentionDryRun): ConfirmSpec {
  const parts = retentionKinds
    .filter((kind) => result[kind].count > 0)
    .map((kind) => {
      const { count, bytes, unknown_size: unknown } = result[kind];
      return t.confirm.part(kind, count, unknown < count ? formatBytes(bytes) : null, unknown);
    });
  return {
    title: t.confirm.title,
    description: t.confirm.description(parts, result.users_total),
    confirmLabel: t.confirm.confirm,
    destructive: true,
  };
}

/** The date of a file name: `2026-11-28` (local). */
export function fileDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
