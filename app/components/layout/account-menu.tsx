import { ChevronDown, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { LogoutButton } from '../accounts/logout-button.tsx';
import { useDetailsMenu } from './details-menu.ts';

const itemClass = (active: boolean) =>
  `flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-[0.95rem] font-medium ${active ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-surface'}`;

/**
 * A signed-in family's links on wide screens, behind one button with their e-mail: the
 * header keeps one row at 1024-1280 px however many links an account has. A <details>, so
 * it opens without JavaScript; Esc and a tap outside close it, as does a navigation.
 */
export function AccountMenu({ email, links }: { email: string; links: { to: string; label: string }[] }) {
  const { ref, onToggle } = useDetailsMenu();
  return (
    <details ref={ref} className="group relative" onToggle={onToggle}>
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-3 text-[0.95rem] font-medium text-ink hover:bg-surface [&::-webkit-details-marker]:hidden"
        title={email}
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">Il mio account: </span>
        <span className="max-w-32 truncate 2xl:max-w-48" data-testid="account-name">
          {email}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <nav
        aria-label="Il mio account"
        className="absolute right-0 top-full z-40 mt-2 w-56 rounded-card border border-line bg-white p-2 shadow-lg"
      >
        <ul className="grid gap-0.5">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={({ isActive }) => itemClass(isActive)}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <LogoutButton className={itemClass(false)} />
          </li>
        </ul>
      </nav>
    </details>
  );
}
