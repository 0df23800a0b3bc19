import type { SubmissionResult } from '@conform-to/react';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { computePrices, discountBadgePercent } from '#common/catalog/pricing.ts';
import { productFormInput } from '#common/catalog/validation.ts';
import type { AdminProduct } from '#common/catalog/views.ts';
import { formatCents } from '#common/format.ts';
import { CsrfField } from '../accounts/form-parts.tsx';
import { Checkbox, Field, SelectField, TextareaField } from '../ui/field.tsx';
import { checkboxControl, control, ErrorSummary, useKitForm } from '../ui/form.tsx';
import { Modal } from '../ui/modal.tsx';

// The admin's product form (SPEC.md section 5) in a Modal. It posts to the products route's
// action (intent "save-product"), which validates with the same schema and saves through the
// service the JSON API uses; the server computes the prices, the preview here is a courtesy.

/** What the products route's action answers to "save-product". */
type SaveReply = { result: SubmissionResult<string[]>; saved?: AdminProduct };

/** SPEC.md section 9's defaults for a new product, or the product being edited. */
function defaultsOf(editing: AdminProduct | 'new', suppliers: string[]) {
  if (editing === 'new')
    return {
      // No preselected category: the admin must choose one (issue 19).
      margine: '25',
      sconto: '0',
      fornitore: suppliers.find((s) => s.toLowerCase() === 'aliexpress') ?? suppliers[0] ?? '',
      pezzi_disponibili: '999',
      pezzi_singolo_acquisto: '1',
      immagini: [''],
      active: 'on',
      disponibile: 'on',
    };
  const p = editing;
  return {
    nome: p.nome,
    descrizione: p.descrizione,
    categoria: p.categoria,
    prezzoOriginale: p.prezzoOriginale.toFixed(2).replace('.', ','),
    margine: String(p.margine),
    sconto: String(p.sconto),
    fornitore: p.fornitore,
    fornitoreProductId: p.fornitoreProductId ?? '',
    urlAliexpress: p.urlAliexpress ?? '',
    pezzi_disponibili: String(p.pezzi_disponibili),
    pezzi_singolo_acquisto: String(p.pezzi_singolo_acquisto),
    immagini: p.immagini.length > 0 ? [...p.immagini] : [''],
    tags: p.tags.join(', '),
    active: p.active ? 'on' : '',
    disponibile: p.disponibile ? 'on' : '',
  };
}

/** The fields as the error summary names them. */
const LABELS = {
  nome: 'Nome',
  descrizione: 'Descrizione',
  categoria: 'Categoria',
  fornitore: 'Fornitore',
  prezzoOriginale: 'Prezzo di acquisto',
  margine: 'Margine',
  sconto: 'Sconto',
  pezzi_disponibili: 'Pezzi disponibili',
  pezzi_singolo_acquisto: 'Acquisto minimo',
  fornitoreProductId: 'Codice prodotto del fornitore',
  urlAliexpress: 'Link del fornitore',
  tags: 'Caratteristiche',
  immagini: 'Immagini',
};

/** The sale price the server will compute, while the admin types (null until the numbers make sense). */
function previewOf(cost?: string, margin?: string, discount?: string) {
  const text = (cost ?? '').trim();
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const m = Number(margin);
  const d = Number(discount);
  if (!Number.isInteger(m) || m < 0 || !Number.isInteger(d) || d < 0 || d > 100) return null;
  return computePrices(Math.round(Number(text.replace(',', '.')) * 100), m, d);
}

function ProductForm(props: {
  editing: AdminProduct | 'new';
  categories: string[];
  suppliers: string[];
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const fetcher = useFetcher<SaveReply>();
  const { form, fields, formProps, submits } = useKitForm(productFormInput, {
    id: 'product',
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : null,
    defaultValue: defaultsOf(props.editing, props.suppliers),
  });
  const [brokenImages, setBrokenImages] = useState<Set<string>>(new Set());
  const { onSaved } = props;
  const saved = fetcher.data?.saved;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const preview = previewOf(
    fields.prezzoOriginale.value as string | undefined,
    fields.margine.value as string | undefined,
    fields.sconto.value as string | undefined,
  );
  const images = fields.immagini.getFieldList();
  const saving = fetcher.state !== 'idle';
  const pick = (names: string[]) => names.map((n) => ({ value: n, label: n }));

  return (
    <Modal
      open
      title={props.editing === 'new' ? 'Nuovo prodotto' : 'Modifica prodotto'}
      onClose={props.onClose}
      bodyClassName="grid gap-4 sm:grid-cols-2"
      form={{ ...formProps, method: 'post' }}
      formAs={fetcher.Form}
      footer={
        <>
          <button type="button" className="btn-outline" onClick={props.onClose}>
            Annulla
          </button>
          <button type="submit" name="intent" value="save-product" className="btn-primary" disabled={saving}>
            {saving ? 'Salvataggio…' : 'Salva prodotto'}
          </button>
        </>
      }
    >
      <CsrfField />
      {props.editing !== 'new' ? <input type="hidden" name="productId" value={props.editing.id} /> : null}
      <div className="sm:col-span-2">
        <ErrorSummary form={form} submits={submits} labels={LABELS} />
      </div>
      <Field className="sm:col-span-2" label="Nome *" maxLength={200} {...control(fields.nome)} />
      <TextareaField className="sm:col-span-2" label="Descrizione" maxLength={5000} {...control(fields.descrizione)} />
      <SelectField
        label="Categoria *"
        placeholder="Scegli…"
        options={pick(props.categories)}
        {...control(fields.categoria)}
      />
      <SelectField
        label="Fornitore *"
        placeholder="Scegli…"
        options={pick(props.suppliers)}
        {...control(fields.fornitore)}
      />
      <Field
        label="Prezzo di acquisto (€) *"
        inputMode="decimal"
        placeholder="0,00"
        {...control(fields.prezzoOriginale)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Margine %" inputMode="numeric" {...control(fields.margine)} />
        <Field label="Sconto %" inputMode="numeric" {...control(fields.sconto)} />
      </div>
      <p className="rounded-lg bg-surface p-3 text-sm sm:col-span-2" aria-live="polite">
        {preview ? (
          <>
            Prezzo di vendita <strong>{formatCents(preview.salePriceCents)}</strong>
            {preview.priceCents !== preview.salePriceCents ? (
              <>
                {' '}
                · scontato <strong>{formatCents(preview.priceCents)}</strong> (-
                {discountBadgePercent(preview.salePriceCents, preview.priceCents)}%)
              </>
            ) : null}
            . Il prezzo definitivo lo calcola il server al salvataggio.
          </>
        ) : (
          'Inserisci prezzo, margine e sconto per vedere il prezzo di vendita.'
        )}
      </p>
      <Field label="Pezzi disponibili" inputMode="numeric" {...control(fields.pezzi_disponibili)} />
      <Field label="Acquisto minimo (pezzi)" inputMode="numeric" {...control(fields.pezzi_singolo_acquisto)} />
      <Field label="Codice prodotto del fornitore" {...control(fields.fornitoreProductId)} />
      <Field
        label="Link del fornitore (“Acquista ora”)"
        type="url"
        placeholder="https://"
        {...control(fields.urlAliexpress)}
      />
      <Field
        className="sm:col-span-2"
        label="Caratteristiche (separate da virgola; “nuovo” mostra il badge NUOVO)"
        {...control(fields.tags)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="field-label">Immagini (indirizzi https)</legend>
        <ul className="grid gap-3">
          {images.map((image, i) => {
            const url = String(image.value ?? '').trim();
            return (
              <li key={image.key} className="flex items-start gap-3">
                <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface text-center text-[10px] leading-tight text-danger">
                  {url ? (
                    brokenImages.has(url) ? (
                      'Errore caricamento'
                    ) : (
                      <img
                        src={url}
                        alt={`Anteprima immagine ${i + 1}`}
                        className="size-full object-cover"
                        onError={() => setBrokenImages((s) => new Set(s).add(url))}
                      />
                    )
                  ) : null}
                </div>
                <Field
                  className="flex-1"
                  label={<span className="sr-only">Immagine {i + 1}</span>}
                  type="url"
                  placeholder="https://"
                  {...control(image)}
                />
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-2 text-sm"
                  aria-label={`Togli l’immagine ${i + 1}`}
                  onClick={() =>
                    images.length > 1
                      ? form.remove({ name: fields.immagini.name, index: i })
                      : form.update({ name: image.name, value: '' })
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
        {images.length < 10 ? (
          <button
            type="button"
            className="btn-ghost mt-2 text-sm"
            onClick={() => form.insert({ name: fields.immagini.name, defaultValue: '' })}
          >
            + Aggiungi un’immagine
          </button>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <Checkbox label="Attivo (visibile nel negozio)" {...checkboxControl(fields.active)} />
        <Checkbox label="Disponibile" {...checkboxControl(fields.disponibile)} />
      </div>
    </Modal>
  );
}

/** The product dialog: closed when `editing` is null, a fresh form for each product opened. */
export function ProductFormDialog(props: {
  /** null: closed; 'new': a new product; otherwise the product to edit. */
  editing: AdminProduct | 'new' | null;
  categories: string[];
  suppliers: string[];
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const { editing, ...rest } = props;
  if (editing === null) return null;
  return <ProductForm key={editing === 'new' ? 'new' : editing.id} editing={editing} {...rest} />;
}
