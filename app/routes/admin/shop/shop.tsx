import { CheckCircle2, Circle } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { ShopColoursSection } from '#app/components/admin/shop-colours.tsx';
import { ShopLogoSection } from '#app/components/admin/shop-logo.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/shop';

export { action, loader } from './shop.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Il tuo negozio');

const STATUS: Record<string, string> = {
  attivo: 'Aperto alle famiglie',
  in_attivazione: 'In preparazione: le famiglie vedono «Negozio in preparazione»',
  sospeso: 'Sospeso',
};

export default function AdminShop({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { profile, checklist, status, isDefault, branding, opensByItself } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  // The logo and colour forms answer in their own sections.
  const actionData = answer?.section ? undefined : answer;
  const errors = (name: string) => (actionData?.fields?.[name] ? [actionData.fields[name]] : null);
  const missing = checklist.filter((c) => c.required && !c.done).length;
  return (
    <AdminPage title="Il tuo negozio">
      <p className="mt-2 text-sm">
        Stato: <strong>{STATUS[status] ?? status}</strong>
      </p>
      <section aria-labelledby="lista" className="card mt-4 p-4 sm:p-5">
        <h2 id="lista" className="text-lg font-semibold">
          {missing === 0 ? 'Dati completi' : `Da completare: ${missing}`}
        </h2>
        {status === 'in_attivazione' ? (
          <p className="mt-1 text-sm text-muted">
            {opensByItself
              ? 'Il negozio apre da solo alle famiglie quando i punti obbligatori sono fatti e l’abbonamento è attivo: ti scriviamo appena è online.'
              : missing === 0
                ? 'Il negozio apre alle famiglie quando il gestore della piattaforma lo attiva: ti scriviamo appena è online.'
                : 'Completa i dati qui sotto: poi il gestore della piattaforma attiva il negozio.'}
          </p>
        ) : null}
        <ul className="mt-3 grid gap-2" data-testid="checklist">
          {checklist.map((item) => (
            <li key={item.key} className="flex gap-2 text-sm">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
              )}
              <span>
                <span className="font-medium">
                  {item.link?.startsWith('/') ? (
                    <Link to={item.link} className="underline">
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                  {item.optional ? <span className="font-normal text-muted"> (facoltativo)</span> : null}
                </span>
                <span className="sr-only">{item.done ? ': fatto' : item.optional ? ': non ancora' : ': da fare'}</span>
                <span className="block text-muted">{item.hint}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-4" aria-live="polite">
        <FormMessage
          error={actionData?.fields ? 'Controlla i campi evidenziati.' : actionData?.error}
          success={actionData?.done}
        />
      </div>
      {isDefault ? (
        <p className="card mt-4 p-4 text-sm" id="dati">
          I dati del negozio della piattaforma vengono dalla configurazione (variabili SHOP_NAME, SHOP_LEGAL_NAME,
          SHOP_VAT_NUMBER, SHOP_ADDRESS, SHOP_CITY, SHOP_EMAIL, SHOP_PHONE, SHOP_IBAN, SHOP_PICKUP_HOURS): cambiale e
          riavvia il server.
        </p>
      ) : (
        // Remounted when the saved values change, so the fields show them as stored (REA, P. IVA).
        <Form method="post" noValidate className="mt-4 grid gap-4" id="dati" key={JSON.stringify(profile)}>
          <CsrfField />
          <fieldset className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
            <legend className="float-left mb-2 text-lg font-semibold sm:col-span-2">Dati legali</legend>
            <Field label="Nome del negozio" name="name" defaultValue={profile.name} errors={errors('name')} />
            <Field
              label="Ragione sociale"
              name="legalName"
              defaultValue={profile.legalName}
              errors={errors('legalName')}
            />
            <Field
              label="Partita IVA"
              name="vatNumber"
              inputMode="numeric"
              maxLength={13}
              defaultValue={profile.vatNumber}
              hint="11 cifre"
              errors={errors('vatNumber')}
            />
            <Field
              label="Numero REA"
              name="rea"
              autoCapitalize="characters"
              maxLength={20}
              defaultValue={profile.rea}
              hint="Se l’impresa è iscritta al Registro delle imprese: sigla della provincia e numero, per esempio MI-1234567."
              errors={errors('rea')}
            />
            <Field
              label="Indirizzo della sede"
              name="address"
              defaultValue={profile.address}
              errors={errors('address')}
            />
            <Field label="Città" name="city" defaultValue={profile.city} errors={errors('city')} />
            <Field
              className="sm:col-span-2"
              label="Orari di apertura"
              name="openingHours"
              defaultValue={profile.openingHours}
              hint="Per il ritiro in negozio, per esempio «Lunedì–sabato 9–13 e 16–19:30»."
              errors={errors('openingHours')}
            />
          </fieldset>
          <fieldset className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
            <legend className="float-left mb-2 text-lg font-semibold sm:col-span-2">Contatti e pagamenti</legend>
            <Field label="E-mail" name="email" type="email" defaultValue={profile.email} errors={errors('email')} />
            <Field label="Telefono" name="phone" type="tel" defaultValue={profile.phone} errors={errors('phone')} />
            <Field
              className="sm:col-span-2"
              label="IBAN per i bonifici"
              name="iban"
              autoCapitalize="characters"
              defaultValue={profile.iban}
              hint="Vuoto: niente bonifico, restano il pagamento al ritiro e (se attivo) la carta."
              errors={errors('iban')}
            />
          </fieldset>
          <fieldset className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
            <legend className="float-left mb-2 text-lg font-semibold sm:col-span-2">Spedizione</legend>
            <Field
              label="Spedizione a casa (€)"
              name="standardShippingCost"
              inputMode="decimal"
              defaultValue={profile.standardShippingCost}
              errors={errors('standardShippingCost')}
            />
            <Field
              label="Gratis da (€)"
              name="freeShippingThreshold"
              inputMode="decimal"
              defaultValue={profile.freeShippingThreshold}
              hint="Totale dei prodotti da cui la spedizione è gratuita."
              errors={errors('freeShippingThreshold')}
            />
          </fieldset>
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Salvataggio…' : 'Salva i dati del negozio'}
            </button>
          </div>
        </Form>
      )}
      {isDefault ? null : (
        <div className="mt-4 grid gap-4">
          <ShopLogoSection
            name={profile.name}
            logoUrl={branding.logoUrl}
            answer={answer?.section === 'logo' ? answer : undefined}
            busy={busy}
          />
          <ShopColoursSection
            brandColor={branding.brandColor}
            answer={answer?.section === 'colore' ? answer : undefined}
            busy={busy}
          />
        </div>
      )}
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
