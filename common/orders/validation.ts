import { z } from 'zod';
import { isValidCodiceFiscale, isValidNumericCode } from './codice-fiscale.ts';

// The checkout form (API.md "POST /api/checkout"), checked on the server with Italian rules.

/** Province codes ("sigle"), including Sardinia's historical and reorganised ones. */
export const PROVINCE_CODES = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG FI FM ' +
    'FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT ' +
    'PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV'
  ).split(' '),
);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: campo obbligatorio` })
    .trim()
    .min(1, `${label}: campo obbligatorio`)
    .max(max, `${label}: al massimo ${max} caratteri`);

// Checks written as zod patterns (not refinements) where they can be: the browser checks them
// too, as the fields' `pattern` attributes (decision 0037), and the API document shows them.
const PHONE = /^[+\d][\d\s./-]{5,}$/;
const PHONE_MESSAGE = 'Numero di telefono non valido';

export const phone = z.string().trim().max(30).regex(PHONE, PHONE_MESSAGE);

/** A phone number or nothing (one text schema, not a union, so a wrong number reads as such). */
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .regex(new RegExp(`^(?:${PHONE.source.slice(1, -1)})?$`), PHONE_MESSAGE);

/** The CAP and province rules, shared by the checkout and the profile (common/accounts). */
export const CAP_MESSAGE = 'Il CAP è di 5 cifre';
export const PROVINCE_MESSAGE = 'Sigla di provincia non valida (es. CA, MI, RM)';
const CAP = /^\d{5}$/;
export const isCap = (v: string) => CAP.test(v);
/**
 * A province code in either case ("ca", "Ca": the field shows capitals and the server stores
 * them), each letter spelled both ways rather than with the `i` flag, which neither an HTML
 * pattern nor the API document's JSON Schema can carry.
 */
const PROVINCE = new RegExp(
  `^(?:${[...PROVINCE_CODES].map((code) => code.replace(/[A-Z]/g, (l) => `[${l}${l.toLowerCase()}]`)).join('|')})$`,
);

export const shippingAddressInput = z.object({
  nome: text('Nome e cognome', 120),
  indirizzo: text('Indirizzo', 200),
  citta: text('Città', 100),
  cap: z.string({ error: 'CAP obbligatorio' }).trim().regex(CAP, CAP_MESSAGE),
  provincia: z.string({ error: 'Provincia obbligatoria' }).trim().regex(PROVINCE, PROVINCE_MESSAGE).toUpperCase(),
  telefono: phone,
});

export const invoiceInput = z
  .object({
    tipo: z.enum(['privato', 'azienda']).default('privato'),
    nome: text('Intestatario', 160),
    codiceFiscale: z
      .string({ error: 'Codice fiscale obbligatorio' })
      .trim()
      .toUpperCase()
      .refine(isValidCodiceFiscale, 'Codice fiscale non valido'),
    partitaIva: z
      .string()
      .trim()
      .transform((v) => v.replace(/^IT/i, ''))
      .refine((v) => v === '' || isValidNumericCode(v), 'Partita IVA non valida')
      .transform((v) => v || null)
      .nullish(),
    indirizzo: text('Indirizzo di fatturazione', 250),
    codiceDestinatario: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z0-9]{7}$/.test(v), 'Il codice destinatario è di 7 caratteri')
      .transform((v) => v || null)
      .nullish(),
    pec: z
      .string()
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, 'PEC non valida')
      .transform((v) => v || null)
      .nullish(),
  })
  .refine((v) => v.tipo !== 'azienda' || Boolean(v.partitaIva), {
    message: 'Per un’azienda serve la partita IVA',
    path: ['partitaIva'],
  });

export const checkoutInput = z
  .object({
    shippingMethod: z.enum(['standard', 'pickup'], { error: 'Scegli spedizione o ritiro' }),
    shippingAddress: shippingAddressInput.nullish(),
    pickupPointId: z.coerce.number().int().positive().nullish(),
    paymentMethod: z.enum(['stripe', 'ritiro', 'bonifico'], { error: 'Scegli come pagare' }),
    acceptTerms: z.literal(true, { error: 'Per ordinare devi accettare le condizioni di vendita' }),
    idempotencyKey: z
      .string({ error: 'Chiave di idempotenza mancante' })
      .trim()
      .min(8, 'Chiave di idempotenza non valida')
      .max(100, 'Chiave di idempotenza non valida'),
    contatto: z
      .object({
        nome: text('Nome', 120),
        email: z.email('E-mail non valida').max(254),
        telefono: optionalPhone,
      })
      .nullish(),
    fatturazione: invoiceInput.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.shippingMethod === 'standard' && !v.shippingAddress)
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Inserisci l’indirizzo di spedizione' });
    if (v.shippingMethod === 'pickup' && !v.pickupPointId)
      ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'Scegli dove ritirare' });
    if (v.paymentMethod === 'ritiro' && v.shippingMethod !== 'pickup')
      ctx.addIssue({
        code: 'custom',
        path: ['paymentMethod'],
        message: 'Il pagamento al ritiro vale solo per il ritiro in libreria',
      });
  });

export type CheckoutInput = z.infer<typeof checkoutInput>;

/**
 * The checkout form as the browser posts it (field names are the API's paths:
 * `contatto.email`, `shippingAddress.cap`…): the API's own schema, with the terms box read
 * as a form sends it ("on", after an empty value that makes the name present when the box
 * is unticked). Parse it with Conform's auto-coercion off, so empty texts stay "" as the
 * API receives them.
 */
export const checkoutFormInput = z.preprocess((value: z.input<typeof checkoutInput>) => {
  if (!value || typeof value !== 'object') return value;
  const terms: unknown = value.acceptTerms;
  return { ...value, acceptTerms: [terms].flat().some((v) => v === 'on' || v === true) };
}, checkoutInput);
