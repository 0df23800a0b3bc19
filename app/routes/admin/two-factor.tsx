import { KeyRound, ShieldCheck } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { Field, PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatLongDate } from '#common/format.ts';
import { CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { SecondFactorBanner } from '../../components/accounts/second-factor.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/two-factor';

export { action, loader } from './two-factor.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Verifica in due passaggi');

function CodeForm(props: {
  csrfToken: string;
  intent: string;
  label: string;
  danger?: boolean;
  errors?: Record<string, string>;
  /** Ask for the password too (turning it off). */
  password?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === props.intent;
  return (
    <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <CsrfField token={props.csrfToken} />
      <input type="hidden" name="intent" value={props.intent} />
      {props.password ? (
        <div className="sm:w-64">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            errors={props.errors?.password}
          />
        </div>
      ) : null}
      <div className="sm:w-64">
        <Field
          label="Codice dall’app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          errors={props.errors?.code}
        />
      </div>
      <button type="submit" className={props.danger ? 'btn-outline' : 'btn-primary'} disabled={busy}>
        {busy ? 'Un momento...' : props.label}
      </button>
    </Form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recupero" className="card mt-6 border-accent-300 p-5">
      <h2 id="recupero" className="flex items-center gap-2 text-lg font-bold text-primary-900">
        <KeyRound aria-hidden="true" className="size-5" /> Codici di recupero
      </h2>
      <p className="mt-2 text-sm text-ink">
        Conservali in un posto sicuro (stampati o in un gestore di password): ognuno permette un solo accesso se perdi
        il telefono. Non li mostreremo più.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c} className="whitespace-nowrap rounded-md bg-surface px-1 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const justEnrolled = Boolean(actionData?.enrolled);
  return (
    <AdminPage title="Verifica in due passaggi">
      <div className="mt-6 max-w-3xl">
        {/* Owners and staff: the back office opens once it is on (decision 0028). */}
        {!data.operator && data.state === 'enrolling' && !justEnrolled ? <SecondFactorBanner link={false} /> : null}
        <FormMessage error={actionData?.fields ? undefined : actionData?.error} success={actionData?.done} />
        {actionData?.recoveryCodes ? <RecoveryCodes codes={actionData.recoveryCodes} /> : null}
        {justEnrolled ? (
          <p className="mt-6">
            <Link to={data.next} className="btn-primary">
              Ho salvato i codici: continua nel back office
            </Link>
          </p>
        ) : null}

        {data.state === 'unavailable' ? (
          <p className="card mt-6 p-5 text-sm">
            La verifica in due passaggi non è disponibile: chi gestisce il server deve impostare TOTP_ENCRYPTION_KEY.
          </p>
        ) : null}

        {data.state === 'on' && !justEnrolled ? (
          <>
            <p className="card mt-6 flex items-start gap-3 p-5 text-sm">
              <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
              <span>
                <strong>Attiva</strong> dal {formatLongDate(data.since)}. All’accesso, dopo la password, ti chiediamo il
                codice dell’app. Codici di recupero ancora validi: <strong>{data.recoveryLeft}</strong>.
              </span>
            </p>
            <section aria-labelledby="nuovi-codici" className="mt-8">
              <h2 id="nuovi-codici" className="text-lg font-semibold">
                Nuovi codici di recupero
              </h2>
              <p className="mt-1 text-sm text-muted">I codici precedenti smettono di valere.</p>
              <CodeForm
                csrfToken={data.csrfToken}
                intent="regenerate"
                label="Crea nuovi codici"
                errors={actionData?.intent === 'regenerate' ? actionData.fields : undefined}
              />
            </section>
            <section aria-labelledby="disattiva" className="mt-8">
              <h2 id="disattiva" className="text-lg font-semibold">
                Disattiva
              </h2>
              <p className="mt-1 text-sm text-muted">
                {data.operator
                  ? 'Senza il secondo passaggio basta la password per entrare.'
                  : 'Senza il secondo passaggio il back office delle librerie resta chiuso finché non la riattivi.'}
              </p>
              <CodeForm
                csrfToken={data.csrfToken}
                intent="disable"
                label="Disattiva la verifica"
                danger
                password
                errors={actionData?.intent === 'disable' ? actionData.fields : undefined}
              />
            </section>
          </>
        ) : null}

        {data.state === 'enrolling' && !actionData?.recoveryCodes ? (
          <section aria-labelledby="attiva" className="card mt-6 p-5">
            <h2 id="attiva" className="text-lg font-semibold">
              Attiva in due minuti
            </h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-ink">
              <li>Apri un’app di autenticazione sul telefono (per esempio Google Authenticator, Aegis o 1Password).</li>
              <li>Inquadra il codice QR, oppure inserisci a mano la chiave qui sotto.</li>
              <li>Scrivi il codice di 6 cifre che l’app mostra e conferma.</li>
            </ol>
            <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
              <div
                className="size-48 shrink-0 rounded-md border border-line bg-white p-2"
                role="img"
                aria-label="Codice QR per l’app di autenticazione"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on the server by the qrcode library from our own otpauth address
                dangerouslySetInnerHTML={{ __html: data.qrSvg }}
              />
              <p className="text-sm">
                Chiave: <code className="break-all font-mono text-base">{data.secret}</code>
              </p>
            </div>
            <CodeForm
              csrfToken={data.csrfToken}
              intent="confirm"
              label="Conferma e attiva"
              errors={actionData?.fields}
            />
          </section>
        ) : null}
      </div>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
