import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { formatDateTime, formatEuro } from '#common/format.ts';
import type { PersonalDataExport } from '#common/privacy/views.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/profile-data';

export { loader } from './profile-data.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'I miei dati');

// The data export as a page a person can read, and print or save as PDF from the browser
// (the header, footer and buttons are left out of the print).

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function Section(props: { id: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="card min-w-0 break-inside-avoid-page p-5 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={props.id} className="text-xl font-semibold text-primary-950">
        {props.title}
        {props.count !== undefined ? (
          <span className="ml-2 text-base font-normal text-muted">({props.count})</span>
        ) : null}
      </h2>
      <div className="mt-3 text-sm">{props.children}</div>
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-muted">{children}</p>;
}

function Pairs({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="break-words text-ink">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table(props: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    // A table wider than a phone scrolls sideways; keyboard users reach it with Tab.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section className="overflow-x-auto" tabIndex={0} aria-label={props.caption}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-muted">
          <tr>
            {props.head.map((h) => (
              <th key={h} scope="col" className="py-1 pr-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only table
            <tr key={i}>
              {row.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a read-only table
                <td key={j} className="py-1.5 pr-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Order({ order }: { order: PersonalDataExport['orders'][number] }) {
  return (
    <article className="min-w-0 rounded-lg border border-line p-4 break-inside-avoid">
      <h3 className="font-semibold text-ink">
        Ordine {order.number} · {order.negozio}
      </h3>
      <div className="mt-2">
        <Pairs
          rows={[
            ['Data', when(order.createdAt)],
            ['Stato', order.statusLabel],
            ['Consegna', order.shippingMethod === 'pickup' ? `Ritiro: ${order.pickupPoint?.nome ?? ''}` : 'Spedizione'],
            [
              'Indirizzo',
              order.shippingAddress
                ? [
                    order.shippingAddress.nome,
                    order.shippingAddress.indirizzo,
                    `${order.shippingAddress.cap} ${order.shippingAddress.citta}`,
                  ]
                    .filter((v) => v.trim())
                    .join(', ')
                : '',
            ],
            ['Contatto', [order.contact.nome, order.contact.email, order.contact.telefono].filter(Boolean).join(' · ')],
            [
              'Fatturazione',
              order.fatturazione ? `${order.fatturazione.nome}, C.F. ${order.fatturazione.codiceFiscale}` : '',
            ],
            ['Totale', `${formatEuro(order.total)} (spedizione ${formatEuro(order.shippingCost)})`],
          ]}
        />
      </div>
      <h4 className="mt-3 font-medium text-ink">Righe</h4>
      <Table
        caption={`Righe dell’ordine ${order.number}`}
        head={['Articolo', 'Quantità', 'Prezzo', 'IVA', 'Stato']}
        rows={order.items.map((i) => [
          i.titolo,
          i.quantity,
          formatEuro(i.lineTotal),
          `${i.vatRate}%`,
          i.statusLabel ?? '—',
        ])}
      />
      <h4 className="mt-3 font-medium text-ink">Pagamenti</h4>
      <Table
        caption={`Pagamenti dell’ordine ${order.number}`}
        head={['Metodo', 'Importo', 'Stato', 'Data', 'Eventi']}
        rows={order.pagamenti.map((p) => [
          p.metodo === 'stripe' ? 'Carta' : p.metodo === 'bonifico' ? 'Bonifico' : 'Al ritiro',
          formatEuro(p.importo),
          p.stato,
          when(p.pagatoIl),
          p.eventi.map((e) => `${e.tipo} (${when(e.ricevutoIl)})`).join(', ') || '—',
        ])}
      />
    </article>
  );
}

export default function ProfileData({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  const hydrated = useHydrated();
  const p = data.profile;
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <Link
        to="/profile"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Il mio profilo
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-primary-950">I miei dati</h1>
      <p className="mt-2 text-muted">
        Copia al {when(data.exportedAt)}. {data.info}
      </p>
      <p className="mt-4 flex flex-wrap gap-3 print:hidden">
        <button type="button" className="btn-primary" disabled={!hydrated} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Stampa o salva in PDF
        </button>
        <a href="/profile/export" download className="btn-outline">
          <Download aria-hidden="true" className="size-5" />
          Scarica in JSON
        </a>
      </p>

      <div className="mt-8 grid gap-6">
        <Section id="profilo" title="Profilo">
          <Pairs
            rows={[
              ['E-mail', p.email],
              ['Nome', p.displayName],
              ['Telefono', p.phone],
              ['Account creato', when(p.createdAt)],
              ['Ultima modifica', when(p.updatedAt)],
              ['Negozi', data.shops.map((s) => `${s.shop} (${s.role}, dal ${when(s.since)})`).join('; ')],
            ]}
          />
        </Section>

        <Section id="indirizzi" title="Indirizzi" count={data.addresses.length}>
          {data.addresses.length ? (
            <Table
              caption="Indirizzi"
              head={['Da dove', 'Indirizzo']}
              rows={data.addresses.map((a) => [a.fonte, a.indirizzo])}
            />
          ) : (
            <Empty>Nessun indirizzo.</Empty>
          )}
        </Section>

        <Section id="ordini" title="Ordini" count={data.orders.length}>
          {data.orders.length ? (
            <div className="grid gap-3">
              {data.orders.map((o) => (
                <Order key={o.id} order={o} />
              ))}
            </div>
          ) : (
            <Empty>Nessun ordine.</Empty>
          )}
        </Section>

        <Section id="liste" title="Liste dei libri per figlio" count={data.lists.length}>
          {data.lists.length ? (
            <Table
              caption="Liste dei libri per figlio"
              head={['Nome', 'Scuola e classe', 'Libri che avete già', 'Creata il']}
              rows={data.lists.map((l) => [
                l.nome,
                `${l.codiceScuola} · ${l.classe}ª ${l.sezione}${l.combinazione ? ` · ${l.combinazione}` : ''}`,
                l.owned.length ? l.owned.map((isbn) => `ISBN ${isbn}`).join(', ') : 'nessuno',
                when(l.createdAt),
              ])}
            />
          ) : (
            <Empty>Nessuna lista salvata.</Empty>
          )}
        </Section>

        <Section id="carrelli" title="Carrelli salvati e preferiti" count={data.carts.length + data.favourites.length}>
          {data.carts.length + data.favourites.length ? (
            <Table
              caption="Carrelli e preferiti"
              head={['Negozio', 'Cosa', 'Data']}
              rows={[
                ...data.carts.map((c) => [
                  c.negozio,
                  `Carrello: ${c.items.length} ${c.items.length === 1 ? 'riga' : 'righe'} (${c.items
                    .map((i) =>
                      i.type === 'book' ? `ISBN ${i.isbn} × ${i.quantity}` : `prodotto ${i.productId} × ${i.quantity}`,
                    )
                    .join(', ')})`,
                  when(c.updatedAt),
                ]),
                ...data.favourites.map((f) => [f.negozio, `Preferito: ${f.name}`, when(f.createdAt)]),
              ]}
            />
          ) : (
            <Empty>Nessun carrello salvato e nessun preferito.</Empty>
          )}
        </Section>

        <Section id="recensioni" title="Recensioni" count={data.reviews.length}>
          {data.reviews.length ? (
            <Table
              caption="Recensioni"
              head={['Negozio', 'Su', 'Stelle', 'Testo', 'Stato', 'Data']}
              rows={data.reviews.map((r) => [r.negozio, r.oggetto, r.stelle, r.testo, r.status, when(r.createdAt)])}
            />
          ) : (
            <Empty>Nessuna recensione.</Empty>
          )}
        </Section>

        <Section id="commenti" title="Commenti al blog e «mi piace»" count={data.comments.length + data.likes.length}>
          {data.comments.length + data.likes.length ? (
            <Table
              caption="Commenti e mi piace"
              head={['Articolo', 'Cosa', 'Data']}
              rows={[
                ...data.comments.map((c) => [
                  c.article,
                  `Commento (${c.status}) come ${c.name}: ${c.content}`,
                  when(c.createdAt),
                ]),
                ...data.likes.map((l) => [l.article, 'Mi piace', when(l.createdAt)]),
              ]}
            />
          ) : (
            <Empty>Nessun commento e nessun «mi piace».</Empty>
          )}
        </Section>

        <Section id="consensi" title="Consensi e accettazioni" count={data.consents.length}>
          <Table
            caption="Consensi"
            head={['Cosa', 'Scelta', 'Data', 'Note']}
            rows={data.consents.map((c) => [c.tipo, c.stato, when(c.data), c.dettagli])}
          />
        </Section>

        <Section id="sessioni" title="Dispositivi collegati" count={data.sessions.length}>
          {data.sessions.length ? (
            <Table
              caption="Sessioni"
              head={['Dal', 'Ultimo uso', 'Indirizzo IP', 'Browser']}
              rows={data.sessions.map((s) => [when(s.createdAt), when(s.lastSeenAt), s.ip, s.userAgent])}
            />
          ) : (
            <Empty>Nessun dispositivo collegato.</Empty>
          )}
        </Section>

        <Section id="sicurezza" title="Registro di sicurezza" count={data.securityLog.length}>
          {data.securityLog.length ? (
            <Table
              caption="Registro di sicurezza"
              head={['Quando', 'Evento', 'Pagina', 'Indirizzo IP']}
              rows={data.securityLog.map((e) => [when(e.timestamp), e.message, e.url, e.ip])}
            />
          ) : (
            <Empty>Nessuna voce.</Empty>
          )}
        </Section>

        <Section id="email" title="E-mail che ti abbiamo scritto" count={data.emails.length}>
          {data.emails.length ? (
            <Table
              caption="E-mail"
              head={['Oggetto', 'Scritta', 'Inviata']}
              rows={data.emails.map((e) => [e.subject, when(e.createdAt), when(e.sentAt)])}
            />
          ) : (
            <Empty>Nessuna e-mail.</Empty>
          )}
        </Section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
