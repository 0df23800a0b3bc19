import { Store } from 'lucide-react';
import { Form, Link } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { SecondFactorBanner } from '#app/components/accounts/second-factor.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatCents, formatDate, formatInt } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/shops';

export { action, loader } from './shops.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'I tuoi negozi');

const ROLE: Record<string, string> = { operator: 'Gestore della piattaforma', owner: 'Titolare', staff: 'Staff' };
const STATUS: Record<string, string> = { attivo: 'Aperto', sospeso: 'Sospeso', in_attivazione: 'In preparazione' };

export default function AdminShops({ loaderData, actionData }: Route.ComponentProps) {
  const { shops, here, operator, enrol } = loaderData;
  return (
    <AdminPage title={operator ? 'Negozi della piattaforma' : 'I tuoi negozi'} back={shops.some((s) => s.id === here)}>
      {enrol ? <SecondFactorBanner /> : null}
      {shops.length === 0 ? (
        <p className="card mt-4 p-6 text-muted">
          Il tuo account non gestisce nessun negozio. Se ti hanno invitato nello staff, apri il link dell’e-mail di
          invito.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Ogni negozio ha il suo pannello al suo indirizzo: aprilo da qui (potrebbe chiederti di accedere di nuovo).
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {shops.map((s) => (
              <li key={s.id} className="card flex items-start gap-3 p-4">
                <Store aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {s.name}
                    {s.id === here ? <span className="ml-2 text-sm font-normal text-muted">(questo)</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {ROLE[s.role] ?? s.role} · {STATUS[s.status] ?? s.status}
                    {s.business?.suspendedBy === 'abbonamento' ? ' (abbonamento non pagato)' : ''}
                  </p>
                  {s.business ? <ShopBusiness business={s.business} /> : null}
                  {operator && !s.isDefault ? (
                    <ShopStatusForm shop={s} answer={actionData?.shopId === s.id ? actionData : undefined} />
                  ) : null}
                  {s.id === here ? (
                    <Link to="/admin" className="mt-2 inline-flex font-medium text-primary-700 underline">
                      Apri il pannello
                    </Link>
                  ) : (
                    <a href={s.admin} className="mt-2 inline-flex font-medium text-primary-700 underline">
                      Apri il pannello<span className="sr-only"> di {s.name}</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {operator ? <PlatformFees fees={loaderData.fees} /> : null}
        </>
      )}
    </AdminPage>
  );
}

const SUBSCRIPTION: Record<string, string> = {
  none: 'nessuno',
  active: 'attivo',
  trialing: 'in prova',
  past_due: 'rinnovo non riuscito',
  canceled: 'disdetto',
  unpaid: 'non pagato',
  incomplete: 'in attesa',
  incomplete_expired: 'non riuscito',
};

/** The operator's figures of one bookshop: plan, Stripe, this month. */
function ShopBusiness({
  business,
}: {
  business: {
    subscription: { status: string; plan: string | null; graceUntil: string | null };
    cards: string;
    ordersThisMonth: number;
    feeThisMonthCents: number;
  };
}) {
  const { subscription } = business;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid="shop-business">
      <dt className="text-muted">Abbonamento</dt>
      <dd>
        {SUBSCRIPTION[subscription.status] ?? subscription.status}
        {subscription.plan ? ` (${subscription.plan})` : ''}
        {subscription.graceUntil ? `, sospensione il ${formatDate(subscription.graceUntil)}` : ''}
      </dd>
      <dt className="text-muted">Carta (Stripe)</dt>
      <dd>{business.cards}</dd>
      <dt className="text-muted">Ordini del mese</dt>
      <dd>{formatInt(business.ordersThisMonth)}</dd>
      <dt className="text-muted">Commissione del mese</dt>
      <dd>{formatCents(business.feeThisMonthCents)}</dd>
    </dl>
  );
}

type FeeRow = { month: string; cents: number; payments: number };

const feeColumns: Column<FeeRow>[] = [
  { id: 'mese', header: 'Mese', cell: (r) => monthName(r.month) },
  { id: 'pagamenti', header: 'Pagamenti con carta', cell: (r) => formatInt(r.payments), className: 'text-right' },
  { id: 'commissione', header: 'Commissione', cell: (r) => formatCents(r.cents), className: 'text-right' },
];

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the platform earned on bookshops' card payments, month by month. */
function PlatformFees({ fees }: { fees: FeeRow[] }) {
  const total = fees.reduce((sum, f) => sum + f.cents, 0);
  return (
    <section aria-labelledby="commissioni" className="mt-8">
      <h2 id="commissioni" className="text-xl font-semibold">
        Commissioni della piattaforma
      </h2>
      <DataTable
        caption="Commissioni sui pagamenti con carta delle librerie, per mese"
        columns={feeColumns}
        rows={fees}
        rowKey={(r) => r.month}
        count={`Ultimi 12 mesi: ${formatCents(total)}`}
        empty={
          <p className="card mt-2 p-4 text-sm text-muted">
            Nessun pagamento con carta delle librerie negli ultimi 12 mesi.
          </p>
        }
      />
    </section>
  );
}

/** The operator's switch: open a bookshop to families, or suspend it, with a reason. */
function ShopStatusForm(props: {
  shop: { id: string; name: string; status: string };
  answer?: { done?: string; error?: string; fields?: Record<string, string> };
}) {
  const { shop, answer } = props;
  const open = shop.status === 'attivo';
  return (
    <Form method="post" className="mt-3 grid gap-2" noValidate>
      <CsrfField />
      <input type="hidden" name="shopId" value={shop.id} />
      <input type="hidden" name="status" value={open ? 'sospeso' : 'attivo'} />
      <Field
        id={`motivo-${shop.id}`}
        label={open ? 'Motivo della sospensione' : 'Nota per il titolare'}
        name="reason"
        defaultValue={open ? '' : 'Dati completi: il negozio è online.'}
        errors={answer?.fields?.reason ? [answer.fields.reason] : null}
      />
      <FormMessage error={answer?.fields ? undefined : answer?.error} success={answer?.done} />
      <button
        type="submit"
        className={open ? 'btn-outline justify-self-start text-danger' : 'btn-primary justify-self-start'}
      >
        {open ? 'Sospendi' : 'Apri alle famiglie'}
        <span className="sr-only"> {shop.name}</span>
      </button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
