import type { ApiOperation } from '../openapi/types.ts';
import { accountDeletionBody } from './api.ts';

const tag = 'Account e accesso';

export const privacyOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth/export',
    summary:
      'Scarica tutti i propri dati (JSON): profilo, indirizzi, ordini con righe e pagamenti, carrelli, preferiti, recensioni, commenti, consensi, sessioni, registro di sicurezza, e-mail inviate',
    tag,
    access: 'customer',
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'get',
    path: '/auth/account-deletion',
    summary:
      'Cosa farebbe l’eliminazione dell’account: ordini da annullare (e rimborsare) e ordini conservati con i dati ridotti, recensioni e commenti',
    tag,
    access: 'customer',
    errors: { 401: 'Non collegato' },
  },
  {
    method: 'post',
    path: '/auth/account-deletion',
    summary:
      'Elimina l’account: annulla (e rimborsa) gli ordini non ancora consegnati, riduce i dati degli ordini conservati, cancella account, recensioni e commenti e invia l’esito per e-mail',
    tag,
    access: 'customer',
    body: accountDeletionBody,
    errors: {
      401: 'Non collegato',
      422: 'Il titolare di una libreria non può eliminare l’account da qui',
    },
  },
];
