import { Store, Users } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Field, PasswordField } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { MIN_PASSWORD_LENGTH } from '#common/accounts/password-rules.ts';
import { suggestSlug } from '#common/tenants/slug.ts';
import { AuthCard, CsrfField, FormMessage } from '../../components/accounts/form-parts.tsx';
import { ShopAddressField } from '../../components/accounts/shop-address-field.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/register';

export { action, loader } from './register.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Registrati');

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { siteSuffix } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const kind = loaderData.kind;
  const [domain, setDomain] = useState(actionData?.values.domain ?? '');
  // The address follows the shop's name until the owner writes one of their own.
  const [domainEdited, setDomainEdited] = useState(Boolean(actionData?.values.domain));
  const fields = actionData?.fields ?? {};
  const back = loaderData.redirectTo === '/' ? '' : `&redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  const loginHref =
    loaderData.redirectTo === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  return (
    <AuthCard
      title="Crea il tuo account"
      intro={
        <>
          Hai già un account?{' '}
          <Link to={loginHref} className="font-semibold text-primary-700 underline underline-offset-2">
            Accedi
          </Link>
        </>
      }
    >
      <nav aria-label="Tipo di account" className="grid grid-cols-2 gap-2 rounded-xl bg-surface p-1">
        {(
          [
            { value: 'famiglia', label: 'Famiglia', icon: Users },
            { value: 'libreria', label: 'Libreria', icon: Store },
          ] as const
        ).map((option) => {
          const active = option.value === kind;
          return (
            <Link
              key={option.value}
              to={`/auth/register?tipo=${option.value}${back}`}
              replace
              preventScrollReset
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold ${active ? 'bg-white text-primary-800 shadow-card' : 'text-muted hover:text-ink'}`}
            >
              <option.icon aria-hidden="true" className="size-5" />
              {option.label}
            </Link>
          );
        })}
      </nav>
      <p className="mt-4 text-sm text-muted">
        {kind === 'famiglia'
          ? 'Per comprare i libri di scuola, seguire gli ordini e salvare i tuoi dati.'
          : 'Per aprire il negozio online della tua libreria su Cartella, con il tuo indirizzo.'}
      </p>
      <Form method="post" className="mt-6 space-y-5" noValidate key={kind}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="kind" value={kind} />
        <FormMessage error={actionData?.error} />
        <Field
          label="Nome e cognome"
          name="name"
          autoComplete="name"
          required
          defaultValue={actionData?.values.name}
          errors={fields.name}
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
          errors={fields.email}
        />
        {kind === 'libreria' ? (
          <>
            <Field
              label="Nome della libreria"
              name="shopName"
              autoComplete="organization"
              required
              defaultValue={actionData?.values.shopName}
              onChange={(e) => {
                if (!domainEdited) setDomain(suggestSlug(e.target.value));
              }}
              hint="Come le famiglie lo vedranno nel negozio."
              errors={fields.shopName}
            />
            <ShopAddressField
              value={domain}
              onChange={(value) => {
                setDomainEdited(true);
                setDomain(value);
              }}
              siteSuffix={siteSuffix}
              errors={fields.domain}
            />
          </>
        ) : null}
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint="Almeno 10 caratteri, non una delle più usate."
          errors={fields.password}
        />
        <PasswordField
          label="Conferma password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          errors={fields.confirmPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Registrazione in corso...' : kind === 'libreria' ? 'Registra libreria' : 'Crea account'}
        </button>
        <p className="text-xs text-muted">
          Registrandoti accetti i{' '}
          <Link to="/terms-of-service" className="underline">
            termini di servizio
          </Link>{' '}
          e dichiari di aver letto l’
          <Link to="/privacy-policy" className="underline">
            informativa sulla privacy
          </Link>
          .
        </p>
      </Form>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
