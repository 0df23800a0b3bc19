import { beforeAll, expect, it } from 'vitest';
import type { FamilyList } from '#common/lists/views.ts';
import type { Adoption } from '#common/schools/views.ts';
import { schoolsDemoSeed } from '../schools/demo.ts';
import { useTestApp } from '../test/app.ts';
import { registerCustomer, type SignedIn, sessionCookieFrom } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { placePickupOrder } from '../test/orders.ts';

// A list per child (issue 12): a signed-in family saves class lists for two children at two
// schools, marks books "Ce l'ho già", finds them again after signing out and in; another
// family cannot reach them; lists kept in the browser move to the account.

describeEachDatabase('family lists API', (kind) => {
  const app = useTestApp(kind);
  let liceo: Adoption[] = [];
  let media: Adoption[] = [];

  beforeAll(async () => {
    await schoolsDemoSeed.run(app().services);
    const adoptions = async (code: string) => {
      const res = await app().request(`/api/adoptions?codiceScuola=${code}`);
      return ((await res.json()) as { adozioni: Adoption[] }).adozioni;
    };
    liceo = await adoptions('CAPS00000U');
    media = await adoptions('CAMM80001N');
  });

  const send = (method: string, path: string, who: SignedIn | null, json?: unknown) =>
    app().request(path, { method, json, headers: who?.headers });
  const giulia = () => {
    const first = liceo[0]!;
    return {
      nome: 'Giulia',
      codiceScuola: 'CAPS00000U',
      classe: first.annoCorso,
      sezione: first.sezione,
      combinazione: first.combinazione,
    };
  };
  const marco = () => ({ nome: 'Marco', codiceScuola: 'camm80001n', classe: 1, sezione: 'a' });

  it('is for signed-in families only', async () => {
    expect((await send('GET', '/api/lists', null)).status).toBe(401);
    expect((await send('POST', '/api/lists', null, giulia())).status).toBe(401);
  });

  it('keeps two children’s lists at two schools across sign-out and sign-in', async () => {
    const family = await registerCustomer(app());
    const created = await send('POST', '/api/lists', family, giulia());
    expect(created.status).toBe(201);
    const { list: first } = (await created.json()) as { list: FamilyList };
    expect(first).toMatchObject({ nome: 'Giulia', codiceScuola: 'CAPS00000U', owned: [] });
    expect(first.scuola?.nomeScuola).toMatch(/GALILEI/);
    expect(first.books.length).toBeGreaterThan(0);
    expect(first.books.every((b) => b.annoCorso === giulia().classe && b.sezione === giulia().sezione)).toBe(true);
    expect(first.books.every((b) => b.combinazione === giulia().combinazione && b.owned === false)).toBe(true);

    const second = await send('POST', '/api/lists', family, marco());
    expect(second.status).toBe(201);
    const { list: marcoList } = (await second.json()) as { list: FamilyList };
    expect(marcoList).toMatchObject({ codiceScuola: 'CAMM80001N', classe: 1, sezione: 'A' });

    // "Ce l'ho già" on one of Giulia's books; an ISBN with dashes is stored as ISBN-13.
    const isbn = first.books[0]!.isbn;
    const dashed = `${isbn.slice(0, 3)}-${isbn.slice(3)}`;
    const updated = await send('PUT', `/api/lists/${first.id}`, family, { ...giulia(), owned: [dashed] });
    expect(updated.status).toBe(200);
    const { list: marked } = (await updated.json()) as { list: FamilyList };
    expect(marked.owned).toEqual([isbn]);
    expect(marked.books.filter((b) => b.owned).map((b) => b.isbn)).toEqual(
      first.books.filter((b) => b.isbn === isbn).map((b) => b.isbn),
    );

    // Sign out, sign in again: both lists, with the book marked.
    expect((await send('POST', '/api/auth/logout', family)).status).toBe(200);
    expect((await send('GET', '/api/lists', family)).status).toBe(401);
    const login = await app().request('/api/auth/login', {
      method: 'POST',
      json: { email: family.email, password: family.password },
    });
    expect(login.status).toBe(200);
    const headers = new Headers({ cookie: sessionCookieFrom(login)! });
    const again = await app().request('/api/lists', { headers });
    const { lists } = (await again.json()) as { lists: FamilyList[] };
    expect(lists.map((l) => [l.nome, l.codiceScuola, l.owned])).toEqual([
      ['Giulia', 'CAPS00000U', [isbn]],
      ['Marco', 'CAMM80001N', []],
    ]);
    expect(media.length).toBeGreaterThan(0);
  });

  it('refuses bad input with Italian messages, and another family’s list is not found', async () => {
    const family = await registerCustomer(app());
    const bad = await send('POST', '/api/lists', family, { ...giulia(), nome: ' ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { nome: expect.stringMatching(/nome/) } });
    const wrongIsbn = await send('POST', '/api/lists', family, { ...giulia(), owned: ['978-88-08-92033-2'] });
    expect(wrongIsbn.status).toBe(400);
    const unknown = await send('POST', '/api/lists', family, { ...giulia(), codiceScuola: 'ZZZZ00000Z' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { codiceScuola: 'Scuola non trovata' } });

    const { list } = (await (await send('POST', '/api/lists', family, giulia())).json()) as { list: FamilyList };
    const stranger = await registerCustomer(app());
    expect((await send('PUT', `/api/lists/${list.id}`, stranger, giulia())).status).toBe(404);
    expect((await send('DELETE', `/api/lists/${list.id}`, stranger)).status).toBe(404);
    expect((await send('DELETE', '/api/lists/not-a-uuid', stranger)).status).toBe(404);
    expect(((await (await send('GET', '/api/lists', stranger)).json()) as { lists: unknown[] }).lists).toEqual([]);
    expect((await send('DELETE', `/api/lists/${list.id}`, family)).status).toBe(200);
    expect(((await (await send('GET', '/api/lists', family)).json()) as { lists: unknown[] }).lists).toEqual([]);
  });

  it('moves the browser’s lists to the account, merging the same list, and the cart groups by list', async () => {
    const family = await registerCustomer(app());
    await send('POST', '/api/lists', family, { ...giulia(), owned: [liceo[0]!.isbn] });
    const isbn = liceo[1]?.isbn ?? liceo[0]!.isbn;
    const res = await send('POST', '/api/lists/import', family, {
      lists: [
        { ...giulia(), localId: 'browser-1', owned: [isbn] },
        { ...marco(), localId: 'browser-2' },
        { ...marco(), nome: 'Nessuno', codiceScuola: 'ZZZZ00000Z', localId: 'browser-3' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lists: FamilyList[]; ids: Record<string, string> };
    expect(body.lists.map((l) => l.nome)).toEqual(['Giulia', 'Marco']);
    expect(body.ids).toEqual({ 'browser-1': body.lists[0]!.id, 'browser-2': body.lists[1]!.id });
    expect(new Set(body.lists[0]!.owned)).toEqual(new Set([liceo[0]!.isbn, isbn]));
    // Importing again changes nothing.
    const again = await send('POST', '/api/lists/import', family, { lists: [{ ...giulia(), localId: 'browser-1' }] });
    expect(((await again.json()) as { lists: FamilyList[] }).lists).toHaveLength(2);

    // Cart lines carry the child's list: two children in one class get a line each.
    const line = (id: string, nome: string) => ({
      type: 'book',
      isbn: media[0]!.isbn,
      scuola: { codice: 'CAMM80001N' },
      classe: String(media[0]!.annoCorso),
      sezione: media[0]!.sezione,
      quantity: 1,
      lista: { id, nome },
    });
    const cart = await send('PUT', '/api/cart', family, {
      items: [line(body.lists[1]!.id, 'Marco'), line('gemello', 'Luca')],
      shippingMethod: 'pickup',
    });
    expect(cart.status).toBe(200);
    const view = (await cart.json()) as { items: { key: string; lista: { nome: string } | null }[] };
    expect(view.items.map((i) => i.lista?.nome)).toEqual(['Marco', 'Luca']);
    expect(view.items[0]!.key).toMatch(new RegExp(`\\|${body.lists[1]!.id}$`));

    // The order keeps each line's child and both prices (list and shop).
    const order = await placePickupOrder(app(), family, [line(body.lists[1]!.id, 'Marco')]);
    expect(order.items[0]).toMatchObject({
      lista: 'Marco',
      prezzoListino: media[0]!.prezzo,
      prezzo: media[0]!.prezzoVendita,
    });
  });
});
