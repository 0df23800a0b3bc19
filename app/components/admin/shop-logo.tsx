import { ImageUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-router';
import { CsrfField, FormMessage } from '../accounts/form-parts.tsx';
import { Logo } from '../layout/logo.tsx';

/** The same limits as the server (server/tenants/logo.ts), checked before sending. */
const MAX_BYTES = 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type Answer = { done?: string; error?: string; fields?: Record<string, string> } | undefined;

/**
 * /admin/negozio: the shop's logo (optional). A plain multipart form, so it works without
 * JavaScript; with it, a file too large or of the wrong kind is refused before it is sent.
 * The server decides from the picture's bytes, not from its name.
 */
export function ShopLogoSection(props: { name: string; logoUrl: string | null; answer: Answer; busy: boolean }) {
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const serverError = props.answer?.fields?.logo ?? props.answer?.error;
  const error = local ?? serverError;

  function check(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('logo') as HTMLInputElement | null;
    const file = input?.files?.[0];
    let problem: string | null = null;
    if (!file) problem = 'Scegli un’immagine PNG, JPEG o WebP.';
    else if (file.size > MAX_BYTES) problem = 'Logo troppo grande: al massimo 1 MB.';
    else if (file.type && !TYPES.includes(file.type)) problem = 'Il logo deve essere un’immagine PNG, JPEG o WebP.';
    setLocal(problem);
    if (problem) event.preventDefault();
  }

  return (
    <section id="logo" aria-labelledby={`${id}-title`} className="card grid gap-4 p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Logo <span className="text-sm font-normal text-muted">(facoltativo)</span>
        </h2>
        <p className="mt-1 text-sm text-muted">
          Compare nell’intestazione del negozio al posto del nome. PNG, JPEG o WebP fino a 1 MB; meglio orizzontale, su
          fondo chiaro o trasparente. Niente SVG.
        </p>
      </div>
      <div className="flex min-h-16 items-center rounded-lg border border-line bg-white px-4 py-3">
        <span className="sr-only">Come appare nell’intestazione: </span>
        <Logo name={props.name} logoUrl={props.logoUrl} />
      </div>
      <Form method="post" encType="multipart/form-data" className="grid gap-3" onSubmit={check}>
        <CsrfField />
        <input type="hidden" name="intent" value="logo" />
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            Immagine del logo
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="logo"
            accept={TYPES.join(',')}
            aria-describedby={`${id}-status`}
            aria-invalid={error ? true : undefined}
            onChange={() => setLocal(null)}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-medium"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={props.busy}>
            <ImageUp aria-hidden="true" className="size-5" />
            Carica il logo
          </button>
        </div>
      </Form>
      {props.logoUrl ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="logo-remove" />
          <button type="submit" className="btn-outline" disabled={props.busy}>
            Togli il logo
          </button>
        </Form>
      ) : null}
      <div id={`${id}-status`} aria-live="polite">
        <FormMessage error={error ?? undefined} success={error ? undefined : props.answer?.done} />
      </div>
    </section>
  );
}
