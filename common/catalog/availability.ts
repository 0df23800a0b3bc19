// One availability rule for the shop and the back office, so a product is never
// "Disponibile" on one screen and "Non disponibile" on another (issue 19).

export type Availability = 'disponibile' | 'esaurito' | 'non_disponibile';

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  disponibile: 'Disponibile',
  esaurito: 'Esaurito',
  non_disponibile: 'Non disponibile',
};

/**
 * "Disponibile": on sale (active, and the shop's "disponibile" flag on) with pieces in
 * stock; "Esaurito": on sale but no pieces left; "Non disponibile": the shop does not sell
 * it now (inactive, or its flag off), whatever the stock.
 */
export function productAvailability(p: { active: boolean; available: boolean; stock: number }): Availability {
  if (!p.active || !p.available) return 'non_disponibile';
  return p.stock > 0 ? 'disponibile' : 'esaurito';
}

export function availabilityLabel(value: Availability): string {
  return AVAILABILITY_LABELS[value];
}
