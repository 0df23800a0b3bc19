import { resolveTxt } from 'node:dns/promises';
import type { Logger } from 'pino';
import { ensureInitialAdmin } from './accounts/admins.ts';
import { setupAccounts } from './accounts/setup.ts';
import { realFailureFloor } from './accounts/throttle.ts';
import { createAdminStats } from './admin/stats.ts';
import { setupBlog } from './blog/setup.ts';
import { setupBooks } from './books/setup.ts';
import { setupCatalog } from './catalog/setup.ts';
import type { Config } from './config.ts';
import type { AppServices } from './context.ts';
import { createCacheBus } from './db/cache-bus.ts';
import { type Database, openDatabase } from './db/connection.ts';
import { runMigrations } from './db/migrate.ts';
import { runDemoSeeds } from './demo/index.ts';
import { createJobRunner } from './jobs/runner.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxKicker } from './mail/outbox.ts';
import { ensureDefaultPickupPoint } from './orders/pickup.ts';
import { setupOrders } from './orders/setup.ts';
import { createPaymentJobKicker } from './payments/jobs.ts';
import { createPaymentProviders } from './payments/providers.ts';
import { createStripeClient } from './payments/stripe-client.ts';
import { dropSchoolAnswers } from './schools/queries.ts';
import { schoolsSitemapSource } from './schools/sitemap.ts';
import { createSitemapRegistry, staticPagesSource } from './seo/sitemap.ts';
import { ensureDefaultTenant } from './tenants/default-tenant.ts';
import { createTenantResolver } from './tenants/resolve.ts';
import type { Tenant } from './tenants/schema.ts';
import { setupTenants } from './tenants/setup.ts';

export type Runtime = { services: AppServices; close: () => Promise<void> };

/**
 * Builds the services of one process: database (migrated), default tenant, registries.
 * An existing database may be passed in (development reloads keep the open PGlite).
 */
export async function createRuntime(options: {
  config: Config;
  database?: Database;
  logger?: Logger;
  seedDemo?: boolean;
}): Promise<Runtime> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  try {
    if (!options.database) await runMigrations(database);
    let defaultTenant: Tenant = await ensureDefaultTenant(database.db, config);
    const admin = await ensureInitialAdmin(database.db, config);
    if (admin) logger.info({ username: admin.username }, 'first admin created from ADMIN_USERNAME');
    const sitemap = createSitemapRegistry();
    sitemap.register(staticPagesSource);
    sitemap.register(schoolsSitemapSource);
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      logger,
    });
    const payments = createPaymentProviders(createStripeClient(config), config.PLATFORM_FEE_PERCENT);
    const caches = createCacheBus(database, logger);
    const services: AppServices = {
      config,
      database,
      db: database.db,
      logger,
      tenants: createTenantResolver({
        db: database.db,
        siteSuffix: config.SITE_SUFFIX,
        defaultTenant: () => defaultTenant,
      }),
      caches,
      defaultTenant: () => defaultTenant,
      sitemap,
      mailer,
      mailOutbox: createOutboxKicker({ db: database.db, mailer, logger }),
      payments,
      paymentJobs: createPaymentJobKicker({ db: database.db, stripe: payments.stripe, logger }),
      jobs: createJobRunner({ db: database.db, logger }),
      adminStats: createAdminStats(),
      resolveTxt: (name) => resolveTxt(name),
      loginFloor: realFailureFloor,
    };
    caches.on('schools', 'school-answers', () => dropSchoolAnswers(database.db));
    caches.on('tenants', 'host-resolver', () => services.tenants.invalidate());
    setupAccounts(services);
    setupCatalog(services);
    setupOrders(services);
    setupTenants(services);
    setupBlog(services);
    setupBooks(services);
    await ensureDefaultPickupPoint(database.db, defaultTenant.id, config);
    if (options.seedDemo ?? config.DEMO_DATA) await runDemoSeeds(services);
    // Pick up seeds' and operators' changes to the default shop.
    defaultTenant = await ensureDefaultTenant(database.db, config);
    return {
      services,
      close: async () => {
        await services.jobs.stop();
        await services.mailOutbox.idle();
        await services.paymentJobs.idle();
        await caches.close();
        await database.close();
      },
    };
  } catch (error) {
    if (!options.database) await database.close().catch(() => {});
    throw error;
  }
}
