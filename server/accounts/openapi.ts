import { z } from 'zod';
import { adminLoginInput, bookshopRegisterInput, loginInput, registerInput } from '#common/accounts/validation.ts';
import { named, okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { verifyInput } from './admin-api.ts';
import { passwordResetConfirmInput, passwordResetInput, profileInput } from './api.ts';

const tag = 'Account e accesso';

/** server/accounts/types.ts `CustomerUser`. */
export const customerUserSchema = named(
  'CustomerUser',
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    province: z.string(),
    createdAt: z.string(),
  }),
);
const userWithUid = customerUserSchema.extend({ uid: z.string() });

/** A bookshop as anyone may see it (server/tenants/resolve.ts `toPublicTenant`), with its state. */
export const tenantSchema = named(
  'Tenant',
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    legalName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    /** REA number ("MI-1234567"), empty where it does not apply. */
    rea: z.string().optional(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    logoUrl: z.string().nullable(),
    /** A key of the accessible palette; null: the platform's colours. */
    brandColor: z.string().nullable().optional(),
    isDefault: z.boolean(),
    settings: z.looseObject({}),
    status: z.string().optional(),
  }),
);
const sessionSchema = named('Session', z.object({ user: customerUserSchema, csrfToken: z.string() }));
const csrf = z.object({ csrfToken: z.string() });
const adminUser = z.object({ username: z.string() });

const tooMany = { 429: 'Troppi tentativi: riprova più tardi (Retry-After)' };

export const accountsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth/csrf',
    summary: 'Token CSRF da inviare come X-CSRF-Token con ogni modifica',
    tag,
    access: 'public',
    response: csrf,
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Registra un cliente e apre la sessione',
    tag,
    access: 'public',
    response: sessionSchema,
    body: registerInput,
    status: 201,
    errors: { 409: 'E-mail già registrata', ...tooMany },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary:
      'Accesso del cliente (Ricordami: sessione di 30 giorni). Chi ha la verifica in due passaggi (titolari e staff delle librerie) manda anche `code`: il codice di 6 cifre dell’app o un codice di recupero (valido una volta)',
    tag,
    access: 'public',
    response: sessionSchema,
    body: loginInput,
    errors: {
      401: 'Credenziali non valide; `SECOND_FACTOR_REQUIRED` se l’account ha la verifica in due passaggi e manca `code`; codice errato o già usato (`fields.code`)',
      403: 'Account bloccato, o token CSRF mancante o errato',
      ...tooMany,
    },
  },
  { method: 'post', path: '/auth/logout', summary: 'Chiude la sessione', tag, access: 'public', response: okBody },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'Il cliente collegato, la sua libreria se ne ha una, e il token CSRF',
    tag,
    access: 'customer',
    response: z.object({ user: userWithUid, tenant: tenantSchema.nullable(), csrfToken: z.string() }),
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'put',
    path: '/auth/profile',
    summary: 'Aggiorna i dati del profilo',
    tag,
    access: 'customer',
    response: z.object({ user: userWithUid }),
    body: profileInput,
    errors: { 401: 'Non collegato', 403: 'Token CSRF mancante o errato' },
  },
  {
    method: 'post',
    path: '/admin/login',
    summary: "Accesso dell'amministratore: token per Authorization: Bearer e cookie di sessione",
    tag,
    access: 'public',
    response: z.object({ success: z.literal(true), token: z.string(), user: adminUser, csrfToken: z.string() }),
    body: adminLoginInput,
    errors: {
      401: 'Credenziali non valide; `SECOND_FACTOR_REQUIRED` se l’account ha la verifica in due passaggi e manca `code`',
      ...tooMany,
    },
  },
  {
    method: 'post',
    path: '/admin/verify-token',
    summary: 'Verifica un token amministratore',
    tag,
    access: 'public',
    response: z.object({ success: z.literal(true), user: adminUser }),
    body: verifyInput,
    errors: { 401: 'Token non valido o scaduto' },
  },
  {
    method: 'get',
    path: '/admin/me',
    summary: "L'amministratore collegato",
    tag,
    access: 'admin',
    response: z.object({ success: z.literal(true), user: adminUser, csrfToken: z.string() }),
    errors: { 401: 'Non collegato', 403: 'Non amministratore' },
  },
  {
    method: 'post',
    path: '/admin/logout',
    summary: "Chiude la sessione dell'amministratore",
    tag,
    access: 'public',
    response: okBody,
  },
  {
    method: 'post',
    path: '/auth/password-reset',
    summary:
      'Invia per e-mail un link (1 ora, monouso) per scegliere una nuova password; risposta uguale per ogni indirizzo',
    tag,
    access: 'public',
    response: okBody,
    body: passwordResetInput,
    errors: tooMany,
  },
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    summary: 'Imposta la nuova password con il token del link; chiude tutte le sessioni',
    tag,
    access: 'public',
    response: okBody,
    body: passwordResetConfirmInput,
    errors: { ...tooMany },
  },
  {
    method: 'post',
    path: '/tenants/register',
    summary: 'Registra una libreria (stato "in attivazione") con il titolare e apre la sessione',
    tag: 'Librerie',
    access: 'public',
    response: z.object({ tenant: tenantSchema, user: userWithUid, csrfToken: z.string() }),
    body: bookshopRegisterInput,
    status: 201,
    errors: { 409: 'E-mail o dominio già in uso', ...tooMany },
  },
];
