import { describe, expect, it } from 'vitest';
import { ConfigError, currentSchoolYear, loadConfig } from './config.ts';

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

describe('currentSchoolYear', () => {
  it('switches in August', () => {
    expect(currentSchoolYear(new Date('2026-07-31T12:00:00Z'))).toBe('2025-2026');
    expect(currentSchoolYear(new Date('2026-08-01T12:00:00Z'))).toBe('2026-2027');
    expect(currentSchoolYear(new Date('2026-11-22T12:00:00Z'))).toBe('2026-2027');
  });
});
