// The back office's order shapes (API.md "Back office"): the list, one order with what the
// shop sees besides the family's view (payments at the counter, internal notes, tracking).
import type { ShippingMethod } from '../cart/items.ts';
import type { LineStatus, OrderStatus } from './status.ts';
import type { OrderContact, OrderView, PaymentMethod } from './views.ts';

export type AdminOrderRow = {
  id: string;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  contact: OrderContact;
  total: number;
  paymentMethod: PaymentMethod;
  paid: boolean;
  paidAt: string | null;
  shippingMethod: ShippingMethod;
  itemCount: number;
  /** How many book copies are in each state. */
  books: Partial<Record<LineStatus, number>>;
  schools: { codice: string; nome: string }[];
};

export type ShopPaymentView = {
  id: number;
  method: 'contanti' | 'pos';
  amount: number;
  recordedBy: string;
  at: string;
};

export type OrderNoteView = { id: number; author: string; text: string; at: string };

export type AdminOrderView = OrderView & {
  trackingNumber: string | null;
  /** The account that placed it (null for a guest or a deleted account). */
  customerId: string | null;
  payments: ShopPaymentView[];
  /** Taken at the counter so far, and what is left to pay (0 once paid). */
  collected: number;
  due: number;
  notes: OrderNoteView[];
  /** Where the shop's printable slip and its barcode are. */
  barcodeUrl: string;
};
