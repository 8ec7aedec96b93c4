import { NavLink } from 'react-router-dom';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { Keycaps } from '../common/Keycaps';
import { destinations } from '../../commands/navigation/destinations';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm no-underline',
    isActive
      ? 'bg-[var(--accent-4)] font-semibold text-[var(--accent-12)]'
      : 'text-[var(--gray-12)] hover:bg-[var(--gray-4)]',
  ].join(' ');

/** The side menu. NavLink sets `aria-current="page"` on the active entry. */
export function SideNav() {
  return (
    <nav aria-label={messages.shell.mainMenu} className="w-60 shrink-0 border-r border-[var(--gray-a5)] p-3">
      <ul className="flex flex-col gap-1">
        {destinations.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end={item.path === href(routes.dashboard)} className={linkClass}>
              <span>{item.label}</span>
              <span aria-hidden="true" className="opacity-80">
                <Keycaps binding={item.keybinding} />
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
