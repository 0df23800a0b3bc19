import type { CartLineList } from '../lists/views.ts';

// Cart lines as SPEC.md section 3 shapes them. Prices here are for display only: the
// server re-prices every line from the database.

export type BookCartItem = {
  type: 'book';
  isbn: string;
  titolo: string;
  autore: string;
  editore: string;
  /** Effective price in euros at the time it was added (display only). */
  prezzo: number;
  copertina: string | null;
  quantity: number;
  /** The class the book is for; a book added by ISBN outside a list has codice, classe and sezione ''. */
  scuola: { nome: string; codice: string };
  classe: string;
  sezione: string;
  /** The child's list it belongs to ("Giulia"), so the cart groups lines per child. */
  lista?: CartLineList;
};

export type ProductCartItem = {
  type: 'product';
  id: string;
  nome: string;
  prezzo: number;
  categoria: string;
  immagini: string[];
  quantity: number;
};

export type CartItem = BookCartItem | ProductCartItem;
export type ShippingMethod = 'standard' | 'pickup';
export type CartState = { items: CartItem[]; shippingMethod: ShippingMethod };

export const EMPTY_CART: CartState = { items: [], shippingMethod: 'standard' };
export const MAX_LINE_QUANTITY = 99;

/**
 * Books are the same line when isbn, school code, class, section and list (child) match;
 * products by id. Two children in the same class get a line each.
 */
export function itemKey(item: CartItem): string {
  return item.type === 'book'
    ? `book|${item.isbn}|${item.scuola.codice}|${item.classe}|${item.sezione}${item.lista ? `|${item.lista.id}` : ''}`
    : `product|${item.id}`;
}

/**
 * The ISBNs already in the cart for one class list: lines of that school, class and section
 * that belong to the given child's list or to no list (a class list added before it was
 * saved for a child). Without a list: every line of the class. Adding the list again skips
 * them, so a parent never buys a book twice by accident.
 */
export function classBooksInCart(
  items: readonly CartItem[],
  target: { codice: string; classe: string; sezione: string; listaId?: string | null },
): Set<string> {
  const isbns = new Set<string>();
  for (const i of items) {
    if (i.type !== 'book' || i.scuola.codice !== target.codice) continue;
    if (i.classe !== target.classe || i.sezione !== target.sezione) continue;
    if (target.listaId && i.lista && i.lista.id !== target.listaId) continue;
    isbns.add(i.isbn);
  }
  return isbns;
}

/** A group of cart lines as the cart shows them: one child's list, a class, or the rest. */
export type CartGroup = { key: string; title: string; detail: string | null; items: CartItem[] };

/**
 * Groups the cart per child's list ("Giulia"), then per class for books outside a list,
 * then books by ISBN, then school supplies, keeping the order lines were added in.
 */
export function groupCartItems(
  items: readonly CartItem[],
  describeClass: (school: string, classe: string, sezione: string) => string,
): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  const put = (key: string, title: string, detail: string | null, item: CartItem) => {
    const group = groups.get(key) ?? { key, title, detail, items: [] };
    group.items.push(item);
    groups.set(key, group);
  };
  for (const i of items) {
    if (i.type !== 'book') continue;
    const cls = i.scuola.codice ? describeClass(i.scuola.nome, i.classe, i.sezione) : null;
    if (i.lista) put(`lista|${i.lista.id}`, i.lista.nome, cls, i);
    else if (cls) put(`classe|${i.scuola.codice}|${i.classe}|${i.sezione}`, cls, null, i);
  }
  for (const i of items) if (i.type === 'book' && !i.lista && !i.scuola.codice) put('libri', 'Altri libri', null, i);
  for (const i of items) if (i.type === 'product') put('prodotti', 'Materiale scolastico', null, i);
  return [...groups.values()];
}

export function addItem(state: CartState, item: CartItem): CartState {
  const key = itemKey(item);
  const existing = state.items.find((i) => itemKey(i) === key);
  if (!existing) return { ...state, items: [...state.items, { ...item, quantity: clampQuantity(item.quantity) }] };
  return {
    ...state,
    items: state.items.map((i) =>
      itemKey(i) === key ? { ...i, quantity: clampQuantity(i.quantity + item.quantity) } : i,
    ),
  };
}

/** Replaces a line's quantity; zero or less drops the line. */
export function setQuantity(state: CartState, key: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, key);
  return {
    ...state,
    items: state.items.map((i) => (itemKey(i) === key ? { ...i, quantity: clampQuantity(quantity) } : i)),
  };
}

export function removeItem(state: CartState, key: string): CartState {
  return { ...state, items: state.items.filter((i) => itemKey(i) !== key) };
}

export function itemCount(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.quantity, 0);
}

function clampQuantity(q: number): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.trunc(q)));
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Accepts only well-formed saved data; anything else is discarded as corrupt. */
export function parseSavedCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return EMPTY_CART;
    const { items, shippingMethod } = data as { items?: unknown; shippingMethod?: unknown };
    if (!Array.isArray(items)) return EMPTY_CART;
    const valid = items.filter(isValidItem);
    if (valid.length !== items.length) return EMPTY_CART;
    return { items: valid, shippingMethod: shippingMethod === 'pickup' ? 'pickup' : 'standard' };
  } catch {
    return EMPTY_CART;
  }
}

function isValidItem(v: unknown): v is CartItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  if (!isNum(i.quantity) || i.quantity < 1 || !isNum(i.prezzo)) return false;
  if (i.type === 'book') {
    const s = i.scuola as Record<string, unknown> | undefined;
    const l = i.lista as Record<string, unknown> | undefined;
    return (
      isStr(i.isbn) &&
      isStr(i.titolo) &&
      isStr(i.classe) &&
      isStr(i.sezione) &&
      !!s &&
      isStr(s.codice) &&
      isStr(s.nome) &&
      (l === undefined || (!!l && isStr(l.id) && isStr(l.nome)))
    );
  }
  if (i.type === 'product') return isStr(i.id) && isStr(i.nome) && Array.isArray(i.immagini);
  return false;
}
