import { z } from 'zod';

// The product form of SPEC.md section 5, checked again on the server. Field names are
// SPEC.md's; prezzoVendita and prezzoScontato are not read: the server computes them, and
// valutazione / numeroRecensioni are not the admin's to type: they come from verified
// reviews (server/reviews, decision 0010), so a form that still sends them is ignored.

const MAX_PRICE_EUROS = 100_000;

const PRICE_MESSAGE = 'Inserisci un prezzo valido, con al massimo due decimali';

/**
 * "12,50", "12.5" or 12.5 → 12.5; anything with more than two decimals is refused. A text is
 * checked by a pattern the browser can use too (decision 0037); the union's own message is
 * the price's, not zod's "Input non valido".
 */
const euroAmount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+([.,]\d{1,2})?$/, PRICE_MESSAGE),
    ],
    { error: PRICE_MESSAGE },
  )
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    const euros = Number(text);
    if (euros > MAX_PRICE_EUROS) {
      ctx.addIssue({ code: 'custom', message: 'Il prezzo è troppo alto' });
      return z.NEVER;
    }
    return euros;
  });

/**
 * Integers may come as numbers or digits (a form's text): SPEC.md parses them as integers.
 * Every problem reads as `message`, the union's too.
 */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(min >= 0 ? /^\d+$/ : /^-?\d+$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** https addresses, or pictures the app serves itself ("/demo/..."). */
export const imageUrl = z
  .string()
  .trim()
  .max(2000, 'Indirizzo immagine troppo lungo')
  .refine((value) => {
    if (value.startsWith('/') && !value.startsWith('//')) return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Le immagini devono essere indirizzi https');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Al massimo ${max} caratteri`)
    .nullish()
    .transform((v) => v || null);

export const productInput = z.object({
  nome: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(200),
  descrizione: z.string().trim().max(5000, 'Descrizione troppo lunga').default(''),
  categoria: z.string({ error: 'La categoria è obbligatoria' }).trim().min(1, 'La categoria è obbligatoria').max(100),
  prezzoOriginale: euroAmount,
  margine: wholeNumber(0, 1000, 'Il margine va da 0 a 1000 %').default(25),
  sconto: wholeNumber(0, 100, 'Lo sconto deve essere tra 0 e 100').default(0),
  fornitore: z.string({ error: 'Il fornitore è obbligatorio' }).trim().min(1, 'Il fornitore è obbligatorio').max(100),
  fornitoreProductId: optionalText(200),
  urlAliexpress: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https:\/\//.test(v), 'Il link del fornitore deve iniziare con https://'),
  active: z.boolean().default(true),
  disponibile: z.boolean().default(true),
  pezzi_disponibili: wholeNumber(0, 1_000_000, 'I pezzi disponibili devono essere 0 o più').default(999),
  pezzi_singolo_acquisto: wholeNumber(1, 1000, 'L’acquisto minimo è di almeno 1 pezzo').default(1),
  immagini: z
    // An empty row of the form arrives as "" (JSON) or undefined (a posted form read by Conform).
    .array(z.string().nullish())
    .max(10, 'Al massimo 10 immagini')
    .default([])
    // Empty entries of the form are dropped, not refused.
    .transform((list) => list.map((s) => (s ?? '').trim()).filter(Boolean))
    .pipe(z.array(imageUrl)),
  tags: z
    .union([z.array(z.string()), z.string()])
    .default([])
    .transform((value) =>
      // A comma separates tags wherever it stands (a form may send the text as a one-item list).
      (Array.isArray(value) ? value : [value])
        .flatMap((t) => t.split(','))
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean)
        .slice(0, 20),
    )
    .pipe(z.array(z.string().max(40, 'Etichetta troppo lunga'))),
});

export type ProductInput = z.infer<typeof productInput>;

export const saveProductBody = z.object({
  product: z.record(z.string(), z.unknown(), { error: 'Dati del prodotto mancanti' }),
  isEdit: z.boolean().default(false),
  productId: z.union([z.string(), z.number()]).nullish(),
});

export const nameInput = z.object({
  nome: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(100),
});

/** A ticked checkbox sends "on"; an unticked one sends nothing, which means false. */
const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/**
 * The admin's product form as a browser sends it (Conform in the page, the route action on
 * the server): productInput's rules, with checkboxes read as a form sends them.
 */
export const productFormInput = productInput.extend({ active: checkbox, disponibile: checkbox });
