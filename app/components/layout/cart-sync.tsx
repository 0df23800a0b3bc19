import { useEffect } from 'react';
import { type CartState, itemKey } from '#common/cart/items.ts';
import { type CartView, loadServerCart, mergeCarts, saveServerCart, toLocalItem } from '../../lib/cart/server-cart.ts';
import { cart } from '../../lib/cart/store.ts';
import { useRootData } from '../../lib/root-data.ts';

/** Which account this tab has already merged its cart into. */
const MERGED_KEY = 'cartella:carrello-unito';
/** The cart as it was last saved to (or read from) the account, to tell unsaved changes. */
const SYNCED_KEY = 'cartella:carrello-sincronizzato';
const SAVE_DELAY_MS = 300;

const fingerprint = (state: CartState) =>
  JSON.stringify([state.items.map((i) => [itemKey(i), i.quantity]).sort(), state.shippingMethod]);

/**
 * Keeps a signed-in customer's cart in the account. The first page after signing in merges
 * the browser's cart into the account's. Afterwards, on each page load, a browser cart with
 * changes not yet saved (the page was left before the save) is saved; otherwise the
 * account's cart is taken, since another device may have changed it. Every change in this
 * browser is then saved back.
 */
export function CartSync() {
  const { account } = useRootData();
  const email = account?.kind === 'customer' ? account.email : null;

  useEffect(() => {
    if (!email) {
      sessionStorage.removeItem(MERGED_KEY);
      sessionStorage.removeItem(SYNCED_KEY);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ready = false;
    let applying = false;
    let changedWhileLoading = false;

    const replaceLocal = (next: CartState) => {
      applying = true;
      cart.replace(next);
      applying = false;
    };
    // Lines the server cannot price (a book gone from the lists) stay in the browser, so the
    // cart page can say so instead of dropping them silently.
    const apply = (view: CartView) => {
      const priced = new Set(view.items.map((i) => i.key));
      const unpriced = new Set(view.problems.map((p) => p.key).filter((k) => !priced.has(k)));
      const kept = cart.get().items.filter((i) => unpriced.has(itemKey(i)));
      replaceLocal({ items: [...view.items.map(toLocalItem), ...kept], shippingMethod: view.shippingMethod });
      sessionStorage.setItem(SYNCED_KEY, fingerprint(cart.get()));
    };
    const save = async () => {
      const view = await saveServerCart(cart.get());
      sessionStorage.setItem(SYNCED_KEY, fingerprint(cart.get()));
      return view;
    };

    (async () => {
      try {
        const server = await loadServerCart();
        if (cancelled) return;
        let view: CartView;
        if (sessionStorage.getItem(MERGED_KEY) !== email) {
          // Merge in the browser first, so changes made meanwhile land on the merged cart.
          replaceLocal(mergeCarts(cart.get(), server));
          changedWhileLoading = false;
          view = await save();
          sessionStorage.setItem(MERGED_KEY, email);
        } else if (changedWhileLoading || sessionStorage.getItem(SYNCED_KEY) !== fingerprint(cart.get())) {
          view = await save();
        } else {
          view = server;
        }
        // This browser changed the cart while we talked to the server: its version wins.
        while (changedWhileLoading && !cancelled) {
          changedWhileLoading = false;
          view = await save();
        }
        if (!cancelled) apply(view);
      } catch {
        // Offline or signed out meanwhile: the browser cart keeps working on its own.
      } finally {
        ready = true;
      }
    })();

    const unsubscribe = cart.subscribe(() => {
      if (applying) return;
      if (!ready) {
        changedWhileLoading = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        save().catch(() => {});
      }, SAVE_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [email]);

  return null;
}
