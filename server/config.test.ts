import { describe, expect, it } from 'vitest';
import {
  assertPublicUrl,
  assertRealSellerIdentity,
  ConfigError,
  currentSchoolYear,
  isPlaceholderSeller,
  loadConfig,
  shopIban,
} from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.FREE_SHIPPING_THRESHOLD).toBe(9000);
    expect(config.STANDARD_SHIPPING_COST).toBe(500);
    expect(config.SHOP_CITY).toBe('Cagliari');
  });

  it('converts euros to cents', () => {
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD: '49.90' }).FREE_SHIPPING_THRESHOLD).toBe(4990);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'tremila' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'tremila' })).toThrow(/PORT="tremila"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

describe('seller identity', () => {
  const real = {
    SHOP_LEGAL_NAME: 'Libreria Rossi S.n.c.',
    SHOP_VAT_NUMBER: 'IT01234567897',
    SHOP_IBAN: 'IT02L1234512345123456789012',
  };

  it('refuses the demo placeholder in production unless the shop is the demo', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => assertRealSellerIdentity(production)).toThrow(ConfigError);
    expect(() => assertRealSellerIdentity(production)).toThrow(/ragione sociale e la partita IVA reali/);
    expect(() => assertRealSellerIdentity(production)).toThrow(/SHOP_LEGAL_NAME=/);
    // One placeholder value is enough to refuse.
    expect(() =>
      assertRealSellerIdentity(loadConfig({ NODE_ENV: 'production', SHOP_LEGAL_NAME: real.SHOP_LEGAL_NAME })),
    ).toThrow(/SHOP_VAT_NUMBER="IT00000000000"/);
    expect(() => assertRealSellerIdentity(loadConfig({ NODE_ENV: 'production', ...real }))).not.toThrow();
    // The example IBAN would send families' transfers nowhere: refused too, however it is spaced.
    expect(() =>
      assertRealSellerIdentity(
        loadConfig({ NODE_ENV: 'production', ...real, SHOP_IBAN: 'IT60 X054 2811 1010 0000 0123 456' }),
      ),
    ).toThrow(/SHOP_IBAN=.*IBAN di esempio/);
    // Unset in production: no bank transfers rather than the example IBAN.
    expect(shopIban(loadConfig({ NODE_ENV: 'production', ...real, SHOP_IBAN: '' }))).toBe('');
    expect(shopIban(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }))).toBe('IT60X0542811101000000123456');
    expect(shopIban(loadConfig({ NODE_ENV: 'test' }))).toBe('IT60X0542811101000000123456');
    expect(() => assertRealSellerIdentity(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }))).not.toThrow();
    expect(() => assertRealSellerIdentity(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('recognises the placeholder and obvious examples', () => {
    expect(
      isPlaceholderSeller({ legalName: 'Cartella Demo S.r.l. (società di esempio)', vatNumber: 'IT01234567897' }),
    ).toBe(true);
    expect(isPlaceholderSeller({ legalName: 'Libreria Rossi', vatNumber: '00000000000' })).toBe(true);
    expect(isPlaceholderSeller({ legalName: 'Libreria Rossi', vatNumber: 'IT01234567897' })).toBe(false);
  });
});

describe('currentSchoolYear', () => {
  it('switches in August', () => {
    expect(currentSchoolYear(new Date('2026-07-31T12:00:00Z'))).toBe('2025-2026');
    expect(currentSchoolYear(new Date('2026-08-01T12:00:00Z'))).toBe('2026-2027');
    expect(currentSchoolYear(new Date('2026-11-22T12:00:00Z'))).toBe('2026-2027');
  });
});

describe('public address', () => {
  it('is required in production, where every absolute link comes from it', () => {
    expect(() => assertPublicUrl(loadConfig({ NODE_ENV: 'production' }))).toThrow(/PUBLIC_URL/);
    expect(() =>
      assertPublicUrl(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cartella.shop' })),
    ).not.toThrow();
    expect(() => assertPublicUrl(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });
});
