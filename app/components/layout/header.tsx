import { Menu, ShoppingCart, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCartCount } from '../../lib/cart/store.ts';
import { useBrowserLists } from '../../lib/lists/browser-lists.ts';
import { type RootAccount, useRootData } from '../../lib/root-data.ts';
import { LogoutButton } from '../accounts/logout-button.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BookSearchBox } from './book-search-box.tsx';
import { useDetailsMenu } from './details-menu.ts';
import { Logo } from './logo.tsx';

export const mainLinks = [
  { to: '/search', label: 'Cerca la scuola' },
  { to: '/libri', label: 'Cerca libri' },
  { to: '/blog', label: 'Blog didattico' },
  { to: '/products', label: 'Prodotti per la scuola' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${isActive ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-surface hover:text-primary-800'}`;

export function Header() {
  const { shop } = useRootData();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur print:hidden">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={`${shop.name}, vai alla home`} className="min-w-0 rounded-md">
          <Logo name={shop.name} logoUrl={shop.logoUrl} />
        </Link>
        <nav aria-label="Principale" className="hidden items-center gap-1 lg:flex">
          {mainLinks.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <BookSearchBox />
          <div className="hidden items-center gap-1 lg:flex">
            <AccountLinks />
          </div>
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** The signed-in person's links (SPEC.md's shell), or Accedi / Registrati. */
export function accountLinks(account: RootAccount) {
  if (account?.kind === 'customer') {
    return [
      { to: '/liste', label: 'Le mie liste' },
      { to: '/orders', label: 'I miei ordini' },
      { to: '/profile', label: 'Profilo' },
    ];
  }
  if (account?.kind === 'admin') return [{ to: '/admin', label: 'Area riservata' }];
  return [];
}

/** Sign-in links that bring the visitor back to this page afterwards. */
function useAuthHref(): (path: '/auth/login' | '/auth/register') => string {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const back = pathname === '/' || pathname.startsWith('/auth/') ? '' : `?redirect=${encodeURIComponent(here)}`;
  return (path) => `${path}${back}`;
}

function AccountLinks() {
  const { account } = useRootData();
  const authHref = useAuthHref();
  if (!account) {
    return (
      <>
        <NavLink to={authHref('/auth/login')} className={navClass}>
          Accedi
        </NavLink>
        <Link to={authHref('/auth/register')} className="btn-primary min-h-10 px-4 py-2 text-sm">
          Registrati
        </Link>
      </>
    );
  }
  if (account.kind === 'customer') return <AccountMenu email={account.email} links={accountLinks(account)} />;
  return (
    <>
      {accountLinks(account).map((l) => (
        <NavLink key={l.to} to={l.to} className={navClass}>
          {l.label}
        </NavLink>
      ))}
      <LogoutButton className={`${navClass({ isActive: false })} inline-flex items-center gap-1.5`} />
    </>
  );
}

function CartButton() {
  const count = useCartCount();
  const label = count > 0 ? `Carrello, ${count} ${count === 1 ? 'articolo' : 'articoli'}` : 'Carrello';
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative grid size-11 place-items-center rounded-lg text-ink hover:bg-surface"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent-400 px-1 text-xs font-bold text-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * A <details> menu: it opens without JavaScript too, and closes itself on navigation, with
 * Esc (focus back on its button) and with a tap outside.
 */
function MobileMenu() {
  const { account } = useRootData();
  const authHref = useAuthHref();
  const localLists = useBrowserLists().length;
  const { ref, open, onToggle } = useDetailsMenu();
  return (
    <details ref={ref} className="group relative lg:hidden" onToggle={onToggle}>
      <summary
        aria-label={open ? 'Chiudi il menu' : 'Apri il menu'}
        className="grid size-11 cursor-pointer list-none place-items-center rounded-lg text-ink hover:bg-surface [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <nav aria-label="Menu mobile" className="fixed inset-x-0 top-16 border-b border-line bg-white shadow-lg">
        <ul className="container-page flex flex-col py-2">
          <li>
            <NavLink to="/" end className={({ isActive }) => mobileClass(isActive)}>
              Home
            </NavLink>
          </li>
          {mainLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={({ isActive }) => mobileClass(isActive)}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li className="my-2 border-t border-line" aria-hidden="true" />
          {account ? (
            <>
              <li className="truncate px-3 py-2 text-sm text-muted">
                {account.kind === 'customer' ? account.email : account.username}
              </li>
              {accountLinks(account).map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={({ isActive }) => mobileClass(isActive)}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <LogoutButton className={`${mobileClass(false)} w-full gap-2`} />
              </li>
            </>
          ) : (
            <>
              {localLists > 0 ? (
                <li>
                  <NavLink to="/liste" className={({ isActive }) => mobileClass(isActive)}>
                    Le mie liste
                  </NavLink>
                </li>
              ) : null}
              <li>
                <NavLink to={authHref('/auth/login')} className={({ isActive }) => mobileClass(isActive)}>
                  Accedi
                </NavLink>
              </li>
              <li>
                <NavLink to={authHref('/auth/register')} className={({ isActive }) => mobileClass(isActive)}>
                  Registrati
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </details>
  );
}

const mobileClass = (active: boolean) =>
  `flex min-h-12 items-center rounded-md px-3 text-base font-medium ${active ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-surface'}`;
