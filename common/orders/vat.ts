// Italian prices are shown VAT included; receipts show the VAT contained in them by rate:
// books 4% (art. 74 DPR 633/72, paid at source by the publisher), school supplies and
// shipping 22%.

export type VatRate = 4 | 22;
export const BOOK_VAT_RATE: VatRate = 4;
export const SUPPLY_VAT_RATE: VatRate = 22;
export const SHIPPING_VAT_RATE: VatRate = 22;

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
