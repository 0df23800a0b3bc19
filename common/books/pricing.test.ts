import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  MAX_TEXTBOOK_DISCOUNT_PERCENT,
  minimumTextbookPrice,
  priceTimeline,
  textbookDiscountError,
  textbookLowest30Days,
  textbookPriceError,
} from './pricing.ts';

const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.UTC(2026, 7, 1) + days * day);

describe('textbook discount cap (Law 15/2020 art. 8)', () => {
  it('allows 0 to 15 % with at most two decimals', () => {
    expect(MAX_TEXTBOOK_DISCOUNT_PERCENT).toBe(15);
    for (const ok of [0, 5, 12.5, 14.99, 15]) expect(textbookDiscountError(ok)).toBeNull();
  });

  it('refuses more than 15 % with the reason', () => {
    expect(textbookDiscountError(15.01)).toBe(
      'Lo sconto sui libri di testo adottati non può superare il 15% del prezzo di copertina (legge 15/2020, art. 8)',
    );
    expect(textbookDiscountError(20)).toMatch(/legge 15\/2020/);
    expect(textbookDiscountError(-1)).toBe('Lo sconto non può essere negativo');
    expect(textbookDiscountError(10.005)).toBe('Sconto: al massimo due decimali');
    expect(textbookDiscountError(Number.NaN)).toBe('Sconto non valido');
  });

  it('checks a shop price for one book against the cap and the cover price', () => {
    expect(minimumTextbookPrice(2000)).toBe(1700);
    expect(minimumTextbookPrice(1999)).toBe(1700); // 16.9915 € rounded up: never below the cap
    expect(textbookPriceError(2000, 1700)).toBeNull();
    expect(textbookPriceError(2000, 1699)).toMatch(/almeno 17,00 €/);
    expect(textbookPriceError(2000, 2001)).toBe('Il prezzo non può superare il prezzo di copertina del Ministero');
  });

  it('applies a discount rounding half up to the cent', () => {
    expect(discountedPrice(2000, 1500)).toBe(1700);
    expect(discountedPrice(1999, 1000)).toBe(1799); // 17.991 €
    expect(discountedPrice(1995, 500)).toBe(1895); // 18.9525 €
    expect(discountedPrice(1234, 0)).toBe(1234);
  });
});

describe('Omnibus reference of a discounted textbook', () => {
  it('is the list price when the discount is new', () => {
    const changes = [{ publisher: '', basisPoints: 1000, changedAt: at(0) }];
    expect(priceTimeline(2000, 'ZANICHELLI', changes).map((p) => p.priceCents)).toEqual([2000, 1800]);
    expect(textbookLowest30Days(2000, 'ZANICHELLI', changes)).toBe(2000);
  });

  it('is the lowest price of the 30 days before a raised discount', () => {
    const changes = [
      { publisher: '', basisPoints: 1000, changedAt: at(0) },
      { publisher: '', basisPoints: 500, changedAt: at(40) },
      { publisher: '', basisPoints: 1500, changedAt: at(50) },
    ];
    // 10 % until day 40 (inside the 30 days before day 50), then 5 %, now 15 %.
    expect(textbookLowest30Days(2000, 'ZANICHELLI', changes)).toBe(1800);
  });

  it('follows a publisher’s own rule over the general one, and back when it is removed', () => {
    const changes = [
      { publisher: '', basisPoints: 500, changedAt: at(0) },
      { publisher: 'ZANICHELLI', basisPoints: 1500, changedAt: at(10) },
      { publisher: 'ZANICHELLI', basisPoints: null, changedAt: at(20) },
      { publisher: 'MONDADORI', basisPoints: 1500, changedAt: at(30) },
    ];
    expect(priceTimeline(2000, 'ZANICHELLI', changes).map((p) => p.priceCents)).toEqual([2000, 1900, 1700, 1900]);
    expect(priceTimeline(2000, 'MONDADORI', changes).map((p) => p.priceCents)).toEqual([2000, 1900, 1700]);
  });
});
