// Italian prices are shown VAT included; receipts show the VAT contained in them by rate:
// books 4% (art. 74 DPR 633/72, paid at source by the publisher), school supplies 22%.
// Delivery charged with the goods is an accessory supply (art. 12 DPR 633/72): it takes the
// rate of the goods it delivers, and on a mixed order it is split between the rates in
// proportion to the goods' value (decision 0009).

export type VatRate = 4 | 22;
export const BOOK_VAT_RATE: VatRate = 4;
export const SUPPLY_VAT_RATE: VatRate = 22;

export type VatLine = { rate: VatRate; grossCents: number };
export type VatBreakdown = { rate: VatRate; grossCents: number; netCents: number; vatCents: number };

/** The VAT contained in a VAT-included amount, rounded to the cent. */
export function vatIncluded(grossCents: number, rate: VatRate): number {
  return grossCents - Math.round((grossCents * 100) / (100 + rate));
}

/** Groups gross amounts by rate (VAT is computed per rate on the total, as on a receipt). */
export function vatBreakdown(lines: VatLine[]): VatBreakdown[] {
  const byRate = new Map<VatRate, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.grossCents);
  return [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => {
      const vatCents = vatIncluded(grossCents, rate);
      return { rate, grossCents, netCents: grossCents - vatCents, vatCents };
    });
}

/**
 * The delivery charge as parts by VAT rate, following the goods: all at the books' rate on a
 * books-only order, all at 22% on a supplies-only one, and on a mixed order each rate gets
 * charge × (goods at that rate ÷ all goods). Parts are whole cents: each rate first gets the
 * rounded-down share, then the cents still missing go one each to the rates with the largest
 * remainders (ties: the larger goods value, then the higher rate), so the parts always add
 * up to the charge exactly.
 */
export function shippingVatLines(shippingCents: number, goods: VatLine[]): VatLine[] {
  if (shippingCents <= 0) return [];
  const byRate = new Map<VatRate, number>();
  for (const line of goods) {
    if (line.grossCents > 0) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.grossCents);
  }
  const total = [...byRate.values()].reduce((sum, v) => sum + v, 0);
  // Delivery without goods does not happen (an empty cart ships for free); if it ever did,
  // the ordinary rate is the safe one.
  if (total === 0) return [{ rate: SUPPLY_VAT_RATE, grossCents: shippingCents }];
  const parts = [...byRate.entries()].map(([rate, goodsCents]) => {
    const exact = shippingCents * goodsCents;
    return { rate, goodsCents, cents: Math.floor(exact / total), remainder: exact % total };
  });
  let missing = shippingCents - parts.reduce((sum, p) => sum + p.cents, 0);
  const byRemainder = [...parts].sort(
    (a, b) => b.remainder - a.remainder || b.goodsCents - a.goodsCents || b.rate - a.rate,
  );
  for (const part of byRemainder) {
    if (missing === 0) break;
    part.cents += 1;
    missing -= 1;
  }
  return parts
    .filter((p) => p.cents > 0)
    .sort((a, b) => a.rate - b.rate)
    .map((p) => ({ rate: p.rate, grossCents: p.cents }));
}

/** An order's VAT by rate: its goods plus the delivery charge split after them. */
export function orderVatBreakdown(goods: VatLine[], shippingCents: number): VatBreakdown[] {
  return vatBreakdown([...goods, ...shippingVatLines(shippingCents, goods)]);
}
