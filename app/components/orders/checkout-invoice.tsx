import type { FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { Checkbox, Field, SelectField } from '../ui/field.tsx';
import { control } from '../ui/form.tsx';

type InvoiceFieldset = Record<
  'tipo' | 'nome' | 'codiceFiscale' | 'partitaIva' | 'indirizzo' | 'codiceDestinatario' | 'pec',
  FieldMetadata<unknown>
>;

/** "Voglio la fattura": the invoice's fields appear only when asked for. */
export function InvoiceFields({ fields: invoice }: { fields: InvoiceFieldset }) {
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
            {...control(invoice.tipo)}
          />
          <Field label="Intestatario" {...control(invoice.nome)} />
          <Field label="Codice fiscale" inputClassName="uppercase" maxLength={16} {...control(invoice.codiceFiscale)} />
          <Field label="Partita IVA (aziende)" inputMode="numeric" maxLength={13} {...control(invoice.partitaIva)} />
          <Field className="sm:col-span-2" label="Indirizzo di fatturazione" {...control(invoice.indirizzo)} />
          <Field
            label="Codice destinatario SDI"
            inputClassName="uppercase"
            maxLength={7}
            {...control(invoice.codiceDestinatario)}
          />
          <Field label="PEC" type="email" {...control(invoice.pec)} />
        </>
      ) : null}
    </fieldset>
  );
}
