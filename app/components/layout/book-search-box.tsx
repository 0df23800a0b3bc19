import { Search } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';

/**
 * "Cerca libri" in the header: a GET form to /libri?q= from 1280 px up; on smaller screens
 * a search button that opens the page with its own box.
 */
export function BookSearchBox() {
  const { pathname } = useLocation();
  // Not on /libri (it has its own box) nor in the back office (its pages have their own searches).
  if (pathname === '/libri' || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <>
      <Form method="get" action="/libri" role="search" aria-label="Cerca libri" className="hidden xl:block">
        <label htmlFor="header-libri" className="sr-only">
          Cerca libri per ISBN, titolo o autore
        </label>
        <div className="relative">
          <input
            id="header-libri"
            name="q"
            type="search"
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Libri: ISBN o titolo"
            className="field-input h-10 min-h-0 w-48 py-1.5 pr-10 text-sm 2xl:w-56"
          />
          <button
            type="submit"
            aria-label="Trova il libro"
            className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-muted hover:text-primary-800"
          >
            <Search aria-hidden="true" className="size-4" />
          </button>
        </div>
      </Form>
      <Link
        to="/libri"
        aria-label="Cerca libri per ISBN o titolo"
        className="grid size-11 place-items-center rounded-lg text-ink hover:bg-surface xl:hidden"
      >
        <Search aria-hidden="true" className="size-6" />
      </Link>
    </>
  );
}
