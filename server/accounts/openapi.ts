import { adminLoginInput, bookshopRegisterInput, loginInput, registerInput } from '#common/accounts/validation.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { verifyInput } from './admin-api.ts';
import { passwordResetConfirmInput, passwordResetInput, profileInput } from './api.ts';

const tag = 'Account e accesso';
const tooMany = { 429: 'Troppi tentativi: riprova più tardi (Retry-After)' };

export const accountsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth/csrf',
    summary: 'Token CSRF da inviare come X-CSRF-Token con ogni modifica',
    tag,
    access: 'public',
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Registra un cliente e apre la sessione',
    tag,
    access: 'public',
    body: registerInput,
    status: 201,
    errors: { 409: 'E-mail già registrata', ...tooMany },
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Accesso del cliente (Ricordami: sessione di 30 giorni)',
    tag,
    access: 'public',
    body: loginInput,
    errors: { 401: 'Credenziali non valide', ...tooMany },
  },
  { method: 'post', path: '/auth/logout', summary: 'Chiude la sessione', tag, access: 'public' },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'Il cliente collegato, la sua libreria se ne ha una, e il token CSRF',
    tag,
    access: 'customer',
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'put',
    path: '/auth/profile',
    summary: 'Aggiorna i dati del profilo',
    tag,
    access: 'customer',
    body: profileInput,
    errors: { 401: 'Non collegato', 403: 'Token CSRF mancante o errato' },
  },
  {
    method: 'post',
    path: '/admin/login',
    summary: "Accesso dell'amministratore: token per Authorization: Bearer e cookie di sessione",
    tag,
    access: 'public',
    body: adminLoginInput,
    errors: { 401: 'Credenziali non valide', ...tooMany },
  },
  {
    method: 'post',
    path: '/admin/verify-token',
    summary: 'Verifica un token amministratore',
    tag,
    access: 'public',
    body: verifyInput,
    errors: { 401: 'Token non valido o scaduto' },
  },
  {
    method: 'get',
    path: '/admin/me',
    summary: "L'amministratore collegato",
    tag,
    access: 'admin',
    errors: { 401: 'Non collegato', 403: 'Non amministratore' },
  },
  { method: 'post', path: '/admin/logout', summary: "Chiude la sessione dell'amministratore", tag, access: 'public' },
  {
    method: 'post',
    path: '/auth/password-reset',
    summary:
      'Invia per e-mail un link (1 ora, monouso) per scegliere una nuova password; risposta uguale per ogni indirizzo',
    tag,
    access: 'public',
    body: passwordResetInput,
    errors: tooMany,
  },
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    summary: 'Imposta la nuova password con il token del link; chiude tutte le sessioni',
    tag,
    access: 'public',
    body: passwordResetConfirmInput,
    errors: { ...tooMany },
  },
  {
    method: 'post',
    path: '/tenants/register',
    summary: 'Registra una libreria (stato "in attivazione") con il titolare e apre la sessione',
    tag: 'Librerie',
    access: 'public',
    body: bookshopRegisterInput,
    status: 201,
    errors: { 409: 'E-mail o dominio già in uso', ...tooMany },
  },
];
