import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { availabilityLabel } from '#common/catalog/availability.ts';
import type { AdminProduct } from '#common/catalog/views.ts';
import { formatEuro, formatInt } from '#common/format.ts';
import { CatalogLists } from '../../components/admin/catalog-lists.tsx';
import { AdminLoadError } from '../../components/admin/load-error.tsx';
import { ProductFormDialog } from '../../components/admin/product-form-dialog.tsx';
import { ReviewModeration } from '../../components/admin/review-moderation.tsx';
import { ProductImage } from '../../components/catalog/product-image.tsx';
import type { Route } from './+types/products';

export { action, loader } from './products.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Prodotti');

type Product = Route.ComponentProps['loaderData']['products'][number];

function productColumns(hydrated: boolean, edit: (p: Product) => void): Column<Product>[] {
  return [
    {
      id: 'nome',
      header: 'Prodotto',
      sort: 'nome',
      cell: (p) => (
        <div className="flex items-center gap-3">
          <ProductImage src={p.immagini[0]} alt="" className="size-12 shrink-0 rounded-lg" />
          <span className="font-medium text-ink">{p.nome}</span>
        </div>
      ),
    },
    { id: 'id', header: 'ID', cell: (p) => p.id, className: 'font-mono text-xs' },
    { id: 'categoria', header: 'Categoria', cell: (p) => p.categoria },
    {
      id: 'prezzo',
      header: 'Prezzi',
      sort: 'prezzo',
      className: 'whitespace-nowrap',
      cell: (p) => (
        <>
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
        </>
      ),
    },
    {
      id: 'pezzi',
      header: 'Disponibilità',
      sort: 'pezzi',
      cell: (p) => (
        <>
          {availabilityLabel(p.disponibilita)}
          <span className="block text-xs text-muted">{formatInt(p.pezzi_disponibili)} pezzi</span>
        </>
      ),
    },
    {
      id: 'stato',
      header: 'Stato',
      cell: (p) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.active ? 'bg-success/10 text-success' : 'bg-surface text-muted'}`}
        >
          {p.active ? 'Attivo' : 'Inattivo'}
        </span>
      ),
    },
    {
      id: 'azioni',
      header: 'Azioni',
      hideHeader: true,
      className: 'text-right',
      cell: (p) => (
        <button type="button" className="btn-ghost min-h-11 px-3 text-sm" disabled={!hydrated} onClick={() => edit(p)}>
          <Pencil aria-hidden="true" className="size-4" />
          Modifica<span className="sr-only"> {p.nome}</span>
        </button>
      ),
    },
  ];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { q, categoria, page, pages, total, products, categories, suppliers, reviews, rules } = loaderData;
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const categoryNames = categories.map((c) => c.nome);
  const supplierNames = suppliers.map((s) => s.nome);

  return (
    <AdminPage
      title="Prodotti"
      actions={
        <button type="button" className="btn-primary" disabled={!hydrated} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Nuovo prodotto
        </button>
      }
    >
      <DataTable
        caption="Prodotti del negozio, dal più recente"
        columns={productColumns(hydrated, setEditing)}
        rows={products}
        rowKey={(p) => p.id}
        minWidth="min-w-[52rem]"
        filters={[
          {
            name: 'q',
            label: 'Cerca per nome o descrizione',
            kind: 'search',
            placeholder: 'Cerca per nome o descrizione',
          },
          { name: 'categoria', label: 'Categoria', kind: 'select', all: 'Tutte le categorie', options: categoryNames },
        ]}
        filterLabel="Cerca"
        notice={notice}
        count={`${formatInt(total)} ${total === 1 ? 'prodotto' : 'prodotti'}`}
        empty={q || categoria ? 'Nessun prodotto corrisponde alla ricerca.' : 'Nessun prodotto: crea il primo.'}
        page={page}
        pages={pages}
      />

      <CatalogLists categories={categories} suppliers={suppliers} onChanged={() => revalidator.revalidate()} />

      <ReviewModeration reviews={reviews} />

      <ProductFormDialog
        editing={editing}
        categories={categoryNames}
        suppliers={supplierNames}
        rules={rules}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setNotice(`Prodotto “${saved.nome}” salvato.`);
          revalidator.revalidate();
        }}
      />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError title="Prodotti" retry="/admin/products" />;
}
