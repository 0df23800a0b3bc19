import { describe, expect, it } from 'vitest';
import { isValidCodiceFiscale, isValidNumericCode, isValidPersonalCode } from './codice-fiscale.ts';

describe('codice fiscale', () => {
  it('accepts well-formed personal codes with the right check character, in any case', () => {
    expect(isValidPersonalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidPersonalCode('rssmra85t10a562s')).toBe(true);
    // Omocodia: digits replaced by letters, check character recomputed.
    expect(isValidPersonalCode('RSSMRA85T10A56NH')).toBe(true);
  });
  it('refuses a wrong check character, a wrong shape or a wrong length', () => {
    expect(isValidPersonalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidPersonalCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidPersonalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidPersonalCode('')).toBe(false);
  });
  it('accepts 11-digit codes with the right check digit', () => {
    expect(isValidNumericCode('00743110157')).toBe(true);
    expect(isValidNumericCode('00743110158')).toBe(false);
    expect(isValidNumericCode('0074311015')).toBe(false);
    expect(isValidCodiceFiscale('00743110157')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('ABC')).toBe(false);
  });
});
