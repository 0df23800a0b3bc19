import type { ApiOperation } from '../openapi/types.ts';
import { adoptionsQuery, municipalitiesQuery, provincesQuery, schoolsQuery } from './api.ts';

const tag = 'Scuole e libri adottati';

export const schoolsOperations: ApiOperation[] = [
  { method: 'get', path: '/regions', summary: 'Regioni con scuole, in ordine alfabetico', tag, access: 'public' },
  {
    method: 'get',
    path: '/provinces',
    summary: 'Province di una regione',
    tag,
    access: 'public',
    query: provincesQuery,
  },
  {
    method: 'get',
    path: '/municipalities',
    summary: 'Comuni di una provincia',
    tag,
    access: 'public',
    query: municipalitiesQuery,
  },
  {
    method: 'get',
    path: '/schools',
    summary: 'Scuole per luogo, tipologia, caratteristica e nome (tollera un errore di battitura), o per codice',
    tag,
    access: 'public',
    query: schoolsQuery,
  },
  {
    method: 'get',
    path: '/schools/:code',
    summary: 'Una scuola dal suo codice meccanografico',
    tag,
    access: 'public',
    errors: { 404: 'Scuola non trovata' },
  },
  {
    method: 'get',
    path: '/adoptions',
    summary: 'Libri adottati da una scuola (anno scolastico più recente), per classe e sezione',
    tag,
    access: 'public',
    query: adoptionsQuery,
  },
];
