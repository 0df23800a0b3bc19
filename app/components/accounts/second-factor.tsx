import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';

// The second factor's pieces shared by the operator's and the bookshops' screens
// (decision 0028): the sign-in's code step and the banner asking to turn it on.

export const CODE_STEP_TITLE = 'Verifica in due passaggi';
export const CODE_STEP_INTRO =
  'Inserisci il codice di 6 cifre che mostra ora l’app di autenticazione, oppure uno dei codici di recupero.';

/** The code step of a sign-in form: the challenge of the accepted password and the code. */
export function SecondFactorStep({ challenge, errors }: { challenge: string; errors?: string }) {
  return (
    <>
      <input type="hidden" name="challenge" value={challenge} />
      <Field
        key="code"
        label="Codice"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="characters"
        autoFocus
        required
        hint="6 cifre dall’app, oppure un codice di recupero come ABCD-EFGH-JKLM"
        errors={errors}
      />
    </>
  );
}

/** The link that abandons the code step and starts the sign-in again. */
export function RestartSignIn({ to }: { to: string }) {
  return (
    <Link to={to} className="btn-ghost w-full" reloadDocument>
      Ricomincia
    </Link>
  );
}

/**
 * Shown to an owner or staff member without a second factor: the back office opens only
 * after they turn it on. `link` is false on the page that turns it on.
 */
export function SecondFactorBanner({ link = true }: { link?: boolean }) {
  return (
    <section
      aria-labelledby="serve-2fa"
      className="mt-6 flex items-start gap-3 rounded-lg border border-accent-300 bg-accent-100 p-4 text-sm text-ink"
      data-testid="second-factor-banner"
    >
      <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-warning" />
      <div>
        <h2 id="serve-2fa" className="font-semibold text-primary-950">
          Attiva la verifica in due passaggi per entrare nel back office
        </h2>
        <p className="mt-1">
          Nel back office ci sono nomi, indirizzi e ordini delle famiglie: per proteggerli, chi lavora in una libreria
          accede con la password e con un codice dell’app di autenticazione del telefono. Bastano due minuti.
        </p>
        {link ? (
          <p className="mt-2">
            <Link to="/admin/two-factor" className="font-semibold text-primary-700 underline underline-offset-2">
              Attiva ora la verifica in due passaggi
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
