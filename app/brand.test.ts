import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandCss, PALETTE, PLATFORM_COLOR, SHADES } from '#common/tenants/palette.ts';

// The stylesheets and the palette (common/tenants/palette.ts, whose test checks contrast)
// must say the same thing.
describe('brand stylesheets', () => {
  it('the platform’s blue is the theme of app/app.css', () => {
    const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
    const blue = PALETTE.find((c) => c.key === PLATFORM_COLOR)!;
    for (const shade of SHADES) expect(css).toContain(`--color-primary-${shade}: ${blue.scale[shade]};`);
  });

  it('app/brand.css is generated from this palette (run `npm run brand:css` after a change)', () => {
    const css = readFileSync(new URL('./brand.css', import.meta.url), 'utf8');
    expect(css).toBe(brandCss());
  });
});
