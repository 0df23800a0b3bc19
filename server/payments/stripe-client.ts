import Stripe from 'stripe';
import type { Config } from '../config.ts';

/**
 * The Stripe SDK from configuration, or null when the keys are not set. STRIPE_API_BASE
 * points the SDK elsewhere (the tests' local fake Stripe) through its host/port/protocol.
 */
export function createStripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000 };
  if (config.STRIPE_API_BASE) {
    const base = new URL(config.STRIPE_API_BASE);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === 'https:' ? '443' : '80');
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}
