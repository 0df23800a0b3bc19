import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { apiFetch } from '../../lib/api.ts';
import { cart } from '../../lib/cart/store.ts';
import { browserLists } from '../../lib/lists/browser-lists.ts';
import { useRootData } from '../../lib/root-data.ts';

/**
 * Moves the lists a visitor kept in this browser into the account once they sign in. The
 * server merges a list it already has, so a second try changes nothing; the cart's lines
 * then point at the lists' account ids. On failure the lists stay in the browser for the
 * next page.
 */
export function ListsSync() {
  const { account } = useRootData();
  const customer = account?.kind === 'customer';
  const revalidator = useRevalidator();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-in; the revalidator changes at every render
  useEffect(() => {
    const local = browserLists.get();
    if (!customer || local.length === 0) return;
    let cancelled = false;
    apiFetch<{ ids: Record<string, string> }>('/api/lists/import', {
      method: 'POST',
      body: {
        lists: local.map((l) => ({
          localId: l.localId,
          nome: l.nome,
          codiceScuola: l.codiceScuola,
          classe: l.classe,
          sezione: l.sezione,
          combinazione: l.combinazione,
          owned: l.owned,
        })),
      },
    })
      .then(({ ids }) => {
        if (cancelled) return;
        const state = cart.get();
        cart.replace({
          ...state,
          items: state.items.map((i) =>
            i.type === 'book' && i.lista && ids[i.lista.id] ? { ...i, lista: { ...i.lista, id: ids[i.lista.id]! } } : i,
          ),
        });
        browserLists.clear();
        revalidator.revalidate();
      })
      .catch(() => {
        // Kept in the browser: the next page tries again.
      });
    return () => {
      cancelled = true;
    };
  }, [customer]);
  return null;
}
