// Cart arithmetic in integer cents, shared by the cart page (display) and the server
// (which computes the amounts it charges from prices it reads itself).
import type { ShippingMethod } from './items.ts';

export type ShippingRules = {
  /** Subtotal from which standard delivery is free (SPEC.md section 9: € 90,00). */
  freeShippingThresholdCents: number;
  /** Standard delivery below the threshold (€ 5,00). */
  standardShippingCents: number;
};

export type PricedLine = { unitPriceCents: number; quantity: number };

export type CartTotals = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  itemCount: number;
  /** What is still missing for free delivery; 0 when reached or when picking up. */
  missingForFreeShippingCents: number;
};

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/** Pickup is always free; standard delivery is free from the threshold up, inclusive. */
export function shippingCents(method: ShippingMethod, subtotalCents: number, rules: ShippingRules): number {
  if (method === 'pickup' || subtotalCents === 0) return 0;
  return subtotalCents >= rules.freeShippingThresholdCents ? 0 : rules.standardShippingCents;
}

export function cartTotals(lines: PricedLine[], method: ShippingMethod, rules: ShippingRules): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shipping = shippingCents(method, subtotalCents, rules);
  const missing =
    method === 'standard' && subtotalCents > 0 ? Math.max(0, rules.freeShippingThresholdCents - subtotalCents) : 0;
  return {
    subtotalCents,
    shippingCents: shipping,
    totalCents: subtotalCents + shipping,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    missingForFreeShippingCents: missing,
  };
}

/** Euros as the JSON API and the browser cart carry them → exact cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
