import { describe, expect, it } from 'vitest';
import { cartTotals, shippingCents, toCents } from './totals.ts';

const rules = { freeShippingThresholdCents: 9000, standardShippingCents: 500 };

describe('cart totals', () => {
  it('charges standard delivery below € 90,00 and not from € 90,00 up', () => {
    expect(shippingCents('standard', 8999, rules)).toBe(500);
    expect(shippingCents('standard', 9000, rules)).toBe(0);
    expect(shippingCents('standard', 12000, rules)).toBe(0);
  });

  it('never charges pickup, nor an empty cart', () => {
    expect(shippingCents('pickup', 100, rules)).toBe(0);
    expect(shippingCents('standard', 0, rules)).toBe(0);
  });

  it('adds lines, quantities, shipping and the amount missing for free delivery', () => {
    const totals = cartTotals(
      [
        { unitPriceCents: 2150, quantity: 2 },
        { unitPriceCents: 1899, quantity: 1 },
      ],
      'standard',
      rules,
    );
    expect(totals).toEqual({
      subtotalCents: 6199,
      shippingCents: 500,
      totalCents: 6699,
      itemCount: 3,
      missingForFreeShippingCents: 2801,
    });
    expect(cartTotals([{ unitPriceCents: 8999, quantity: 1 }], 'pickup', rules).missingForFreeShippingCents).toBe(0);
  });

  it('turns euro amounts into exact cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(89.99)).toBe(8999);
  });
});
