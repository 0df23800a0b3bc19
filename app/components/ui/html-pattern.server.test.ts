import { describe, expect, it } from 'vitest';
import { htmlPattern } from './html-pattern.server.ts';

/** What a browser does with a pattern attribute: the whole value, the `v` flag. */
const browserMatches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, 'v').test(value);

describe('htmlPattern', () => {
  it('escapes what the v flag refuses inside a class, and matches what the regex matched', () => {
    const phone = /^[+\d][\d\s./-]{5,}$/;
    expect(() => new RegExp(`^(?:${phone.source})$`, 'v')).toThrow();
    const pattern = htmlPattern(phone)!;
    expect(pattern).toBe('^[+\\d][\\d\\s.\\/\\-]{5,}$');
    for (const value of ['070 123456', '+39 070-123/456', '070.12.34.56', 'abc', '07', '070_123456'])
      expect(browserMatches(pattern, value), value).toBe(phone.test(value));
  });

  it('keeps ranges as ranges and escaped hyphens as they are', () => {
    const pattern = htmlPattern(/^[A-Za-z0-9_+-]+@[a-z-]+$/)!;
    expect(browserMatches(pattern, 'a+b@x-y')).toBe(true);
    expect(browserMatches(pattern, 'a b@x')).toBe(false);
  });

  it('gives no pattern for what an attribute cannot carry', () => {
    expect(htmlPattern(/^a.b$/s)).toBeUndefined();
    expect(htmlPattern(/^a$/m)).toBeUndefined();
    // A pattern has no flags: the case-insensitive regex stays the server's.
    expect(htmlPattern(/^(?:ca|mi)$/i)).toBeUndefined();
  });

  it('keeps a doubled punctuator literal: `&&` is an intersection inside a v-flag class', () => {
    const pattern = htmlPattern(/^[a&&b]$/)!;
    for (const value of ['a', '&', 'b']) expect(browserMatches(pattern, value), value).toBe(true);
    expect(browserMatches(htmlPattern(/^[.]+$/)!, '..')).toBe(true);
  });
});
