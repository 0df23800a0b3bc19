import {
  addItem,
  type CartItem,
  type CartState,
  EMPTY_CART,
  itemCount,
  itemKey,
  parseSavedCart,
  removeItem,
  type ShippingMethod,
  setQuantity,
} from '#common/cart/items.ts';
import { browserStore } from '../browser-store.ts';

// The browser cart: one store for the page (browser-store.ts: saved to localStorage on
// every change, restored at start, other tabs' changes through the storage event).

export const CART_STORAGE_KEY = 'cartella:carrello-libri';

const store = browserStore(CART_STORAGE_KEY, parseSavedCart, EMPTY_CART);
const commit = store.set;

export const cart = {
  get: store.get,
  subscribe: store.subscribe,
  add(item: CartItem): void {
    commit(addItem(cart.get(), item));
  },
  addMany(items: CartItem[]): void {
    commit(items.reduce(addItem, cart.get()));
  },
  /**
   * Adds the lines that are not in the cart yet: a class list added twice never raises a
   * quantity (a book of a child's list is one copy unless the parent changes it).
   */
  addMissing(items: CartItem[]): void {
    const current = cart.get();
    const present = new Set(current.items.map(itemKey));
    commit(items.filter((i) => !present.has(itemKey(i))).reduce(addItem, current));
  },
  setQuantity(key: string, quantity: number): void {
    commit(setQuantity(cart.get(), key, quantity));
  },
  remove(key: string): void {
    commit(removeItem(cart.get(), key));
  },
  setShippingMethod(method: ShippingMethod): void {
    commit({ ...cart.get(), shippingMethod: method });
  },
  replace(next: CartState): void {
    commit(next);
  },
  clear(): void {
    commit({ ...EMPTY_CART, shippingMethod: cart.get().shippingMethod });
  },
};

/** The cart in a component; the server render sees an empty cart. */
export const useCart = store.use;

export function useCartCount(): number {
  return itemCount(useCart());
}
