import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InvoiceFields } from '#app/components/orders/checkout-invoice.tsx';
import { Choice, idempotencyKey, KEY_STORAGE, LABELS, PAYMENT_HINTS } from '#app/components/orders/checkout-parts.tsx';
import { CheckoutSummary } from '#app/components/orders/checkout-summary.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { itemKey } from '#common/cart/items.ts';
import type { OrderView } from '#common/orders/views.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { ErrorList } from '../../components/ui/error-list.tsx';
import { Field } from '../../components/ui/field.tsx';
import { ErrorSummary, type FormReply, useKitForm } from '../../components/ui/form.tsx';
import { formPayload } from '../../components/ui/form-payload.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { type CartView, quoteCart, saveServerCart } from '../../lib/cart/server-cart.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import type { Route } from './+types/checkout';

export { loader } from './checkout.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Completa l’ordine');

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { user, pickupPoints, paymentMethods, rules } = loaderData;
  const guest = user === null;
  const [replayed, setReplayed] = useState(false);
  const state = useCart();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [view, setView] = useState<CartView | null>(null);
  const [loadError, setLoadError] = useState('');
  const [reply, setReply] = useState<FormReply | null>(null);
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [payment, setPayment] = useState(paymentMethods.find((p) => p.method !== 'ritiro')?.method ?? '');
  const [key, setKey] = useState('');
  const method = state.shippingMethod;

  useEffect(() => setKey(idempotencyKey()), []);
  // A customer's order is made of the account's cart: save the browser's and read it priced.
  // A guest's is made of the browser's lines, priced without being kept.
  const cartKey = JSON.stringify([state.items.map((i) => [itemKey(i), i.quantity]), method]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cartKey stands for the cart's content
  useEffect(() => {
    const current = cart.get();
    if (current.items.length === 0) return;
    (guest ? quoteCart(current) : saveServerCart(current))
      .then((v) => {
        setView(v);
        setLoadError('');
      })
      .catch((e: unknown) => setLoadError(e instanceof ApiError ? e.message : 'Errore di connessione'));
  }, [cartKey]);
  useEffect(() => {
    if (method === 'standard' && payment === 'ritiro')
      setPayment(paymentMethods.find((p) => p.method !== 'ritiro')?.method ?? '');
  }, [method, payment, paymentMethods]);

  async function send(_event: FormEvent<HTMLFormElement>, data: FormData) {
    if (sending) return;
    // The fields' names are the API's paths: `contatto.email` → { contatto: { email } }.
    const body = formPayload(data);
    setSending(true);
    setFormError('');
    try {
      if (!guest) await saveServerCart(cart.get());
      const current = cart.get();
      const res = await apiFetch<{ order: OrderView; paymentUrl: string | null; orderUrl?: string | null }>(
        '/api/checkout',
        {
          method: 'POST',
          body: guest
            ? { ...body, acceptTerms: true, shippingMethod: current.shippingMethod, items: current.items }
            : { ...body, acceptTerms: true },
        },
      );
      sessionStorage.removeItem(KEY_STORAGE);
      cart.clear();
      if (res.paymentUrl) window.location.assign(res.paymentUrl);
      else if (!guest) navigate(`/orders/${res.order.id}?nuovo=1`);
      else if (res.orderUrl) {
        // The private link is absolute (from configuration): open its path on this site.
        const link = new URL(res.orderUrl);
        navigate(`${link.pathname}${link.search}&nuovo=1`);
      } else setReplayed(true);
    } catch (error) {
      if (error instanceof ApiError) {
        // The server's messages go where the browser's would: beside the fields and in the summary.
        const fields = Object.entries(error.fields ?? {}).map(([name, message]) => [name, [message]]);
        setReply({ error: Object.fromEntries(fields) });
        setFormError(error.code === 'VALIDATION' ? 'Controlla i campi evidenziati.' : error.message);
        // A cart problem means this attempt is over: the next one gets a new key.
        if (error.status === 409 || error.status === 422) {
          sessionStorage.removeItem(KEY_STORAGE);
          setKey(idempotencyKey());
        }
      } else {
        setFormError('Errore di connessione: riprova, l’ordine non è stato duplicato.');
      }
      setSending(false);
    }
  }

  const { form, field, checkbox, formProps, submits } = useKitForm({
    id: 'checkout',
    rules,
    lastResult: reply,
    onValidSubmit: send,
    defaultValue: user
      ? {
          'contatto.nome': user.nome,
          'contatto.email': user.email,
          'contatto.telefono': user.telefono,
          'shippingAddress.nome': user.nome,
          'shippingAddress.indirizzo': user.indirizzo,
          'shippingAddress.cap': user.cap,
          'shippingAddress.citta': user.citta,
          'shippingAddress.provincia': user.provincia,
          'shippingAddress.telefono': user.telefono,
          'fatturazione.nome': user.nome,
        }
      : {},
  });

  if (replayed) {
    return (
      <div className="container-page py-12">
        <h1 className="text-3xl font-bold text-primary-900">Ordine ricevuto</h1>
        <p className="card mt-6 p-6" role="status">
          Abbiamo già ricevuto questo ordine: il link per vederlo è nell’e-mail di conferma.
        </p>
      </div>
    );
  }

  if (hydrated && state.items.length === 0) {
    return (
      <div className="container-page py-12">
        <h1 className="text-3xl font-bold text-primary-900">Completa l’ordine</h1>
        <p className="card mt-6 p-6">
          Il carrello è vuoto.{' '}
          <Link to="/search" className="font-medium text-primary-700 underline">
            Cerca la tua scuola
          </Link>{' '}
          per aggiungere i libri.
        </p>
      </div>
    );
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900">Completa l’ordine</h1>
      <form {...formProps} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <input type="hidden" name="idempotencyKey" value={key} />
        <div className="grid gap-6">
          <ErrorSummary form={form} submits={submits} labels={LABELS} />
          {guest ? (
            <p className="rounded-card bg-primary-50 p-4 text-sm text-primary-900" data-testid="guest-checkout">
              Ordini senza account: ti mandiamo per e-mail il link privato all’ordine. Hai già un account?{' '}
              <Link to="/auth/login?redirect=%2Fcheckout" className="font-semibold underline">
                Accedi
              </Link>
              .
            </p>
          ) : null}
          <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
            <legend className="float-left mb-2 text-lg font-bold text-primary-900 sm:col-span-2">
              I tuoi contatti
            </legend>
            <Field className="sm:col-span-2" label="Nome e cognome" autoComplete="name" {...field('contatto.nome')} />
            <Field label="E-mail" type="email" autoComplete="email" {...field('contatto.email')} />
            <Field label="Telefono" type="tel" autoComplete="tel" {...field('contatto.telefono')} />
          </fieldset>

          <fieldset className="card grid gap-4 p-5">
            <legend className="float-left mb-2 text-lg font-bold text-primary-900">Consegna</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['standard', 'Spedizione a casa'],
                  ['pickup', 'Ritiro in libreria'],
                ] as const
              ).map(([value, label]) => (
                <Choice
                  key={value}
                  name="shippingMethod"
                  value={value}
                  checked={method === value}
                  onChange={() => cart.setShippingMethod(value)}
                >
                  {label}
                </Choice>
              ))}
            </div>
            {method === 'standard' ? (
              <div className="grid gap-4 sm:grid-cols-6">
                <Field
                  className="sm:col-span-6"
                  label="Destinatario"
                  autoComplete="name"
                  {...field('shippingAddress.nome')}
                />
                <Field
                  className="sm:col-span-6"
                  label="Indirizzo e numero civico"
                  autoComplete="street-address"
                  {...field('shippingAddress.indirizzo')}
                />
                <Field
                  className="sm:col-span-2"
                  label="CAP"
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                  {...field('shippingAddress.cap')}
                />
                <Field
                  className="sm:col-span-3"
                  label="Città"
                  autoComplete="address-level2"
                  {...field('shippingAddress.citta')}
                />
                <Field
                  className="sm:col-span-1"
                  label="Prov."
                  inputClassName="uppercase"
                  maxLength={2}
                  autoComplete="address-level1"
                  {...field('shippingAddress.provincia')}
                />
                <Field
                  className="sm:col-span-3"
                  label="Telefono per il corriere"
                  type="tel"
                  autoComplete="tel"
                  {...field('shippingAddress.telefono')}
                />
                <ErrorList id="checkout-shippingAddress-error" errors={form.errors.shippingAddress} />
              </div>
            ) : (
              <div className="grid gap-2">
                {pickupPoints.map((p, i) => (
                  <Choice key={p.id} name="pickupPointId" value={p.id} defaultChecked={i === 0}>
                    <span className="block font-medium">{p.nome}</span>
                    <span className="block text-sm text-muted">{p.indirizzo}</span>
                    <span className="block text-sm text-muted">Orari: {p.orari}</span>
                  </Choice>
                ))}
                <ErrorList id="checkout-pickupPointId-error" errors={form.errors.pickupPointId} />
              </div>
            )}
          </fieldset>

          <fieldset className="card grid gap-3 p-5">
            <legend className="float-left mb-2 text-lg font-bold text-primary-900">Pagamento</legend>
            {paymentMethods.map((p) => (
              <Choice
                key={p.method}
                name="paymentMethod"
                value={p.method}
                checked={payment === p.method}
                disabled={p.method === 'ritiro' && method !== 'pickup'}
                onChange={() => setPayment(p.method)}
              >
                <span className="block font-medium">{p.label}</span>
                <span className="block text-sm text-muted">{PAYMENT_HINTS[p.method]}</span>
              </Choice>
            ))}
            <ErrorList id="checkout-paymentMethod-error" errors={form.errors.paymentMethod} />
          </fieldset>

          <InvoiceFields field={field} />
        </div>

        <CheckoutSummary
          view={view}
          loadError={loadError}
          terms={checkbox('acceptTerms')}
          formError={formError}
          canSend={hydrated && !sending && Boolean(view) && (view?.problems.length ?? 0) === 0}
          sending={sending}
          label={payment === 'stripe' ? 'Ordina e paga' : 'Conferma l’ordine'}
        />
      </form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
