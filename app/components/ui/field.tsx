import { Eye, EyeOff } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { ErrorList } from './error-list.tsx';

/**
 * What every control of the kit shares: a label, an optional hint, the messages that make it
 * invalid. `id` is the control's id (Conform's `field.id`, so the error summary can link to
 * it); without one a stable id is made up.
 */
type Common = {
  label: ReactNode;
  hint?: ReactNode;
  /** The control's messages (one string for a single server message). */
  errors?: ReadonlyArray<string> | string | null;
  /** Classes of the wrapper (grid placement). */
  className?: string;
};

/** Ids and ARIA attributes tying a control to its hint and its messages. */
function useDescribed(id: string | undefined, hint: ReactNode, given: Common['errors']) {
  const errors = typeof given === 'string' ? [given] : given;
  const fallback = useId();
  const controlId = id ?? fallback;
  const invalid = Boolean(errors?.some(Boolean));
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = invalid ? `${controlId}-error` : undefined;
  return {
    controlId,
    errors,
    hintId,
    errorId,
    aria: {
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  ) : null;
}

/** The label above a control, its hint and its messages below. */
function Frame(props: {
  d: ReturnType<typeof useDescribed>;
  label: ReactNode;
  hint: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.d.controlId} className="field-label">
        {props.label}
      </label>
      {props.children}
      <Hint id={props.d.hintId}>{props.hint}</Hint>
      <ErrorList id={props.d.errorId} errors={props.d.errors} />
    </div>
  );
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { inputClassName?: string };

/** A labelled input with its hint and its messages tied to it for screen readers. */
export function Field({ label, hint, errors, className, id, inputClassName, ...input }: InputProps) {
  const d = useDescribed(id, hint, errors);
  return (
    <Frame d={d} label={label} hint={hint} className={className}>
      <input id={d.controlId} className={`field-input ${inputClassName ?? ''}`} {...d.aria} {...input} />
    </Frame>
  );
}

/** A password input with a show/hide button (the button works once JavaScript runs). */
export function PasswordField({ label, hint, errors, className, id, ...input }: Omit<InputProps, 'type'>) {
  const d = useDescribed(id, hint, errors);
  const [visible, setVisible] = useState(false);
  return (
    <Frame d={d} label={label} hint={hint} className={className}>
      <div className="relative">
        <input
          id={d.controlId}
          type={visible ? 'text' : 'password'}
          className="field-input pr-12"
          {...d.aria}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Nascondi password' : 'Mostra password'}
          aria-pressed={visible}
          aria-controls={d.controlId}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </Frame>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** A first, empty choice ("Scegli…"). */
    placeholder?: string;
  };

/** A labelled select built from value/label pairs. */
export function SelectField({ label, hint, errors, className, id, options, placeholder, ...select }: SelectProps) {
  const d = useDescribed(id, hint, errors);
  return (
    <Frame d={d} label={label} hint={hint} className={className}>
      <select id={d.controlId} className="field-input" {...d.aria} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type TextareaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { inputClassName?: string };

/** A labelled textarea. */
export function TextareaField({ label, hint, errors, className, id, inputClassName, ...textarea }: TextareaProps) {
  const d = useDescribed(id, hint, errors);
  return (
    <Frame d={d} label={label} hint={hint} className={className}>
      <textarea id={d.controlId} className={`field-input ${inputClassName ?? 'min-h-28'}`} {...d.aria} {...textarea} />
    </Frame>
  );
}

type CheckboxProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & {
    /**
     * Post the name even when unticked (an empty value before the box, as Rails does), so a
     * required box left unticked is validated and reported like any other field.
     */
    postUnchecked?: boolean;
  };

/** A checkbox with its label beside it and its messages below. */
export function Checkbox({ label, hint, errors, className, id, postUnchecked, ...input }: CheckboxProps) {
  const d = useDescribed(id, hint, errors);
  return (
    <div className={className}>
      {postUnchecked && input.name ? <input type="hidden" name={input.name} value="" /> : null}
      <div className="flex min-h-11 items-start gap-3">
        <input
          id={d.controlId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary-700"
          {...d.aria}
          {...input}
        />
        <label htmlFor={d.controlId} className="text-sm">
          {label}
        </label>
      </div>
      <Hint id={d.hintId}>{hint}</Hint>
      <ErrorList id={d.errorId} errors={d.errors} />
    </div>
  );
}
