import { count, eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import type { DemoSeed } from '../demo/index.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SUPPLIERS } from './demo-products.ts';
import { createCategory, createSupplier, saveProduct } from './save.ts';
import { products } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pictures of the demo catalogue, served from public/demo/products. */
export const demoImages = (name: string) => [`/demo/products/${name}-1.svg`, `/demo/products/${name}-2.svg`];

/**
 * Loads the demo catalogue into the default shop when it has no products. Products go
 * through the same save path as the admin form, at dates in the past, so prices, history
 * and the Omnibus reference are what a real shop would have.
 */
export async function seedDemoCatalog(services: AppServices, now = new Date()): Promise<number> {
  const { db } = services;
  const tenantId = services.defaultTenant().id;
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId));
  if ((existing?.n ?? 0) > 0) return 0;
  for (const name of DEMO_CATEGORIES) await createCategory(db, { tenantId, name });
  for (const name of DEMO_SUPPLIERS) await createSupplier(db, { tenantId, name });
  let index = 0;
  for (const demo of DEMO_PRODUCTS) {
    index += 1;
    const base = {
      nome: demo.nome,
      descrizione: demo.descrizione,
      categoria: demo.categoria,
      prezzoOriginale: demo.costo,
      margine: demo.margine ?? 25,
      sconto: 0,
      fornitore: DEMO_SUPPLIERS[index % 2] as string,
      fornitoreProductId: `DEMO-${String(index).padStart(4, '0')}`,
      disponibile: demo.disponibile ?? true,
      pezzi_disponibili: demo.pezzi ?? 999,
      immagini: demoImages(demo.immagine),
      tags: demo.tags,
    };
    // Older products first, so "newest first" shows the ones tagged nuovo near the top.
    const createdAt = new Date(now.getTime() - (60 - index) * DAY_MS - (demo.tags.includes('nuovo') ? 0 : 20 * DAY_MS));
    const saved = await saveProduct(db, { tenantId, input: base, now: createdAt });
    if (demo.sconto && demo.cutDaysAgo) {
      await saveProduct(db, {
        tenantId,
        input: { ...base, sconto: demo.sconto },
        productId: saved.id,
        now: new Date(now.getTime() - demo.cutDaysAgo * DAY_MS),
      });
    }
  }
  return DEMO_PRODUCTS.length;
}

export const catalogDemoSeed: DemoSeed = {
  name: 'catalog',
  run: async (services) => {
    await seedDemoCatalog(services);
  },
};
