import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { availabilityLabel } from '#common/catalog/availability.ts';
import type { AdminProduct } from '#common/catalog/views.ts';
import { formatEuro, formatInt } from '#common/format.ts';
import { CatalogLists } from '../../components/admin/catalog-lists.tsx';
import { AdminLoadError } from '../../components/admin/load-error.tsx';
import { ProductFormDialog } from '../../components/admin/product-form-dialog.tsx';
import { ReviewModeration } from '../../components/admin/review-moderation.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import { Pager } from '../../components/pager.tsx';
import type { Route } from './+types/products';

export { loader } from './products.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Prodotti') },
  { name: 'robots', content: 'noindex' },
];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { q, categoria, page, pages, total, products, categories, suppliers } = loaderData;
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const categoryNames = categories.map((c) => c.nome);
  const supplierNames = suppliers.map((s) => s.nome);
  const pageHref = (p: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), ...(categoria ? { categoria } : {}), page: String(p) })}`;

  return (
    <div className="container-page py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/admin" className="font-medium text-primary-700 underline underline-offset-2">
          ← Pannello
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-primary-950">Prodotti</h1>
        <button type="button" className="btn-primary" disabled={!hydrated} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Nuovo prodotto
        </button>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="q" className="sr-only">
            Cerca per nome o descrizione
          </label>
          <input id="q" name="q" defaultValue={q} className="field-input" placeholder="Cerca per nome o descrizione" />
        </div>
        <div>
          <label htmlFor="categoria" className="sr-only">
            Categoria
          </label>
          <select id="categoria" name="categoria" defaultValue={categoria} className="field-input">
            <option value="">Tutte le categorie</option>
            {categoryNames.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline">
          Cerca
        </button>
      </Form>

      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {navigation.state === 'loading'
          ? 'Caricamento...'
          : notice || `${formatInt(total)} ${total === 1 ? 'prodotto' : 'prodotti'}`}
      </p>

      {products.length === 0 ? (
        <p className="card mt-4 p-6 text-muted">
          {q || categoria ? 'Nessun prodotto corrisponde alla ricerca.' : 'Nessun prodotto: crea il primo.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-line">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">Prodotti del negozio, dal più recente</caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Prodotto
                </th>
                <th scope="col" className="px-3 py-2">
                  ID
                </th>
                <th scope="col" className="px-3 py-2">
                  Categoria
                </th>
                <th scope="col" className="px-3 py-2">
                  Prezzi
                </th>
                <th scope="col" className="px-3 py-2">
                  Disponibilità
                </th>
                <th scope="col" className="px-3 py-2">
                  Stato
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {products.map((p) => (
                <tr key={p.id}>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      <ProductImage src={p.immagini[0]} alt="" className="size-12 shrink-0 rounded-lg" />
                      <span className="font-medium text-ink">{p.nome}</span>
                    </div>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{p.id}</td>
                  <td className="px-3 py-2">{p.categoria}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <span className="font-semibold">{formatEuro(p.prezzo)}</span>
                    {p.percentualeSconto !== null ? (
                      <>
                        {' '}
                        <span className="text-muted line-through">{formatEuro(p.prezzoVendita)}</span>{' '}
                        <span className="rounded-full bg-danger/10 px-1.5 text-xs font-semibold text-danger">
                          -{p.percentualeSconto}%
                        </span>
                      </>
                    ) : null}
                    <span className="block text-xs text-muted">
                      acquisto {formatEuro(p.prezzoOriginale)} · margine {p.margine}%
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {availabilityLabel(p.disponibilita)}
                    <span className="block text-xs text-muted">{formatInt(p.pezzi_disponibili)} pezzi</span>
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.active ? 'bg-success/10 text-success' : 'bg-surface text-muted'}`}
                    >
                      {p.active ? 'Attivo' : 'Inattivo'}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      className="btn-ghost min-h-11 px-3 text-sm"
                      disabled={!hydrated}
                      onClick={() => setEditing(p)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Modifica<span className="sr-only"> {p.nome}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager page={page} pages={pages} href={pageHref} />

      <CatalogLists categories={categories} suppliers={suppliers} onChanged={() => revalidator.revalidate()} />

      <ReviewModeration />

      <ProductFormDialog
        editing={editing}
        categories={categoryNames}
        suppliers={supplierNames}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setNotice(`Prodotto “${saved.nome}” salvato.`);
          revalidator.revalidate();
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError title="Prodotti" retry="/admin/products" />;
}
