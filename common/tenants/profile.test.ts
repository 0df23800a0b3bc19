import { describe, expect, it } from 'vitest';
import { isValidIban, shopProfileInput } from './profile.ts';

const valid = {
  name: 'Libreria Rossi',
  legalName: 'Libreria Rossi S.r.l.',
  vatNumber: 'IT01234567897',
  address: 'Via Roma 1',
  city: 'Cagliari',
  email: 'info@libreriarossi.it',
  phone: '070 123456',
  openingHours: 'Lunedì–sabato 9–13 e 16–19:30',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  standardShippingCost: '5',
  freeShippingThreshold: '90',
};

describe('shop profile', () => {
  it('checks IBAN check digits', () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('IT60 X054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('non un iban')).toBe(false);
  });

  it('accepts a complete profile and normalises P.IVA and IBAN', () => {
    const parsed = shopProfileInput.parse(valid);
    expect(parsed.vatNumber).toBe('01234567897');
    expect(parsed.iban).toBe('IT60X0542811101000000123456');
    expect(parsed.standardShippingCost).toBe(5);
  });

  it('refuses a P.IVA with a wrong check digit, a bad IBAN and a negative price, each by field', () => {
    const result = shopProfileInput.safeParse({
      ...valid,
      vatNumber: '01234567890',
      iban: 'IT61X0542811101000000123456',
      standardShippingCost: '-1',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['vatNumber', 'iban', 'standardShippingCost']));
  });
});
