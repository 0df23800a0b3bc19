import { Download, FileText, LogOut, Monitor, ShieldCheck, Trash2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { Field, PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime } from '#common/format.ts';
import { CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { SecondFactorBanner } from '../../components/accounts/second-factor.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import type { Route } from './+types/profile';
import type { Intent } from './profile.server.ts';

export { action, loader } from './profile.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Il mio profilo');

/** "Chrome su Android" from a user agent, for the list of devices. */
function deviceName(ua: string): string {
  if (!ua) return 'Dispositivo sconosciuto';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'sistema sconosciuto';
  return `${browser} su ${os}`;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-primary-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, secondFactor } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const result = (intent: Intent) =>
    actionData?.intent === intent
      ? { error: actionData.error, success: actionData.success, fields: actionData.fields ?? {} }
      : { error: undefined, success: undefined, fields: {} as Record<string, string> };
  const profile = result('profile');
  const password = result('password');
  const email = result('email');
  const devices = result('logout-all');
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-950">Il mio profilo</h1>
      <p className="mt-2 text-muted">
        Accesso come <strong className="text-ink">{user.email}</strong>
      </p>
      {secondFactor === false ? <SecondFactorBanner /> : null}
      {secondFactor ? (
        <p className="mt-4 flex items-center gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          Verifica in due passaggi attiva per il back office.{' '}
          <Link to="/admin/two-factor" className="font-medium text-primary-700 underline underline-offset-2">
            Gestisci
          </Link>
        </p>
      ) : null}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <Section id="dati" title="Dati personali">
          <Form method="post" className="space-y-4" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="profile" />
            <FormMessage error={profile.error} success={profile.success} />
            <Field
              label="Nome e cognome"
              name="name"
              autoComplete="name"
              required
              defaultValue={user.displayName}
              errors={profile.fields.name}
            />
            <Field
              label="Telefono"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={user.phone}
              errors={profile.fields.phone}
            />
            <Field
              label="Indirizzo"
              name="address"
              autoComplete="street-address"
              defaultValue={user.address}
              errors={profile.fields.address}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Città"
                name="city"
                autoComplete="address-level2"
                defaultValue={user.city}
                errors={profile.fields.city}
              />
              <Field
                label="CAP"
                name="postalCode"
                inputMode="numeric"
                autoComplete="postal-code"
                defaultValue={user.postalCode}
                errors={profile.fields.postalCode}
              />
              <Field
                label="Provincia"
                name="province"
                autoComplete="address-level1"
                defaultValue={user.province}
                errors={profile.fields.province}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={busyIntent === 'profile'}>
              {busyIntent === 'profile' ? 'Salvataggio...' : 'Salva i dati'}
            </button>
          </Form>
        </Section>

        <div className="space-y-6">
          <Section id="password" title="Cambia password">
            <Form method="post" className="space-y-4" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="password" />
              <FormMessage error={password.error} success={password.success} />
              <PasswordField
                label="Password attuale"
                name="currentPassword"
                autoComplete="current-password"
                required
                errors={password.fields.currentPassword}
              />
              <PasswordField
                label="Nuova password"
                name="newPassword"
                autoComplete="new-password"
                required
                hint="Almeno 10 caratteri, non una delle più usate."
                errors={password.fields.newPassword}
              />
              <PasswordField
                label="Conferma nuova password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                errors={password.fields.confirmPassword}
              />
              <button type="submit" className="btn-primary" disabled={busyIntent === 'password'}>
                Cambia password
              </button>
            </Form>
          </Section>

          <Section id="email" title="Cambia e-mail">
            <Form method="post" className="space-y-4" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="email" />
              <FormMessage error={email.error} success={email.success} />
              <Field
                label="Nuovo indirizzo e-mail"
                name="newEmail"
                type="email"
                autoComplete="email"
                required
                errors={email.fields.newEmail}
              />
              <PasswordField
                label="Password attuale"
                name="currentPassword"
                autoComplete="current-password"
                required
                errors={email.fields.currentPassword}
              />
              <p className="text-sm text-muted">
                L’indirizzo cambia solo dopo che lo confermi dal link che ti inviamo.
              </p>
              <button type="submit" className="btn-primary" disabled={busyIntent === 'email'}>
                Invia il link di conferma
              </button>
            </Form>
          </Section>
        </div>

        <Section id="dispositivi" title="Dispositivi collegati">
          <FormMessage error={devices.error} success={devices.success} />
          <ul className="mt-2 divide-y divide-line">
            {sessions.map((s) => (
              <li key={s.id} className="flex items-start gap-3 py-3">
                <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="min-w-0">
                  <p className="font-medium">
                    {deviceName(s.userAgent)}
                    {s.current ? (
                      <span className="ml-2 rounded bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                        questo dispositivo
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">
                    Ultimo uso {formatDateTime(s.lastSeenAt)}
                    {s.remember ? ' · ricordato per 30 giorni' : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value="logout-all" />
            <button type="submit" className="btn-outline" disabled={busyIntent === 'logout-all'}>
              <LogOut aria-hidden="true" className="size-5" />
              Esci da tutti i dispositivi
            </button>
            <p className="mt-2 text-sm text-muted">
              {others === 0 ? 'Solo questo dispositivo è collegato.' : 'Resti collegato solo su questo dispositivo.'}
            </p>
          </Form>
        </Section>

        <Section id="privacy" title="I miei dati">
          <p className="text-muted">
            Vedi tutto quello che sappiamo di te (profilo, ordini, recensioni, consensi...), stampalo o scaricalo in
            formato JSON.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to="/profile/data" className="btn-outline">
              <FileText aria-hidden="true" className="size-5" />
              Vedi i miei dati
            </Link>
            <a href="/profile/export" download className="btn-outline">
              <Download aria-hidden="true" className="size-5" />
              Scarica i miei dati
            </a>
          </p>
          <div className="mt-8 rounded-lg border border-danger/30 p-4">
            <h3 className="font-semibold text-danger">Elimina il mio account</h3>
            <p className="mt-1 text-sm text-muted">
              Ti mostriamo prima cosa succede ai tuoi ordini e ai tuoi dati, poi ti chiediamo la password.
            </p>
            <Link to="/profile/delete" className="btn mt-3 border border-danger/40 text-danger hover:bg-danger/5">
              <Trash2 aria-hidden="true" className="size-5" />
              Elimina il mio account…
            </Link>
          </div>
        </Section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
