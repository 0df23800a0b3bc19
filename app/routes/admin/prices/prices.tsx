import { Form, useNavigation } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { type Column, DataTable } from '#app/components/ui/data-table.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { privateMeta } from '#app/components/ui/page-title.ts';
import { formatDateTime } from '#common/format.ts';
import { RouteErrorBoundary } from '../../../components/route-error.tsx';
import type { Route } from './+types/prices';

export { action, loader } from './prices.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Sconto sui libri di testo');

type Discount = Route.ComponentProps['loaderData']['sconti'][number];
type Change = Route.ComponentProps['loaderData']['modifiche'][number];

const percentText = (n: number) => `${String(n).replace('.', ',')}%`;

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { sconti, modifiche, massimo, publishers } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const general = sconti.find((s) => s.editore === null) ?? null;
  const perPublisher = sconti.filter((s): s is Discount & { editore: string } => s.editore !== null);
  const fieldsOf = (intent: string) => (actionData?.intent === intent ? actionData.fields : undefined);

  const columns: Column<Discount & { editore: string }>[] = [
    { id: 'editore', header: 'Editore', cell: (r) => r.editore },
    { id: 'sconto', header: 'Sconto', cell: (r) => percentText(r.percentuale), className: 'text-right' },
    { id: 'quando', header: 'Aggiornato', cell: (r) => formatDateTime(r.aggiornato) },
    {
      id: 'azioni',
      header: 'Azioni',
      hideHeader: true,
      cell: (r) => (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="editore" value={r.editore} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="btn-ghost min-h-11 px-2 text-sm text-danger"
            aria-label={`Togli lo sconto di ${r.editore}`}
          >
            Togli
          </button>
        </Form>
      ),
    },
  ];
  const changeColumns: Column<Change>[] = [
    { id: 'quando', header: 'Quando', cell: (r) => formatDateTime(r.quando) },
    { id: 'editore', header: 'Editore', cell: (r) => r.editore ?? 'Tutti (sconto generale)' },
    {
      id: 'sconto',
      header: 'Sconto',
      cell: (r) => (r.percentuale === null ? 'tolto' : percentText(r.percentuale)),
      className: 'text-right',
    },
    { id: 'da', header: 'Da', cell: (r) => r.da },
  ];

  return (
    <AdminPage title="Sconto sui libri di testo">
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Lo sconto si applica al prezzo di copertina dei libri adottati, in tutte le pagine del negozio, nel carrello e
        negli ordini. La legge (L. 15/2020, art. 8) lo limita al {massimo}%. Un libro con un prezzo proprio (pagina
        Libri) tiene quel prezzo. Quando aumenti lo sconto, accanto al prezzo mostriamo il prezzo più basso dei 30
        giorni precedenti, come chiede la direttiva Omnibus.
      </p>
      <div className="mt-3" aria-live="polite">
        <FormMessage error={actionData?.fields ? undefined : actionData?.error} success={actionData?.done} />
      </div>

      <section aria-labelledby="generale" className="card mt-4 p-4 sm:p-5">
        <h2 id="generale" className="text-lg font-semibold">
          Sconto generale
        </h2>
        <p className="mt-1 text-sm text-muted">
          {general
            ? `Ora: ${percentText(general.percentuale)} su tutti i libri di testo, salvo gli editori qui sotto.`
            : 'Ora nessuno sconto: i libri hanno il prezzo di copertina.'}
        </p>
        <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="general" />
          <Field
            label="Sconto (%)"
            name="percentuale"
            inputMode="decimal"
            defaultValue={general ? String(general.percentuale).replace('.', ',') : '0'}
            hint={`Da 0 a ${massimo}`}
            className="sm:w-40"
            errors={fieldsOf('general')?.percentuale ? [fieldsOf('general')!.percentuale!] : null}
          />
          <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
            Salva lo sconto generale
          </button>
        </Form>
      </section>

      <section aria-labelledby="editori" className="card mt-4 p-4 sm:p-5">
        <h2 id="editori" className="text-lg font-semibold">
          Sconti per editore
        </h2>
        <p className="mt-1 text-sm text-muted">Per un editore vale il suo sconto al posto di quello generale.</p>
        <Form
          key={actionData?.intent === 'publisher' ? actionData.done : undefined}
          method="post"
          className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,24rem)_10rem_auto] sm:items-start"
          noValidate
        >
          <CsrfField />
          <input type="hidden" name="intent" value="publisher" />
          <Field
            label="Editore"
            name="editore"
            list="editori-noti"
            autoComplete="off"
            errors={fieldsOf('publisher')?.editore ? [fieldsOf('publisher')!.editore!] : null}
          />
          <datalist id="editori-noti">
            {publishers.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <Field
            label="Sconto (%)"
            name="percentuale"
            inputMode="decimal"
            hint={`Da 0 a ${massimo}`}
            errors={fieldsOf('publisher')?.percentuale ? [fieldsOf('publisher')!.percentuale!] : null}
          />
          <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
            Salva
          </button>
        </Form>
        <DataTable
          caption="Sconti per editore"
          columns={columns}
          rows={perPublisher}
          rowKey={(r) => r.editore}
          count={
            perPublisher.length === 1
              ? '1 editore con uno sconto proprio'
              : `${perPublisher.length} editori con uno sconto proprio`
          }
          empty="Nessun editore ha uno sconto proprio."
          minWidth="min-w-[32rem]"
        />
      </section>

      <section aria-labelledby="modifiche" className="mt-6">
        <h2 id="modifiche" className="text-lg font-semibold">
          Ultime modifiche
        </h2>
        <DataTable
          caption="Ultime modifiche agli sconti"
          columns={changeColumns}
          rows={modifiche}
          rowKey={(r) => `${r.quando}|${r.editore ?? ''}`}
          count={`${modifiche.length} modifiche`}
          empty="Nessuna modifica finora."
          minWidth="min-w-[32rem]"
        />
      </section>
    </AdminPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
