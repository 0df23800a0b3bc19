import { describe, expect, it } from 'vitest';
import { vatBreakdown, vatIncluded } from './vat.ts';

describe('VAT included in prices', () => {
  it('extracts 4% and 22% from gross amounts', () => {
    expect(vatIncluded(10400, 4)).toBe(400);
    expect(vatIncluded(12200, 22)).toBe(2200);
    expect(vatIncluded(500, 22)).toBe(90); // 5.00 shipping: net 4.10, VAT 0.90
    expect(vatIncluded(1999, 4)).toBe(77); // 19.99 book: net 19.22
  });

  it('groups by rate, books 4% apart from supplies and shipping at 22%', () => {
    const breakdown = vatBreakdown([
      { rate: 4, grossCents: 1999 },
      { rate: 4, grossCents: 2500 },
      { rate: 22, grossCents: 350 },
      { rate: 22, grossCents: 500 },
    ]);
    expect(breakdown).toEqual([
      { rate: 4, grossCents: 4499, netCents: 4326, vatCents: 173 },
      { rate: 22, grossCents: 850, netCents: 697, vatCents: 153 },
    ]);
    for (const row of breakdown) expect(row.netCents + row.vatCents).toBe(row.grossCents);
  });

  it('leaves out rates with nothing to tax', () => {
    expect(
      vatBreakdown([
        { rate: 22, grossCents: 0 },
        { rate: 4, grossCents: 100 },
      ]).map((r) => r.rate),
    ).toEqual([4]);
  });
});
