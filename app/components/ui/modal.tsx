import { X } from 'lucide-react';
import { type ElementType, type FormHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal around the native `<dialog>`: the browser keeps focus inside it, Esc closes it and
 * focus returns to the control that opened it. `open` drives it; `onClose` hears every way
 * of closing (Esc, the × button, `close()`). With `form`, the body and the footer are one
 * form (its props: method, onSubmit, …) that scrolls inside the dialog.
 */
export function Modal(props: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  form?: FormHTMLAttributes<HTMLFormElement>;
  /** The form's component when it is not a plain <form> (a fetcher's `Form`). */
  formAs?: ElementType;
  size?: 'md' | 'lg';
  /** Classes of the scrolling body (its grid). */
  bodyClassName?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open } = props;
  const FormTag = props.formAs ?? 'form';

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const body = (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h2 id={titleId} className="text-xl font-bold text-primary-950">
          {props.title}
        </h2>
        <button type="button" className="btn-ghost size-11 p-0" onClick={props.onClose} aria-label="Chiudi">
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className={`overflow-y-auto px-5 py-4 ${props.bodyClassName ?? 'grid gap-4'}`}>{props.children}</div>
      {props.footer ? (
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-5 py-3">
          {props.footer}
        </footer>
      ) : null}
    </>
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto w-full rounded-card p-0 shadow-xl backdrop:bg-ink/50 ${props.size === 'lg' ? 'max-w-3xl' : 'max-w-2xl'}`}
      onClose={props.onClose}
    >
      {props.form ? (
        <FormTag noValidate {...props.form} className="flex max-h-[90vh] flex-col">
          {body}
        </FormTag>
      ) : (
        <div className="flex max-h-[90vh] flex-col">{body}</div>
      )}
    </dialog>
  );
}
