import { describe, expect, it } from 'vitest';
import { availabilityLabel, productAvailability } from './availability.ts';

describe('one availability rule for shop and back office', () => {
  it('is "Disponibile" only on sale with pieces in stock', () => {
    expect(availabilityLabel(productAvailability({ active: true, available: true, stock: 3 }))).toBe('Disponibile');
  });

  it('is "Esaurito" on sale with no pieces left', () => {
    expect(availabilityLabel(productAvailability({ active: true, available: true, stock: 0 }))).toBe('Esaurito');
  });

  it('is "Non disponibile" when the shop does not sell it, whatever the stock', () => {
    expect(productAvailability({ active: true, available: false, stock: 50 })).toBe('non_disponibile');
    expect(productAvailability({ active: false, available: true, stock: 50 })).toBe('non_disponibile');
    expect(availabilityLabel('non_disponibile')).toBe('Non disponibile');
  });
});
