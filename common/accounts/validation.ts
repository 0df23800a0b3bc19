import { z } from 'zod';
import { CAP_MESSAGE, isCap, PROVINCE_CODES, PROVINCE_MESSAGE } from '../orders/validation.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../tenants/slug.ts';
import { COMMON_PASSWORD, isCommonPasswordHere, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules.ts';

// The rules of SPEC.md section 5 with its Italian messages; the pages and the API share them.

export const PASSWORD_TOO_SHORT = `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`;
export const PASSWORDS_DIFFER = 'Le password non coincidono';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Al massimo ${max} caratteri`)
    .optional()
    .transform((v) => v ?? '');

export const emailField = z
  .string({ error: "L'e-mail è obbligatoria" })
  .trim()
  .min(1, "L'e-mail è obbligatoria")
  .max(254, 'Indirizzo e-mail troppo lungo')
  .pipe(z.email('Inserisci un indirizzo e-mail valido'))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: 'La password è obbligatoria' })
  .min(1, 'La password è obbligatoria')
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, 'Password troppo lunga')
  .refine((v) => !isCommonPasswordHere(v), COMMON_PASSWORD);

export const profileFields = {
  phone: optionalText(40),
  address: optionalText(200),
  city: optionalText(100),
  // Empty, or the same rules as the checkout's address.
  postalCode: optionalText(10).refine((v) => v === '' || isCap(v), CAP_MESSAGE),
  province: optionalText(50)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PROVINCE_CODES.has(v), PROVINCE_MESSAGE),
};

export const registerInput = z
  .object({
    name: z
      .string({ error: 'Il nome è obbligatorio' })
      .trim()
      .min(1, 'Il nome è obbligatorio')
      .max(120, 'Nome troppo lungo'),
    email: emailField,
    password: newPasswordField,
    /** The form's confirmation; API clients may leave it out. */
    confirmPassword: z.string().optional(),
    ...profileFields,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export type RegisterInput = z.infer<typeof registerInput>;

/** A code of the authenticator app (6 digits) or a recovery code (XXXX-XXXX-XXXX). */
export const secondFactorCode = z
  .string({ error: 'Inserisci il codice' })
  .trim()
  .min(6, 'Inserisci il codice di 6 cifre dell’app o un codice di recupero')
  .max(20, 'Il codice è troppo lungo')
  .regex(/^[A-Za-z0-9 -]+$/, 'Il codice contiene caratteri non validi');

export const loginInput = z.object({
  email: emailField,
  password: z
    .string({ error: 'La password è obbligatoria' })
    .min(1, 'La password è obbligatoria')
    .max(MAX_PASSWORD_LENGTH),
  remember: z
    .union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0'])])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
  /** For an account with a second factor (decision 0028): the app's code or a recovery code. */
  code: secondFactorCode.optional(),
});

/** The sign-in page's second step: the challenge of the accepted password and the code. */
export const secondFactorInput = z.object({
  challenge: z.string().min(20).max(100),
  code: secondFactorCode,
});

/** The sign-in page's second step for a person: the challenge, the code and "Ricordami". */
export const customerSecondFactorInput = secondFactorInput.extend({ remember: loginInput.shape.remember });

export const adminLoginInput = z.object({
  username: z.string({ error: 'Il nome utente è obbligatorio' }).trim().min(1, 'Il nome utente è obbligatorio').max(64),
  password: z
    .string({ error: 'La password è obbligatoria' })
    .min(1, 'La password è obbligatoria')
    .max(MAX_PASSWORD_LENGTH),
  /** The second factor (decision 0028): a 6-digit code of the app or a recovery code. */
  code: secondFactorCode.optional(),
});

/** SPEC.md: first name is the first word of the full name, last name the rest. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export const DOMAIN_INVALID =
  'Il dominio può contenere solo lettere minuscole, numeri e trattini (da 3 a 63 caratteri)';
export const DOMAIN_RESERVED = 'Questo nome è riservato: scegline un altro';
export const DOMAIN_TAKEN = 'Questo dominio è già in uso';

export const bookshopRegisterInput = z
  .object({
    name: z
      .string({ error: 'Il nome è obbligatorio' })
      .trim()
      .min(1, 'Il nome è obbligatorio')
      .max(120, 'Nome troppo lungo'),
    /** The shop's name as families see it; the domain when left out. */
    shopName: z.string().trim().max(120, 'Nome della libreria troppo lungo').optional(),
    email: emailField,
    domain: z
      .string({ error: 'Il dominio è obbligatorio' })
      .trim()
      .min(1, 'Il dominio è obbligatorio')
      .transform((v) => v.toLowerCase())
      .pipe(
        z
          .string()
          .regex(SLUG_PATTERN, DOMAIN_INVALID)
          .refine((v) => !RESERVED_SLUGS.has(v), DOMAIN_RESERVED),
      ),
    password: newPasswordField,
    confirmPassword: z.string().optional(),
    ...profileFields,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export type BookshopRegisterInput = z.infer<typeof bookshopRegisterInput>;
