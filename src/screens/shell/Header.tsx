import { Button, IconButton, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { messages } from '../../messages';
import { themeAtom } from '../../state/theme';
import { toggleTheme as toggleThemeCommand } from '../../commands/appearance/theme';
import { openPalette } from '../../commands/workspace/overlays';
import { Keycaps } from '../common/Keycaps';
import { useCommand } from '../common/useCommand';
import { MenuDrawer } from './MenuDrawer';
import { AccountButton, EnvironmentBadge, LogoutButton, SessionFacts } from './SessionControls';

/**
 * Banner: admin title, environment badge, server address, user, palette, theme and logout. Below 1024 px a
 * menu button opens the main menu as a drawer; below 640 px the header keeps the menu, the environment, the
 * palette and the theme, and the drawer holds the title, the address, the account and Uitloggen.
 */
export function Header() {
  const theme = useAtomValue(themeAtom);
  const palette = useCommand(openPalette);
  const toggleTheme = useCommand(toggleThemeCommand);

  return (
    <header className="flex items-center gap-2 border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-3 py-2 sm:gap-3 sm:px-4">
      <MenuDrawer />
      <Text size="4" weight="bold" className="hidden shrink-0 sm:inline">
        {messages.app.adminTitle}
      </Text>
      <EnvironmentBadge />
      {/* Below 1024 px the address would show as "ht…": the menu drawer has it there. */}
      <SessionFacts className="hidden md:inline" addressClassName="hidden lg:inline" />
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <AccountButton className="hidden sm:inline-flex" />
        <Button
          variant="soft"
          color="gray"
          highContrast
          onClick={() => void palette.run()}
          aria-keyshortcuts={palette.ariaKeyShortcuts}
        >
          {messages.shell.openPalette}
          {palette.keybinding && (
            <span className="hidden sm:contents">
              <Keycaps binding={palette.keybinding} />
            </span>
          )}
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
        <LogoutButton className="hidden sm:inline-flex" />
      </div>
    </header>
  );
}
