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
  TRUST_PROXY: bool.default(false),
  SITE_SUFFIX: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'deve essere un dominio, per esempio cartella.shop')
    .default('cartella.shop'),
  DEMO_DATA: bool.default(false),

  // The platform's own shop (the default tenant).
  SHOP_NAME: z.string().min(1).default('Cartella'),
  SHOP_LEGAL_NAME: z.string().min(1).default('Cartella Demo S.r.l. (società di esempio)'),
  SHOP_VAT_NUMBER: z
    .string()
    .regex(/^(IT)?\d{11}$/, 'deve essere una partita IVA di 11 cifre')
    .default('IT00000000000'),
  SHOP_ADDRESS: z.string().min(1).default('Via Roma 1, 09124 Cagliari (CA)'),
  SHOP_CITY: z.string().min(1).default('Cagliari'),
  SHOP_EMAIL: z.email().default('ciao@cartella.example'),
  SHOP_PHONE: z.string().min(5).default('+39 070 000 0000'),
  // The standard example IBAN, so bank transfers work in the demo; set the real one in production.
  SHOP_IBAN: z.string().default('IT60X0542811101000000123456'),
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
   * Book enrichment (covers, descriptions, pages) from an Open Library-compatible service,
   * e.g. https://openlibrary.org; off when unset. Covers come from BOOK_COVERS_URL (e.g.
   * https://covers.openlibrary.org), or from the same address when that is unset.
   */
  BOOK_ENRICHMENT_URL: z.url().optional(),
  BOOK_COVERS_URL: z.url().optional(),
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

/** The school year shown in the shop: from September on it is the year that starts. */
export function currentSchoolYear(now = new Date()): string {
  const year = now.getUTCFullYear();
  const start = now.getUTCMonth() >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}
