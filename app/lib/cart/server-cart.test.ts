import { describe, expect, it } from 'vitest';
import type { BookCartItem, CartState, ProductCartItem } from '#common/cart/items.ts';
import { type CartView, mergeCarts } from './server-cart.ts';

const book: BookCartItem = {
  type: 'book',
  isbn: '9788808006530',
  titolo: 'Storia 3',
  autore: 'Ricci',
  editore: 'Zanichelli',
  prezzo: 9.61,
  copertina: null,
  quantity: 1,
  scuola: { nome: 'Liceo', codice: 'CAPS00000U' },
  classe: '3',
  sezione: 'A',
};
const product: ProductCartItem = {
  type: 'product',
  id: '7',
  nome: 'Zaino',
  prezzo: 24,
  categoria: 'Zaini',
  immagini: [],
  quantity: 1,
};

function serverView(items: (BookCartItem | ProductCartItem)[], shippingMethod = 'standard'): CartView {
  return {
    items: items.map((i) =>
      i.type === 'book'
        ? { ...i, key: `book|${i.isbn}|${i.scuola.codice}|${i.classe}|${i.sezione}`, lineTotal: i.prezzo * i.quantity }
        : { ...i, key: `product|${i.id}`, minimo: 1, lineTotal: i.prezzo * i.quantity },
    ),
    problems: [],
    subtotal: 0,
    itemCount: 0,
    shippingMethod: shippingMethod as 'standard',
    shippingCost: 0,
    total: 0,
    freeShippingThreshold: 90,
    missingForFreeShipping: 0,
    vat: [],
  } as CartView;
}

describe('mergeCarts (sign-in)', () => {
  it('keeps lines from both sides; a line in both keeps the larger quantity', () => {
    const local: CartState = { items: [{ ...book, quantity: 2 }], shippingMethod: 'pickup' };
    const merged = mergeCarts(local, serverView([{ ...book, quantity: 1 }, product]));
    expect(merged.items).toHaveLength(2);
    expect(merged.items.find((i) => i.type === 'book')?.quantity).toBe(2);
    expect(merged.items.find((i) => i.type === 'product')?.quantity).toBe(1);
    expect(merged.shippingMethod).toBe('pickup');
  });

  it('the same book for another section is another line', () => {
    const local: CartState = { items: [{ ...book, sezione: 'B' }], shippingMethod: 'standard' };
    expect(mergeCarts(local, serverView([book])).items).toHaveLength(2);
  });

  it('an empty browser cart takes the account’s cart and shipping choice', () => {
    const merged = mergeCarts({ items: [], shippingMethod: 'standard' }, serverView([product], 'pickup'));
    expect(merged.items).toEqual([expect.objectContaining({ id: '7', quantity: 1 })]);
    expect(merged.shippingMethod).toBe('pickup');
  });
});
