import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client navigation to another page, focus moves to the new page's main heading
 * (or the main region) and the page's title is announced, as a full page load would do.
 * Changes of the query only (a filter, the class on a school page) keep focus where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      setAnnouncement(document.title);
      // An open modal (the cookie banner) keeps the focus it holds.
      if (document.querySelector('[aria-modal="true"]')) return;
      const target =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main#contenuto');
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
