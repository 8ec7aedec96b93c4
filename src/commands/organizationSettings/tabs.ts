import { href, routes } from '../../state/routes';
import { screenContextAtom } from '../../state/screen';
import type { CommandContext } from '../types';

/** The organisation detail tabs the settings commands work on. */
export type SettingsTab = 'pdf' | 'branding';

/** Whether the organisation's detail screen shows `tab` now. */
export function showsTab(ctx: CommandContext, organizationId: number, tab: SettingsTab): boolean {
  const screen = ctx.store.get(screenContextAtom);
  return (
    screen.screen === 'organizationDetail' &&
    screen.ids.organizationId === String(organizationId) &&
    screen.ids.tab === tab
  );
}

/** Shows the organisation's `tab` (from the palette, elsewhere), unless it is on screen already. */
export function showTab(ctx: CommandContext, organizationId: number, tab: SettingsTab): void {
  if (!showsTab(ctx, organizationId, tab))
    ctx.navigate(href(routes.organizationDetail, { id: organizationId }, { tab }));
}
