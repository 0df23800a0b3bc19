import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useRootData } from '../../lib/root-data.ts';

/** The hidden CSRF field every form carries (the page's token unless one is given). */
export function CsrfField({ token }: { token?: string | null }) {
  const root = useRootData();
  const value = token ?? root.csrfToken ?? '';
  return <input type="hidden" name="_csrf" value={value} />;
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error message tied to it for screen readers. */
export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide button (the button appears once JavaScript runs). */
export function PasswordField({ label, name, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="field-input pr-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Nascondi password' : 'Mostra password'}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message (errors in red, confirmations in green), announced when it appears. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
      >
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p
        role="status"
        className="rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success"
      >
        {success}
      </p>
    );
  }
  return null;
}

/** A centred card for the sign-in pages. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-primary-50 to-white">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="card w-full max-w-lg p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-primary-950 sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
