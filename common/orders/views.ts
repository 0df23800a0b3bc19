// Carts and orders as the API and the pages send them (API.md "Cart, checkout and
// orders"); the server's serializers (server/orders/cart.ts, view.ts) are typed with these.
import type { ShippingMethod } from '../cart/items.ts';
import type { CartLineList } from '../lists/views.ts';
import type { LineStatus, OrderStatus } from './status.ts';
import type { VatRate } from './vat.ts';

export type PaymentMethod = 'stripe' | 'ritiro' | 'bonifico';

export type ShippingAddress = {
  nome: string;
  indirizzo: string;
  citta: string;
  cap: string;
  provincia: string;
  telefono: string;
};
export type PickupSnapshot = { id: number; nome: string; indirizzo: string; citta: string; orari: string };
export type OrderContact = { nome: string; email: string; telefono: string };
export type InvoiceData = {
  tipo: 'privato' | 'azienda';
  nome: string;
  codiceFiscale: string;
  partitaIva: string | null;
  indirizzo: string;
  codiceDestinatario: string | null;
  pec: string | null;
};

/** A line that cannot be sold any more (its key and the reason, in Italian). */
export type LineProblem = { key: string; message: string };

type CartLineBase = { key: string; quantity: number; prezzo: number; lineTotal: number };
export type BookCartItemView = CartLineBase & {
  type: 'book';
  isbn: string;
  titolo: string;
  autore: string;
  editore: string;
  copertina: string | null;
  /** codice '' for a book added by ISBN outside a class list. */
  scuola: { codice: string; nome: string };
  classe: string;
  sezione: string;
  /** The ministry list price (euros), shown struck through beside `prezzo` when the shop discounts. */
  prezzoListino: number | null;
  /** The child's list the line belongs to (the cart groups lines by it). */
  lista: CartLineList | null;
};
export type ProductCartItemView = CartLineBase & {
  type: 'product';
  id: string;
  nome: string;
  categoria: string;
  immagini: string[];
  minimo: number;
};
export type CartItemView = BookCartItemView | ProductCartItemView;

export type VatLineView = { rate: VatRate; gross: number; vat: number };

/** API.md's cart answer: every amount computed by the server from database prices. */
export type CartView = {
  items: CartItemView[];
  problems: LineProblem[];
  subtotal: number;
  itemCount: number;
  shippingMethod: ShippingMethod;
  shippingCost: number;
  total: number;
  freeShippingThreshold: number;
  missingForFreeShipping: number;
  /** The VAT contained in the total, by rate. */
  vat: VatLineView[];
};

export type OrderLineView = {
  id: number;
  type: 'book' | 'product';
  isbn: string | null;
  productId: string | null;
  titolo: string;
  autore: string | null;
  editore: string | null;
  immagine: string | null;
  scuola: { codice: string; nome: string } | null;
  classe: string | null;
  sezione: string | null;
  prezzo: number;
  /** Books: the ministry list price when ordered (`prezzo` is the shop's). */
  prezzoListino: number | null;
  /** Books: the child's list the line belonged to ("Giulia"). */
  lista: string | null;
  quantity: number;
  lineTotal: number;
  vatRate: number;
  status: LineStatus | null;
  statusLabel: string | null;
};

export type OrderEventView = {
  itemId: number | null;
  from: string | null;
  to: string;
  label: string;
  actor: string;
  note: string | null;
  at: string;
};

/** API.md's order: amounts in euros, VAT by rate, every line with its own state. */
export type OrderView = {
  id: string;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  paidAt: string | null;
  shippingMethod: ShippingMethod;
  shippingAddress: ShippingAddress | null;
  pickupPoint: PickupSnapshot | null;
  paymentMethod: PaymentMethod;
  contact: OrderContact;
  fatturazione: InvoiceData | null;
  subtotal: number;
  shippingCost: number;
  total: number;
  vat: (VatLineView & { net: number })[];
  canCancel: boolean;
  items: OrderLineView[];
  history: OrderEventView[];
};
