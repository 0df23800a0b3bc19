import type { TestApp } from './app.ts';
import { sessionCookieFrom, uniqueSuffix } from './auth.ts';
import { enrolSecondFactor } from './second-factor.ts';

// Bookshops for integration tests, registered through the same API the registration page
// uses, their owner signed in and (as the back office requires, decision 0028) with a
// second factor.

export type TestBookshop = { id: string; slug: string; host: string; email: string; userId: string; headers: Headers };

/** The onboarding form's data of a complete shop (PUT /api/tenants/{id}). */
export const BOOKSHOP_PROFILE = {
  name: 'Libreria Porcu',
  legalName: 'Libreria Porcu S.n.c.',
  vatNumber: 'IT01234567897',
  address: 'Via Sassari 10',
  city: 'Cagliari',
  email: 'info@libreriaporcu.it',
  phone: '070 654321',
  openingHours: 'Lunedì–venerdì 9–19',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  standardShippingCost: 4.9,
  freeShippingThreshold: 79,
};

/** A new bookshop (in preparation) and its owner's session, on `<slug>.cartella.shop`. */
export async function registerBookshop(testApp: TestApp): Promise<TestBookshop> {
  const slug = `libreria-${uniqueSuffix()}`;
  const email = `${slug}@example.com`;
  const res = await testApp.request('/api/tenants/register', {
    method: 'POST',
    json: { name: 'Anna Porcu', shopName: 'Libreria Porcu', email, password: 'Scaffale-Rosso-2026', domain: slug },
  });
  if (res.status !== 201) throw new Error(`bookshop registration refused (${res.status}): ${await res.text()}`);
  const body = (await res.json()) as { tenant: { id: string }; user: { uid: string }; csrfToken: string };
  await enrolSecondFactor(testApp.services, { userId: body.user.uid });
  return {
    id: body.tenant.id,
    slug,
    host: `${slug}.cartella.shop`,
    email,
    userId: body.user.uid,
    headers: new Headers({ cookie: sessionCookieFrom(res)!, 'X-CSRF-Token': body.csrfToken }),
  };
}
