import { describe, expect, it } from 'vitest';
import { contractChecker } from './contract.ts';

const check = contractChecker();
const json = 'application/json; charset=utf-8';
const school = {
  codiceScuola: 'MIPC00101X',
  nomeScuola: 'LICEO CLASSICO',
  indirizzo: null,
  cap: null,
  comune: 'MILANO',
  provincia: 'MILANO',
  regione: 'LOMBARDIA',
  tipologiaGrado: null,
  caratteristica: null,
  regioneAutonoma: false,
  statale: true,
  email: null,
  pec: null,
  sitoWeb: null,
  codiceIstitutoRiferimento: null,
  nomeIstitutoRiferimento: null,
};

describe('contract checker', () => {
  it('accepts an answer the document describes', () => {
    const body = JSON.stringify({ scuola: school });
    expect(check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 200, contentType: json, body })).toBeNull();
    const error = JSON.stringify({ success: false, error: 'Scuola non trovata', code: 'NOT_FOUND' });
    expect(check({ method: 'GET', url: '/api/schools/X', status: 404, contentType: json, body: error })).toBeNull();
  });

  it('refuses a status, a media type or a body the document does not have', () => {
    const body = JSON.stringify({ scuola: school });
    expect(check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 201, contentType: json, body })).toMatch(
      /does not list status 201/,
    );
    expect(
      check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 200, contentType: 'application/json', body }),
    ).toMatch(/charset=utf-8/);
    expect(
      check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 200, contentType: 'text/html', body }),
    ).toMatch(/content type/);
    const wrong = JSON.stringify({ scuola: { ...school, statale: 'sì' } });
    expect(
      check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 200, contentType: json, body: wrong }),
    ).toMatch(/statale must be boolean/);
    const extra = JSON.stringify({ scuola: school, segreto: 1 });
    expect(
      check({ method: 'GET', url: '/api/schools/MIPC00101X', status: 200, contentType: json, body: extra }),
    ).toMatch(/additional properties/);
  });

  it('matches literal paths before templated ones and leaves non-API addresses alone', () => {
    expect(
      check({
        method: 'GET',
        url: '/api/admin/orders.csv',
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        body: 'a;b',
      }),
    ).toBeNull();
    expect(check({ method: 'GET', url: '/robots.txt', status: 200, contentType: 'text/plain', body: '' })).toBeNull();
    expect(check({ method: 'GET', url: '/api/nothing-here', status: 200, contentType: json, body: '{}' })).toMatch(
      /no such operation/,
    );
  });
});
