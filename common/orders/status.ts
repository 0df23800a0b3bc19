// Order and book-line states (PRODUCT.md: families follow each book of the list) and the
// moves allowed between them. Every change goes through `assertTransition` so an illegal
// move (e.g. a cancelled order becoming paid) is refused wherever it is attempted.

export const ORDER_STATUSES = [
  'in_attesa_pagamento',
  'pagato',
  'in_preparazione',
  'pronto_ritiro',
  'spedito',
  'completato',
  'annullato',
  'rimborsato',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  in_attesa_pagamento: 'In attesa di pagamento',
  pagato: 'Pagato',
  in_preparazione: 'In preparazione',
  pronto_ritiro: 'Pronto per il ritiro',
  spedito: 'Spedito',
  completato: 'Completato',
  annullato: 'Annullato',
  rimborsato: 'Rimborsato',
};

const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  // "Paga al ritiro" and bank transfers go into preparation before the money arrives.
  // A card refund is final from any state: Stripe may report it before the payment itself.
  in_attesa_pagamento: ['pagato', 'in_preparazione', 'annullato', 'rimborsato'],
  pagato: ['in_preparazione', 'annullato', 'rimborsato'],
  in_preparazione: ['pronto_ritiro', 'spedito', 'annullato', 'rimborsato'],
  pronto_ritiro: ['completato', 'annullato', 'rimborsato'],
  spedito: ['completato', 'rimborsato'],
  completato: ['rimborsato'],
  annullato: ['rimborsato'],
  rimborsato: [],
};

export const LINE_STATUSES = ['da_ordinare', 'ordinato', 'arrivato', 'pronto', 'consegnato'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  da_ordinare: 'Da ordinare',
  ordinato: 'Ordinato al distributore',
  arrivato: 'Arrivato in libreria',
  pronto: 'Pronto',
  consegnato: 'Consegnato',
};

const LINE_MOVES: Record<LineStatus, readonly LineStatus[]> = {
  da_ordinare: ['ordinato', 'arrivato'],
  ordinato: ['arrivato', 'da_ordinare'],
  arrivato: ['pronto'],
  pronto: ['consegnato'],
  consegnato: [],
};

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

export function canMoveLine(from: LineStatus, to: LineStatus): boolean {
  return LINE_MOVES[from].includes(to);
}

export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) {
    throw new IllegalTransitionError(
      `Un ordine «${ORDER_STATUS_LABELS[from]}» non può passare a «${ORDER_STATUS_LABELS[to]}»`,
    );
  }
}

export function assertLineTransition(from: LineStatus, to: LineStatus): void {
  if (!canMoveLine(from, to)) {
    throw new IllegalTransitionError(
      `Un libro «${LINE_STATUS_LABELS[from]}» non può passare a «${LINE_STATUS_LABELS[to]}»`,
    );
  }
}

/** The customer may cancel until the shop starts preparing the order. */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'in_attesa_pagamento' || status === 'pagato';
}

/**
 * Orders not yet handed over to the customer (not shipped, not collected): closing an
 * account cancels them, refunding what was paid. Shipped, completed, cancelled and refunded
 * orders are kept (billing records, 10 years) with the person's data reduced.
 */
export function cancelledOnAccountClosing(status: OrderStatus): boolean {
  return (
    status === 'in_attesa_pagamento' ||
    status === 'pagato' ||
    status === 'in_preparazione' ||
    status === 'pronto_ritiro'
  );
}
