import { AlertTriangle, CheckCircle2, CreditCard, Receipt } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatCents, formatLongDate } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/payments';

export { action, loader } from './payments.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Pagamenti e abbonamento');

const SUBSCRIPTION: Record<string, string> = {
  none: 'Non attivo',
  incomplete: 'In attesa del primo pagamento',
  trialing: 'In prova',
  active: 'Attivo',
  past_due: 'Rinnovo non riuscito',
  unpaid: 'Non pagato',
  canceled: 'Disdetto',
  incomplete_expired: 'Primo pagamento non riuscito',
};

const PER: Record<string, string> = { mensile: 'al mese', annuale: 'all’anno' };

function ReturnNotice({
  returned,
  charges,
  active,
}: {
  returned: Record<string, string | null>;
  charges: boolean;
  active: boolean;
}) {
  const text =
    returned.stripe === 'ritorno'
      ? charges
        ? 'Fatto: i pagamenti con carta sono attivi.'
        : 'Stripe sta ancora verificando i dati del negozio: ricarica la pagina tra qualche minuto.'
      : returned.stripe === 'riprova'
        ? 'Il collegamento con Stripe è scaduto: premi di nuovo il pulsante per continuare.'
        : returned.abbonamento === 'attivato'
          ? active
            ? 'Grazie: l’abbonamento è attivo.'
            : 'Pagamento ricevuto: l’abbonamento si attiva appena Stripe lo conferma.'
          : returned.abbonamento === 'annullato'
            ? 'Abbonamento non attivato: nessun addebito.'
            : null;
  return text ? <p className="card mt-4 p-4 text-sm">{text}</p> : null;
}

export default function AdminShopPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { isDefault, offered, connect, subscription, plans, feePercent, status, suspendedBy, returned } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  if (isDefault) {
    return (
      <AdminPage title="Pagamenti e abbonamento">
        <p className="card mt-4 p-4 text-sm">
          Il negozio della piattaforma incassa sul conto Stripe della piattaforma (variabili STRIPE_*) e non ha un
          abbonamento: questa pagina serve alle librerie.
        </p>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Pagamenti e abbonamento">
      <ReturnNotice returned={returned} charges={connect.chargesEnabled} active={subscription.active} />
      <div className="mt-4" aria-live="polite">
        <FormMessage error={actionData?.fields ? Object.values(actionData.fields)[0] : actionData?.error} />
      </div>
      {subscription.graceUntil ? (
        <p className="mt-4 flex gap-2 rounded-lg border border-accent-400 bg-accent-100 p-4 text-sm" role="alert">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-warning" />
          <span>
            Il rinnovo dell’abbonamento non è riuscito. Il negozio resta aperto fino al{' '}
            <strong>{formatLongDate(subscription.graceUntil)}</strong>: aggiorna il pagamento per non essere sospeso.
          </span>
        </p>
      ) : null}
      {status === 'sospeso' ? (
        <p className="mt-4 rounded-lg border border-danger/40 bg-danger/5 p-4 text-sm" role="alert">
          {suspendedBy === 'abbonamento'
            ? 'Il negozio è sospeso perché l’abbonamento non è pagato: riapre da solo appena lo è.'
            : 'Il negozio è sospeso dal gestore della piattaforma: rispondi alla sua e-mail per riaprire.'}
        </p>
      ) : null}

      <section aria-labelledby="carta" className="card mt-4 p-4 sm:p-5">
        <h2 id="carta" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="size-5 text-primary-700" /> Pagamenti con carta
        </h2>
        {!offered.cards ? (
          <p className="mt-2 text-sm text-muted">
            La piattaforma non offre ancora i pagamenti con carta: le famiglie pagano al ritiro o con bonifico.
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm">
              Le famiglie pagano con carta sul conto Stripe del negozio; Cartella trattiene una commissione del{' '}
              {String(feePercent).replace('.', ',')}% su ogni pagamento. I rimborsi partono dallo stesso conto.
            </p>
            <p className="mt-3 flex items-center gap-2 text-sm" data-testid="connect-state">
              {connect.chargesEnabled ? (
                <>
                  <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                  <strong>Attivi</strong>
                  <span className="text-muted">(conto {connect.accountId})</span>
                </>
              ) : (
                <strong>{connect.accountId ? 'Da completare su Stripe' : 'Non collegati'}</strong>
              )}
            </p>
            {connect.chargesEnabled ? null : (
              <Form method="post" className="mt-3">
                <CsrfField />
                <button type="submit" name="intent" value="connect" className="btn-primary" disabled={busy}>
                  {connect.accountId ? 'Completa l’attivazione su Stripe' : 'Collega il conto Stripe'}
                </button>
                <p className="mt-2 text-xs text-muted">
                  Si apre Stripe: servono i dati della ditta e l’IBAN per gli accrediti.
                </p>
              </Form>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="abbonamento" className="card mt-4 p-4 sm:p-5">
        <h2 id="abbonamento" className="flex items-center gap-2 text-lg font-semibold">
          <Receipt aria-hidden="true" className="size-5 text-primary-700" /> Abbonamento a Cartella
        </h2>
        {!offered.billing ? (
          <p className="mt-2 text-sm text-muted">
            Gli abbonamenti non sono ancora configurati: il gestore della piattaforma apre il negozio.
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm" data-testid="subscription-state">
              Stato: <strong>{SUBSCRIPTION[subscription.status] ?? subscription.status}</strong>
              {subscription.active && subscription.plan ? (
                <>
                  {' '}
                  · piano {subscription.plan}
                  {subscription.periodEnd ? `, si rinnova il ${formatLongDate(subscription.periodEnd)}` : ''}
                </>
              ) : null}
            </p>
            {subscription.active || subscription.status === 'past_due' ? (
              <Form method="post" className="mt-3">
                <CsrfField />
                <button
                  type="submit"
                  name="intent"
                  value="portal"
                  className={subscription.status === 'past_due' ? 'btn-primary' : 'btn-outline'}
                  disabled={busy}
                >
                  {subscription.status === 'past_due' ? 'Aggiorna il pagamento' : 'Gestisci l’abbonamento'}
                </button>
                <p className="mt-2 text-xs text-muted">
                  Sul portale di Stripe cambi la carta, scarichi le fatture o disdici.
                </p>
              </Form>
            ) : (
              <Form method="post" className="mt-3">
                <CsrfField />
                <fieldset>
                  <legend className="text-sm font-medium">Scegli il piano</legend>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    {plans.map((p, i) => (
                      <label
                        key={p.priceId}
                        className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
                      >
                        <input
                          type="radio"
                          name="priceId"
                          value={p.priceId}
                          defaultChecked={i === 0}
                          className="mt-1"
                        />
                        <span>
                          <span className="block font-semibold">{p.label}</span>
                          <span className="block text-sm">
                            {formatCents(p.cents)} {PER[p.plan]} + IVA
                          </span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <button type="submit" name="intent" value="subscribe" className="btn-primary mt-3" disabled={busy}>
                  Attiva l’abbonamento
                </button>
                <p className="mt-2 text-xs text-muted">
                  Con l’abbonamento attivo e i dati completi il negozio apre da solo alle famiglie.
                </p>
              </Form>
            )}
          </>
        )}
      </section>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
