import { z } from 'zod';
import { billingPortalBody, connectBody, createSubscriptionBody } from '#common/tenants/payments.ts';
import { tenantSchema } from '../accounts/openapi.ts';
import { named } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';

const tag = 'Librerie';
const notOffered = 'Pagamenti con carta o abbonamenti non configurati sulla piattaforma, o negozio della piattaforma';

const connectSchema = named(
  'ConnectState',
  z.object({ accountId: z.string().nullable(), chargesEnabled: z.boolean(), detailsSubmitted: z.boolean() }),
);
const subscriptionSchema = named(
  'Subscription',
  z.object({
    status: z.string().describe('Stato di Stripe (active, past_due, canceled...) o none'),
    plan: z.enum(['mensile', 'annuale']).nullable(),
    periodEnd: z.string().nullable(),
    graceUntil: z.string().nullable().describe('Dopo un rinnovo non riuscito: il negozio è sospeso da quel momento'),
    active: z.boolean(),
  }),
);

export const shopPaymentsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/tenants/:id/stripe/connect',
    summary:
      'Pagamenti con carta della libreria (Stripe Connect): senza corpo crea il conto collegato e restituisce il link di attivazione di Stripe; con stripeAccountId il gestore collega un conto esistente',
    tag,
    access: 'owner',
    body: connectBody,
    bodyOptional: true,
    response: z.object({ tenant: tenantSchema, connect: connectSchema, onboardingUrl: z.url().optional() }),
    errors: {
      404: 'Negozio non trovato',
      409: 'Conto già collegato a un altro negozio',
      422: `${notOffered}; conto Stripe inesistente`,
    },
  },
  {
    method: 'post',
    path: '/stripe/create-subscription',
    summary:
      'Abbonamento della libreria a Cartella (Stripe Billing): apre Stripe Checkout in modalità abbonamento per il piano scelto',
    tag,
    access: 'owner',
    body: createSubscriptionBody,
    response: z.object({ subscription: subscriptionSchema, checkoutUrl: z.url().optional() }),
    errors: { 404: 'Negozio non trovato', 409: 'Abbonamento già attivo', 422: notOffered },
  },
  {
    method: 'post',
    path: '/stripe/billing-portal',
    summary: 'Link al portale clienti di Stripe: cambiare carta, pagare un rinnovo non riuscito, disdire',
    tag,
    access: 'owner',
    body: billingPortalBody,
    response: z.object({ url: z.url() }),
    errors: { 404: 'Negozio non trovato', 422: 'Il negozio non ha ancora un abbonamento' },
  },
  {
    method: 'get',
    path: '/tenants/:id/stats',
    summary:
      'Il mese della libreria: ordini e incassi del mese (ora di Roma), commissione della piattaforma, abbonamento e conto Stripe',
    tag,
    access: 'owner',
    response: z.object({
      stats: named(
        'ShopStats',
        z.object({
          month: z.string(),
          ordersThisMonth: z.number().int(),
          takingsThisMonthCents: z.number().int(),
          platformFeeThisMonthCents: z.number().int(),
          ordersTotal: z.number().int(),
          subscription: subscriptionSchema,
          connect: connectSchema,
        }),
      ),
    }),
    errors: { 404: 'Negozio non trovato' },
  },
];
