import { Store } from 'lucide-react';
import { Form, Link } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { SecondFactorBanner } from '#app/components/accounts/second-factor.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
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
                  </p>
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
        </>
      )}
    </AdminPage>
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
