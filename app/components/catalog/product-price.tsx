import type { ShopProduct } from '#common/catalog/views.ts';
import { formatEuro } from '#common/format.ts';

/**
 * The price a customer pays; with a discount, the full price struck through and, as the
 * Omnibus rule asks, the lowest price of the previous 30 days.
 */
export function ProductPrice({
  product,
  size = 'sm',
}: {
  product: Pick<ShopProduct, 'prezzo' | 'prezzoVendita' | 'percentualeSconto' | 'prezzoPiuBasso30Giorni'>;
  size?: 'sm' | 'lg';
}) {
  const discounted = product.percentualeSconto !== null;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`font-bold text-primary-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
          {formatEuro(product.prezzo)}
        </span>
        {discounted ? (
          <span className={`text-muted line-through ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">invece di </span>
            {formatEuro(product.prezzoVendita)}
          </span>
        ) : null}
      </p>
      {discounted && product.prezzoPiuBasso30Giorni !== null ? (
        <p className="mt-0.5 text-xs text-muted">
          Prezzo più basso negli ultimi 30 giorni: {formatEuro(product.prezzoPiuBasso30Giorni)}
        </p>
      ) : null}
      {size === 'lg' ? <p className="mt-1 text-xs text-muted">IVA 22% inclusa</p> : null}
    </div>
  );
}
