import { KeyRound } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { CsrfField } from '../accounts/form-parts.tsx';

/**
 * What a guest's order page adds: this link is private, how to keep the order in an account
 * (register or sign in, then "Aggiungi al mio account"), and how to cancel without one.
 */
export function GuestOrderNotice(props: {
  orderId: string;
  guest: { token: string; attachable: boolean; signedIn: boolean };
  canCancel: boolean;
}) {
  const { shop } = useRootData();
  const { pathname, search } = useLocation();
  const here = encodeURIComponent(`${pathname}${search}`);
  const { guest } = props;
  return (
    <section aria-labelledby="ordine-ospite" className="card mt-6 p-5 text-sm">
      <h2 id="ordine-ospite" className="flex items-center gap-2 text-lg font-bold text-primary-900">
        <KeyRound aria-hidden="true" className="size-5" /> Il tuo link privato
      </h2>
      <p className="mt-2">
        Hai ordinato senza account: questa pagina si apre solo con il link dell’e-mail di conferma. Non condividerlo.
        Gli aggiornamenti sull’ordine ti arrivano per e-mail.
      </p>
      {guest.attachable ? (
        <Form method="post" className="mt-3">
          <CsrfField />
          <input type="hidden" name="t" value={guest.token} />
          <button type="submit" name="intent" value="attach" className="btn-primary">
            Aggiungi al mio account
          </button>
        </Form>
      ) : !guest.signedIn ? (
        <p className="mt-3">
          Vuoi ritrovare questo ordine insieme ai prossimi?{' '}
          <Link to={`/auth/register?redirect=${here}`} className="font-semibold text-primary-700 underline">
            Crea un account
          </Link>{' '}
          o{' '}
          <Link to={`/auth/login?redirect=${here}`} className="font-semibold text-primary-700 underline">
            accedi
          </Link>
          , poi torna qui e aggiungilo.
        </p>
      ) : null}
      {props.canCancel ? (
        <p className="mt-3 text-muted">
          Per annullare l’ordine prima che lo prepariamo scrivi a{' '}
          <a href={`mailto:${shop.email}`} className="underline">
            {shop.email}
          </a>
          {shop.phone ? ` o chiama il ${shop.phone}` : ''} indicando il numero dell’ordine.
        </p>
      ) : null}
    </section>
  );
}
