import { Button, IconButton, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { messages } from '../../messages';
import { environmentAtom, isProductionAtom, ownOrganizationAtom, usernameAtom } from '../../state/claims';
import { serverUrlAtom } from '../../state/session';
import { themeAtom } from '../../state/theme';
import { toggleTheme as toggleThemeCommand } from '../../commands/appearance/theme';
import { openAccount } from '../../commands/account/account';
import { logout as logoutCommand } from '../../commands/session/logout';
import { openPalette } from '../../commands/workspace/overlays';
import { Keycaps } from '../common/Keycaps';
import { useCommand } from '../common/useCommand';

/** The environment name; red when it is production (case-insensitive), otherwise white with dark text. */
function EnvironmentBadge() {
  const environment = useAtomValue(environmentAtom);
  const production = useAtomValue(isProductionAtom);
  if (!environment) return null;
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">{messages.shell.environment}: </span>
      <span
        data-production={production ? 'true' : 'false'}
        className={
          production
            ? 'rounded-full border border-[#991b1b] bg-[#b91c1c] px-2.5 py-0.5 text-xs font-semibold text-white'
            : 'rounded-full border border-[#94a3b8] bg-white px-2.5 py-0.5 text-xs font-semibold text-[#1e293b]'
        }
      >
        {environment}
      </span>
    </span>
  );
}

/** Banner: admin title, environment badge, server address, user, palette, theme and logout. */
export function Header() {
  const serverUrl = useAtomValue(serverUrlAtom);
  const username = useAtomValue(usernameAtom);
  const own = useAtomValue(ownOrganizationAtom);
  const theme = useAtomValue(themeAtom);
  const logout = useCommand(logoutCommand);
  const account = useCommand(openAccount);
  const palette = useCommand(openPalette);
  const toggleTheme = useCommand(toggleThemeCommand);

  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-4 py-2">
      <Text size="4" weight="bold">
        {messages.app.adminTitle}
      </Text>
      <EnvironmentBadge />
      <Text size="2" color="gray" highContrast className="min-w-0 truncate">
        <span className="sr-only">{messages.shell.server}: </span>
        <span>{serverUrl}</span>
      </Text>
      {own && (
        <Text size="2" weight="medium" className="min-w-0 truncate">
          <span className="sr-only">{messages.shell.organization}: </span>
          <span>{own.name}</span>
        </Text>
      )}
      <div className="ml-auto flex items-center gap-2">
        {username && (
          <Button
            variant="ghost"
            color="gray"
            highContrast
            onClick={() => void account.run()}
            disabled={!account.available}
            title={account.title}
          >
            <span className="sr-only">{messages.account.open}: </span>
            {username}
          </Button>
        )}
        <Button
          variant="soft"
          color="gray"
          highContrast
          onClick={() => void palette.run()}
          aria-keyshortcuts={palette.ariaKeyShortcuts}
        >
          {messages.shell.openPalette}
          {palette.keybinding && <Keycaps binding={palette.keybinding} />}
        </Button>
        <IconButton
          variant="soft"
          color="gray"
          highContrast
          aria-label={toggleTheme.title}
          aria-keyshortcuts={toggleTheme.ariaKeyShortcuts}
          title={toggleTheme.shortcut ? `${toggleTheme.title} (${toggleTheme.shortcut})` : toggleTheme.title}
          onClick={() => void toggleTheme.run()}
        >
          <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
        </IconButton>
        <Button onClick={() => void logout.run()} disabled={!logout.available}>
          {logout.title}
        </Button>
      </div>
    </header>
  );
}
