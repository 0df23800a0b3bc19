import { z } from 'zod';

// Environment read once at start. A bad value stops the start with a message naming the
// variable (see loadConfig). Money values are in euros here and in cents everywhere else.

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const euros = z.coerce
  .number()
  .min(0)
  .max(100_000)
  .transform((v) => Math.round(v * 100));

/**
 * The demo seller identity (an example company and an all-zero VAT number, as PRODUCT.md
 * asks for the demo): the defaults below and in .env.example. Fine for the demo, never for a
 * shop that sells for real (see assertRealSellerIdentity).
 */
export const DEMO_SELLER = {
  legalName: 'Cartella Demo S.r.l. (società di esempio)',
  vatNumber: 'IT00000000000',
  /** The standard example IBAN of Italian banking documentation: transfers to it reach nobody. */
  iban: 'IT60X0542811101000000123456',
} as const;

/** Whether an IBAN is the demo's example one (families would send their money nowhere). */
export function isExampleIban(iban: string): boolean {
  return iban.replace(/\s+/g, '').toUpperCase() === DEMO_SELLER.iban;
}

/** Whether a seller identity is the demo's placeholder (or an obvious example). */
export function isPlaceholderSeller(seller: { legalName: string; vatNumber: string }): boolean {
  return (
    seller.legalName === DEMO_SELLER.legalName ||
    /società di esempio/i.test(seller.legalName) ||
    /^(IT)?0{11}$/i.test(seller.vatNumber.replace(/\s+/g, ''))
  );
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres:// o postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many reverse proxies in front of the shop add to X-Forwarded-For (0: none, the
   * headers are ignored). `true`/`yes` mean 1, `false`/`no` mean 0.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d|true|false|yes|no)$/, 'deve essere un numero di proxy (0-9), true (1) o false (0)')
    .default('0')
    .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v))),
  SITE_SUFFIX: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'deve essere un dominio, per esempio cartella.shop')
    .default('cartella.shop'),
  DEMO_DATA: bool.default(false),

  // The platform's own shop (the default tenant).
  SHOP_NAME: z.string().min(1).default('Cartella'),
  SHOP_LEGAL_NAME: z.string().min(1).default(DEMO_SELLER.legalName),
  SHOP_VAT_NUMBER: z
    .string()
    .regex(/^(IT)?\d{11}$/, 'deve essere una partita IVA di 11 cifre')
    .default(DEMO_SELLER.vatNumber),
  SHOP_ADDRESS: z.string().min(1).default('Via Roma 1, 09124 Cagliari (CA)'),
  SHOP_CITY: z.string().min(1).default('Cagliari'),
  SHOP_EMAIL: z.email().default('ciao@cartella.example'),
  SHOP_PHONE: z.string().min(5).default('+39 070 000 0000'),
  // Unset: bank transfers use the example IBAN in the demo and outside production, and are
  // not offered in production (see shopIban). Set to the example in production: refused.
  SHOP_IBAN: z.string().optional(),
  SHOP_PICKUP_HOURS: z.string().min(1).default('Lunedì–venerdì 9:00–13:00 e 16:30–19:30, sabato 9:00–13:00'),
  FREE_SHIPPING_THRESHOLD: euros.prefault(90),
  STANDARD_SHIPPING_COST: euros.prefault(5),

  // Outside services: all optional; without them the shop still works (see README).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve iniziare con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Cartella <no-reply@cartella.example>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Bookshops' payments (decision 0036). Card payments on a bookshop's shop are direct
   * charges on its connected account; the platform keeps PLATFORM_FEE_PERCENT of each.
   * Events of connected accounts come signed with the Connect endpoint's own secret.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(20).default(3),
  /**
   * The platform subscription (Stripe Billing): the Price ids of the monthly and yearly plan
   * and their amounts in euros as shown to bookshops; without the ids nobody can subscribe.
   */
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_YEARLY: z.string().optional(),
  PLAN_MONTHLY_PRICE: euros.prefault(29),
  PLAN_YEARLY_PRICE: euros.prefault(290),
  /** Days a bookshop stays open after a failed renewal before it is suspended. */
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(14),
  /**
   * Book enrichment (covers, descriptions, pages) from an Open Library-compatible service,
   * e.g. https://openlibrary.org; off when unset. Covers come from BOOK_COVERS_URL (e.g.
   * https://covers.openlibrary.org), or from the same address when that is unset.
   */
  BOOK_ENRICHMENT_URL: z.url().optional(),
  BOOK_COVERS_URL: z.url().optional(),
  /**
   * Orders that hold products without money (decision 0026): an unpaid bank transfer is
   * cancelled after UNPAID_TRANSFER_DAYS, a pay-at-pickup order left on the shelf after
   * PICKUP_HOLD_DAYS from the day it was ready; the family is warned UNPAID_WARNING_DAYS before.
   */
  UNPAID_TRANSFER_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  PICKUP_HOLD_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  UNPAID_WARNING_DAYS: z.coerce.number().int().min(0).max(30).default(2),
  /**
   * Encrypts the back office's TOTP secrets at rest (decision 0028): 32 characters or more.
   * Required in production before anyone can turn on the second factor; development, tests
   * and the demo use a fixed development key.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'deve avere almeno 32 caratteri').optional(),
  /**
   * Uploaded files (bookshops' logos) in an S3-compatible bucket instead of DATA_DIR/files:
   * all four of endpoint, bucket and keys, or none (server/storage/file-store.ts).
   */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'deve essere il nome di un bucket S3')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),

  // Tests only: lifts the rate limits so suites can make many calls quickly.
  RATE_LIMITS_RELAXED: bool.default(false),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set" for optional values, as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in schema.shape && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * A production start (NODE_ENV=production) that is not a demo (DEMO_DATA not true) must
 * show customers who is selling: the footer's company name and VAT number cannot be the
 * demo's placeholder. Checked by the production entry before anything is served.
 */
export function assertRealSellerIdentity(config: Config): void {
  if (config.NODE_ENV !== 'production' || config.DEMO_DATA) return;
  const lines: string[] = [];
  if (isPlaceholderSeller({ legalName: config.SHOP_LEGAL_NAME, vatNumber: config.SHOP_VAT_NUMBER })) {
    lines.push(
      `  SHOP_LEGAL_NAME=${JSON.stringify(config.SHOP_LEGAL_NAME)} SHOP_VAT_NUMBER=${JSON.stringify(config.SHOP_VAT_NUMBER)}:`,
      '  in produzione il negozio deve mostrare la ragione sociale e la partita IVA reali del venditore,',
      '  non quelle di esempio. Imposta SHOP_LEGAL_NAME, SHOP_VAT_NUMBER (e SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE),',
      '  oppure avvia il negozio dimostrativo con DEMO_DATA=true.',
    );
  }
  if (config.SHOP_IBAN && isExampleIban(config.SHOP_IBAN)) {
    lines.push(
      `  SHOP_IBAN=${JSON.stringify(config.SHOP_IBAN)}: è l’IBAN di esempio; i bonifici delle famiglie non arriverebbero`,
      '  a nessuno. Imposta l’IBAN reale del negozio, oppure avvia il negozio dimostrativo con DEMO_DATA=true.',
    );
  }
  if (lines.length) throw new ConfigError(['Configurazione non valida:', ...lines].join('\n'));
}

/**
 * Every absolute link (password reset, e-mail change, order e-mails, Stripe's return pages)
 * is built from PUBLIC_URL, never from a request's Host: a production start must set it.
 */
export function assertPublicUrl(config: Config): void {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return;
  throw new ConfigError(
    [
      'Configurazione non valida:',
      '  PUBLIC_URL="": in produzione serve l’indirizzo pubblico del negozio (per esempio https://cartella.shop),',
      '  usato per i link nelle e-mail e per i ritorni da Stripe. / PUBLIC_URL is required in production.',
    ].join('\n'),
  );
}

/**
 * The IBAN the platform's shop shows for bank transfers: the configured one; when unset the
 * example one in the demo and outside production (so transfers can be tried), and none in
 * production (bank transfer is then not offered, as for a bookshop without an IBAN).
 */
export function shopIban(config: Pick<Config, 'SHOP_IBAN' | 'NODE_ENV' | 'DEMO_DATA'>): string {
  if (config.SHOP_IBAN) return config.SHOP_IBAN;
  return config.NODE_ENV !== 'production' || config.DEMO_DATA ? DEMO_SELLER.iban : '';
}

/** The school year shown in the shop: from September on it is the year that starts. */
export function currentSchoolYear(now = new Date()): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}
