import { z } from 'zod';

// Inputs of a bookshop's payments set-up (API.md "Bookshops"), shared by the API and the
// back-office forms.

/** Nothing to start Stripe's onboarding, or the id of an account to link (the operator only). */
export const connectBody = z.object({
  stripeAccountId: z
    .string()
    .trim()
    .regex(/^acct_[A-Za-z0-9]{6,64}$/, 'Conto Stripe non valido (inizia con acct_)')
    .optional(),
});

export const createSubscriptionBody = z.object({
  tenantId: z.uuid('Negozio non valido'),
  priceId: z.string().trim().min(1, 'Scegli un piano').max(200),
  customerEmail: z.email('E-mail non valida').max(254),
});

export const billingPortalBody = z.object({ tenantId: z.uuid('Negozio non valido') });
