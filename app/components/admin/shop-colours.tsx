import { Check } from 'lucide-react';
import { useId } from 'react';
import { Form } from 'react-router';
import { PALETTE, PLATFORM_COLOR } from '#common/tenants/palette.ts';
import { CsrfField, FormMessage } from '../accounts/form-parts.tsx';

type Answer = { done?: string; error?: string; fields?: Record<string, string> } | undefined;

/**
 * /admin/negozio: the shop's colour, one of the accessible palette (common/tenants/palette.ts).
 * Each swatch is drawn with the palette's own tokens (`data-brand`, app/brand.css), so what
 * the owner sees is what the shop will use.
 */
export function ShopColoursSection(props: { brandColor: string | null; answer: Answer; busy: boolean }) {
  const id = useId();
  const current = props.brandColor ?? PLATFORM_COLOR;
  const error = props.answer?.fields?.brandColor ?? props.answer?.error;
  return (
    <section id="colori" aria-labelledby={`${id}-title`} className="card p-4 sm:p-5">
      <Form method="post" className="grid gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value="colore" />
        <fieldset>
          <legend id={`${id}-title`} className="text-lg font-semibold">
            Colore del negozio <span className="text-sm font-normal text-muted">(facoltativo)</span>
          </legend>
          <p className="mt-1 text-sm text-muted">
            Il colore di pulsanti, link e piè di pagina. Tutti hanno il contrasto giusto per essere letti bene.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
            {PALETTE.map((colour) => (
              <label
                key={colour.key}
                data-brand={colour.key}
                className="group flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-line p-2 has-checked:border-primary-700 has-checked:ring-2 has-checked:ring-primary-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500"
              >
                <input
                  type="radio"
                  name="brandColor"
                  value={colour.key}
                  defaultChecked={colour.key === current}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-md bg-primary-700 text-white"
                >
                  <Check className="hidden size-5 group-has-checked:block" />
                </span>
                <span className="grid text-sm">
                  <span className="font-medium text-primary-900">{colour.name}</span>
                  {colour.key === PLATFORM_COLOR ? <span className="text-muted">colori di Cartella</span> : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className="btn-primary" disabled={props.busy}>
            Salva il colore
          </button>
        </div>
        <div aria-live="polite">
          <FormMessage error={error} success={error ? undefined : props.answer?.done} />
        </div>
      </Form>
    </section>
  );
}
