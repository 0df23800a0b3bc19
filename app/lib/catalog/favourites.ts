import { useEffect } from 'react';
import { api } from '../api.ts';
import { browserStore } from '../browser-store.ts';

// Favourite products: kept in the browser for everyone and, for a signed-in customer, in
// the account too. At sign-in the browser's list is sent and the union comes back.

export const FAVOURITES_STORAGE_KEY = 'cartella:preferiti';
const EMPTY: readonly string[] = [];

let signedIn = false;
/** The account the browser's list was last merged into (once per page load and sign-in). */
let syncedAccount = false;

/** Only a list of short id strings is accepted; anything else is discarded as corrupt. */
export function parseSavedFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && /^\d{1,10}$/.test(v)))];
  } catch {
    return [];
  }
}

const store = browserStore<readonly string[]>(FAVOURITES_STORAGE_KEY, parseSavedFavourites, EMPTY);
const snapshot = store.get;
const commit = store.set;

export const favourites = {
  has: (id: string) => snapshot().includes(id),
  /** Adds or removes a product; the account follows when signed in. Resolves to the new state. */
  async toggle(id: string): Promise<boolean> {
    const adding = !favourites.has(id);
    commit(adding ? [...snapshot(), id] : snapshot().filter((x) => x !== id));
    if (signedIn) {
      try {
        const res = adding
          ? await api('post', '/api/favourites', { body: { ids: [id] } })
          : await api('delete', '/api/favourites/{id}', { params: { id } });
        commit(res.favourites);
      } catch {
        // The browser keeps the choice; the next sync sends it again.
      }
    }
    return adding;
  },
};

/** The favourite ids; with `account` true the browser's list is merged into the account once. */
export function useFavourites(account: boolean): readonly string[] {
  const current = store.use();
  useEffect(() => {
    signedIn = account;
    if (!account) {
      syncedAccount = false;
      return;
    }
    if (syncedAccount) return;
    syncedAccount = true;
    api('post', '/api/favourites', { body: { ids: [...snapshot()] } })
      .then((res) => commit(res.favourites))
      .catch(() => {
        syncedAccount = false;
      });
  }, [account]);
  return current;
}
