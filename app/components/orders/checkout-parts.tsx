import type { ReactNode } from 'react';
import { randomId } from '#app/lib/random-id.ts';

// The pieces of the checkout page that are not its state: the idempotency key, the payment
// hints, the labels the error summary uses, and a bordered radio choice.

export const KEY_STORAGE = 'cartella:chiave-ordine';

/** One key per attempt to order this cart: a double click or a retry sends the same one. */
export function idempotencyKey(): string {
  const existing = sessionStorage.getItem(KEY_STORAGE);
  if (existing) return existing;
  const key = randomId();
  sessionStorage.setItem(KEY_STORAGE, key);
  return key;
}

export const PAYMENT_HINTS: Record<string, string> = {
  stripe: 'Paghi subito con carta in modo sicuro su Stripe.',
  ritiro: 'Paghi in libreria quando ritiri l’ordine (solo con il ritiro).',
  bonifico: 'Ricevi IBAN e causale; prepariamo l’ordine all’arrivo del bonifico.',
};

/** The fields as the error summary names them (their names are the API's paths). */
export const LABELS: Record<string, string> = {
  'contatto.nome': 'Nome e cognome',
  'contatto.email': 'E-mail',
  'contatto.telefono': 'Telefono',
  shippingAddress: 'Indirizzo di spedizione',
  'shippingAddress.nome': 'Destinatario',
  'shippingAddress.indirizzo': 'Indirizzo e numero civico',
  'shippingAddress.cap': 'CAP',
  'shippingAddress.citta': 'Città',
  'shippingAddress.provincia': 'Provincia',
  'shippingAddress.telefono': 'Telefono per il corriere',
  pickupPointId: 'Punto di ritiro',
  paymentMethod: 'Pagamento',
  acceptTerms: 'Condizioni di vendita',
  'fatturazione.nome': 'Intestatario',
  'fatturazione.codiceFiscale': 'Codice fiscale',
  'fatturazione.partitaIva': 'Partita IVA',
  'fatturazione.indirizzo': 'Indirizzo di fatturazione',
  'fatturazione.codiceDestinatario': 'Codice destinatario SDI',
  'fatturazione.pec': 'PEC',
};

/** A choice among bordered options (delivery, payment, pickup point). */
export function Choice(props: {
  name: string;
  value: string | number;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: () => void;
  children: ReactNode;
}) {
  const { children, ...input } = props;
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border p-3 ${props.checked ? 'border-primary-700 bg-primary-50' : 'border-line'} ${props.disabled ? 'opacity-50' : 'cursor-pointer'}`}
    >
      <input type="radio" className="mt-1 size-4 accent-primary-700" {...input} />
      <span>{children}</span>
    </label>
  );
}
