import type { ShopProduct } from '#common/catalog/views.ts';
import { cart } from '../../lib/cart/store.ts';

/** Puts a product line in the browser cart (at least the product's minimum purchase). */
export function addProductToCart(
  product: Pick<ShopProduct, 'id' | 'nome' | 'prezzo' | 'categoria' | 'immagini' | 'pezzi_singolo_acquisto'>,
  quantity = product.pezzi_singolo_acquisto,
): void {
  cart.add({
    type: 'product',
    id: product.id,
    nome: product.nome,
    prezzo: product.prezzo,
    categoria: product.categoria,
    immagini: product.immagini,
    quantity: Math.max(quantity, product.pezzi_singolo_acquisto, 1),
  });
}
