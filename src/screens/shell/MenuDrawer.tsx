import { Dialog, IconButton } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { AccountButton, EnvironmentBadge, LogoutButton, SessionFacts } from './SessionControls';
import { MainMenu } from './SideNav';

/** Where the side menu shows instead of the drawer (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

/**
 * The main menu as a drawer below 1024 px: the button in the header opens it from the left; Escape, a tap
 * outside and the close button close it, and focus stays inside while it is open (a modal dialog). Choosing
 * an entry closes it and leaves focus to the new screen; it also closes when the window grows wide enough for
 * the side menu. It holds what the compact header leaves out: the title, the address, the account, Uitloggen.
 */
export function MenuDrawer() {
  // Open on the screen it was opened on: a navigation (a menu entry, a shortcut, Back) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const navigated = useRef(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE);
    const close = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  const t = messages.menu;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) navigated.current = false;
        setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <IconButton variant="ghost" color="gray" highContrast aria-label={t.open} className="lg:hidden">
          <span aria-hidden="true" className="text-lg leading-none">
            ☰
          </span>
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content
        className="wb-drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // After choosing an entry focus goes to the new screen's content, not back to the menu button.
          if (navigated.current) event.preventDefault();
        }}
      >
        <div className="flex items-center justify-between gap-2">
          <Dialog.Title size="4" mb="0">
            {messages.app.adminTitle}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" highContrast aria-label={t.close}>
              <span aria-hidden="true">✕</span>
            </IconButton>
          </Dialog.Close>
        </div>
        <div className="mt-2 flex flex-col items-start gap-1">
          <EnvironmentBadge />
          <SessionFacts className="max-w-full" />
        </div>
        <div className="mt-4">
          <MainMenu
            onNavigate={() => {
              navigated.current = true;
              setOpen(false);
            }}
          />
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-[var(--gray-a5)] pt-3">
          <AccountButton />
          <LogoutButton />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
