import { z } from 'zod';
import { nameInput, productInput, saveProductBody } from '#common/catalog/validation.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { favouritesBody, productsQuery } from './api.ts';

const tag = 'Catalogo prodotti per la scuola';

export const catalogOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/products',
    summary:
      'Prodotti attivi con ricerca (testo italiano con radici e tolleranza agli errori), categoria, prezzo e valutazione; gli amministratori possono aggiungere active=false per vedere anche gli inattivi',
    tag,
    access: 'public',
    query: productsQuery,
    errors: { 403: 'active=false chiesto da chi non è amministratore' },
  },
  {
    method: 'get',
    path: '/products/:id',
    summary: 'Un prodotto attivo (gli amministratori vedono anche gli inattivi)',
    tag,
    access: 'public',
    errors: { 404: 'Prodotto non trovato' },
  },
  { method: 'get', path: '/categories', summary: 'Categorie con prodotti attivi (nomi)', tag, access: 'public' },
  { method: 'get', path: '/suppliers', summary: 'Fornitori del negozio', tag, access: 'admin' },
  { method: 'get', path: '/admin/categories', summary: 'Categorie del negozio (id e nome)', tag, access: 'admin' },
  {
    method: 'post',
    path: '/admin/categories',
    summary: 'Nuova categoria',
    tag,
    access: 'admin',
    body: nameInput,
    status: 201,
    errors: { 409: 'Categoria già esistente' },
  },
  {
    method: 'delete',
    path: '/admin/categories/:id',
    summary: 'Elimina una categoria senza prodotti',
    tag,
    access: 'admin',
    errors: { 404: 'Categoria non trovata', 422: 'La categoria ha ancora dei prodotti' },
  },
  {
    method: 'post',
    path: '/admin/suppliers',
    summary: 'Nuovo fornitore',
    tag,
    access: 'admin',
    body: nameInput,
    status: 201,
    errors: { 409: 'Fornitore già esistente' },
  },
  {
    method: 'delete',
    path: '/admin/suppliers/:id',
    summary: 'Elimina un fornitore senza prodotti',
    tag,
    access: 'admin',
    errors: { 404: 'Fornitore non trovato', 422: 'Il fornitore ha ancora dei prodotti' },
  },
  {
    method: 'post',
    path: '/admin/products',
    summary:
      'Crea (isEdit false, 201) o modifica (isEdit true con productId) un prodotto; prezzo di vendita e scontato sono calcolati dal server',
    tag,
    access: 'admin',
    body: saveProductBody.extend({ product: productInput }),
    errors: { 404: 'Prodotto da modificare non trovato' },
  },
  {
    method: 'get',
    path: '/favourites',
    summary: 'I prodotti preferiti del cliente in questo negozio (id)',
    tag,
    access: 'customer',
    response: z.object({ favourites: z.array(z.string()) }),
  },
  {
    method: 'post',
    path: '/favourites',
    summary: 'Aggiunge prodotti ai preferiti (unione con quelli salvati nel browser) e li restituisce tutti',
    tag,
    access: 'customer',
    body: favouritesBody,
  },
  {
    method: 'delete',
    path: '/favourites/:id',
    summary: 'Toglie un prodotto dai preferiti',
    tag,
    access: 'customer',
  },
];
