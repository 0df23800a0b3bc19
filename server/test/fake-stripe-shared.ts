import { randomBytes } from 'node:crypto';

// What the fake Stripe's core, Connect and Billing parts share (its own module, so the
// parts import it without a cycle through fake-stripe.ts).

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_cartella';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_cartella';
/** The Connect endpoint's secret: events of connected accounts are signed with it. */
export const FAKE_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_test_fake_cartella_connect';
/** Price ids of the platform subscription's plans, as configured in tests. */
export const FAKE_PRICE_MONTHLY = 'price_test_mensile';
export const FAKE_PRICE_YEARLY = 'price_test_annuale';

export const fakeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=...) back into an object, enough for our calls. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}
