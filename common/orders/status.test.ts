import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number.ts';
import {
  assertLineTransition,
  assertOrderTransition,
  canMoveOrder,
  customerMayCancel,
  IllegalTransitionError,
  ORDER_STATUSES,
} from './status.ts';

describe('order states', () => {
  it('follows the paid path to completion', () => {
    const path = ['in_attesa_pagamento', 'pagato', 'in_preparazione', 'spedito', 'completato'] as const;
    for (let i = 1; i < path.length; i++) expect(() => assertOrderTransition(path[i - 1]!, path[i]!)).not.toThrow();
  });

  it('refuses illegal moves with an Italian message', () => {
    expect(() => assertOrderTransition('annullato', 'pagato')).toThrow(IllegalTransitionError);
    expect(() => assertOrderTransition('annullato', 'pagato')).toThrow(/Annullato.*Pagato/);
    expect(() => assertOrderTransition('spedito', 'pronto_ritiro')).toThrow(IllegalTransitionError);
    expect(canMoveOrder('rimborsato', 'completato')).toBe(false);
  });

  it('never allows staying in place or leaving a refund', () => {
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false);
    for (const status of ORDER_STATUSES) expect(canMoveOrder('rimborsato', status)).toBe(false);
  });

  it('lets the customer cancel only before preparation', () => {
    expect(customerMayCancel('in_attesa_pagamento')).toBe(true);
    expect(customerMayCancel('pagato')).toBe(true);
    expect(customerMayCancel('in_preparazione')).toBe(false);
    expect(customerMayCancel('spedito')).toBe(false);
  });

  it('moves a book line forward and refuses skipping to delivered', () => {
    expect(() => assertLineTransition('da_ordinare', 'ordinato')).not.toThrow();
    expect(() => assertLineTransition('arrivato', 'pronto')).not.toThrow();
    expect(() => assertLineTransition('da_ordinare', 'consegnato')).toThrow(IllegalTransitionError);
  });
});

describe('order numbers', () => {
  it('formats year and sequence and reads them back', () => {
    expect(formatOrderNumber(2026, 123)).toBe('2026-000123');
    expect(parseOrderNumber('2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseOrderNumber('2026-123')).toBeNull();
    expect(parseOrderNumber('2026-000000')).toBeNull();
  });

  it('refuses a sequence outside 1..999999', () => {
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber(2026, 1_000_000)).toThrow(RangeError);
  });
});
