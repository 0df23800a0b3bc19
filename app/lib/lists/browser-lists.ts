import { useSyncExternalStore } from 'react';
import { MAX_LISTS_PER_FAMILY } from '#common/lists/validation.ts';

// A visitor's class lists, kept in this browser until they sign in (then moved to the
// account by ListsSync). Same shape as what POST /api/lists takes, plus the school's name
// so the page can show it without asking the server.

export const LISTS_STORAGE_KEY = 'cartella:liste-figli';

export type BrowserList = {
  /** "local-…": the cart's lines point at it until the list gets its account id. */
  localId: string;
  nome: string;
  codiceScuola: string;
  nomeScuola: string;
  classe: number;
  sezione: string;
  combinazione: string | null;
  owned: string[];
  createdAt: string;
};

let lists: BrowserList[] = [];
let loaded = false;
const listeners = new Set<() => void>();

const isStr = (v: unknown): v is string => typeof v === 'string';

/** Only well-formed entries survive: the browser's storage is input like any other. */
export function parseBrowserLists(raw: string | null): BrowserList[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data
      .filter(
        (l): l is BrowserList =>
          !!l &&
          typeof l === 'object' &&
          isStr(l.localId) &&
          isStr(l.nome) &&
          isStr(l.codiceScuola) &&
          isStr(l.nomeScuola) &&
          Number.isInteger(l.classe) &&
          isStr(l.sezione) &&
          (l.combinazione === null || isStr(l.combinazione)) &&
          Array.isArray(l.owned) &&
          l.owned.every(isStr) &&
          isStr(l.createdAt),
      )
      .slice(0, MAX_LISTS_PER_FAMILY);
  } catch {
    return [];
  }
}

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    lists = parseBrowserLists(window.localStorage.getItem(LISTS_STORAGE_KEY));
  } catch {
    lists = [];
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== LISTS_STORAGE_KEY) return;
    lists = parseBrowserLists(event.newValue);
    emit();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function commit(next: BrowserList[]): void {
  lists = next;
  try {
    if (next.length) window.localStorage.setItem(LISTS_STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(LISTS_STORAGE_KEY);
  } catch {
    // Private mode or full storage: the lists still work for this page.
  }
  emit();
}

export const browserLists = {
  get(): BrowserList[] {
    load();
    return lists;
  },
  subscribe(listener: () => void): () => void {
    load();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saves a new list and answers it; null when the browser already holds the most allowed. */
  add(input: Omit<BrowserList, 'localId' | 'createdAt' | 'owned'>): BrowserList | null {
    if (browserLists.get().length >= MAX_LISTS_PER_FAMILY) return null;
    const list: BrowserList = {
      ...input,
      localId: `local-${crypto.randomUUID()}`,
      owned: [],
      createdAt: new Date().toISOString(),
    };
    commit([...browserLists.get(), list]);
    return list;
  },
  setOwned(localId: string, owned: string[]): void {
    commit(browserLists.get().map((l) => (l.localId === localId ? { ...l, owned: [...new Set(owned)] } : l)));
  },
  remove(localId: string): void {
    commit(browserLists.get().filter((l) => l.localId !== localId));
  },
  clear(): void {
    commit([]);
  },
};

const serverSnapshot: BrowserList[] = [];

/** The visitor's lists in a component; the server render sees none. */
export function useBrowserLists(): BrowserList[] {
  return useSyncExternalStore(browserLists.subscribe, browserLists.get, () => serverSnapshot);
}
