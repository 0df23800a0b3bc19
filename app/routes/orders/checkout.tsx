import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { itemKey } from '#common/cart/items.ts';
import { formatEuro } from '#common/format.ts';
import type { OrderView } from '#common/orders/views.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { type CartView, saveServerCart } from '../../lib/cart/server-cart.ts';
import { cart, useCart } from '../../lib/cart/store.ts';
import type { Route } from './+types/checkout';

export { loader } from './checkout.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Completa l’ordine');

const KEY_STORAGE = 'cartella:chiave-ordine';

/** One key per attempt to order this cart: a double click or a retry sends the same one. */
function idempotencyKey(): string {
  const existing = sessionStorage.getItem(KEY_STORAGE);
  if (existing) return existing;
  const key = crypto.randomUUID();
  sessionStorage.setItem(KEY_STORAGE, key);
  return key;
}

const PAYMENT_HINTS: Record<string, string> = {
  stripe: 'Paghi subito con carta in modo sicuro su Stripe.',
  ritiro: 'Paghi in libreria quando ritiri l’ordine (solo con il ritiro).',
  bonifico: 'Ricevi IBAN e causale; prepariamo l’ordine all’arrivo del bonifico.',
};

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { user, pickupPoints, paymentMethods } = loaderData;
  const state = useCart();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [view, setView] = useState<CartView | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [wantsInvoice, setWantsInvoice] = useState(false);
  const [payment, setPayment] = useState(paymentMethods.find((p) => p.method !== 'ritiro')?.method ?? '');
  const method = state.shippingMethod;
  // The account's cart is what the order is made of: save the browser's and read it priced.
  const cartKey = JSON.stringify([state.items.map((i) => [itemKey(i), i.quantity]), method]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cartKey stands for the cart's content
  useEffect(() => {
    const current = cart.get();
    if (current.items.length === 0) return;
    saveServerCart(current)
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? '').trim();
    setSending(true);
    setFormError('');
    setErrors({});
    try {
      await saveServerCart(cart.get());
      const body = {
        shippingMethod: method,
        shippingAddress:
          method === 'standard'
            ? {
                nome: get('nome'),
                indirizzo: get('indirizzo'),
                citta: get('citta'),
                cap: get('cap'),
                provincia: get('provincia'),
                telefono: get('telefono'),
              }
            : undefined,
        pickupPointId: method === 'pickup' ? Number(get('pickupPointId')) : undefined,
        paymentMethod: payment,
        acceptTerms: form.get('acceptTerms') === 'on',
        idempotencyKey: idempotencyKey(),
        contatto: { nome: get('contattoNome'), email: get('contattoEmail'), telefono: get('contattoTelefono') },
        fatturazione: wantsInvoice
          ? {
              tipo: get('fatTipo') || 'privato',
              nome: get('fatNome'),
              codiceFiscale: get('fatCodiceFiscale'),
              partitaIva: get('fatPartitaIva'),
              indirizzo: get('fatIndirizzo'),
              codiceDestinatario: get('fatCodiceDestinatario'),
              pec: get('fatPec'),
            }
          : undefined,
      };
      const res = await apiFetch<{ order: OrderView; paymentUrl: string | null }>('/api/checkout', {
        method: 'POST',
        body,
      });
      sessionStorage.removeItem(KEY_STORAGE);
      cart.clear();
      if (res.paymentUrl) window.location.assign(res.paymentUrl);
      else navigate(`/orders/${res.order.id}?nuovo=1`);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        setFormError(error.code === 'VALIDATION' ? 'Controlla i campi evidenziati.' : error.message);
        // A cart problem means this attempt is over: the next one gets a new key.
        if (error.status === 409 || error.status === 422) sessionStorage.removeItem(KEY_STORAGE);
      } else {
        setFormError('Errore di connessione: riprova, l’ordine non è stato duplicato.');
      }
      setSending(false);
    }
  }

  const err = (name: string) =>
    errors[name] ? (
      <p id={`err-${name.replace(/\./g, '-')}`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const aria = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `err-${name.replace(/\./g, '-')}` : undefined,
  });

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900">Completa l’ordine</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid gap-6">
          <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
            <legend className="float-left mb-2 text-lg font-bold text-primary-900 sm:col-span-2">
              I tuoi contatti
            </legend>
            <div className="sm:col-span-2">
              <label htmlFor="contattoNome" className="field-label">
                Nome e cognome
              </label>
              <input
                id="contattoNome"
                name="contattoNome"
                className="field-input"
                defaultValue={user.nome}
                autoComplete="name"
                required
                {...aria('contatto.nome')}
              />
              {err('contatto.nome')}
            </div>
            <div>
              <label htmlFor="contattoEmail" className="field-label">
                E-mail
              </label>
              <input
                id="contattoEmail"
                name="contattoEmail"
                type="email"
                className="field-input"
                defaultValue={user.email}
                autoComplete="email"
                required
                {...aria('contatto.email')}
              />
              {err('contatto.email')}
            </div>
            <div>
              <label htmlFor="contattoTelefono" className="field-label">
                Telefono
              </label>
              <input
                id="contattoTelefono"
                name="contattoTelefono"
                type="tel"
                className="field-input"
                defaultValue={user.telefono}
                autoComplete="tel"
                {...aria('contatto.telefono')}
              />
              {err('contatto.telefono')}
            </div>
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
                <label
                  key={value}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 ${method === value ? 'border-primary-700 bg-primary-50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={value}
                    className="size-4 accent-primary-700"
                    checked={method === value}
                    onChange={() => cart.setShippingMethod(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
            {method === 'standard' ? (
              <div className="grid gap-4 sm:grid-cols-6">
                <div className="sm:col-span-6">
                  <label htmlFor="nome" className="field-label">
                    Destinatario
                  </label>
                  <input
                    id="nome"
                    name="nome"
                    className="field-input"
                    defaultValue={user.nome}
                    autoComplete="name"
                    {...aria('shippingAddress.nome')}
                  />
                  {err('shippingAddress.nome')}
                </div>
                <div className="sm:col-span-6">
                  <label htmlFor="indirizzo" className="field-label">
                    Indirizzo e numero civico
                  </label>
                  <input
                    id="indirizzo"
                    name="indirizzo"
                    className="field-input"
                    defaultValue={user.indirizzo}
                    autoComplete="street-address"
                    {...aria('shippingAddress.indirizzo')}
                  />
                  {err('shippingAddress.indirizzo')}
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor="cap" className="field-label">
                    CAP
                  </label>
                  <input
                    id="cap"
                    name="cap"
                    className="field-input"
                    inputMode="numeric"
                    maxLength={5}
                    defaultValue={user.cap}
                    autoComplete="postal-code"
                    {...aria('shippingAddress.cap')}
                  />
                  {err('shippingAddress.cap')}
                </div>
                <div className="sm:col-span-3">
                  <label htmlFor="citta" className="field-label">
                    Città
                  </label>
                  <input
                    id="citta"
                    name="citta"
                    className="field-input"
                    defaultValue={user.citta}
                    autoComplete="address-level2"
                    {...aria('shippingAddress.citta')}
                  />
                  {err('shippingAddress.citta')}
                </div>
                <div className="sm:col-span-1">
                  <label htmlFor="provincia" className="field-label">
                    Prov.
                  </label>
                  <input
                    id="provincia"
                    name="provincia"
                    className="field-input uppercase"
                    maxLength={2}
                    defaultValue={user.provincia}
                    autoComplete="address-level1"
                    {...aria('shippingAddress.provincia')}
                  />
                  {err('shippingAddress.provincia')}
                </div>
                <div className="sm:col-span-3">
                  <label htmlFor="telefono" className="field-label">
                    Telefono per il corriere
                  </label>
                  <input
                    id="telefono"
                    name="telefono"
                    type="tel"
                    className="field-input"
                    defaultValue={user.telefono}
                    autoComplete="tel"
                    {...aria('shippingAddress.telefono')}
                  />
                  {err('shippingAddress.telefono')}
                </div>
                {err('shippingAddress')}
              </div>
            ) : (
              <div className="grid gap-2">
                {pickupPoints.map((p, i) => (
                  <label
                    key={p.id}
                    className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3"
                  >
                    <input
                      type="radio"
                      name="pickupPointId"
                      value={p.id}
                      defaultChecked={i === 0}
                      className="mt-1 size-4 accent-primary-700"
                    />
                    <span>
                      <span className="block font-medium">{p.nome}</span>
                      <span className="block text-sm text-muted">{p.indirizzo}</span>
                      <span className="block text-sm text-muted">Orari: {p.orari}</span>
                    </span>
                  </label>
                ))}
                {err('pickupPointId')}
              </div>
            )}
          </fieldset>

          <fieldset className="card grid gap-3 p-5">
            <legend className="float-left mb-2 text-lg font-bold text-primary-900">Pagamento</legend>
            {paymentMethods.map((p) => {
              const disabled = p.method === 'ritiro' && method !== 'pickup';
              return (
                <label
                  key={p.method}
                  className={`flex min-h-11 items-start gap-3 rounded-lg border p-3 ${payment === p.method ? 'border-primary-700 bg-primary-50' : 'border-line'} ${disabled ? 'opacity-50' : 'cursor-pointer'}`}
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={p.method}
                    className="mt-1 size-4 accent-primary-700"
                    checked={payment === p.method}
                    disabled={disabled}
                    onChange={() => setPayment(p.method)}
                  />
                  <span>
                    <span className="block font-medium">{p.label}</span>
                    <span className="block text-sm text-muted">{PAYMENT_HINTS[p.method]}</span>
                  </span>
                </label>
              );
            })}
            {err('paymentMethod')}
          </fieldset>

          <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
            <legend className="sr-only">Fattura</legend>
            <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                className="size-5 accent-primary-700"
                checked={wantsInvoice}
                onChange={(e) => setWantsInvoice(e.target.checked)}
              />
              Voglio la fattura (facoltativo)
            </label>
            {wantsInvoice ? (
              <>
                <div>
                  <label htmlFor="fatTipo" className="field-label">
                    Intestata a
                  </label>
                  <select id="fatTipo" name="fatTipo" className="field-input">
                    <option value="privato">Persona</option>
                    <option value="azienda">Azienda o ente</option>
                  </select>
                </div>
                <div>
                  <label htmlFor="fatNome" className="field-label">
                    Intestatario
                  </label>
                  <input
                    id="fatNome"
                    name="fatNome"
                    className="field-input"
                    defaultValue={user.nome}
                    {...aria('fatturazione.nome')}
                  />
                  {err('fatturazione.nome')}
                </div>
                <div>
                  <label htmlFor="fatCodiceFiscale" className="field-label">
                    Codice fiscale
                  </label>
                  <input
                    id="fatCodiceFiscale"
                    name="fatCodiceFiscale"
                    className="field-input uppercase"
                    maxLength={16}
                    {...aria('fatturazione.codiceFiscale')}
                  />
                  {err('fatturazione.codiceFiscale')}
                </div>
                <div>
                  <label htmlFor="fatPartitaIva" className="field-label">
                    Partita IVA (aziende)
                  </label>
                  <input
                    id="fatPartitaIva"
                    name="fatPartitaIva"
                    className="field-input"
                    inputMode="numeric"
                    maxLength={13}
                    {...aria('fatturazione.partitaIva')}
                  />
                  {err('fatturazione.partitaIva')}
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor="fatIndirizzo" className="field-label">
                    Indirizzo di fatturazione
                  </label>
                  <input
                    id="fatIndirizzo"
                    name="fatIndirizzo"
                    className="field-input"
                    {...aria('fatturazione.indirizzo')}
                  />
                  {err('fatturazione.indirizzo')}
                </div>
                <div>
                  <label htmlFor="fatCodiceDestinatario" className="field-label">
                    Codice destinatario SDI
                  </label>
                  <input
                    id="fatCodiceDestinatario"
                    name="fatCodiceDestinatario"
                    className="field-input uppercase"
                    maxLength={7}
                    {...aria('fatturazione.codiceDestinatario')}
                  />
                  {err('fatturazione.codiceDestinatario')}
                </div>
                <div>
                  <label htmlFor="fatPec" className="field-label">
                    PEC
                  </label>
                  <input id="fatPec" name="fatPec" type="email" className="field-input" {...aria('fatturazione.pec')} />
                  {err('fatturazione.pec')}
                </div>
              </>
            ) : null}
          </fieldset>
        </div>

        <section aria-labelledby="riepilogo-ordine" className="card grid gap-4 p-5 lg:sticky lg:top-20">
          <h2 id="riepilogo-ordine" className="text-lg font-bold text-primary-900">
            Riepilogo
          </h2>
          {loadError ? (
            <p role="alert" className="text-sm text-danger">
              {loadError}
            </p>
          ) : null}
          {view ? (
            <>
              <ul className="grid gap-1 text-sm">
                {view.items.map((i) => (
                  <li key={i.key} className="flex justify-between gap-3">
                    <span>
                      {i.quantity} × {i.type === 'book' ? i.titolo : i.nome}
                    </span>
                    <span className="whitespace-nowrap">{formatEuro(i.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-3 text-sm">
                <dt>Subtotale</dt>
                <dd className="text-right">{formatEuro(view.subtotal)}</dd>
                <dt>Spedizione</dt>
                <dd className="text-right">{view.shippingCost === 0 ? 'Gratis' : formatEuro(view.shippingCost)}</dd>
                <dt className="text-base font-bold">Totale</dt>
                <dd className="text-right text-base font-bold">{formatEuro(view.total)}</dd>
                {view.vat.map((v) => (
                  <div key={v.rate} className="contents text-xs text-muted">
                    <dt>di cui IVA {v.rate}%</dt>
                    <dd className="text-right">{formatEuro(v.vat)}</dd>
                  </div>
                ))}
              </dl>
              {view.problems.length > 0 ? (
                <p role="alert" className="text-sm text-danger">
                  {view.problems.map((p) => p.message).join('; ')}.{' '}
                  <Link to="/cart" className="underline">
                    Torna al carrello
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted">Calcolo dei prezzi…</p>
          )}
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 size-5 shrink-0 accent-primary-700"
              required
              {...aria('acceptTerms')}
            />
            <span>
              Ho letto e accetto le{' '}
              <Link to="/terms-of-service" target="_blank" className="font-medium text-primary-700 underline">
                condizioni di vendita
              </Link>
              . So che posso recedere entro 14 giorni dal ricevimento dell’ultimo articolo.
            </span>
          </label>
          {err('acceptTerms')}
          {formError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn-accent"
            disabled={!hydrated || sending || !view || view.problems.length > 0}
          >
            <Lock aria-hidden="true" className="size-4" />
            {sending ? 'Invio dell’ordine…' : payment === 'stripe' ? 'Ordina e paga' : 'Conferma l’ordine'}
          </button>
          <Link to="/cart" className="btn-ghost">
            Modifica il carrello
          </Link>
        </section>
      </form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
