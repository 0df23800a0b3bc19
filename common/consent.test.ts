import { describe, expect, it } from 'vitest';
import { choicesFor, parseConsent, readCookie, serializeConsent } from './consent.ts';

describe('cookie consent', () => {
  const decidedAt = '2026-06-01T10:00:00.000Z';

  it('round-trips and keeps the date', () => {
    const value = serializeConsent({ analytics: true, marketing: false, social: true, decidedAt });
    expect(parseConsent(value, new Date('2026-07-01'))).toEqual({
      analytics: true,
      marketing: false,
      social: true,
      decidedAt,
    });
  });

  it('asks again after six months', () => {
    const value = serializeConsent({ analytics: true, marketing: true, social: true, decidedAt });
    expect(parseConsent(value, new Date('2026-11-29'))).not.toBeNull();
    expect(parseConsent(value, new Date('2026-12-02'))).toBeNull();
  });

  it('ignores malformed values', () => {
    expect(parseConsent('1.11.yesterday')).toBeNull();
    expect(parseConsent('true')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('maps choices: closing or rejecting refuses everything', () => {
    const picked = { analytics: true, marketing: false, social: false };
    expect(choicesFor('reject', picked)).toEqual({ analytics: false, marketing: false, social: false });
    expect(choicesFor('accept', picked)).toEqual({ analytics: true, marketing: true, social: true });
    expect(choicesFor('save', picked)).toEqual(picked);
  });

  it('reads one cookie among many', () => {
    expect(readCookie('a=1; cartella_consent=xyz; b=2', 'cartella_consent')).toBe('xyz');
    expect(readCookie(null, 'x')).toBeUndefined();
  });
});
