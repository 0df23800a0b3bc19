import { MAX_LISTS_PER_FAMILY } from '#common/lists/limits.ts';
import { browserStore } from '../browser-store.ts';
import { randomId } from '../random-id.ts';

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

const store = browserStore(LISTS_STORAGE_KEY, parseBrowserLists, [] as BrowserList[], (lists) => lists.length === 0);

export const browserLists = {
  get: store.get,
  subscribe: store.subscribe,
  /** Saves a new list and answers it; null when the browser already holds the most allowed. */
  add(input: Omit<BrowserList, 'localId' | 'createdAt' | 'owned'>): BrowserList | null {
    if (browserLists.get().length >= MAX_LISTS_PER_FAMILY) return null;
    const list: BrowserList = {
      ...input,
      localId: `local-${randomId()}`,
      owned: [],
      createdAt: new Date().toISOString(),
    };
    store.set([...browserLists.get(), list]);
    return list;
  },
  setOwned(localId: string, owned: string[]): void {
    store.set(browserLists.get().map((l) => (l.localId === localId ? { ...l, owned: [...new Set(owned)] } : l)));
  },
  remove(localId: string): void {
    store.set(browserLists.get().filter((l) => l.localId !== localId));
  },
  clear(): void {
    store.set([]);
  },
};

/** The visitor's lists in a component; the server render sees none. */
export const useBrowserLists = store.use;
