import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { computePrices, discountBadgePercent } from '#common/catalog/pricing.ts';
import type { AdminProduct } from '#common/catalog/views.ts';
import { formatCents } from '#common/format.ts';
import type { FormRules } from '#common/forms/rules.ts';
import { CsrfField } from '../accounts/form-parts.tsx';
import { Checkbox, Field, SelectField, TextareaField } from '../ui/field.tsx';
import { ErrorSummary, type FormReply, useKitForm } from '../ui/form.tsx';
import { Modal } from '../ui/modal.tsx';

// The admin's product form (SPEC.md section 5) in a Modal. The browser checks it with the
// rules the loader derived from the product schema (decision 0037); it posts to the products
// route's action (intent "save-product"), which validates with that schema and saves through
// the service the JSON API uses; the server computes the prices, the preview is a courtesy.

/** What the products route's action answers to "save-product". */
type SaveReply = { result: FormReply; saved?: AdminProduct };

/** SPEC.md section 9's defaults for a new product, or the product being edited. */
function defaultsOf(editing: AdminProduct | 'new', suppliers: string[]): Record<string, string> {
  if (editing === 'new')
    return {
      // No preselected category: the admin must choose one (issue 19).
      margine: '25',
      sconto: '0',
      fornitore: suppliers.find((s) => s.toLowerCase() === 'aliexpress') ?? suppliers[0] ?? '',
      pezzi_disponibili: '999',
      pezzi_singolo_acquisto: '1',
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

/** Up to 10 image addresses, one row each (an empty row is dropped by the server). */
const MAX_IMAGES = 10;

/** The image rows: a stable key each, so removing one keeps the others' inputs. */
function useImageRows(initial: string[]) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState(() => (initial.length > 0 ? initial : ['']).map((value, key) => ({ key, value })));
  return {
    rows,
    set: (index: number, value: string) => setRows((list) => list.map((r, i) => (i === index ? { ...r, value } : r))),
    remove: (index: number) =>
      setRows((list) => (list.length > 1 ? list.filter((_, i) => i !== index) : [{ ...list[0]!, value: '' }])),
    add: () => setRows((list) => [...list, { key: nextKey.current++, value: '' }]),
  };
}

function ProductForm(props: {
  editing: AdminProduct | 'new';
  categories: string[];
  suppliers: string[];
  rules: FormRules;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const fetcher = useFetcher<SaveReply>();
  const { form, field, checkbox, values, formProps, submits } = useKitForm({
    id: 'product',
    rules: props.rules,
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : null,
    defaultValue: defaultsOf(props.editing, props.suppliers),
  });
  const images = useImageRows(props.editing === 'new' ? [] : props.editing.immagini);
  const [brokenImages, setBrokenImages] = useState<Set<string>>(new Set());
  const { onSaved } = props;
  const saved = fetcher.data?.saved;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const preview = previewOf(values.prezzoOriginale, values.margine, values.sconto);
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
      <Field className="sm:col-span-2" label="Nome *" maxLength={200} {...field('nome')} />
      <TextareaField className="sm:col-span-2" label="Descrizione" maxLength={5000} {...field('descrizione')} />
      <SelectField label="Categoria *" placeholder="Scegli…" options={pick(props.categories)} {...field('categoria')} />
      <SelectField label="Fornitore *" placeholder="Scegli…" options={pick(props.suppliers)} {...field('fornitore')} />
      <Field label="Prezzo di acquisto (€) *" inputMode="decimal" placeholder="0,00" {...field('prezzoOriginale')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Margine %" inputMode="numeric" {...field('margine')} />
        <Field label="Sconto %" inputMode="numeric" {...field('sconto')} />
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
      <Field label="Pezzi disponibili" inputMode="numeric" {...field('pezzi_disponibili')} />
      <Field label="Acquisto minimo (pezzi)" inputMode="numeric" {...field('pezzi_singolo_acquisto')} />
      <Field label="Codice prodotto del fornitore" {...field('fornitoreProductId')} />
      <Field
        label="Link del fornitore (“Acquista ora”)"
        type="url"
        placeholder="https://"
        {...field('urlAliexpress')}
      />
      <Field
        className="sm:col-span-2"
        label="Caratteristiche (separate da virgola; “nuovo” mostra il badge NUOVO)"
        {...field('tags')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="field-label">Immagini (indirizzi https)</legend>
        <ul className="grid gap-3">
          {images.rows.map((image, i) => {
            const url = image.value.trim();
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
                {/* Text, not type="url": the shop's own pictures ("/demo/…") are addresses too. */}
                <Field
                  className="flex-1"
                  label={<span className="sr-only">Immagine {i + 1}</span>}
                  inputMode="url"
                  placeholder="https://"
                  {...field(`immagini[${i}]`)}
                  value={image.value}
                  onChange={(e) => images.set(i, e.target.value)}
                />
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-2 text-sm"
                  aria-label={`Togli l’immagine ${i + 1}`}
                  onClick={() => images.remove(i)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
        {images.rows.length < MAX_IMAGES ? (
          <button type="button" className="btn-ghost mt-2 text-sm" onClick={images.add}>
            + Aggiungi un’immagine
          </button>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <Checkbox label="Attivo (visibile nel negozio)" {...checkbox('active')} />
        <Checkbox label="Disponibile" {...checkbox('disponibile')} />
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
  /** The browser's checks, derived by the loader from the product schema. */
  rules: FormRules;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const { editing, ...rest } = props;
  if (editing === null) return null;
  return <ProductForm key={editing === 'new' ? 'new' : editing.id} editing={editing} {...rest} />;
}
