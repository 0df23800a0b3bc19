import { useSyncExternalStore } from 'react';

// One value kept in localStorage for the page (the cart, favourites, a visitor's lists):
// read once and checked by `parse` (the browser's storage is input like any other), saved
// on every change, followed across tabs through the storage event, empty on the server.

export type BrowserStore<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value in a component; the server render sees `empty`. */
  use: () => T;
};

export function browserStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  empty: T,
  /** When true for a value, the key is removed instead of written (nothing left to keep). */
  drop?: (value: T) => boolean,
): BrowserStore<T> {
  let value = empty;
  let loaded = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function load(): void {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    try {
      value = parse(window.localStorage.getItem(key));
    } catch {
      value = empty;
    }
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      value = parse(event.newValue);
      emit();
    });
  }

  const get = () => {
    load();
    return value;
  };
  const subscribe = (listener: () => void) => {
    load();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const serverSnapshot = () => empty;

  return {
    get,
    subscribe,
    set(next) {
      value = next;
      try {
        if (drop?.(next)) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or full storage: the value still works for this page.
      }
      emit();
    },
    use: () => useSyncExternalStore(subscribe, get, serverSnapshot),
  };
}
