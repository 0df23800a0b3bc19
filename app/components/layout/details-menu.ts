import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A <details> used as a menu: whether it is open (for the button's label), and it closes on
 * every navigation, on Esc (focus back on its summary) and on a tap outside it.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  useCloseOnEscapeAndOutside(ref);
  return { ref, open, onToggle: (e: { currentTarget: HTMLDetailsElement }) => setOpen(e.currentTarget.open) };
}

/**
 * Closes an open <details> on Esc (focus back on its summary) and on a tap outside it. The
 * listeners stay while the menu is on the page and look at `details.open` themselves, so an
 * Esc pressed right after opening (before React re-renders) closes it too.
 */
function useCloseOnEscapeAndOutside(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref]);
}
