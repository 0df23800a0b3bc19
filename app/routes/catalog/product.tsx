import { ArrowLeft, Check, ExternalLink, Heart, Minus, Plus, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { availabilityLabel } from '#common/catalog/availability.ts';
import { sharedPage } from '#common/page-cache.ts';
import { addProductToCart } from '../../components/catalog/add-product.ts';
import { ProductCard } from '../../components/catalog/product-card.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { ProductPrice } from '../../components/catalog/product-price.tsx';
import { ProductReviews } from '../../components/catalog/product-reviews.tsx';
import { Stars } from '../../components/catalog/stars.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { NotFoundMessage } from '../../components/not-found.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { favourites, useFavourites } from '../../lib/catalog/favourites.ts';
import { pageTitle, useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/product';

export { action, loader } from './product.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts). Products, stock and approved reviews.
export const cache = sharedPage({ shows: ['catalog'] });

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (!page) return [{ title: pageTitle(root, 'Prodotto non trovato') }, { name: 'robots', content: 'noindex' }];
  const { product } = page;
  return [
    { title: pageTitle(root, product.nome) },
    { name: 'description', content: product.descrizione.slice(0, 160) || `${product.nome}: ${product.categoria}` },
    { tagName: 'link', rel: 'canonical', href: `${page.origin}/products/${product.id}` },
  ];
};

/** SPEC.md section 9: the added-to-cart confirmation lasts 2 seconds. */
const ADDED_MS = 2000;
const MAX_QUANTITY = 99;

// A fresh view per product: quantity, picture and confirmation start over on navigation.
export default function ProductPage(props: Route.ComponentProps) {
  return <ProductView key={props.loaderData.product.id} {...props} />;
}

function ProductView({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related, origin, reviews, eligibility } = loaderData;
  const { account } = useRootData();
  const favouriteIds = useFavourites(account?.kind === 'customer');
  const favourite = favouriteIds.includes(product.id);
  const minimum = Math.max(1, product.pezzi_singolo_acquisto);
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState(minimum);
  const [added, setAdded] = useState(false);
  const [image, setImage] = useState(0);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome,
    description: product.descrizione,
    sku: product.id,
    category: product.categoria,
    image: product.immagini.map((src) => new URL(src, origin).toString()),
    // Only real, approved reviews make an aggregate; none at all without them.
    ...(reviews.numero > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.media,
            reviewCount: reviews.numero,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}/products/${product.id}`,
      priceCurrency: 'EUR',
      price: product.prezzo.toFixed(2),
      availability: product.disponibile ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <JsonLd data={jsonLd} />
      <Link
        to="/products"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Tutti i prodotti
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <section aria-label="Immagini del prodotto">
          <div className="card overflow-hidden">
            <ProductImage
              src={product.immagini[image]}
              alt={`${product.nome}${product.immagini.length > 1 ? `, immagine ${image + 1} di ${product.immagini.length}` : ''}`}
              className="aspect-square w-full"
              eager
            />
          </div>
          {product.immagini.length > 1 ? (
            <ul className="mt-3 flex gap-2">
              {product.immagini.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    className={`block size-18 overflow-hidden rounded-lg border-2 ${i === image ? 'border-primary-700' : 'border-line'}`}
                    aria-label={`Mostra l’immagine ${i + 1}`}
                    aria-pressed={i === image}
                    disabled={!hydrated}
                    onClick={() => setImage(i)}
                  >
                    <ProductImage src={src} alt="" className="size-full" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="nome-prodotto">
          <p className="text-sm font-medium text-muted">
            <Link
              to={`/products?categoria=${encodeURIComponent(product.categoria)}`}
              className="text-primary-700 hover:underline"
            >
              {product.categoria}
            </Link>
          </p>
          <div className="mt-1 flex items-start justify-between gap-3">
            <h1 id="nome-prodotto" className="text-2xl font-bold text-primary-950 sm:text-3xl">
              {product.nome}
            </h1>
            <button
              type="button"
              className="btn-ghost size-11 shrink-0 p-0"
              aria-pressed={favourite}
              aria-label={favourite ? 'Togli dai preferiti' : 'Aggiungi ai preferiti'}
              title={favourite ? 'Togli dai preferiti' : 'Aggiungi ai preferiti'}
              disabled={!hydrated}
              onClick={() => void favourites.toggle(product.id)}
            >
              <Heart
                aria-hidden="true"
                className={`size-6 ${favourite ? 'text-danger' : 'text-muted'}`}
                fill={favourite ? 'currentColor' : 'none'}
              />
            </button>
          </div>
          <div className="mt-2">
            {reviews.numero > 0 ? (
              <a href="#recensioni" className="inline-block rounded hover:underline">
                <Stars rating={reviews.media} reviews={reviews.numero} size="md" />
              </a>
            ) : (
              <a href="#recensioni" className="text-sm text-muted underline-offset-2 hover:underline">
                Nessuna recensione
              </a>
            )}
          </div>

          <div className="mt-4 flex flex-wrap items-start gap-3">
            <ProductPrice product={product} size="lg" />
            {product.percentualeSconto !== null ? (
              <span className="rounded-full bg-danger px-2.5 py-1 text-sm font-bold text-white">
                -{product.percentualeSconto}%
              </span>
            ) : null}
          </div>

          <p
            className={`mt-4 inline-flex items-center gap-1.5 text-sm font-semibold ${product.disponibile ? 'text-success' : 'text-danger'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${product.disponibile ? 'bg-success' : 'bg-danger'}`}
            />
            {availabilityLabel(product.disponibilita)}
          </p>

          {product.disponibile ? (
            <div className="mt-5 flex flex-wrap items-end gap-3">
              <fieldset>
                <legend className="field-label">Quantità</legend>
                <div className="flex items-center rounded-lg border border-line">
                  <button
                    type="button"
                    className="grid size-11 place-items-center disabled:opacity-40"
                    aria-label="Diminuisci quantità"
                    disabled={!hydrated || quantity <= minimum}
                    onClick={() => setQuantity((q) => Math.max(minimum, q - 1))}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <output className="w-10 text-center font-semibold" aria-live="polite" aria-label="Quantità">
                    {quantity}
                  </output>
                  <button
                    type="button"
                    className="grid size-11 place-items-center disabled:opacity-40"
                    aria-label="Aumenta quantità"
                    disabled={!hydrated || quantity >= Math.min(MAX_QUANTITY, product.pezzi_disponibili)}
                    onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </fieldset>
              <button
                type="button"
                className="btn-primary min-h-11 flex-1 sm:flex-none"
                disabled={!hydrated}
                onClick={() => {
                  addProductToCart(product, quantity);
                  setAdded(true);
                }}
              >
                {added ? (
                  <Check aria-hidden="true" className="size-5" />
                ) : (
                  <ShoppingCart aria-hidden="true" className="size-5" />
                )}
                {added ? 'Aggiunto al carrello!' : 'Aggiungi al carrello'}
              </button>
            </div>
          ) : (
            <p className="mt-5 rounded-lg bg-surface p-3 text-sm text-muted">
              Questo prodotto al momento non si può ordinare.
            </p>
          )}
          <p className="sr-only" aria-live="polite">
            {added ? 'Aggiunto al carrello!' : ''}
          </p>
          {product.pezzi_singolo_acquisto > 1 ? (
            <p className="mt-2 text-sm text-muted">
              Si acquista in confezioni da almeno {product.pezzi_singolo_acquisto} pezzi.
            </p>
          ) : null}
          {product.urlAliexpress ? (
            <a
              href={product.urlAliexpress}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline mt-3 min-h-11"
            >
              Acquista ora
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(si apre in una nuova scheda, sul sito del fornitore)</span>
            </a>
          ) : null}

          <h2 className="mt-8 text-lg font-semibold text-ink">Descrizione</h2>
          <p className="mt-2 whitespace-pre-line text-ink/90">{product.descrizione || 'Nessuna descrizione.'}</p>
          {product.tags.length > 0 ? (
            <>
              <h2 className="mt-6 text-lg font-semibold text-ink">Caratteristiche</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-line bg-surface px-3 py-1 text-sm">
                    {tag}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <ProductReviews productId={product.id} reviews={reviews} eligibility={eligibility} result={actionData} />

      {related.length > 0 ? (
        <section aria-labelledby="correlati" className="mt-12">
          <h2 id="correlati" className="text-xl font-bold text-primary-900">
            Altri prodotti della categoria {product.categoria}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {related.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} interactive={hydrated} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const error = props.error as { status?: number } | undefined;
  if (error?.status === 404) {
    return (
      <NotFoundMessage
        title="Prodotto non trovato"
        text={'Il prodotto che cerchi non esiste o non è più in vendita.'}
        linkTo="/products"
        linkLabel="Torna ai prodotti"
      />
    );
  }
  return <RouteErrorBoundary />;
}
