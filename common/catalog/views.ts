// The product as the API and the pages send it (SPEC.md section 3 field names). The
// server's serializers (server/catalog/serialize.ts) are typed with these, so a change of
// shape shows up in the browser code that reads it.
import type { Availability } from './availability.ts';

export type ShopProduct = {
  id: string;
  nome: string;
  descrizione: string;
  categoria: string;
  prezzoVendita: number;
  prezzoScontato: number;
  /** The price a customer pays (VAT 22 % included). */
  prezzo: number;
  sconto: number;
  /** The badge percent, null without a real discount. */
  percentualeSconto: number | null;
  /** Omnibus rule: the lowest price of the 30 days before the current one. */
  prezzoPiuBasso30Giorni: number | null;
  immagini: string[];
  tags: string[];
  valutazione: number;
  numeroRecensioni: number;
  /** True only when `disponibilita` is "disponibile" (common/catalog/availability.ts). */
  disponibile: boolean;
  /** The one availability rule shop and back office show: disponibile, esaurito, non_disponibile. */
  disponibilita: Availability;
  pezzi_disponibili: number;
  pezzi_singolo_acquisto: number;
  urlAliexpress: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
};

/** What a product card shows (the catalogue list, related products): no description, one image. */
export type ProductCardView = Pick<
  ShopProduct,
  | 'id'
  | 'nome'
  | 'categoria'
  | 'prezzoVendita'
  | 'prezzo'
  | 'percentualeSconto'
  | 'prezzoPiuBasso30Giorni'
  | 'immagini'
  | 'tags'
  | 'valutazione'
  | 'numeroRecensioni'
  | 'disponibile'
  | 'disponibilita'
  | 'pezzi_disponibili'
  | 'pezzi_singolo_acquisto'
>;

/** The admin's view adds what the product form edits. */
export type AdminProduct = Omit<ShopProduct, 'disponibile'> & {
  prezzoOriginale: number;
  margine: number;
  fornitore: string;
  fornitoreProductId: string | null;
  /** The flag the form edits (the shop's `disponibile` also accounts for stock). */
  disponibile: boolean;
};

/** The catalogue page's filters as typed in its form (kept in the URL). */
export type CatalogFilters = {
  search: string;
  categoria: string;
  minPrezzo: string;
  maxPrezzo: string;
  minValutazione: string;
};
