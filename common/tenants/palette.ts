// The colours a bookshop may give its shop (issue 14): a handful of presets, each a whole
// scale of the theme's `primary` tokens, so every page keeps its contrast whatever the owner
// picks (palette.test.ts computes the WCAG ratios). `blu` is the platform's own scale
// (app/app.css @theme); a shop without a choice (brand_color null) keeps it.

export const SHADES = ['50', '100', '200', '300', '500', '600', '700', '800', '900', '950'] as const;
export type Shade = (typeof SHADES)[number];
export type Scale = Record<Shade, string>;

export type BrandColor = { key: string; name: string; scale: Scale };

export const PLATFORM_COLOR = 'blu';

export const PALETTE: readonly BrandColor[] = [
  {
    key: 'blu',
    name: 'Blu scuola',
    scale: {
      '50': '#eef4ff',
      '100': '#dbe6fe',
      '200': '#bfd3fe',
      '300': '#93b4fd',
      '500': '#3b6cf0',
      '600': '#2551d6',
      '700': '#1d40ad',
      '800': '#1c368a',
      '900': '#1a2f6b',
      '950': '#111d42',
    },
  },
  {
    key: 'verde',
    name: 'Verde bosco',
    scale: {
      '50': '#ecfdf5',
      '100': '#d1fae5',
      '200': '#a7f3d0',
      '300': '#6ee7b7',
      '500': '#059669',
      '600': '#05875f',
      '700': '#047857',
      '800': '#065f46',
      '900': '#064e3b',
      '950': '#022c22',
    },
  },
  {
    key: 'petrolio',
    name: 'Blu petrolio',
    scale: {
      '50': '#f0fdfa',
      '100': '#ccfbf1',
      '200': '#99f6e4',
      '300': '#5eead4',
      '500': '#0d9488',
      '600': '#0e857b',
      '700': '#0f766e',
      '800': '#115e59',
      '900': '#134e4a',
      '950': '#042f2e',
    },
  },
  {
    key: 'viola',
    name: 'Viola',
    scale: {
      '50': '#f5f3ff',
      '100': '#ede9fe',
      '200': '#ddd6fe',
      '300': '#c4b5fd',
      '500': '#8b5cf6',
      '600': '#7c3aed',
      '700': '#6d28d9',
      '800': '#5b21b6',
      '900': '#4c1d95',
      '950': '#2e1065',
    },
  },
  {
    key: 'bordeaux',
    name: 'Bordeaux',
    scale: {
      '50': '#fff1f2',
      '100': '#ffe4e6',
      '200': '#fecdd3',
      '300': '#fda4af',
      '500': '#e11d48',
      '600': '#cf1742',
      '700': '#be123c',
      '800': '#9f1239',
      '900': '#881337',
      '950': '#4c0519',
    },
  },
  {
    key: 'terracotta',
    name: 'Terracotta',
    scale: {
      '50': '#fff7ed',
      '100': '#ffedd5',
      '200': '#fed7aa',
      '300': '#fdba74',
      '500': '#dd520b',
      '600': '#cf4a0c',
      '700': '#c2410c',
      '800': '#9a3412',
      '900': '#7c2d12',
      '950': '#431407',
    },
  },
  {
    key: 'ardesia',
    name: 'Grigio ardesia',
    scale: {
      '50': '#f8fafc',
      '100': '#f1f5f9',
      '200': '#e2e8f0',
      '300': '#cbd5e1',
      '500': '#64748b',
      '600': '#475569',
      '700': '#334155',
      '800': '#1e293b',
      '900': '#0f172a',
      '950': '#020617',
    },
  },
];

/** The keys an owner may store (the platform's blue is stored as "no choice"). */
export const BRAND_COLOR_KEYS = PALETTE.filter((c) => c.key !== PLATFORM_COLOR).map((c) => c.key) as [
  string,
  ...string[],
];

export function brandColor(key: string | null | undefined): BrandColor {
  return PALETTE.find((c) => c.key === key) ?? PALETTE[0]!;
}

/**
 * The stylesheet that applies a shop's colour: `<html data-brand="verde">` (app/root.tsx)
 * overrides the theme's primary tokens for the whole page, and any element with the
 * attribute for its own content (the swatches of /admin/negozio). Unlayered, so it wins
 * over the theme's layer. Written to app/brand.css by `npm run brand:css`; palette.test.ts
 * fails when the file and this list differ.
 */
export function brandCss(): string {
  const blocks = PALETTE.map((c) => {
    const lines = SHADES.map((s) => `  --color-primary-${s}: ${c.scale[s]};`);
    return `[data-brand="${c.key}"] {\n${lines.join('\n')}\n}\n`;
  });
  return `/* Generated from common/tenants/palette.ts by \`npm run brand:css\`: do not edit by hand. */\n${blocks.join('\n')}`;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
