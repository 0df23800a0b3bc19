import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_KEYS, contrastRatio, PALETTE, PLATFORM_COLOR, SHADES } from './palette.ts';

// Every preset must keep the pages readable (WCAG 2.2 AA): text and buttons at 4.5:1 or
// more, the focus ring at 3:1, on the pairs the pages actually use.

const WHITE = '#ffffff';

/** [foreground shade, background shade or white, minimum ratio, where the pages use it] */
const PAIRS: [string, string, number, string][] = [
  ['white', '700', 4.5, 'primary buttons (btn-primary), the logo tile'],
  ['white', '800', 4.5, 'primary buttons on hover'],
  ['white', '950', 4.5, 'footer headings'],
  ['700', 'white', 4.5, 'links and secondary buttons'],
  ['800', 'white', 4.5, 'the wordmark, active links'],
  ['900', 'white', 4.5, 'headings and notes'],
  ['950', 'white', 4.5, 'page titles'],
  ['700', '50', 4.5, 'links in tinted boxes'],
  ['800', '50', 4.5, 'the active menu entry'],
  ['900', '50', 4.5, 'notes in tinted boxes'],
  ['100', '950', 4.5, 'footer text'],
  ['200', '950', 4.5, 'footer links'],
  ['500', 'white', 3, 'focus ring (non-text contrast)'],
  ['600', 'white', 3, 'focus ring of fields'],
];

describe('brand palette', () => {
  for (const color of PALETTE) {
    it(`${color.name} (${color.key}) has AA contrast where the pages use it`, () => {
      const pick = (shade: string) => (shade === 'white' ? WHITE : color.scale[shade as (typeof SHADES)[number]]);
      const failures = PAIRS.map(([fg, bg, min, use]) => ({
        fg,
        bg,
        min,
        use,
        ratio: contrastRatio(pick(fg), pick(bg)),
      }))
        .filter((p) => p.ratio < p.min)
        .map((p) => `${p.fg} on ${p.bg}: ${p.ratio.toFixed(2)} < ${p.min} (${p.use})`);
      expect(failures).toEqual([]);
    });
  }

  it('computes the WCAG ratio (known values)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the classic lightest grey with 4.5:1 on white.
    expect(contrastRatio('#767676', WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', WHITE)).toBeLessThan(4.5);
  });

  it('has names in Italian, distinct keys, full scales', () => {
    expect(new Set(PALETTE.map((c) => c.key)).size).toBe(PALETTE.length);
    for (const c of PALETTE) {
      expect(Object.keys(c.scale).sort()).toEqual([...SHADES].sort());
      for (const hex of Object.values(c.scale)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(BRAND_COLOR_KEYS).not.toContain(PLATFORM_COLOR);
    expect(BRAND_COLOR_KEYS.length).toBeGreaterThanOrEqual(4);
  });
});
