import { productAvailability } from '#common/catalog/availability.ts';
import { centsToEuros, discountBadgePercent } from '#common/catalog/pricing.ts';
import type { AdminProduct, ProductCardView, ShopProduct } from '#common/catalog/views.ts';
import type { ProductRow } from './queries.ts';

/**
 * A product as the shop sees it (SPEC.md section 3 field names). The shop's cost, margin
 * and supplier stay out of it: they are the bookshop's business, shown to admins only.
 */
export function toShopProduct(p: ProductRow): ShopProduct {
  const discount = discountBadgePercent(p.salePriceCents, p.priceCents);
  const availability = productAvailability(p);
  return {
    id: String(p.id),
    nome: p.name,
    descrizione: p.description,
    categoria: p.category,
    prezzoVendita: centsToEuros(p.salePriceCents),
    prezzoScontato: centsToEuros(p.priceCents),
    /** The price a customer pays (VAT 22 % included). */
    prezzo: centsToEuros(p.priceCents),
    sconto: p.discountPercent,
    /** The badge percent, null without a real discount. */
    percentualeSconto: discount,
    /** Omnibus rule: the lowest price of the 30 days before the current one. */
    prezzoPiuBasso30Giorni: p.lowest30DayCents === null ? null : centsToEuros(p.lowest30DayCents),
    immagini: p.images,
    tags: p.tags,
    valutazione: p.rating,
    numeroRecensioni: p.reviewCount,
    disponibile: availability === 'disponibile',
    disponibilita: availability,
    pezzi_disponibili: p.stock,
    pezzi_singolo_acquisto: p.minPurchase,
    urlAliexpress: p.supplierUrl,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * A product as a card shows it: a page of 50 cards sent every product's description and
 * photos in its data, for HTML that shows none of them.
 */
export function toProductCard(p: ProductRow): ProductCardView {
  const s = toShopProduct(p);
  return {
    id: s.id,
    nome: s.nome,
    categoria: s.categoria,
    prezzoVendita: s.prezzoVendita,
    prezzo: s.prezzo,
    percentualeSconto: s.percentualeSconto,
    prezzoPiuBasso30Giorni: s.prezzoPiuBasso30Giorni,
    immagini: s.immagini.slice(0, 1),
    tags: s.tags,
    valutazione: s.valutazione,
    numeroRecensioni: s.numeroRecensioni,
    disponibile: s.disponibile,
    disponibilita: s.disponibilita,
    pezzi_disponibili: s.pezzi_disponibili,
    pezzi_singolo_acquisto: s.pezzi_singolo_acquisto,
  };
}

/** The admin's view adds what the product form edits. */
export function toAdminProduct(p: ProductRow): AdminProduct {
  return {
    ...toShopProduct(p),
    prezzoOriginale: centsToEuros(p.costCents),
    margine: p.marginPercent,
    fornitore: p.supplier,
    fornitoreProductId: p.supplierProductId,
    /** The flag the form edits (the shop's `disponibile` also accounts for stock). */
    disponibile: p.available,
  };
}
