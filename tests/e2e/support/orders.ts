import { randomBytes } from 'node:crypto';

/** A family orders two books of a class list for pickup, paying at the counter (through the API). */
export async function placeOrder(baseUrl: string): Promise<{ number: string; email: string }> {
  const email = `famiglia-${randomBytes(4).toString('hex')}@example.com`;
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Marta Sanna', email, password: 'Astuccio-Rosso-7' }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  const { csrfToken } = (await registered.json()) as { csrfToken: string };
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { ...json, cookie, 'x-csrf-token': csrfToken };
  const list = (await (await fetch(`${baseUrl}/api/adoptions?codiceScuola=CAMM80001N&classe=2&sezione=A`)).json()) as {
    adozioni: { isbn: string; daAcquistare: boolean }[];
  };
  const books = list.adozioni.filter((a) => a.daAcquistare).slice(0, 2);
  const items = books.map((b) => ({
    type: 'book',
    isbn: b.isbn,
    scuola: { codice: 'CAMM80001N' },
    classe: '2',
    sezione: 'A',
    quantity: 1,
  }));
  const cart = await fetch(`${baseUrl}/api/cart`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ items, shippingMethod: 'pickup' }),
  });
  if (!cart.ok) throw new Error(`cart refused: ${cart.status} ${await cart.text()}`);
  const points = (await (await fetch(`${baseUrl}/api/pickup-points`)).json()) as { pickupPoints: { id: number }[] };
  const placed = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      shippingMethod: 'pickup',
      pickupPointId: points.pickupPoints[0]!.id,
      paymentMethod: 'ritiro',
      acceptTerms: true,
      idempotencyKey: `e2e-${randomBytes(6).toString('hex')}`,
    }),
  });
  if (placed.status !== 201) throw new Error(`checkout refused: ${placed.status} ${await placed.text()}`);
  const { order } = (await placed.json()) as { order: { number: string } };
  return { number: order.number, email };
}
