import { describe, expect, it } from 'vitest';
import { computePrices, discountBadgePercent, lowest30DayPrice } from './pricing.ts';

const day = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 22) - daysAgo * day);

describe('computePrices', () => {
  it('10.00 € with 25 % margin and 10 % discount → 12.50 € and 11.25 €', () => {
    expect(computePrices(1000, 25, 10)).toEqual({ salePriceCents: 1250, priceCents: 1125 });
  });
  it('0.99 € with 33 % margin and 7 % discount rounds each step half up', () => {
    // 0.99 × 1.33 = 1.3167 → 1.32; 1.32 × 0.93 = 1.2276 → 1.23
    expect(computePrices(99, 33, 7)).toEqual({ salePriceCents: 132, priceCents: 123 });
  });
  it('no discount: the price is the sale price', () => {
    expect(computePrices(1000, 25, 0)).toEqual({ salePriceCents: 1250, priceCents: 1250 });
  });
  it('rounds exact halves up, without floating-point drift', () => {
    // 0.10 × 1.25 = 0.125 → 0.13; 1.05 × 1.10 = 1.155 → 1.16 (floats would give 1.15)
    expect(computePrices(10, 25, 0).salePriceCents).toBe(13);
    expect(computePrices(105, 10, 0).salePriceCents).toBe(116);
  });
  it('a 100 % discount is free, a 0 % margin sells at cost', () => {
    expect(computePrices(500, 0, 100)).toEqual({ salePriceCents: 500, priceCents: 0 });
  });
});

describe('discountBadgePercent', () => {
  it('rounds (original − current) / original × 100', () => {
    expect(discountBadgePercent(1250, 1125)).toBe(10);
    expect(discountBadgePercent(300, 199)).toBe(34); // 33.67
    expect(discountBadgePercent(1000, 995)).toBe(1); // 0.5 rounds up
  });
  it('no badge when the original does not exceed the current price', () => {
    expect(discountBadgePercent(1000, 1000)).toBeNull();
    expect(discountBadgePercent(900, 1000)).toBeNull();
    expect(discountBadgePercent(0, 0)).toBeNull();
  });
  it('no badge for a cut that rounds to 0 %', () => {
    expect(discountBadgePercent(1000, 999)).toBeNull();
  });
});

describe('lowest30DayPrice', () => {
  it('is the lowest price in force in the 30 days before the current one', () => {
    const history = [
      { priceCents: 900, changedAt: at(60) }, // ended 40 days ago: outside the window
      { priceCents: 1200, changedAt: at(40) }, // in force until 20 days ago: inside
      { priceCents: 1100, changedAt: at(20) }, // inside
      { priceCents: 1000, changedAt: at(5) }, // current
    ];
    expect(lowest30DayPrice(history)).toBe(1100);
  });
  it('counts a price that started before the window but was still in force inside it', () => {
    const history = [
      { priceCents: 800, changedAt: at(50) },
      { priceCents: 1000, changedAt: at(10) },
    ];
    expect(lowest30DayPrice(history)).toBe(800);
  });
  it('ignores the order of the entries', () => {
    const history = [
      { priceCents: 1000, changedAt: at(1) },
      { priceCents: 1300, changedAt: at(10) },
    ];
    expect(lowest30DayPrice(history)).toBe(1300);
  });
  it('a product with a single price reports that price', () => {
    expect(lowest30DayPrice([{ priceCents: 1250, changedAt: at(3) }])).toBe(1250);
  });
  it('a price that ended exactly at the window start does not count', () => {
    const history = [
      { priceCents: 100, changedAt: at(45) },
      { priceCents: 2000, changedAt: at(31) },
      { priceCents: 1000, changedAt: at(1) },
    ];
    // 100 ended 31 days ago (before the window [31 days ago, 1 day ago)): out.
    expect(lowest30DayPrice(history)).toBe(2000);
  });
  it('no history, no reference', () => {
    expect(lowest30DayPrice([])).toBeNull();
  });
});
