import { writeFileSync } from 'node:fs';
import { brandCss } from '#common/tenants/palette.ts';

// Writes app/brand.css from the palette (common/tenants/palette.ts).
writeFileSync(new URL('../app/brand.css', import.meta.url), brandCss());
console.log('app/brand.css aggiornato');
