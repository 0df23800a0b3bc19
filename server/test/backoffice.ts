import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LineStatus, OrderStatus } from '#common/orders/status.ts';
import type { PaymentMethod } from '#common/orders/views.ts';
import { tenantMemberships } from '../accounts/schema.ts';
import type { AppServices } from '../context.ts';
import { mailOutbox } from '../mail/schema.ts';
import { type Order, orderItems, orders } from '../orders/schema.ts';
import { createTenant } from '../tenants/create.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { TestApp } from './app.ts';
import { registerCustomer, type SignedIn } from './auth.ts';
import { enrolSecondFactor } from './second-factor.ts';

// Shops, their people and their orders for back-office tests. Orders are written as rows
// (the fixtures of a season), then worked through the real back-office API.

/** A live bookshop on `<slug>.<SITE_SUFFIX>`. */
export async function createShop(services: AppServices, slug: string, name = `Libreria ${slug}`) {
  const tenant = await createTenant(services.db, {
    slug,
    name,
    email: `${slug}@example.com`,
    status: 'attivo',
    settings: { freeShippingThreshold: 9000, standardShippingCost: 500 },
  });
  return { tenant, host: `${slug}.${services.config.SITE_SUFFIX}` };
}

export type Person = SignedIn & {
  user: { id: string; email: string };
  email: string;
  password: string;
  /** Owners and staff: the second factor the back office asks for (decision 0028). */
  secondFactor?: { secret: string; recovery: string[] };
};

/**
 * A person registered on the shop's host with a role there (owner or staff rows written
 * directly). Owners and staff have their second factor on unless `secondFactor: false`.
 */
export async function personWithRole(
  testApp: TestApp,
  shop: { tenant: Tenant; host: string },
  role: 'owner' | 'staff' | 'customer',
  name = 'Persona di prova',
  options: { secondFactor?: boolean } = {},
): Promise<Person> {
  const person: Person = await registerCustomer(testApp, { name }, { host: shop.host });
  if (role !== 'customer') {
    await testApp.services.db
      .insert(tenantMemberships)
      .values({ tenantId: shop.tenant.id, userId: person.user.id, role });
    if (options.secondFactor !== false) {
      person.secondFactor = await enrolSecondFactor(testApp.services, { userId: person.user.id });
    }
  }
  return person;
}

let counter = 0;

export type OrderFixture = {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  shippingMethod?: 'standard' | 'pickup';
  paid?: boolean;
  contact?: { nome: string; email: string; telefono: string };
  createdAt?: Date;
  userId?: string | null;
  lines?: {
    type?: 'book' | 'product';
    isbn?: string;
    productId?: number;
    title?: string;
    unitCents: number;
    quantity?: number;
    status?: LineStatus | null;
    schoolCode?: string;
    schoolName?: string;
  }[];
};

/** One order of a shop as checkout would have written it. */
export async function insertOrder(services: AppServices, tenantId: string, fixture: OrderFixture = {}): Promise<Order> {
  counter++;
  const lines = fixture.lines ?? [
    { isbn: '9788808123456', title: 'Matematica blu', unitCents: 2250, status: 'da_ordinare' as const },
  ];
  const subtotal = lines.reduce((n, l) => n + l.unitCents * (l.quantity ?? 1), 0);
  const shipping = fixture.shippingMethod === 'standard' ? 500 : 0;
  const createdAt = fixture.createdAt ?? new Date();
  const status = fixture.status ?? 'in_attesa_pagamento';
  const [order] = await services.db
    .insert(orders)
    .values({
      tenantId,
      userId: fixture.userId ?? null,
      number: `${createdAt.getUTCFullYear()}-${String(100_000 + counter).slice(-6)}`,
      status,
      shippingMethod: fixture.shippingMethod ?? 'pickup',
      shippingAddress:
        fixture.shippingMethod === 'standard'
          ? {
              nome: 'Anna Bianchi',
              indirizzo: 'Via Verdi 3',
              citta: 'Campobasso',
              cap: '86100',
              provincia: 'CB',
              telefono: '3331234567',
            }
          : null,
      pickupPoint:
        fixture.shippingMethod === 'standard'
          ? null
          : { id: 1, nome: 'Libreria', indirizzo: 'Via Roma 1', citta: 'Cagliari', orari: '9-13' },
      paymentMethod: fixture.paymentMethod ?? 'ritiro',
      contact: fixture.contact ?? {
        nome: 'Anna Bianchi',
        email: `famiglia-${counter}@example.com`,
        telefono: '333 123 4567',
      },
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      vat: [],
      idempotencyKey: `fixture-${counter}-${randomBytes(4).toString('hex')}`,
      paidAt: fixture.paid ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await services.db.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: order!.id,
      position: i,
      type: l.type ?? 'book',
      isbn: (l.type ?? 'book') === 'book' ? (l.isbn ?? '9788808123456') : null,
      productId: l.productId ?? null,
      schoolCode: l.schoolCode ?? null,
      schoolName: l.schoolName ?? null,
      title: l.title ?? 'Libro',
      unitPriceCents: l.unitCents,
      quantity: l.quantity ?? 1,
      vatRate: (l.type ?? 'book') === 'book' ? 4 : 22,
      lineTotalCents: l.unitCents * (l.quantity ?? 1),
      status: (l.type ?? 'book') === 'book' ? (l.status === undefined ? 'da_ordinare' : l.status) : null,
    })),
  );
  return order!;
}

/** The e-mails queued for an address, newest first. */
export async function mailsTo(services: AppServices, to: string) {
  return services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}
