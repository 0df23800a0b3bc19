import { Form, useNavigation } from 'react-router';
import { CsrfField, FormMessage } from '#app/components/accounts/form-parts.tsx';
import { Checkbox, Field, TextareaField } from '#app/components/ui/field.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { readableTitle } from '#common/format/readable-case.ts';
import { formatEuro } from '#common/format.ts';
import { CoverUpload } from './cover-upload.tsx';

type Book = {
  isbn: string;
  titolo: string;
  prezzo: number | null;
  prezzoVendita: number | null;
  descrizione: string | null;
  copertina: string | null;
  disponibile: boolean;
  personalizzato: { prezzoVendita: boolean; copertina: boolean };
};

/** The shop's changes to one adopted book: cover, price (within the legal discount), description, availability. */
export function BookEditDialog(props: {
  book: Book | null;
  onClose: () => void;
  errors?: Record<string, string>;
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const book = props.book;
  return (
    <Modal
      open={book !== null}
      onClose={props.onClose}
      title={book ? `Modifica «${readableTitle(book.titolo)}»` : 'Modifica libro'}
      formAs={Form}
      form={{ method: 'post', noValidate: true }}
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            Annulla
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Salvataggio...' : 'Salva'}
          </button>
        </>
      }
    >
      {book ? (
        <>
          <CsrfField />
          <input type="hidden" name="isbn" value={book.isbn} />
          <FormMessage error={props.errors ? undefined : props.error} />
          <CoverUpload
            key={`cover-${book.isbn}`}
            isbn={book.isbn}
            title={readableTitle(book.titolo)}
            cover={book.copertina}
            own={book.personalizzato.copertina}
          />
          <Field
            key={`price-${book.isbn}`}
            label="Prezzo del negozio (€)"
            name="prezzoVendita"
            inputMode="decimal"
            defaultValue={
              book.personalizzato.prezzoVendita && book.prezzoVendita !== null ? book.prezzoVendita.toFixed(2) : ''
            }
            hint={
              book.prezzo !== null
                ? `Prezzo di copertina ${formatEuro(book.prezzo)}: lo sconto può arrivare al 15% (legge 15/2020). Vuoto = prezzo di copertina.`
                : 'Vuoto = prezzo di copertina.'
            }
            errors={props.errors?.prezzoVendita}
          />
          <TextareaField
            key={`desc-${book.isbn}`}
            label="Descrizione"
            name="descrizione"
            rows={4}
            defaultValue={book.descrizione ?? ''}
            errors={props.errors?.descrizione}
          />
          <Checkbox
            key={`av-${book.isbn}`}
            label="Disponibile per la vendita"
            name="disponibile"
            defaultChecked={book.disponibile}
          />
        </>
      ) : null}
    </Modal>
  );
}
