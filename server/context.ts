import type { Logger } from 'pino';
import type { FailureFloor } from './accounts/throttle.ts';
import type { Session } from './accounts/types.ts';
import type { AdminStatsRegistry } from './admin/stats.ts';
import type { Config } from './config.ts';
import type { CacheBus } from './db/cache-bus.ts';
import type { Database, Db } from './db/connection.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboxKicker } from './mail/outbox.ts';
import type { PaymentJobKicker } from './payments/jobs.ts';
import type { PaymentProviders } from './payments/providers.ts';
import type { SitemapRegistry } from './seo/sitemap.ts';
import type { TxtResolver } from './tenants/domains.ts';
import type { TenantResolver } from './tenants/resolve.ts';
import type { Tenant } from './tenants/schema.ts';

/** Long-lived services built once by the composition root (server/main.ts). */
export type AppServices = {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  tenants: TenantResolver;
  /** Drops memory caches in every process sharing the database (LISTEN/NOTIFY on PostgreSQL). */
  caches: CacheBus;
  defaultTenant: () => Tenant;
  sitemap: SitemapRegistry;
  /** Outgoing e-mail (SMTP, or .eml files in DATA_DIR/outbox). */
  mailer: Mailer;
  /** Durable e-mail (mail_outbox): kick() delivers what is due now, the job retries later. */
  mailOutbox: OutboxKicker;
  /** The ways to pay (manual ones always, Stripe when configured). */
  payments: PaymentProviders;
  /** Durable calls to Stripe (payment_jobs): kick() makes what is due now, the job retries later. */
  paymentJobs: PaymentJobKicker;
  /** Periodic jobs; started by the server only (server/main.ts). */
  jobs: JobRunner;
  /** The back-office overview counters each domain registers. */
  adminStats: AdminStatsRegistry;
  /** DNS TXT lookups for bookshops' own domains (tests put a fake here). */
  resolveTxt: TxtResolver;
  /** How a failed sign-in is held to its minimum duration (tests put a clock-free one here). */
  loginFloor: FailureFloor;
};

/** What every request carries through Hono middleware, API routes and page loaders. */
export type RequestVars = {
  services: AppServices;
  requestId: string;
  log: Logger;
  nonce: string;
  /**
   * Set for a page served from the page cache: its inline scripts are allowed by these
   * SHA-256 hashes in the CSP instead of the per-request nonce.
   */
  scriptHashes?: string[];
  /** Set for a page sent from the page cache: it holds no nonce, so the CSP names none. */
  withoutNonce?: boolean;
  /**
   * Set while a page is rendered for the page cache (every visitor without a session may
   * get these bytes): the page must hold nothing of this visitor, no nonce, no CSRF token.
   */
  sharedPage?: boolean;
  /** Set by a page that needs inline style attributes (the API reference at /api/docs). */
  styleAttributes?: boolean;
  tenant: Tenant;
  /** Who is calling: a customer, an admin, or null (server/accounts/middleware.ts). */
  session: Session;
  /** The client's address (X-Forwarded-For only behind a trusted proxy). */
  clientIp: string;
  /** Whether cookies get the Secure flag (the request came over HTTPS). */
  secureCookies: boolean;
  /** The CSRF token forms and API calls must carry; for visitors without a session it sets a cookie. */
  csrfToken: () => string;
};

export type AppEnv = { Variables: RequestVars };
