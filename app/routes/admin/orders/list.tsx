import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { OrderStatusBadge } from '#app/components/orders/status-badge.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime, formatEuro } from '#common/format.ts';
import {
  LINE_STATUS_LABELS,
  LINE_STATUSES,
  type LineStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '#common/orders/status.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/list';

export { loader } from './list.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Ordini');

type Row = Route.ComponentProps['loaderData']['orders'][number];

const PAYMENT_LABELS = { stripe: 'Carta', ritiro: 'Al ritiro', bonifico: 'Bonifico' } as const;

function books(row: Row): string {
  const parts = Object.entries(row.books)
    .filter(([, n]) => n)
    .map(([status, n]) => `${n} ${LINE_STATUS_LABELS[status as LineStatus].toLowerCase()}`);
  return parts.join(', ') || '—';
}

const columns: Column<Row>[] = [
  {
    id: 'number',
    header: 'Numero',
    sort: 'numero',
    className: 'whitespace-nowrap font-medium',
    cell: (o) => (
      <Link to={`/admin/orders/${o.id}`} className="text-primary-700 underline underline-offset-2">
        {o.number}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Data',
    sort: 'data',
    className: 'whitespace-nowrap',
    cell: (o) => formatDateTime(o.createdAt),
  },
  {
    id: 'customer',
    header: 'Cliente',
    sort: 'cliente',
    cell: (o) => (
      <>
        <span className="font-medium">{o.contact.nome || '—'}</span>
        <span className="block break-all text-xs text-muted">{o.contact.email}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Stato',
    sort: 'stato',
    cell: (o) => <OrderStatusBadge status={o.status} label={o.statusLabel} paymentMethod={o.paymentMethod} />,
  },
  {
    id: 'payment',
    header: 'Pagamento',
    cell: (o) => `${PAYMENT_LABELS[o.paymentMethod]} · ${o.paid ? 'pagato' : 'da pagare'}`,
  },
  { id: 'delivery', header: 'Consegna', cell: (o) => (o.shippingMethod === 'pickup' ? 'Ritiro' : 'Spedizione') },
  { id: 'books', header: 'Libri', cell: books, className: 'text-sm' },
  {
    id: 'total',
    header: 'Totale',
    sort: 'totale',
    className: 'whitespace-nowrap text-right',
    cell: (o) => formatEuro(o.total),
  },
];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pages, notice, csvUrl } = loaderData;
  return (
    <AdminPage
      title="Ordini"
      actions={
        <a href={csvUrl} className="btn-outline" download>
          <Download aria-hidden="true" className="size-5" /> Esporta CSV
        </a>
      }
    >
      <DataTable
        caption="Ordini del negozio, dal più recente"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        minWidth="min-w-[64rem]"
        filters={[
          {
            name: 'q',
            label: 'Cerca o scansiona',
            kind: 'search',
            placeholder: 'Numero, nome, e-mail o telefono',
          },
          {
            name: 'stato',
            label: 'Stato',
            kind: 'select',
            all: 'Tutti',
            options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          },
          {
            name: 'pagamento',
            label: 'Pagamento',
            kind: 'select',
            all: 'Tutti',
            options: [
              { value: 'da_pagare', label: 'Da pagare' },
              { value: 'pagato', label: 'Pagati' },
              { value: 'stripe', label: 'Carta' },
              { value: 'ritiro', label: 'Al ritiro' },
              { value: 'bonifico', label: 'Bonifico' },
            ],
          },
          {
            name: 'spedizione',
            label: 'Consegna',
            kind: 'select',
            all: 'Tutte',
            options: [
              { value: 'pickup', label: 'Ritiro' },
              { value: 'standard', label: 'Spedizione' },
            ],
          },
          {
            name: 'libri',
            label: 'Libri',
            kind: 'select',
            all: 'Tutti',
            options: LINE_STATUSES.map((s) => ({
              value: s,
              label: `Con libri «${LINE_STATUS_LABELS[s].toLowerCase()}»`,
            })),
          },
          { name: 'da', label: 'Dal', kind: 'date' },
          { name: 'a', label: 'Al', kind: 'date' },
          { name: 'codiceScuola', label: 'Codice scuola', kind: 'search', placeholder: 'Es. CBIC82300X' },
        ]}
        filterLabel="Filtra"
        notice={notice ?? undefined}
        count={total === 1 ? '1 ordine' : `${total} ordini`}
        empty="Nessun ordine corrisponde ai filtri."
        page={page}
        pages={pages}
      />
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
