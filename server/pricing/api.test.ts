import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Adoption } from '#common/schools/views.ts';
import { schoolsDemoSeed } from '../schools/demo.ts';
import { adoptions, books } from '../schools/schema.ts';
import { useTestApp } from '../test/app.ts';
import { createShop, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { textbookDiscountChanges } from './schema.ts';

// A shop's own textbook price (issue 12): set by its owner within the legal cap, used by
// the class list and the cart quote of that shop only, with the Omnibus reference.

describeEachDatabase('shop textbook discount', (kind) => {
  const app = useTestApp(kind);
  let shopA: Awaited<ReturnType<typeof createShop>>;
  let shopB: Awaited<ReturnType<typeof createShop>>;
  let ownerA: Person;
  let staffA: Person;
  let school = '';
  let isbn = '';
  let publisher = '';
  let listCents = 0;

  beforeAll(async () => {
    const { services } = app();
    await schoolsDemoSeed.run(services);
    shopA = await createShop(services, `sconti-a-${kind}`);
    shopB = await createShop(services, `sconti-b-${kind}`);
    ownerA = await personWithRole(app(), shopA, 'owner');
    staffA = await personWithRole(app(), shopA, 'staff');
    const [row] = await services.db
      .select({
        school: adoptions.schoolCode,
        isbn: books.isbn,
        publisher: books.publisher,
        list: books.listPriceCents,
      })
      .from(adoptions)
      .innerJoin(books, eq(books.isbn, adoptions.isbn))
      .where(and(eq(books.isIsbn, true), isNotNull(books.listPriceCents), isNotNull(books.publisher)))
      .limit(1);
    school = row!.school;
    isbn = row!.isbn;
    publisher = row!.publisher!;
    listCents = row!.list!;
  });

  const put = (json: unknown, who: Person = ownerA, host = shopA.host) =>
    app().request('/api/admin/pricing/textbooks', { method: 'PUT', json, headers: who.headers, host });
  const adoption = async (host: string) => {
    const res = await app().request(`/api/adoptions?codiceScuola=${school}`, { host });
    const { adozioni } = (await res.json()) as { adozioni: Adoption[] };
    return adozioni.find((a) => a.isbn === isbn)!;
  };
  const quote = async (host: string) => {
    const res = await app().request('/api/cart/quote', {
      method: 'POST',
      host,
      json: {
        items: [{ type: 'book', isbn, scuola: { codice: '' }, classe: '', sezione: '', quantity: 2 }],
        shippingMethod: 'pickup',
      },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { items: { prezzo: number; prezzoListino: number; lineTotal: number }[] };
  };

  it('is the owner’s (or the operator’s): staff and customers are refused', async () => {
    expect((await put({ percentuale: 5 }, staffA)).status).toBe(403);
    const customer = await personWithRole(app(), shopA, 'customer');
    expect((await put({ percentuale: 5 }, customer)).status).toBe(403);
    expect((await app().request('/api/admin/pricing/textbooks', { host: shopA.host })).status).toBe(401);
  });

  it('refuses a discount above 15 % with the law as the reason', async () => {
    const res = await put({ percentuale: 16 });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'DISCOUNT_ABOVE_CAP',
      error: expect.stringMatching(/non può superare il 15%.*legge 15\/2020, art\. 8/),
    });
    expect((await put({ percentuale: 'dieci' })).status).toBe(400);
    expect((await put({ percentuale: -5 })).status).toBe(400);
  });

  it('prices the class list and the cart quote of that shop only', async () => {
    expect((await adoption(shopA.host)).prezzoVendita).toBe(listCents / 100);
    const res = await put({ percentuale: 10 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sconto: { editore: null, percentuale: 10 } });
    const expected = Math.floor((listCents * 9000 + 5000) / 10_000) / 100;
    const listed = await adoption(shopA.host);
    expect(listed).toMatchObject({ prezzo: listCents / 100, prezzoVendita: expected, sconto: 10 });
    // A new discount: the 30 days before it had the list price.
    expect(listed.prezzoPiuBasso30Giorni).toBe(listCents / 100);
    const [line] = (await quote(shopA.host)).items;
    expect(line).toMatchObject({ prezzo: expected, prezzoListino: listCents / 100 });
    expect(line!.lineTotal).toBe(Math.round(expected * 200) / 100);
    // Another shop keeps the list price.
    expect((await adoption(shopB.host)).prezzoVendita).toBe(listCents / 100);
    expect((await quote(shopB.host)).items[0]!.prezzo).toBe(listCents / 100);
  });

  it('lets a publisher have its own discount, and removing it goes back to the general one', async () => {
    expect((await put({ percentuale: 15, editore: publisher.toLowerCase() })).status).toBe(200);
    expect((await adoption(shopA.host)).sconto).toBe(15);
    const listing = await app().request('/api/admin/pricing/textbooks', { headers: ownerA.headers, host: shopA.host });
    const body = (await listing.json()) as {
      sconti: { editore: string | null; percentuale: number }[];
      massimo: number;
    };
    expect(body.massimo).toBe(15);
    expect(body.sconti).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ editore: null, percentuale: 10 }),
        expect.objectContaining({ editore: publisher.toUpperCase().replace(/\s+/g, ' ').trim(), percentuale: 15 }),
      ]),
    );
    const removed = await app().request(`/api/admin/pricing/textbooks?editore=${encodeURIComponent(publisher)}`, {
      method: 'DELETE',
      headers: ownerA.headers,
      host: shopA.host,
    });
    expect(removed.status).toBe(200);
    expect((await adoption(shopA.host)).sconto).toBe(10);
    const changes = await app()
      .services.db.select()
      .from(textbookDiscountChanges)
      .where(eq(textbookDiscountChanges.tenantId, shopA.tenant.id));
    expect(changes.map((c) => c.basisPoints)).toEqual([1000, 1500, null]);
  });
});
