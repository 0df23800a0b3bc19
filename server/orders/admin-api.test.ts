import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderRow, AdminOrderView } from '#common/orders/admin-views.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, type SignedIn } from '../test/auth.ts';
import { createShop, insertOrder, mailsTo, type Person, personWithRole } from '../test/backoffice.ts';
import { describeEachDatabase } from '../test/database.ts';
import type { Order } from './schema.ts';

type ListBody = { orders: AdminOrderRow[]; total: number; page: number; pages: number };
type OrderBody = { order: AdminOrderView };
type ErrorBody = { error: string; code: string };

describeEachDatabase('back office: orders', (kind) => {
  const app = useTestApp(kind, { PUBLIC_URL: 'https://cartella.example' });
  let shopA: Awaited<ReturnType<typeof createShop>>;
  let shopB: Awaited<ReturnType<typeof createShop>>;
  let staffA: Person;
  let operator: SignedIn;
  const fixtures: Record<string, Order> = {};

  beforeAll(async () => {
    const { services } = app();
    shopA = await createShop(services, `ordini-a-${kind}`);
    shopB = await createShop(services, `ordini-b-${kind}`);
    staffA = await personWithRole(app(), shopA, 'staff', 'Giulia Staff');
    operator = await loginAdmin(app());
    const a = shopA.tenant.id;
    fixtures.waiting = await insertOrder(services, a, {
      contact: { nome: 'Carla Verdi', email: 'carla.verdi@example.com', telefono: '+39 333 765 4321' },
      createdAt: new Date('2026-07-01T08:00:00Z'),
      lines: [
        {
          isbn: '9788808000001',
          title: 'Storia 1',
          unitCents: 1990,
          schoolCode: 'CBIC81000X',
          schoolName: 'IC Campobasso',
        },
        { isbn: '9788808000002', title: 'Inglese 1', unitCents: 2510, status: 'ordinato', schoolCode: 'CBIC81000X' },
        { type: 'product', productId: 1, title: 'Quaderno', unitCents: 150, quantity: 4 },
      ],
    });
    fixtures.paidCard = await insertOrder(services, a, {
      status: 'pagato',
      paymentMethod: 'stripe',
      paid: true,
      shippingMethod: 'standard',
      createdAt: new Date('2026-07-02T22:30:00Z'), // 00:30 on 3 July in Rome
      contact: { nome: '=HYPERLINK("http://x")', email: 'pagato@example.com', telefono: '3400000000' },
      lines: [{ title: 'Geografia; "atlante"', unitCents: 1234, status: 'arrivato' }],
    });
    fixtures.preparing = await insertOrder(services, a, {
      status: 'in_preparazione',
      shippingMethod: 'standard',
      paymentMethod: 'bonifico',
      paid: true,
      createdAt: new Date('2026-07-05T10:00:00Z'),
      lines: [{ title: 'Scienze', unitCents: 3000, status: 'arrivato' }],
    });
    fixtures.other = await insertOrder(services, shopB.tenant.id, {
      contact: { nome: 'Carla Verdi', email: 'carla.verdi@example.com', telefono: '333 765 4321' },
    });
  });

  const get = async <T>(path: string, who: SignedIn, host = shopA.host) => {
    const res = await app().request(path, { headers: who.headers, host });
    return { res, body: (await res.json()) as T & ErrorBody };
  };
  const post = async <T>(path: string, who: SignedIn, json: unknown = {}, host = shopA.host) => {
    const res = await app().request(path, { method: 'POST', headers: who.headers, host, json });
    return { res, body: (await res.json()) as T & ErrorBody };
  };
  const numbers = (body: ListBody) => body.orders.map((o) => o.number).sort();

  describe('list', () => {
    it('shows only the shop’s orders, newest first', async () => {
      const { res, body } = await get<ListBody>('/api/admin/orders', staffA);
      expect(res.status).toBe(200);
      expect(body.total).toBe(3);
      expect(body.orders.map((o) => o.id)).toEqual([
        fixtures.preparing!.id,
        fixtures.paidCard!.id,
        fixtures.waiting!.id,
      ]);
      const waiting = body.orders[2]!;
      expect(waiting.books).toEqual({ da_ordinare: 1, ordinato: 1 });
      expect(waiting.itemCount).toBe(6);
      expect(waiting.schools).toEqual([{ codice: 'CBIC81000X', nome: 'IC Campobasso' }]);
    });

    it('filters by state, payment, shipping, dates (Rome days), school and search', async () => {
      const q = async (query: string) => [
        query,
        numbers((await get<ListBody>(`/api/admin/orders?${query}`, staffA)).body),
      ];
      const n = (key: string) => fixtures[key]!.number;
      expect(await q('stato=pagato,in_preparazione')).toEqual([
        'stato=pagato,in_preparazione',
        [n('paidCard'), n('preparing')].sort(),
      ]);
      expect(await q('pagamento=stripe')).toEqual(['pagamento=stripe', [n('paidCard')]]);
      expect(await q('pagamento=da_pagare')).toEqual(['pagamento=da_pagare', [n('waiting')]]);
      expect(await q('pagamento=bonifico,pagato')).toEqual(['pagamento=bonifico,pagato', [n('preparing')]]);
      expect(await q('spedizione=pickup')).toEqual(['spedizione=pickup', [n('waiting')]]);
      expect(await q('da=2026-07-03&a=2026-07-03')).toEqual(['da=2026-07-03&a=2026-07-03', [n('paidCard')]]);
      expect(await q('a=2026-07-02')).toEqual(['a=2026-07-02', [n('waiting')]]);
      expect(await q('codiceScuola=cbic81000x')).toEqual(['codiceScuola=cbic81000x', [n('waiting')]]);
      expect(await q('q=verdi')).toEqual(['q=verdi', [n('waiting')]]);
      expect(await q('q=CARLA.VERDI@')).toEqual(['q=CARLA.VERDI@', [n('waiting')]]);
      expect(await q('q=3337654321')).toEqual(['q=3337654321', [n('waiting')]]);
      // A scanned number finds exactly that order.
      expect((await q(`q=${n('paidCard')}`))[1]).toEqual([n('paidCard')]);
      expect(await q('q=nessuno-si-chiama-cosi')).toEqual(['q=nessuno-si-chiama-cosi', []]);
    });

    it('sorts and refuses unknown filters', async () => {
      const { body } = await get<ListBody>('/api/admin/orders?sort=totale', staffA);
      expect(body.orders.map((o) => o.total)).toEqual([...body.orders.map((o) => o.total)].sort((x, y) => x - y));
      for (const bad of ['stato=boh', 'pagamento=assegno', 'da=ieri', 'sort=colore', 'page=0']) {
        expect((await get<ListBody>(`/api/admin/orders?${bad}`, staffA)).res.status, bad).toBe(400);
      }
    });

    it('exports the filtered list as CSV that a parser reads back', async () => {
      const res = await app().request('/api/admin/orders.csv?sort=data', { headers: staffA.headers, host: shopA.host });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ordini-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ';', columns: true }) as Record<
        string,
        string
      >[];
      expect(rows.map((r) => r.Numero)).toEqual([
        fixtures.waiting!.number,
        fixtures.paidCard!.number,
        fixtures.preparing!.number,
      ]);
      const card = rows[1]!;
      expect(card['Totale (€)']).toBe('17,34');
      expect(card.Data).toBe('03/07/2026 00:30');
      expect(card.Cliente).toBe('\'=HYPERLINK("http://x")');
      expect(card.Pagato).toBe('sì');
      expect(card.Consegna).toBe('Spedizione');
      const filtered = await app().request('/api/admin/orders.csv?stato=in_preparazione', {
        headers: staffA.headers,
        host: shopA.host,
      });
      const only = parse(await filtered.text(), { bom: true, delimiter: ';', columns: true }) as Record<
        string,
        string
      >[];
      expect(only.map((r) => r.Numero)).toEqual([fixtures.preparing!.number]);
    });
  });

  describe('one order', () => {
    it('opens the shop’s order with lines, history, payments and notes; 404 for another shop’s', async () => {
      const { res, body } = await get<OrderBody>(`/api/admin/orders/${fixtures.waiting!.id}`, staffA);
      expect(res.status).toBe(200);
      expect(body.order.items.map((i) => i.status)).toEqual(['da_ordinare', 'ordinato', null]);
      expect(body.order).toMatchObject({ payments: [], notes: [], collected: 0, due: 51, trackingNumber: null });
      expect((await get(`/api/admin/orders/${fixtures.other!.id}`, staffA)).res.status).toBe(404);
      expect((await get(`/api/admin/orders/not-an-id`, staffA)).res.status).toBe(404);
      // The operator on shop A's address sees shop A's orders only too.
      expect((await get(`/api/admin/orders/${fixtures.other!.id}`, operator)).res.status).toBe(404);
      expect((await get(`/api/admin/orders/${fixtures.other!.id}`, operator, shopB.host)).res.status).toBe(200);
    });

    it('draws the order number as a Code 128 barcode', async () => {
      const res = await app().request(`/api/admin/orders/${fixtures.waiting!.id}/barcode.svg`, {
        headers: staffA.headers,
        host: shopA.host,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      const another = await app().request(`/api/admin/orders/${fixtures.paidCard!.id}/barcode.svg`, {
        headers: staffA.headers,
        host: shopA.host,
      });
      expect(await another.text()).not.toBe(svg);
      expect((svg.match(/M\d+ \d+L\d+ \d+/g) ?? []).length).toBeGreaterThan(20);
      const other = await app().request(`/api/admin/orders/${fixtures.other!.id}/barcode.svg`, {
        headers: staffA.headers,
        host: shopA.host,
      });
      expect(other.status).toBe(404);
    });
  });

  describe('moves with their e-mails', () => {
    it('refuses a move the states forbid (422) and sends nothing', async () => {
      const { res, body } = await post(`/api/admin/orders/${fixtures.waiting!.id}/status`, staffA, {
        status: 'completato',
      });
      expect(res.status).toBe(422);
      expect(body.error).toMatch(/non può passare/);
      expect(await mailsTo(app().services, 'carla.verdi@example.com')).toEqual([]);
    });

    it('moves one book, selected books and "tutti arrivati"; refuses illegal line moves whole', async () => {
      const id = fixtures.waiting!.id;
      const { body: first } = await get<OrderBody>(`/api/admin/orders/${id}`, staffA);
      const [storia, inglese] = first.order.items;
      const bad = await post(`/api/admin/orders/${id}/items/status`, staffA, {
        itemIds: [storia!.id, inglese!.id],
        status: 'pronto',
      });
      expect(bad.res.status).toBe(422);
      const one = await post<OrderBody>(`/api/admin/orders/${id}/items/status`, staffA, {
        itemIds: [storia!.id],
        status: 'ordinato',
      });
      expect(one.res.status).toBe(200);
      expect(one.body.order.items.map((i) => i.status)).toEqual(['ordinato', 'ordinato', null]);
      const all = await post<OrderBody>(`/api/admin/orders/${id}/items/status`, staffA, {
        all: true,
        status: 'arrivato',
      });
      expect(all.body.order.items.map((i) => i.status)).toEqual(['arrivato', 'arrivato', null]);
      const moves = all.body.order.history.filter((h) => h.itemId !== null);
      expect(moves.map((h) => `${h.from}>${h.to}`)).toEqual([
        'da_ordinare>ordinato',
        'ordinato>arrivato',
        'ordinato>arrivato',
      ]);
      expect(moves.every((h) => h.actor === 'Giulia Staff')).toBe(true);
      // A product line has no book state.
      const product = all.body.order.items[2]!;
      expect(
        (await post(`/api/admin/orders/${id}/items/status`, staffA, { itemIds: [product.id], status: 'pronto' })).res
          .status,
      ).toBe(404);
      expect((await post(`/api/admin/orders/${id}/items/status`, staffA, { status: 'pronto' })).res.status).toBe(400);
    });

    it('takes a payment at pickup in two parts, marks the order paid and mails the receipt', async () => {
      const id = fixtures.waiting!.id;
      const part = await post<OrderBody>(`/api/admin/orders/${id}/payments`, staffA, {
        method: 'contanti',
        amount: 20,
      });
      expect(part.res.status).toBe(200);
      expect(part.body.order).toMatchObject({ status: 'in_attesa_pagamento', paidAt: null, collected: 20, due: 31 });
      const tooMuch = await post(`/api/admin/orders/${id}/payments`, staffA, { method: 'pos', amount: 40 });
      expect(tooMuch.res.status).toBe(422);
      expect(tooMuch.body.error).toContain('31,00');
      expect(
        (await post(`/api/admin/orders/${id}/payments`, staffA, { method: 'assegno', amount: 1 })).res.status,
      ).toBe(400);
      expect(
        (await post(`/api/admin/orders/${id}/payments`, staffA, { method: 'pos', amount: 1.001 })).res.status,
      ).toBe(400);
      const rest = await post<OrderBody>(`/api/admin/orders/${id}/payments`, staffA, { method: 'pos', amount: 31 });
      expect(rest.body.order).toMatchObject({ status: 'pagato', collected: 51, due: 0 });
      expect(rest.body.order.paidAt).not.toBeNull();
      expect(rest.body.order.payments.map((p) => [p.method, p.amount, p.recordedBy])).toEqual([
        ['contanti', 20, 'Giulia Staff'],
        ['pos', 31, 'Giulia Staff'],
      ]);
      const mails = await mailsTo(app().services, 'carla.verdi@example.com');
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Pagamento confermato per l’ordine/)]);
      expect(mails[0]!.text).toContain(`https://${shopA.host}/orders/${id}`);
      expect((await post(`/api/admin/orders/${id}/payments`, staffA, { method: 'pos', amount: 1 })).res.status).toBe(
        422,
      );
    });

    it('keeps internal notes', async () => {
      const id = fixtures.waiting!.id;
      const { res, body } = await post<OrderBody>(`/api/admin/orders/${id}/notes`, staffA, {
        text: 'Passa il nonno sabato',
      });
      expect(res.status).toBe(200);
      expect(body.order.notes).toEqual([
        expect.objectContaining({ author: 'Giulia Staff', text: 'Passa il nonno sabato' }),
      ]);
      expect((await post(`/api/admin/orders/${id}/notes`, staffA, { text: '  ' })).res.status).toBe(400);
    });

    it('hands over a ready, paid order: completed, every book delivered', async () => {
      const id = fixtures.waiting!.id;
      expect((await post(`/api/admin/orders/${id}/pickup`, staffA)).res.status).toBe(422); // still "pagato"
      await post(`/api/admin/orders/${id}/status`, staffA, { status: 'in_preparazione' });
      const ready = await post<OrderBody>(`/api/admin/orders/${id}/status`, staffA, { status: 'pronto_ritiro' });
      expect(ready.res.status).toBe(200);
      const mails = await mailsTo(app().services, 'carla.verdi@example.com');
      expect(mails[0]!.subject).toMatch(/è pronto per il ritiro/);
      const done = await post<OrderBody>(`/api/admin/orders/${id}/pickup`, staffA);
      expect(done.res.status).toBe(200);
      expect(done.body.order.status).toBe('completato');
      expect(done.body.order.items.map((i) => i.status)).toEqual(['consegnato', 'consegnato', null]);
    });

    it('ships with a tracking number the family receives', async () => {
      const id = fixtures.preparing!.id;
      const { res, body } = await post<OrderBody>(`/api/admin/orders/${id}/ship`, staffA, {
        trackingNumber: 'BRT-123456',
      });
      expect(res.status).toBe(200);
      expect(body.order).toMatchObject({ status: 'spedito', trackingNumber: 'BRT-123456' });
      const [mail] = await mailsTo(app().services, fixtures.preparing!.contact.email);
      expect(mail!.subject).toMatch(/è stato spedito/);
      expect(mail!.text).toContain('Numero di spedizione: BRT-123456');
      expect(
        (await post(`/api/admin/orders/${fixtures.waiting!.id}/ship`, staffA, { trackingNumber: 'X-1234' })).res.status,
      ).toBe(422);
    });

    it('cancels and refunds with a reason; the family is told each time', async () => {
      const cancelled = await insertOrder(app().services, shopA.tenant.id, {
        contact: { nome: 'Rita', email: 'rita@example.com', telefono: '1' },
      });
      expect((await post(`/api/admin/orders/${cancelled.id}/cancel`, staffA, {})).res.status).toBe(400);
      const c1 = await post<OrderBody>(`/api/admin/orders/${cancelled.id}/cancel`, staffA, {
        reason: 'Doppione di un altro ordine',
      });
      expect(c1.body.order.status).toBe('annullato');
      expect(c1.body.order.history.at(-1)).toMatchObject({
        to: 'annullato',
        note: 'Doppione di un altro ordine',
        actor: 'Giulia Staff',
      });
      expect((await mailsTo(app().services, 'rita@example.com'))[0]!.subject).toMatch(/annullato/);
      const r = await post<OrderBody>(`/api/admin/orders/${fixtures.preparing!.id}/refund`, operator, {
        reason: 'Libri danneggiati',
      });
      expect(r.res.status).toBe(200);
      expect(r.body.order.status).toBe('rimborsato');
      expect(r.body.order.history.at(-1)?.actor).toMatch(/\(gestore\)$/);
      const [mail] = await mailsTo(app().services, fixtures.preparing!.contact.email);
      expect(mail!.subject).toMatch(/rimborsato/);
      expect(mail!.text).toContain('Motivo: Libri danneggiati.');
      // Another shop's staff cannot touch it, not even knowing its id.
      const staffB = await personWithRole(app(), shopB, 'staff');
      expect(
        (await post(`/api/admin/orders/${fixtures.waiting!.id}/notes`, staffB, { text: 'x' }, shopB.host)).res.status,
      ).toBe(404);
      expect((await post(`/api/admin/orders/${fixtures.waiting!.id}/notes`, staffB, { text: 'x' })).res.status).toBe(
        403,
      );
    });
  });
});
