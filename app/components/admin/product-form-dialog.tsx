import { X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { computePrices, discountBadgePercent } from '#common/catalog/pricing.ts';
import type { AdminProduct } from '#common/catalog/views.ts';
import { formatCents } from '#common/format.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';

// The admin's product form (SPEC.md section 5) in a modal <dialog>: the browser keeps
// focus inside it and Esc closes it. The server validates again and computes the prices.

type Draft = {
  nome: string;
  descrizione: string;
  categoria: string;
  prezzoOriginale: string;
  margine: string;
  sconto: string;
  fornitore: string;
  fornitoreProductId: string;
  urlAliexpress: string;
  pezzi_disponibili: string;
  pezzi_singolo_acquisto: string;
  immagini: string[];
  tags: string;
  active: boolean;
  disponibile: boolean;
};

/** SPEC.md section 9's defaults for a new product. */
function emptyDraft(suppliers: string[]): Draft {
  return {
    nome: '',
    descrizione: '',
    // No preselected category: the admin must choose one (issue 19).
    categoria: '',
    prezzoOriginale: '',
    margine: '25',
    sconto: '0',
    fornitore: suppliers.find((s) => s.toLowerCase() === 'aliexpress') ?? suppliers[0] ?? '',
    fornitoreProductId: '',
    urlAliexpress: '',
    pezzi_disponibili: '999',
    pezzi_singolo_acquisto: '1',
    immagini: [''],
    tags: '',
    active: true,
    disponibile: true,
  };
}

function draftOf(p: AdminProduct): Draft {
  return {
    nome: p.nome,
    descrizione: p.descrizione,
    categoria: p.categoria,
    prezzoOriginale: p.prezzoOriginale.toFixed(2),
    margine: String(p.margine),
    sconto: String(p.sconto),
    fornitore: p.fornitore,
    fornitoreProductId: p.fornitoreProductId ?? '',
    urlAliexpress: p.urlAliexpress ?? '',
    pezzi_disponibili: String(p.pezzi_disponibili),
    pezzi_singolo_acquisto: String(p.pezzi_singolo_acquisto),
    immagini: p.immagini.length > 0 ? [...p.immagini] : [''],
    tags: p.tags.join(', '),
    active: p.active,
    disponibile: p.disponibile,
  };
}

/** The same checks the server makes, for comfort: the first message per field. */
function check(d: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.nome.trim()) errors.nome = 'Il nome è obbligatorio';
  if (!d.categoria.trim()) errors.categoria = 'La categoria è obbligatoria';
  if (!d.fornitore.trim()) errors.fornitore = 'Il fornitore è obbligatorio';
  if (!/^\d+([.,]\d{1,2})?$/.test(d.prezzoOriginale.trim()))
    errors.prezzoOriginale = 'Inserisci un prezzo valido, con al massimo due decimali';
  const discount = Number(d.sconto);
  if (!Number.isInteger(discount) || discount < 0 || discount > 100)
    errors.sconto = 'Lo sconto deve essere tra 0 e 100';
  const minimum = Number(d.pezzi_singolo_acquisto);
  if (!Number.isInteger(minimum) || minimum < 1)
    errors.pezzi_singolo_acquisto = 'L’acquisto minimo è di almeno 1 pezzo';
  const margin = Number(d.margine);
  if (!Number.isInteger(margin) || margin < 0 || margin > 1000) errors.margine = 'Il margine va da 0 a 1000 %';
  d.immagini.forEach((url, i) => {
    const v = url.trim();
    if (v && !/^https:\/\//.test(v) && !(v.startsWith('/') && !v.startsWith('//')))
      errors[`immagini.${i}`] = 'Le immagini devono essere indirizzi https';
  });
  return errors;
}

function payload(d: Draft) {
  return {
    nome: d.nome,
    descrizione: d.descrizione,
    categoria: d.categoria,
    prezzoOriginale: d.prezzoOriginale.trim().replace(',', '.'),
    margine: d.margine,
    sconto: d.sconto,
    fornitore: d.fornitore,
    fornitoreProductId: d.fornitoreProductId,
    urlAliexpress: d.urlAliexpress,
    pezzi_disponibili: d.pezzi_disponibili,
    pezzi_singolo_acquisto: d.pezzi_singolo_acquisto,
    immagini: d.immagini,
    tags: d.tags,
    active: d.active,
    disponibile: d.disponibile,
  };
}

export function ProductFormDialog(props: {
  /** null: closed; 'new': a new product; otherwise the product to edit. */
  editing: AdminProduct | 'new' | null;
  categories: string[];
  suppliers: string[];
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(props.suppliers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [brokenImages, setBrokenImages] = useState<Set<string>>(new Set());
  const { editing, categories, suppliers } = props;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (editing === null) {
      if (el.open) el.close();
      return;
    }
    setDraft(editing === 'new' ? emptyDraft(suppliers) : draftOf(editing));
    setErrors({});
    setFormError('');
    setBrokenImages(new Set());
    if (!el.open) el.showModal();
  }, [editing, suppliers]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Controlla i campi evidenziati.');
      return;
    }
    setSaving(true);
    setFormError('');
    try {
      const isEdit = editing !== 'new' && editing !== null;
      const res = await apiFetch<{ success: true; product: AdminProduct }>('/api/admin/products', {
        method: 'POST',
        body: { product: payload(draft), isEdit, productId: isEdit ? editing.id : undefined },
      });
      props.onSaved(res.product);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.fields) {
          const fields: Record<string, string> = {};
          for (const [key, message] of Object.entries(error.fields)) fields[key.replace(/^product\./, '')] = message;
          setErrors(fields);
        }
        setFormError(error.code === 'NETWORK' ? 'Errore di connessione' : error.message || 'Errore nel salvataggio');
      } else {
        setFormError('Errore nel salvataggio');
      }
    } finally {
      setSaving(false);
    }
  }

  const cost = /^\d+([.,]\d{1,2})?$/.test(draft.prezzoOriginale.trim())
    ? Math.round(Number(draft.prezzoOriginale.trim().replace(',', '.')) * 100)
    : null;
  const margin = Number(draft.margine);
  const discount = Number(draft.sconto);
  const preview =
    cost !== null &&
    Number.isInteger(margin) &&
    margin >= 0 &&
    Number.isInteger(discount) &&
    discount >= 0 &&
    discount <= 100
      ? computePrices(cost, margin, discount)
      : null;

  const field = (name: keyof Draft | string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `err-${name.replace('.', '-')}` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`err-${name.replace('.', '-')}`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  const title = editing === 'new' || editing === null ? 'Nuovo prodotto' : 'Modifica prodotto';

  return (
    <dialog
      ref={dialog}
      aria-labelledby="product-dialog-title"
      className="m-auto w-full max-w-2xl rounded-card p-0 shadow-xl backdrop:bg-ink/50"
      onClose={props.onClose}
    >
      <form onSubmit={submit} noValidate className="flex max-h-[90vh] flex-col">
        <header className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id="product-dialog-title" className="text-xl font-bold text-primary-950">
            {title}
          </h2>
          <button type="button" className="btn-ghost size-11 p-0" onClick={props.onClose} aria-label="Chiudi">
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div className="grid gap-4 overflow-y-auto px-5 py-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor="p-nome" className="field-label">
              Nome *
            </label>
            <input
              id="p-nome"
              className="field-input"
              value={draft.nome}
              onChange={(e) => set('nome', e.target.value)}
              maxLength={200}
              {...field('nome')}
            />
            {error('nome')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="p-descrizione" className="field-label">
              Descrizione
            </label>
            <textarea
              id="p-descrizione"
              className="field-input min-h-24"
              value={draft.descrizione}
              onChange={(e) => set('descrizione', e.target.value)}
              maxLength={5000}
              {...field('descrizione')}
            />
            {error('descrizione')}
          </div>
          <div>
            <label htmlFor="p-categoria" className="field-label">
              Categoria *
            </label>
            <select
              id="p-categoria"
              className="field-input"
              required
              value={draft.categoria}
              onChange={(e) => set('categoria', e.target.value)}
              {...field('categoria')}
            >
              <option value="">Scegli…</option>
              {categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            {error('categoria')}
          </div>
          <div>
            <label htmlFor="p-fornitore" className="field-label">
              Fornitore *
            </label>
            <select
              id="p-fornitore"
              className="field-input"
              value={draft.fornitore}
              onChange={(e) => set('fornitore', e.target.value)}
              {...field('fornitore')}
            >
              <option value="">Scegli…</option>
              {suppliers.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            {error('fornitore')}
          </div>
          <div>
            <label htmlFor="p-prezzo" className="field-label">
              Prezzo di acquisto (€) *
            </label>
            <input
              id="p-prezzo"
              className="field-input"
              inputMode="decimal"
              placeholder="0,00"
              value={draft.prezzoOriginale}
              onChange={(e) => set('prezzoOriginale', e.target.value)}
              {...field('prezzoOriginale')}
            />
            {error('prezzoOriginale')}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="p-margine" className="field-label">
                Margine %
              </label>
              <input
                id="p-margine"
                className="field-input"
                inputMode="numeric"
                value={draft.margine}
                onChange={(e) => set('margine', e.target.value)}
                {...field('margine')}
              />
              {error('margine')}
            </div>
            <div>
              <label htmlFor="p-sconto" className="field-label">
                Sconto %
              </label>
              <input
                id="p-sconto"
                className="field-input"
                inputMode="numeric"
                value={draft.sconto}
                onChange={(e) => set('sconto', e.target.value)}
                {...field('sconto')}
              />
              {error('sconto')}
            </div>
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
          <div>
            <label htmlFor="p-pezzi" className="field-label">
              Pezzi disponibili
            </label>
            <input
              id="p-pezzi"
              className="field-input"
              inputMode="numeric"
              value={draft.pezzi_disponibili}
              onChange={(e) => set('pezzi_disponibili', e.target.value)}
              {...field('pezzi_disponibili')}
            />
            {error('pezzi_disponibili')}
          </div>
          <div>
            <label htmlFor="p-minimo" className="field-label">
              Acquisto minimo (pezzi)
            </label>
            <input
              id="p-minimo"
              className="field-input"
              inputMode="numeric"
              value={draft.pezzi_singolo_acquisto}
              onChange={(e) => set('pezzi_singolo_acquisto', e.target.value)}
              {...field('pezzi_singolo_acquisto')}
            />
            {error('pezzi_singolo_acquisto')}
          </div>
          <div>
            <label htmlFor="p-codice" className="field-label">
              Codice prodotto del fornitore
            </label>
            <input
              id="p-codice"
              className="field-input"
              value={draft.fornitoreProductId}
              onChange={(e) => set('fornitoreProductId', e.target.value)}
              {...field('fornitoreProductId')}
            />
            {error('fornitoreProductId')}
          </div>
          <div>
            <label htmlFor="p-link" className="field-label">
              Link del fornitore (“Acquista ora”)
            </label>
            <input
              id="p-link"
              className="field-input"
              type="url"
              placeholder="https://"
              value={draft.urlAliexpress}
              onChange={(e) => set('urlAliexpress', e.target.value)}
              {...field('urlAliexpress')}
            />
            {error('urlAliexpress')}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="p-tags" className="field-label">
              Caratteristiche (separate da virgola; “nuovo” mostra il badge NUOVO)
            </label>
            <input
              id="p-tags"
              className="field-input"
              value={draft.tags}
              onChange={(e) => set('tags', e.target.value)}
              {...field('tags')}
            />
            {error('tags')}
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="field-label">Immagini (indirizzi https)</legend>
            <ul className="grid gap-3">
              {draft.immagini.map((url, i) => {
                const trimmed = url.trim();
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list
                  <li key={i} className="flex items-start gap-3">
                    <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface text-center text-[10px] leading-tight text-danger">
                      {trimmed ? (
                        brokenImages.has(trimmed) ? (
                          'Errore caricamento'
                        ) : (
                          <img
                            src={trimmed}
                            alt={`Anteprima immagine ${i + 1}`}
                            className="size-full object-cover"
                            onError={() => setBrokenImages((s) => new Set(s).add(trimmed))}
                          />
                        )
                      ) : null}
                    </div>
                    <div className="flex-1">
                      <label htmlFor={`p-img-${i}`} className="sr-only">
                        Immagine {i + 1}
                      </label>
                      <input
                        id={`p-img-${i}`}
                        className="field-input"
                        type="url"
                        placeholder="https://"
                        value={url}
                        onChange={(e) =>
                          set(
                            'immagini',
                            draft.immagini.map((u, j) => (j === i ? e.target.value : u)),
                          )
                        }
                        {...field(`immagini.${i}`)}
                      />
                      {error(`immagini.${i}`)}
                    </div>
                    <button
                      type="button"
                      className="btn-ghost min-h-11 px-2 text-sm"
                      onClick={() =>
                        set('immagini', draft.immagini.length > 1 ? draft.immagini.filter((_, j) => j !== i) : [''])
                      }
                      aria-label={`Togli l’immagine ${i + 1}`}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
            {draft.immagini.length < 10 ? (
              <button
                type="button"
                className="btn-ghost mt-2 text-sm"
                onClick={() => set('immagini', [...draft.immagini, ''])}
              >
                + Aggiungi un’immagine
              </button>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap gap-6 sm:col-span-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-primary-700"
                checked={draft.active}
                onChange={(e) => set('active', e.target.checked)}
              />
              Attivo (visibile nel negozio)
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-primary-700"
                checked={draft.disponibile}
                onChange={(e) => set('disponibile', e.target.checked)}
              />
              Disponibile
            </label>
          </div>
        </div>
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {formError ? (
            <p role="alert" className="mr-auto text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <button type="button" className="btn-outline" onClick={props.onClose}>
            Annulla
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Salvataggio…' : 'Salva prodotto'}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
