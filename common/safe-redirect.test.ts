import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeRedirect('/orders/abc?x=1#top')).toBe('/orders/abc?x=1#top');
    expect(safeRedirect('/products/1#recensioni')).toBe('/products/1#recensioni');
  });

  it('refuses anything a browser could follow to another site', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\nSet-Cookie: x=1',
      '/%09/evil.example'.replace('%09', '\t'),
      '\\\\evil.example',
      ' /evil',
      '/\u0000',
      '/\u00a0/evil.example',
      'javascript:alert(1)',
      '',
      'x'.repeat(3000),
    ]) {
      expect(safeRedirect(hostile), JSON.stringify(hostile)).toBe('/');
    }
    expect(safeRedirect(42)).toBe('/');
    expect(safeRedirect(null, '/admin')).toBe('/admin');
  });
});
