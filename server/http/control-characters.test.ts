import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';

const refused = { success: false, code: 'BAD_REQUEST', error: 'La richiesta contiene caratteri non ammessi' };

describeEachDatabase('control characters in input', (kind) => {
  const app = useTestApp(kind);

  it('a NUL in a JSON body is a 400 in the API format, for every route at once', async () => {
    const customer = await registerCustomer(app());
    for (const [path, method, json] of [
      ['/api/auth/register', 'POST', { name: 'A\u0000B', email: 'nul@example.com', password: 'quaderno-verde-1' }],
      ['/api/auth/profile', 'PUT', { address: 'Via\u0000Roma' }],
      ['/api/cart', 'PUT', { items: [{ type: 'product', id: '1\u0000', quantity: 1 }] }],
      ['/api/checkout', 'POST', { idempotencyKey: 'k\u0000' }],
      ['/api/cart/quote', 'POST', { items: [], 'chiave\u0001': 1 }],
    ] as const) {
      const res = await app().request(path, { method, json, headers: customer.headers });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(refused);
    }
  });

  it('a NUL or CR/LF in the query or a form is refused; tabs and new lines in bodies are fine', async () => {
    for (const path of [
      '/api/products?categoria=%00',
      '/api/schools?regione=ab%00c',
      '/api/provinces?regione=%00',
      '/api/blog/article?slug=a%00',
      '/auth/login?redirect=%2F%0D%0ASet-Cookie:x',
    ]) {
      const res = await app().request(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(refused);
    }
    const form = await app().request('/cookie-consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=reject&redirectTo=%2F%00',
    });
    expect(form.status).toBe(400);
    const multiline = await app().request('/api/cart/quote', {
      method: 'POST',
      json: { items: [], shippingMethod: 'standard', note: 'riga 1\n\triga 2\r\n' },
    });
    expect(multiline.status).not.toBe(400);
  });
});
