import { z } from 'zod';
import { nameInput, productInput, saveProductBody } from '#common/catalog/validation.ts';
import { named, okBody } from '../openapi/components.ts';
import type { ApiOperation } from '../openapi/types.ts';
import { favouritesBody, productsQuery } from './api.ts';

const tag = 'Catalogo prodotti per la scuola';

const productFields = {
  id: z.string(),
  nome: z.string(),
  descrizione: z.string(),
  categoria: z.string(),
  prezzoVendita: z.number(),
  prezzoScontato: z.number(),
  prezzo: z.number().meta({ description: 'Il prezzo pagato dal cliente (IVA 22% inclusa)' }),
  sconto: z.number(),
  percentualeSconto: z.number().nullable(),
  prezzoPiuBasso30Giorni: z
    .number()
    .nullable()
    .meta({ description: 'Prezzo più basso dei 30 giorni precedenti (Omnibus)' }),
  immagini: z.array(z.string()),
  tags: z.array(z.string()),
  valutazione: z.number(),
  numeroRecensioni: z.number().int(),
  disponibilita: z.enum(['disponibile', 'esaurito', 'non_disponibile']),
  pezzi_disponibili: z.number().int(),
  pezzi_singolo_acquisto: z.number().int(),
  urlAliexpress: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** common/catalog/views.ts `ShopProduct`. */
export const productSchema = named('Product', z.object({ ...productFields, disponibile: z.boolean() }));

/** common/catalog/views.ts `AdminProduct`: what the back office's product form edits. */
export const adminProductSchema = named(
  'AdminProduct',
  z.object({
    ...productFields,
    disponibile: z.boolean(),
    prezzoOriginale: z.number(),
    margine: z.number(),
    fornitore: z.string(),
    fornitoreProductId: z.string().nullable(),
  }),
);

const namedEntry = named('NamedEntry', z.object({ id: z.number().int(), nome: z.string() }));
const favourites = named('Favourites', z.object({ favourites: z.array(z.string()) }));

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
    response: z.object({
      products: z.array(z.union([productSchema, adminProductSchema])),
      total: z.number().int(),
    }),
  },
  {
    method: 'get',
    path: '/products/:id',
    summary: 'Un prodotto attivo (gli amministratori vedono anche gli inattivi)',
    tag,
    access: 'public',
    errors: { 404: 'Prodotto non trovato' },
    response: z.object({ product: z.union([productSchema, adminProductSchema]) }),
  },
  {
    method: 'get',
    path: '/categories',
    summary: 'Categorie con prodotti attivi (nomi)',
    tag,
    access: 'public',
    response: z.object({ categories: z.array(z.string()) }),
    example: { categories: ['Astucci', 'Calcolatrici', 'Cartelline e raccoglitori', 'Colori', 'Diari e agende'] },
  },
  {
    method: 'get',
    path: '/suppliers',
    summary: 'Fornitori del negozio',
    tag,
    access: 'backoffice',
    response: z.object({ fornitori: z.array(namedEntry) }),
  },
  {
    method: 'get',
    path: '/admin/categories',
    summary: 'Categorie del negozio (id e nome)',
    tag,
    access: 'backoffice',
    response: z.object({ categories: z.array(namedEntry) }),
  },
  {
    method: 'post',
    path: '/admin/categories',
    summary: 'Nuova categoria',
    tag,
    access: 'backoffice',
    body: nameInput,
    status: 201,
    errors: { 409: 'Categoria già esistente' },
    response: z.object({ success: z.literal(true), category: namedEntry }),
  },
  {
    method: 'delete',
    path: '/admin/categories/:id',
    summary: 'Elimina una categoria senza prodotti',
    tag,
    access: 'backoffice',
    errors: { 404: 'Categoria non trovata', 422: 'La categoria ha ancora dei prodotti' },
    response: okBody,
  },
  {
    method: 'post',
    path: '/admin/suppliers',
    summary: 'Nuovo fornitore',
    tag,
    access: 'backoffice',
    body: nameInput,
    status: 201,
    errors: { 409: 'Fornitore già esistente' },
    response: z.object({ success: z.literal(true), fornitore: namedEntry }),
  },
  {
    method: 'delete',
    path: '/admin/suppliers/:id',
    summary: 'Elimina un fornitore senza prodotti',
    tag,
    access: 'backoffice',
    errors: { 404: 'Fornitore non trovato', 422: 'Il fornitore ha ancora dei prodotti' },
    response: okBody,
  },
  {
    method: 'post',
    path: '/admin/products',
    summary:
      'Crea (isEdit false, 201) o modifica (isEdit true con productId) un prodotto; prezzo di vendita e scontato sono calcolati dal server',
    tag,
    access: 'backoffice',
    body: saveProductBody.extend({ product: productInput }),
    status: 201,
    alsoSuccess: { 200: 'Prodotto modificato (isEdit true)' },
    errors: { 404: 'Prodotto da modificare non trovato' },
    response: z.object({ success: z.literal(true), product: adminProductSchema }),
  },
  {
    method: 'get',
    path: '/favourites',
    summary: 'I prodotti preferiti del cliente in questo negozio (id)',
    tag,
    access: 'customer',
    response: favourites,
  },
  {
    method: 'post',
    path: '/favourites',
    summary: 'Aggiunge prodotti ai preferiti (unione con quelli salvati nel browser) e li restituisce tutti',
    tag,
    access: 'customer',
    body: favouritesBody,
    response: favourites,
  },
  {
    method: 'delete',
    path: '/favourites/:id',
    summary: 'Toglie un prodotto dai preferiti',
    tag,
    access: 'customer',
    response: favourites,
  },
];
