import { z } from 'zod';
import { isValidNumericCode } from '../orders/codice-fiscale.ts';
import { PROVINCE_CODES } from '../orders/validation.ts';
import { BRAND_COLOR_KEYS, PLATFORM_COLOR } from './palette.ts';

// A bookshop's identity and terms of sale (issue 14, onboarding): what its footer, legal
// pages, receipts and bank-transfer instructions show. Shared by the back-office form and
// PUT /api/tenants/{id}, which validates again.

/** IBAN check digits (ISO 13616: the country and check moved to the end, mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export const REA_MESSAGE = 'REA non valido: sigla della provincia e numero, per esempio MI-1234567';

/**
 * The REA number (Repertorio Economico Amministrativo) as "MI-1234567": the province of the
 * Chamber of Commerce and up to 7 digits; "mi 1234567" and "MI/1234567" are accepted too.
 * Empty when the business is not in the Registro delle imprese.
 */
export function normalizeRea(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  const match = compact.match(/^([A-Z]{2})[-/]?(\d{1,7})$/);
  return match ? `${match[1]}-${match[2]}` : compact;
}

export function isValidRea(value: string): boolean {
  const match = value.match(/^([A-Z]{2})-\d{1,7}$/);
  return Boolean(match && PROVINCE_CODES.has(match[1]!));
}

export const reaField = z
  .string()
  .max(20, REA_MESSAGE)
  .transform(normalizeRea)
  .refine((v) => v === '' || isValidRea(v), REA_MESSAGE)
  .default('');

/** A colour of the accessible palette; the platform's blue (or nothing) means "no choice" (null). */
export const brandColorField = z
  .union([z.enum(BRAND_COLOR_KEYS), z.literal(PLATFORM_COLOR), z.literal(''), z.null()], {
    error: 'Scegli uno dei colori proposti',
  })
  .transform((v) => (v === '' || v === PLATFORM_COLOR || v === null ? null : v));

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: campo obbligatorio` })
    .trim()
    .min(1, `${label}: campo obbligatorio`)
    .max(max, `${label}: al massimo ${max} caratteri`);

const euros = (label: string) =>
  z.coerce
    .number({ error: `${label}: un importo in euro` })
    .min(0, `${label}: non può essere negativo`)
    .max(1000, `${label}: importo troppo alto`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label}: al massimo due decimali`);

export const shopProfileInput = z.object({
  name: text('Nome del negozio', 120),
  legalName: text('Ragione sociale', 200),
  vatNumber: z
    .string({ error: 'Partita IVA: campo obbligatorio' })
    .trim()
    .transform((v) => v.replace(/^IT/i, '').replace(/\s+/g, ''))
    .refine(isValidNumericCode, 'Partita IVA non valida: 11 cifre, l’ultima di controllo'),
  /** Where it applies (businesses in the Registro delle imprese); optional. */
  rea: reaField,
  address: text('Indirizzo', 250),
  city: text('Città', 120),
  email: z.email('E-mail non valida').max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s./-]{5,}$/, 'Numero di telefono non valido'),
  iban: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || isValidIban(v), 'IBAN non valido: controlla le cifre')
    .default(''),
  /** The shop's own counter is its first pickup point: where it is and when it is open. */
  openingHours: text('Orari di apertura', 200),
  standardShippingCost: euros('Spedizione'),
  freeShippingThreshold: euros('Spedizione gratuita da'),
  /** Left out: the colour stays as it is (the back office sets it with its own form). */
  brandColor: brandColorField.optional(),
});
export type ShopProfileInput = z.infer<typeof shopProfileInput>;
