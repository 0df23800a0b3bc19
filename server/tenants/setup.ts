import type { AppServices } from '../context.ts';
import { suspendLapsedShops } from './billing.ts';

/** Every hour: bookshops whose grace period after a failed renewal ran out are suspended. */
export const LAPSED_EVERY_MS = 60 * 60_000;

/** What bookshops plug into the shared registries at start. */
export function setupTenants(services: AppServices): void {
  services.jobs.register({
    name: 'lapsed-subscriptions',
    everyMs: LAPSED_EVERY_MS,
    run: async (now) => {
      const suspended = await suspendLapsedShops(services.db, services.config, now);
      if (suspended > 0) {
        await services.caches.publish('tenants');
        services.mailOutbox.kick();
      }
      return { suspended };
    },
  });
}
