import { useSyncExternalStore } from 'react';
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

// The browser cart: one store for the page, saved to localStorage on every change and
// restored at start. Other tabs' changes arrive through the storage event.

export const CART_STORAGE_KEY = 'cartella:carrello-libri';

let state: CartState = EMPTY_CART;
let loaded = false;
const listeners = new Set<() => void>();

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    state = parseSavedCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    state = EMPTY_CART;
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    state = parseSavedCart(event.newValue);
    emit();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function commit(next: CartState): void {
  state = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the cart still works for this page.
  }
  emit();
}

export const cart = {
  get(): CartState {
    load();
    return state;
  },
  subscribe(listener: () => void): () => void {
    load();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
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

const serverSnapshot = () => EMPTY_CART;

/** The cart in a component; the server render sees an empty cart. */
export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, serverSnapshot);
}

export function useCartCount(): number {
  return itemCount(useCart());
}
