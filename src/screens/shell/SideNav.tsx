import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { Keycaps } from '../common/Keycaps';
import { destinations, listedFor } from '../../commands/navigation/destinations';
import { callerAtom, mayUseAccess, ownOrganizationAtom, type CallerInfo } from '../../state/claims';
import { routeAccess } from '../../state/routeAccess';
import { offerKey, serverOffersAtom, type OptionalFeature } from '../../state/serverOffers';
import { sessionAtom } from '../../state/session';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm no-underline',
    isActive
      ? 'bg-[var(--accent-4)] font-semibold text-[var(--accent-12)]'
      : 'text-[var(--gray-12)] hover:bg-[var(--gray-4)]',
  ].join(' ');

interface MenuItem {
  path: string;
  label: string;
  keybinding?: string | undefined;
}

/** The entries of the caller's menu: what their role may open, and an organisation administrator's own two. */
function menuOf(
  caller: CallerInfo | null,
  own: { id: number } | null,
  notOffered: (feature: OptionalFeature) => boolean,
): MenuItem[] {
  const allowed = destinations.filter(
    (item) =>
      (!caller || listedFor(item, caller.role)) &&
      mayUseAccess(caller, routeAccess[item.screen]) &&
      !(item.feature && notOffered(item.feature)),
  );
  if (!own) return allowed;
  return [
    ...allowed,
    { path: href(routes.organizationDetail, { id: own.id }), label: messages.shell.organization },
    { path: href(routes.templateSettings), label: messages.screens.templateSettings },
  ];
}

/**
 * The main menu's entries; `onNavigate` is told when one is chosen (the drawer closes). NavLink sets
 * `aria-current="page"` on the active entry.
 */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const caller = useAtomValue(callerAtom);
  const own = useAtomValue(ownOrganizationAtom);
  // A screen beyond the original admin API leaves the menu once the server said it does not offer it.
  const offers = useAtomValue(serverOffersAtom);
  const serverUrl = useAtomValue(sessionAtom)?.serverUrl;
  const items = useMemo(
    () => menuOf(caller, own, (feature) => offers[offerKey(serverUrl, feature)] === false),
    [caller, own, offers, serverUrl],
  );
  return (
    <nav aria-label={messages.shell.mainMenu}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end={item.path === href(routes.dashboard)}
              className={linkClass}
              onClick={onNavigate}
            >
              <span>{item.label}</span>
              {item.keybinding && (
                <span aria-hidden="true" className="opacity-80">
                  <Keycaps binding={item.keybinding} />
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side menu on a wide screen; below 1024 px the menu is a drawer (`MenuDrawer`). */
export function SideNav() {
  return (
    <div className="hidden w-60 shrink-0 border-r border-[var(--gray-a5)] p-3 lg:block">
      <MainMenu />
    </div>
  );
}
