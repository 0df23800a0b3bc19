import { type RefObject, useEffect } from 'react';

/** Closes an open <details> on Esc (focus back on its summary) and on a tap outside it. */
export function useCloseOnEscapeAndOutside(ref: RefObject<HTMLDetailsElement | null>, open: boolean) {
  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const close = () => {
      details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, open]);
}
