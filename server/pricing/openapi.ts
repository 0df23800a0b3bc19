import { okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import {
  textbookDiscountBody,
  textbookDiscountQuery,
  textbookDiscountResponse,
  textbookDiscountsResponse,
} from './api.ts';

const tag = 'Back office';
const denied = { 401: 'Accesso richiesto', 403: 'Riservato al titolare della libreria o al gestore' };

/** The shop's own price for adopted textbooks (issue 12). */
export const pricingOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/pricing/textbooks',
    summary:
      'Sconti della libreria sui libri di testo adottati (generale e per editore), ultime modifiche e limite di legge',
    tag,
    access: 'backoffice',
    response: textbookDiscountsResponse,
    errors: denied,
  },
  {
    method: 'put',
    path: '/admin/pricing/textbooks',
    summary:
      'Imposta lo sconto generale (editore assente) o di un editore; oltre il 15% è rifiutato (legge 15/2020, art. 8). Un aumento è un ribasso annunciato: le pagine mostrano il prezzo più basso dei 30 giorni precedenti',
    tag,
    access: 'backoffice',
    body: textbookDiscountBody,
    response: textbookDiscountResponse,
    errors: { ...denied, 422: 'Sconto oltre il limite di legge del 15% o non valido' },
  },
  {
    method: 'delete',
    path: '/admin/pricing/textbooks',
    summary: 'Toglie lo sconto di un editore (i suoi libri tornano allo sconto generale)',
    tag,
    access: 'backoffice',
    query: textbookDiscountQuery,
    response: okBody,
    errors: { ...denied, 404: 'Nessuno sconto per questo editore' },
  },
];
