import { Check, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { availabilityLabel } from '#common/catalog/availability.ts';
import type { ProductCardView } from '#common/catalog/views.ts';
import { addProductToCart } from './add-product.ts';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { Stars } from './stars.tsx';

/** SPEC.md's catalogue card: image, badges, name, stars, price, add and details. */
export function ProductCard({
  product,
  interactive,
  eager = false,
}: {
  product: ProductCardView;
  interactive: boolean;
  /** The first row of a list: its photo is the page's largest paint, not to be lazy-loaded. */
  eager?: boolean;
}) {
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 2000);
    return () => clearTimeout(timer);
  }, [added]);
  const href = `/products/${product.id}`;
  return (
    <article className="card flex flex-col overflow-hidden">
      <Link to={href} className="relative block" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.immagini[0]} alt="" className="aspect-square w-full" eager={eager} />
        <span className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.percentualeSconto !== null ? (
            <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
              -{product.percentualeSconto}%
            </span>
          ) : null}
          {product.tags.includes('nuovo') ? (
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink">NUOVO</span>
          ) : null}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-xs font-medium text-muted">{product.categoria}</p>
        <h3 className="font-semibold leading-snug text-ink">
          <Link to={href} className="hover:text-primary-700 hover:underline">
            {product.nome}
          </Link>
        </h3>
        {product.numeroRecensioni > 0 ? (
          <Stars rating={product.valutazione} reviews={product.numeroRecensioni} />
        ) : null}
        <div className="mt-auto pt-1">
          <ProductPrice product={product} />
        </div>
        {product.disponibile ? (
          <button
            type="button"
            className="btn-primary mt-2 min-h-11 w-full px-3 text-sm"
            disabled={!interactive}
            onClick={() => {
              addProductToCart(product);
              setAdded(true);
            }}
            aria-label={`Aggiungi ${product.nome} al carrello`}
          >
            {added ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            {added ? 'Aggiunto!' : 'Aggiungi'}
          </button>
        ) : (
          <p className="mt-2 rounded-lg bg-surface py-2.5 text-center text-sm font-medium text-muted">
            {availabilityLabel(product.disponibilita)}
          </p>
        )}
        <Link to={href} className="btn-ghost min-h-11 w-full text-sm">
          Dettagli<span className="sr-only"> di {product.nome}</span>
        </Link>
      </div>
    </article>
  );
}
