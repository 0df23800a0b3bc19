import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDate, formatEuro } from '#common/format.ts';
import type { ClosingOrderView } from '#common/privacy/views.ts';
import { CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/profile-delete';

export { action, loader } from './profile-delete.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Elimina il mio account');

const REFUND: Record<ClosingOrderView['refund'], string> = {
  carta: 'ti rimborsiamo sulla carta usata',
  bonifico: 'la libreria ti contatta per restituirti il bonifico',
  nessuno: 'non hai pagato nulla',
};

function OrderList({ orders, refund }: { orders: ClosingOrderView[]; refund: boolean }) {
  return (
    <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
          <span>
            <strong className="font-semibold text-ink">Ordine {o.number}</strong>
            <span className="text-muted">
              {' '}
              · {o.negozio} · {formatDate(o.createdAt)} · {o.statusLabel}
            </span>
          </span>
          <span className="text-right">
            {formatEuro(o.total)}
            {refund ? <span className="block text-xs text-muted">{REFUND[o.refund]}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function ProfileDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { preview } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fields = actionData?.fields ?? {};
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <Link
        to="/profile"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Il mio profilo
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-primary-950">Elimina il mio account</h1>
      <p className="mt-2 text-muted">
        Prima di confermare, ecco cosa succede all’account <strong className="text-ink">{preview.email}</strong>. Non si
        può annullare.
      </p>

      <section aria-labelledby="cosa-succede" className="card mt-6 space-y-6 p-5 sm:p-6">
        <h2 id="cosa-succede" className="text-xl font-semibold text-primary-950">
          Cosa succede
        </h2>
        <div>
          <h3 className="font-semibold text-ink">Ordini non ancora consegnati: li annulliamo</h3>
          {preview.cancel.length > 0 ? (
            <>
              <p className="mt-1 text-sm text-muted">
                Non sono ancora stati spediti né ritirati: li annulliamo e, se li hai già pagati, ti restituiamo i
                soldi.
              </p>
              <OrderList orders={preview.cancel} refund />
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">Non hai ordini in corso.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-ink">Ordini già consegnati o chiusi: li conserviamo con meno dati</h3>
          {preview.keep.length > 0 ? (
            <>
              <p className="mt-1 text-sm text-muted">
                La legge ci chiede di conservare i documenti di vendita per 10 anni. Togliamo e-mail, telefono, nome e
                via; restano gli importi, i prodotti, la città e gli eventuali dati di fatturazione.
              </p>
              <OrderList orders={preview.keep} refund={false} />
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">Non hai ordini già consegnati.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-ink">Tutto il resto: lo cancelliamo subito</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted">
            <li>profilo, indirizzi, carrello, preferiti e dispositivi collegati;</li>
            <li>
              {preview.reviews === 1 ? '1 recensione' : `${preview.reviews} recensioni`} e{' '}
              {preview.comments === 1 ? '1 commento' : `${preview.comments} commenti`} al blog.
            </li>
          </ul>
          <p className="mt-2 text-sm text-muted">
            Le voci del registro di sicurezza che ti riguardano restano, per proteggere il servizio. Ti mandiamo
            un’e-mail con l’esito a {preview.email}.
          </p>
        </div>
        <p className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Link to="/profile/data" className="btn-outline">
            Vedi i miei dati
          </Link>
          <a href="/profile/export" download className="btn-outline">
            <Download aria-hidden="true" className="size-5" />
            Scarica i miei dati (JSON)
          </a>
        </p>
      </section>

      {preview.ownsShop ? (
        <p role="alert" className="card mt-6 border-warning/40 p-5 text-ink">
          Sei titolare della libreria «{preview.ownsShop}»: per eliminare l’account scrivici, così chiudiamo prima il
          negozio e i suoi ordini.
        </p>
      ) : (
        <section aria-labelledby="conferma" className="card mt-6 border-danger/30 p-5 sm:p-6">
          <h2 id="conferma" className="text-xl font-semibold text-danger">
            Conferma
          </h2>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <CsrfField />
            <FormMessage error={actionData && !actionData.fields ? actionData.error : undefined} />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              errors={fields.password}
            />
            <label className="flex min-h-11 items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="on" required className="mt-0.5 size-5 accent-danger" />
              <span>Ho letto cosa succede e voglio eliminare definitivamente il mio account</span>
            </label>
            {fields.confirm ? <p className="field-error">{fields.confirm}</p> : null}
            <button type="submit" className="btn bg-danger text-white hover:bg-danger/90" disabled={busy}>
              <Trash2 aria-hidden="true" className="size-5" />
              {busy ? 'Eliminazione…' : 'Elimina definitivamente'}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
