import type { AppServices } from '../context.ts';
import { deliverDueMail, OUTBOX_EVERY_MS } from '../mail/outbox.ts';
import { PAYMENT_JOBS_EVERY_MS, runDuePaymentJobs } from '../payments/jobs.ts';
import { countOrders } from './queries.ts';
import { releaseUnpaidOrders, UNPAID_EVERY_MS } from './unpaid.ts';

/** What orders plug into the shared registries at start. */
export function setupOrders(services: AppServices): void {
  services.adminStats.register({ key: 'totalOrders', count: ({ db }) => countOrders(db) });
  services.jobs.register({
    name: 'mail-outbox',
    everyMs: OUTBOX_EVERY_MS,
    run: (now) => deliverDueMail(services.db, services.mailer, services.logger, now),
  });
  services.jobs.register({
    name: 'payment-jobs',
    everyMs: PAYMENT_JOBS_EVERY_MS,
    run: (now) => runDuePaymentJobs(services.db, services.payments.stripe, services.logger, now),
  });
  services.jobs.register({
    name: 'unpaid-orders',
    everyMs: UNPAID_EVERY_MS,
    run: async (now) => {
      const result = await releaseUnpaidOrders(services.db, services.config, now);
      if (result.warned + result.cancelled > 0) services.mailOutbox.kick();
      return result;
    },
  });
}
