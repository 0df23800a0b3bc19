import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { lowest30DayPrice, type PricePoint } from '#common/catalog/pricing.ts';
import { productRatings } from '../reviews/schema.ts';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { seedDemoCatalog } from './demo.ts';
import { findProduct, listProducts } from './queries.ts';
import { saveProduct } from './save.ts';
import { productPriceHistory, products } from './schema.ts';

// listProducts finds a page in one statement (matches on narrow rows, the count beside them,
// the Omnibus reference in SQL): these tests hold it to what the two-query version answered.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const form = (nome: string, prezzoOriginale: string, sconto = 0) => ({
  nome,
  descrizione: 'Prodotto per le prove del catalogo',
  categoria: 'Quaderni',
  prezzoOriginale,
  margine: 25,
  sconto,
  fornitore: 'aliexpress',
  immagini: [],
  tags: 'prova',
});

describeEachDatabase('catalogue queries', (kind) => {
  const app = useTestApp(kind);
  const db = () => app().services.db;
  const tenantId = () => app().services.defaultTenant().id;

  beforeAll(async () => {
    await seedDemoCatalog(app().services, new Date());
  });

  it('reads the Omnibus reference of lowest30DayPrice for every shape of history', async () => {
    const now = Date.parse('2026-03-29T12:00:00Z'); // the night the clocks go forward in Italy
    const at = (ms: number) => new Date(now + ms);
    // Each history in insertion order (ids ascending); the last by (changedAt, id) is current.
    const histories: [string, PricePoint[]][] = [
      ['Omnibus nessuna storia', []],
      ['Omnibus un solo prezzo', [{ priceCents: 1250, changedAt: at(0) }]],
      [
        'Omnibus ribasso recente',
        [
          { priceCents: 1500, changedAt: at(-40 * DAY) },
          { priceCents: 1100, changedAt: at(-20 * DAY) },
          { priceCents: 900, changedAt: at(0) },
        ],
      ],
      [
        // The first price ended exactly at the window's start: it does not count.
        'Omnibus fine alla soglia',
        [
          { priceCents: 700, changedAt: at(-50 * DAY) },
          { priceCents: 1300, changedAt: at(-30 * DAY) },
          { priceCents: 1000, changedAt: at(0) },
        ],
      ],
      [
        // One hour inside the window (720 hours, not 30 calendar days across the DST change).
        'Omnibus un ora dentro',
        [
          { priceCents: 600, changedAt: at(-40 * DAY) },
          { priceCents: 1300, changedAt: at(-30 * DAY + HOUR) },
          { priceCents: 1000, changedAt: at(0) },
        ],
      ],
      [
        // A price replaced in the same instant was never in force; equal instants keep id order.
        'Omnibus stesso istante',
        [
          { priceCents: 1400, changedAt: at(-10 * DAY) },
          { priceCents: 500, changedAt: at(-5 * DAY) },
          { priceCents: 1200, changedAt: at(-5 * DAY) },
          { priceCents: 1100, changedAt: at(0) },
        ],
      ],
      [
        // The current price set twice in the same instant: the later id is current.
        'Omnibus corrente doppio',
        [
          { priceCents: 1400, changedAt: at(-10 * DAY) },
          { priceCents: 1000, changedAt: at(0) },
          { priceCents: 1050, changedAt: at(0) },
        ],
      ],
      [
        // Inserted out of time order: the order is by time, not by id.
        'Omnibus disordinata',
        [
          { priceCents: 800, changedAt: at(0) },
          { priceCents: 950, changedAt: at(-3 * DAY) },
          { priceCents: 1700, changedAt: at(-60 * DAY) },
        ],
      ],
    ];
    const expected = new Map<number, number | null>();
    for (const [name, history] of histories) {
      const saved = await saveProduct(db(), { tenantId: tenantId(), input: form(name, '10.00'), now: at(-90 * DAY) });
      await db().delete(productPriceHistory).where(eq(productPriceHistory.productId, saved.id));
      for (const point of history)
        await db().insert(productPriceHistory).values({
          productId: saved.id,
          priceCents: point.priceCents,
          salePriceCents: point.priceCents,
          changedAt: point.changedAt,
        });
      expected.set(saved.id, lowest30DayPrice(history));
    }
    // The JavaScript rule itself answers as the cases say.
    expect([...expected.values()]).toEqual([null, 1250, 1100, 1300, 600, 1200, 1400, 950]);

    const { products: listed, total } = await listProducts(db(), { tenantId: tenantId(), search: 'omnibus' });
    expect(total).toBe(histories.length);
    expect(new Map(listed.map((p) => [p.id, p.lowest30DayCents]))).toEqual(expected);
    for (const [id, reference] of expected) {
      expect((await findProduct(db(), { tenantId: tenantId(), productId: id }))?.lowest30DayCents).toBe(reference);
    }
  });

  it('follows a price change made through the form, in the list and on the product', async () => {
    const created = await saveProduct(db(), {
      tenantId: tenantId(),
      input: form('Raccoglitore prezzato', '8.00'),
      now: new Date(Date.now() - 10 * DAY),
    });
    expect(created.lowest30DayCents).toBe(1000);
    const cut = await saveProduct(db(), {
      tenantId: tenantId(),
      input: form('Raccoglitore prezzato', '8.00', 30),
      productId: created.id,
    });
    expect(cut.priceCents).toBe(700);
    expect(cut.lowest30DayCents).toBe(1000);
    const [row] = (await listProducts(db(), { tenantId: tenantId(), search: 'raccoglitore prezzato' })).products;
    expect(row).toMatchObject({ id: created.id, priceCents: 700, lowest30DayCents: 1000 });
    // A product edited without a price change keeps its history and its reference.
    const renamed = await saveProduct(db(), {
      tenantId: tenantId(),
      input: { ...form('Raccoglitore prezzato', '8.00', 30), descrizione: 'Nuova descrizione' },
      productId: created.id,
    });
    expect(renamed.lowest30DayCents).toBe(1000);
  });

  it('orders a search by rank, then word similarity, then id, page after page', async () => {
    for (const search of ['quaderno', 'penna', 'quaderni righe', 'calcolatirce', 'zain']) {
      const folded = search.toLowerCase();
      const tsquery = folded
        .split(' ')
        .map((w) => `${w}:*`)
        .join(' & ');
      // The order the statement before this one used, written out here independently.
      const reference = await db()
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.tenantId, tenantId()),
            eq(products.active, true),
            sql`(${products.searchVector} @@ to_tsquery('italian', ${tsquery})
              or (${sql.join(
                folded
                  .split(' ')
                  .map((w) =>
                    w.length >= 4 ? sql`${w} <% ${products.searchName}` : sql`${products.searchName} like ${`%${w}%`}`,
                  ),
                sql` and `,
              )}))`,
          ),
        )
        .orderBy(
          desc(sql`ts_rank(${products.searchVector}, to_tsquery('italian', ${tsquery}))`),
          desc(sql`word_similarity(${folded}, ${products.searchName})`),
          desc(products.id),
        );
      expect(reference.length, search).toBeGreaterThan(0);
      const pages: number[] = [];
      for (let offset = 0; offset < reference.length; offset += 2) {
        const page = await listProducts(db(), { tenantId: tenantId(), search, limit: 2, offset });
        expect(page.total, search).toBe(reference.length);
        pages.push(...page.products.map((p) => p.id));
      }
      expect(pages, search).toEqual(reference.map((r) => r.id));
    }
  });

  it('orders by an explicit column either way, then id, and newest first without one', async () => {
    const reference = async (order: SQL[]) =>
      (
        await db()
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, tenantId()), eq(products.active, true)))
          .orderBy(...order)
      ).map((r) => r.id);
    const paged = async (sort?: { by: 'nome' | 'prezzo' | 'pezzi'; dir: 'asc' | 'desc' }) => {
      const ids: number[] = [];
      for (let offset = 0; ; offset += 7) {
        const page = await listProducts(db(), { tenantId: tenantId(), sort, limit: 7, offset });
        ids.push(...page.products.map((p) => p.id));
        if (page.products.length < 7) return ids;
      }
    };
    expect(await paged({ by: 'prezzo', dir: 'asc' })).toEqual(
      await reference([asc(products.priceCents), desc(products.id)]),
    );
    expect(await paged({ by: 'prezzo', dir: 'desc' })).toEqual(
      await reference([desc(products.priceCents), desc(products.id)]),
    );
    expect(await paged({ by: 'nome', dir: 'asc' })).toEqual(await reference([asc(products.name), desc(products.id)]));
    expect(await paged()).toEqual(await reference([desc(products.createdAt), desc(products.id)]));
  });

  it('counts the matches past the last page, with every filter', async () => {
    const filters = { search: 'quaderno', categoria: 'quaderni', minPrezzo: 0.5, maxPrezzo: 50, minValutazione: 0 };
    const all = await listProducts(db(), { tenantId: tenantId(), ...filters, limit: 100 });
    expect(all.total).toBeGreaterThan(1);
    expect(all.products).toHaveLength(all.total);
    const lastPage = await listProducts(db(), { tenantId: tenantId(), ...filters, limit: 1, offset: all.total - 1 });
    expect(lastPage).toMatchObject({ total: all.total, products: [{ id: all.products.at(-1)?.id }] });
    const beyond = await listProducts(db(), { tenantId: tenantId(), ...filters, limit: 1, offset: all.total });
    expect(beyond).toEqual({ total: all.total, products: [] });
    const far = await listProducts(db(), { tenantId: tenantId(), ...filters, offset: 10_000 });
    expect(far).toEqual({ total: all.total, products: [] });
    const none = await listProducts(db(), { tenantId: tenantId(), search: 'nessunprodottocosi', offset: 50 });
    expect(none).toEqual({ total: 0, products: [] });
  });

  it('filters on the rating the page shows, and shows it on rows the filter did not need', async () => {
    const [target] = (await listProducts(db(), { tenantId: tenantId(), search: 'zaino', limit: 1 })).products;
    if (!target) throw new Error('no zaino in the demo');
    await db()
      .insert(productRatings)
      .values({ productId: target.id, tenantId: tenantId(), average: 4.5, count: 2 })
      .onConflictDoUpdate({ target: productRatings.productId, set: { average: 4.5, count: 2 } });
    const rated = await listProducts(db(), { tenantId: tenantId(), minValutazione: 4.5, limit: 100 });
    expect(rated.products.map((p) => p.id)).toContain(target.id);
    expect(rated.products.every((p) => p.rating >= 4.5)).toBe(true);
    const [plain] = (await listProducts(db(), { tenantId: tenantId(), search: 'zaino', limit: 1 })).products;
    expect(plain).toMatchObject({ id: target.id, rating: 4.5, reviewCount: 2 });
    const strict = await listProducts(db(), { tenantId: tenantId(), minValutazione: 4.6, limit: 100 });
    expect(strict.products.map((p) => p.id)).not.toContain(target.id);
  });
});
