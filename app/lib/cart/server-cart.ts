import { type CartItem, type CartState, itemKey } from '#common/cart/items.ts';
import type { CartView } from '#common/orders/views.ts';
import { api } from '../api.ts';

// The browser cart and the account's cart on the server: prices always come from the
// server (a quote for visitors, the account's cart for customers).

export type { CartView };

/** The body of PUT /api/cart and POST /api/cart/quote: identity and quantity matter. */
function cartBody(state: CartState) {
  return { items: state.items, shippingMethod: state.shippingMethod };
}

// The answers are typed by the OpenAPI document (`Cart`) and must fit the client's CartView:
// a change of either side that the other does not follow breaks the build here.
export function quoteCart(state: CartState): Promise<CartView> {
  return api('post', '/api/cart/quote', { body: cartBody(state) });
}

export function saveServerCart(state: CartState): Promise<CartView> {
  return api('put', '/api/cart', { body: cartBody(state) });
}

export function loadServerCart(): Promise<CartView> {
  return api('get', '/api/cart');
}

/** A priced server line in the browser cart's shape. */
export function toLocalItem(item: CartView['items'][number]): CartItem {
  if (item.type === 'book') {
    return {
      type: 'book',
      isbn: item.isbn,
      titolo: item.titolo,
      autore: item.autore,
      editore: item.editore,
      prezzo: item.prezzo,
      copertina: item.copertina,
      quantity: item.quantity,
      scuola: item.scuola,
      classe: item.classe,
      sezione: item.sezione,
      ...(item.lista ? { lista: item.lista } : {}),
    };
  }
  return {
    type: 'product',
    id: item.id,
    nome: item.nome,
    prezzo: item.prezzo,
    categoria: item.categoria,
    immagini: item.immagini,
    quantity: item.quantity,
  };
}

/**
 * The browser's cart and the account's, merged at sign-in by SPEC.md's identity rule. A line
 * in both keeps the larger quantity: the two are usually copies of the same cart (this
 * browser synced it before signing out), so adding them up would double every book.
 */
export function mergeCarts(local: CartState, server: CartView): CartState {
  const merged = new Map<string, CartItem>();
  for (const item of server.items.map(toLocalItem)) merged.set(itemKey(item), item);
  for (const item of local.items) {
    const key = itemKey(item);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: Math.max(existing.quantity, item.quantity) } : item);
  }
  return {
    items: [...merged.values()],
    shippingMethod:
      local.items.length > 0 ? local.shippingMethod : (server.shippingMethod as CartState['shippingMethod']),
  };
}
