import { describe, expect, it } from 'vitest';
import { orderVatBreakdown, shippingVatLines, type VatLine, vatBreakdown, vatIncluded } from './vat.ts';

describe('VAT included in prices', () => {
  it('extracts 4% and 22% from gross amounts', () => {
    expect(vatIncluded(10400, 4)).toBe(400);
    expect(vatIncluded(12200, 22)).toBe(2200);
    expect(vatIncluded(500, 22)).toBe(90); // 5.00 shipping: net 4.10, VAT 0.90
    expect(vatIncluded(1999, 4)).toBe(77); // 19.99 book: net 19.22
  });

  it('groups by rate, books 4% apart from supplies at 22%', () => {
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

describe('VAT on delivery follows the goods (art. 12 DPR 633/72)', () => {
  const sum = (lines: VatLine[]) => lines.reduce((s, l) => s + l.grossCents, 0);

  it('books only: the whole € 5,00 delivery at 4%', () => {
    const goods: VatLine[] = [{ rate: 4, grossCents: 1999 }];
    expect(shippingVatLines(500, goods)).toEqual([{ rate: 4, grossCents: 500 }]);
    expect(orderVatBreakdown(goods, 500)).toEqual([{ rate: 4, grossCents: 2499, netCents: 2403, vatCents: 96 }]);
  });

  it('supplies only: the whole delivery at 22%', () => {
    const goods: VatLine[] = [
      { rate: 22, grossCents: 350 },
      { rate: 22, grossCents: 1200 },
    ];
    expect(shippingVatLines(500, goods)).toEqual([{ rate: 22, grossCents: 500 }]);
    expect(orderVatBreakdown(goods, 500)).toEqual([{ rate: 22, grossCents: 2050, netCents: 1680, vatCents: 370 }]);
  });

  it('mixed: split in proportion to the goods, the parts adding up to the charge', () => {
    // € 30 of books and € 10 of supplies: three quarters of the € 5 at 4%.
    expect(
      shippingVatLines(500, [
        { rate: 4, grossCents: 3000 },
        { rate: 22, grossCents: 1000 },
      ]),
    ).toEqual([
      { rate: 4, grossCents: 375 },
      { rate: 22, grossCents: 125 },
    ]);
    // 500 × 1999/3349 = 298.45… and 500 × 1350/3349 = 201.55…: the spare cent goes to the
    // larger remainder (22%), so 298 + 202 = 500.
    expect(
      shippingVatLines(500, [
        { rate: 4, grossCents: 1999 },
        { rate: 22, grossCents: 1350 },
      ]),
    ).toEqual([
      { rate: 4, grossCents: 298 },
      { rate: 22, grossCents: 202 },
    ]);
    // Equal remainders: the larger goods value takes the cent.
    expect(
      shippingVatLines(1, [
        { rate: 4, grossCents: 300 },
        { rate: 22, grossCents: 100 },
      ]),
    ).toEqual([{ rate: 4, grossCents: 1 }]);
  });

  it('always adds up to the charge, whatever the amounts', () => {
    for (let seed = 1; seed < 500; seed++) {
      const books = (seed * 7919) % 20_000;
      const supplies = (seed * 104_729) % 9000;
      const charge = 1 + ((seed * 31) % 999);
      const goods: VatLine[] = [
        { rate: 4, grossCents: books },
        { rate: 22, grossCents: supplies },
      ];
      const parts = shippingVatLines(charge, goods);
      expect(sum(parts)).toBe(charge);
      const breakdown = orderVatBreakdown(goods, charge);
      expect(breakdown.reduce((s, b) => s + b.grossCents, 0)).toBe(books + supplies + charge);
    }
  });

  it('free delivery adds nothing', () => {
    expect(shippingVatLines(0, [{ rate: 4, grossCents: 9500 }])).toEqual([]);
  });
});
