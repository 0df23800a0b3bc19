import { useState } from 'react';
import { Checkbox, Field, SelectField } from '../ui/field.tsx';
import type { useKitForm } from '../ui/form.tsx';

/** "Voglio la fattura": the invoice's fields appear only when asked for. */
export function InvoiceFields({ field }: { field: ReturnType<typeof useKitForm>['field'] }) {
  const [wantsInvoice, setWantsInvoice] = useState(false);
  return (
    <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
      <legend className="sr-only">Fattura</legend>
      <Checkbox
        className="sm:col-span-2"
        label="Voglio la fattura (facoltativo)"
        checked={wantsInvoice}
        onChange={(e) => setWantsInvoice(e.target.checked)}
      />
      {wantsInvoice ? (
        <>
          <SelectField
            label="Intestata a"
            options={[
              { value: 'privato', label: 'Persona' },
              { value: 'azienda', label: 'Azienda o ente' },
            ]}
            {...field('fatturazione.tipo')}
          />
          <Field label="Intestatario" {...field('fatturazione.nome')} />
          <Field
            label="Codice fiscale"
            inputClassName="uppercase"
            maxLength={16}
            {...field('fatturazione.codiceFiscale')}
          />
          <Field
            label="Partita IVA (aziende)"
            inputMode="numeric"
            maxLength={13}
            {...field('fatturazione.partitaIva')}
          />
          <Field className="sm:col-span-2" label="Indirizzo di fatturazione" {...field('fatturazione.indirizzo')} />
          <Field
            label="Codice destinatario SDI"
            inputClassName="uppercase"
            maxLength={7}
            {...field('fatturazione.codiceDestinatario')}
          />
          <Field label="PEC" type="email" {...field('fatturazione.pec')} />
        </>
      ) : null}
    </fieldset>
  );
}
