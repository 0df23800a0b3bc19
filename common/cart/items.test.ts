import { describe, expect, it } from 'vitest';
import {
  addItem,
  type BookCartItem,
  classBooksInCart,
  EMPTY_CART,
  groupCartItems,
  itemCount,
  itemKey,
  type ProductCartItem,
  parseSavedCart,
  removeItem,
  setQuantity,
} from './items.ts';

const book = (over: Partial<BookCartItem> = {}): BookCartItem => ({
  type: 'book',
  isbn: '9788808123456',
  titolo: 'Matematica 1',
  autore: 'Rossi',
  editore: 'Zanichelli',
  prezzo: 20.5,
  copertina: null,
  quantity: 1,
  scuola: { nome: 'IC Uno', codice: 'CBIC80000X' },
  classe: '1',
  sezione: 'A',
  ...over,
});
const product = (over: Partial<ProductCartItem> = {}): ProductCartItem => ({
  type: 'product',
  id: 'p1',
  nome: 'Quaderno',
  prezzo: 2,
  categoria: 'quaderni',
  immagini: [],
  quantity: 1,
  ...over,
});

describe('cart items', () => {
  it('merges a book only when isbn, school, class and section all match', () => {
    let cart = addItem(EMPTY_CART, book());
    cart = addItem(cart, book({ quantity: 2 }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    cart = addItem(cart, book({ sezione: 'B' }));
    cart = addItem(cart, book({ classe: '2' }));
    cart = addItem(cart, book({ scuola: { nome: 'Altro', codice: 'CBIC81111Y' } }));
    expect(cart.items).toHaveLength(4);
  });

  it('merges products by id', () => {
    const cart = addItem(addItem(EMPTY_CART, product()), product({ quantity: 4 }));
    expect(cart.items).toEqual([expect.objectContaining({ id: 'p1', quantity: 5 })]);
    expect(itemCount(addItem(cart, product({ id: 'p2' })))).toBe(6);
  });

  it('sets quantities and drops a line at zero or below', () => {
    const cart = addItem(addItem(EMPTY_CART, book()), product());
    expect(setQuantity(cart, itemKey(book()), 7).items[0]!.quantity).toBe(7);
    expect(setQuantity(cart, itemKey(book()), 0).items).toHaveLength(1);
    expect(setQuantity(cart, itemKey(product()), -2).items).toHaveLength(1);
    expect(removeItem(cart, itemKey(product())).items).toEqual([book()]);
  });

  it('discards corrupt saved data', () => {
    expect(parseSavedCart('{not json')).toEqual(EMPTY_CART);
    expect(parseSavedCart(JSON.stringify({ items: [{ type: 'book' }] }))).toEqual(EMPTY_CART);
    expect(parseSavedCart(JSON.stringify({ items: 'x' }))).toEqual(EMPTY_CART);
    const saved = { items: [book(), product()], shippingMethod: 'pickup' };
    expect(parseSavedCart(JSON.stringify(saved))).toEqual(saved);
  });

  it('tells the books of a class list already in the cart, per child', () => {
    const giulia = { id: 'l1', nome: 'Giulia' };
    const items = [
      book({ isbn: 'A', lista: giulia }),
      book({ isbn: 'B' }),
      book({ isbn: 'C', lista: { id: 'l2', nome: 'Marco' } }),
      book({ isbn: 'D', sezione: 'B' }),
      product(),
    ];
    const target = { codice: 'CBIC80000X', classe: '1', sezione: 'A' };
    expect([...classBooksInCart(items, target)].sort()).toEqual(['A', 'B', 'C']);
    expect([...classBooksInCart(items, { ...target, listaId: 'l1' })].sort()).toEqual(['A', 'B']);
    expect([...classBooksInCart(items, { ...target, listaId: 'l3' })]).toEqual(['B']);
  });

  it('groups the cart per child, then per class, then other books and supplies', () => {
    const giulia = { id: 'l1', nome: 'Giulia' };
    const items = [
      product(),
      book({ isbn: 'A', lista: giulia }),
      book({ isbn: 'B', sezione: 'B' }),
      book({ isbn: 'C', scuola: { nome: '', codice: '' }, classe: '', sezione: '' }),
      book({ isbn: 'D', lista: giulia }),
    ];
    const groups = groupCartItems(items, (s, c, z) => `${s} ${c}ª ${z}`);
    expect(groups.map((g) => [g.title, g.detail, g.items.length])).toEqual([
      ['Giulia', 'IC Uno 1ª A', 2],
      ['IC Uno 1ª B', null, 1],
      ['Altri libri', null, 1],
      ['Materiale scolastico', null, 1],
    ]);
  });
});
