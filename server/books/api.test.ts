import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schoolsDemoSeed } from '../schools/demo.ts';
import { adoptions, books } from '../schools/schema.ts';
import { useTestApp } from '../test/app.ts';
import { createShop, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import { enrichmentIdle } from './enrichment.ts';
import { shopBookOverrides } from './overrides.ts';

// A local Open Library-compatible service: editions by ISBN, works, covers by id.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400, 7)]);
const requests: string[] = [];
let knownIsbn = '';
const fake = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === `/isbn/${knownIsbn}.json`) {
    return json(200, { title: 'Edizione', number_of_pages: 312, covers: [-1, 4242], works: [{ key: '/works/OL99W' }] });
  }
  if (req.url === '/works/OL99W.json')
    return json(200, { description: { type: '/type/text', value: 'Un libro per la scuola.' } });
  if (req.url === '/b/id/4242-L.jpg') {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return res.end(PNG);
  }
  json(404, { error: 'notfound' });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

type BookRow = {
  isbn: string;
  prezzo: number | null;
  prezzoVendita: number | null;
  copertina: string | null;
  descrizione: string | null;
  disponibile: boolean;
  enriched: boolean;
  pagine: number | null;
};

describeEachDatabase('back office: books', (kind) => {
  const app = useTestApp(kind, { BOOK_ENRICHMENT_URL: fakeUrl });
  let shopA: Awaited<ReturnType<typeof createShop>>;
  let shopB: Awaited<ReturnType<typeof createShop>>;
  let ownerA: Person;
  let staffB: Person;
  let school = '';
  let otherIsbn = '';

  beforeAll(async () => {
    const { services } = app();
    await schoolsDemoSeed.run(services);
    shopA = await createShop(services, `libri-a-${kind}`);
    shopB = await createShop(services, `libri-b-${kind}`);
    ownerA = await personWithRole(app(), shopA, 'owner');
    staffB = await personWithRole(app(), shopB, 'staff');
    const [adoption] = await services.db
      .select({ school: adoptions.schoolCode })
      .from(adoptions)
      .innerJoin(books, eq(books.isbn, adoptions.isbn))
      .where(eq(books.isIsbn, true))
      .limit(1);
    school = adoption!.school;
    const list = await services.db
      .selectDistinct({ isbn: adoptions.isbn })
      .from(adoptions)
      .innerJoin(books, eq(books.isbn, adoptions.isbn))
      .where(and(eq(adoptions.schoolCode, school), eq(books.isIsbn, true)));
    knownIsbn = list[0]!.isbn;
    otherIsbn = list[1]!.isbn;
  });

  const list = async (query: string, who: Person, host: string) => {
    const res = await app().request(`/api/admin/books?${query}`, { headers: who.headers, host });
    return { res, body: (await res.json()) as { books: BookRow[]; total: number } };
  };
  const put = (isbn: string, json: unknown, who: Person = ownerA, host = shopA.host) =>
    app().request(`/api/admin/books/${isbn}`, { method: 'PUT', json, headers: who.headers, host });

  it('lists the books of the lists, by school and by words or ISBN', async () => {
    const bySchool = await list(`codiceScuola=${school}`, ownerA, shopA.host);
    expect(bySchool.res.status).toBe(200);
    expect(bySchool.body.total).toBeGreaterThan(1);
    expect(bySchool.body.books.map((b) => b.isbn)).toContain(knownIsbn);
    const byIsbn = await list(`q=${knownIsbn}`, ownerA, shopA.host);
    expect(byIsbn.body.books.map((b) => b.isbn)).toEqual([knownIsbn]);
    const [book] = byIsbn.body.books;
    expect(book).toMatchObject({ prezzoVendita: book!.prezzo, disponibile: true, enriched: false });
    expect((await list('codiceScuola=corto', ownerA, shopA.host)).res.status).toBe(400);
  });

  it('keeps a shop’s price, description, cover and availability for itself', async () => {
    const [listed] = (await list(`q=${knownIsbn}`, ownerA, shopA.host)).body.books;
    // Law 15/2020 art. 8: at most 15 % below the cover price, never above it.
    const tooLow = await put(knownIsbn, { prezzoVendita: Math.floor(listed!.prezzo! * 80) / 100 });
    expect(tooLow.status).toBe(422);
    expect(((await tooLow.json()) as { error: string }).error).toMatch(/15% di sconto consentito.*legge 15\/2020/);
    expect((await put(knownIsbn, { prezzoVendita: listed!.prezzo! + 1 })).status).toBe(422);
    const shopPrice = Math.round(listed!.prezzo! * 90) / 100;
    const res = await put(knownIsbn, {
      prezzoVendita: shopPrice,
      descrizione: 'Edizione con eserciziario',
      disponibile: false,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { book: BookRow }).book).toMatchObject({
      prezzoVendita: shopPrice,
      descrizione: 'Edizione con eserciziario',
      disponibile: false,
    });
    const upload = await put(knownIsbn, { copertina: `data:image/png;base64,${PNG.toString('base64')}` });
    const cover = ((await upload.json()) as { book: BookRow }).book.copertina!;
    expect(cover).toMatch(/^\/covers\/[0-9a-f]{40}$/);
    const served = await app().request(cover, { host: shopA.host });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Not a picture, or an address inside our network: refused.
    expect((await put(knownIsbn, { copertina: 'data:image/png;base64,aGVsbG8=' })).status).toBe(400);
    expect((await put(knownIsbn, { copertina: 'https://127.0.0.1/x.png' })).status).toBe(400);
    expect((await put(knownIsbn, { prezzoVendita: -1 })).status).toBe(400);
    expect((await put(knownIsbn, {})).status).toBe(400);
    expect((await put('9780000000000', { prezzoVendita: 1 })).status).toBe(404);

    const other = await list(`q=${knownIsbn}`, staffB, shopB.host);
    expect(other.body.books[0]).toMatchObject({ prezzoVendita: other.body.books[0]!.prezzo, disponibile: true });
    const overrides = await shopBookOverrides(app().services.db, shopA.tenant.id, [knownIsbn, otherIsbn]);
    expect([...overrides.keys()]).toEqual([knownIsbn]);
    expect(overrides.get(knownIsbn)).toMatchObject({
      priceCents: Math.round(shopPrice * 100),
      available: false,
      coverUrl: cover,
    });
    // null goes back to the Ministry's value.
    const back = await put(knownIsbn, { prezzoVendita: null, disponibile: null });
    const restored = ((await back.json()) as { book: BookRow }).book;
    expect(restored.prezzoVendita).toBe(restored.prezzo);
    expect(restored.disponibile).toBe(true);
  });

  it('enriches the books of a school from the service, with progress; covers fetched once', async () => {
    const coversBefore = requests.filter((r) => r.startsWith('/b/id/')).length;
    const start = await app().request('/api/admin/books/enrich', {
      method: 'POST',
      json: { isbns: [knownIsbn, otherIsbn] },
      headers: ownerA.headers,
      host: shopA.host,
    });
    expect(start.status).toBe(202);
    const { jobId } = (await start.json()) as { jobId: string };
    await enrichmentIdle(app().services);
    const progress = await app().request(`/api/admin/books/enrich/${jobId}`, {
      headers: ownerA.headers,
      host: shopA.host,
    });
    expect(((await progress.json()) as { job: unknown }).job).toMatchObject({
      status: 'completato',
      total: 2,
      done: 2,
      enriched: 1,
      notFound: 1,
      failed: 0,
    });
    // Another shop cannot read this shop's job.
    expect(
      (await app().request(`/api/admin/books/enrich/${jobId}`, { headers: staffB.headers, host: shopB.host })).status,
    ).toBe(404);
    const enriched = (await list(`q=${knownIsbn}`, staffB, shopB.host)).body.books[0]!;
    expect(enriched).toMatchObject({ enriched: true, descrizione: 'Un libro per la scuola.', pagine: 312 });
    expect(enriched.copertina).toMatch(/^\/covers\/[0-9a-f]{40}$/);
    // The family's list shows the "Arricchito" book.
    const family = await app().request(`/api/adoptions?codiceScuola=${school}`);
    const { adozioni } = (await family.json()) as {
      adozioni: { isbn: string; enriched: boolean; copertina: string }[];
    };
    expect(adozioni.find((a) => a.isbn === knownIsbn)).toMatchObject({ enriched: true, copertina: enriched.copertina });
    const coverCalls = requests.filter((r) => r.startsWith('/b/id/')).length;
    expect(coverCalls - coversBefore).toBe(1);
    const again = await app().request('/api/admin/books/enrich', {
      method: 'POST',
      json: { codiceScuola: school },
      headers: ownerA.headers,
      host: shopA.host,
    });
    expect(again.status).toBe(202);
    await enrichmentIdle(app().services);
    expect(requests.filter((r) => r.startsWith('/b/id/')).length).toBe(coverCalls);
    const none = await app().request('/api/admin/books/enrich', {
      method: 'POST',
      json: { isbns: ['AIE005'] },
      headers: ownerA.headers,
      host: shopA.host,
    });
    expect(none.status).toBe(422);
  });
});
