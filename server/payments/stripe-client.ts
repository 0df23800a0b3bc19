import type Stripe from 'stripe';
import type { Config } from '../config.ts';

/**
 * The Stripe SDK, loaded by the first call that needs it: it takes about 35 MB of the
 * process's memory once imported (decision 0033), and most requests never pay by card.
 */
export type StripeHandle = { load: () => Promise<Stripe> };

/**
 * The Stripe SDK from configuration, or null when the keys are not set. STRIPE_API_BASE
 * points the SDK elsewhere (the tests' local fake Stripe) through its host/port/protocol.
 */
export function createStripeClient(config: Config): StripeHandle | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key || !config.STRIPE_WEBHOOK_SECRET) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000 };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === 'https:' ? '443' : '80');
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  let client: Promise<Stripe> | undefined;
  return {
    load: () => {
      client ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk(key, options));
      return client;
    },
  };
}
