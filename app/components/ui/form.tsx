import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/** The name of the hidden button Conform submits the form with to validate a field. */
const CONFORM_INTENT = '__intent__';

/** The fields of a posted form, nested by their names (`contatto.email` → { contatto: { email } }). */
export type FormPayload = Submission<unknown>['payload'];

/**
 * A form validated by one zod schema in the browser (on blur, then on every keystroke so a
 * message goes as soon as the field is fixed) and again by the action with `parseWithZod`.
 * `lastResult` is what the action replied (`submission.reply()`). `submits` counts the
 * attempts (the browser's and the server's) for the error summary.
 */
export function useKitForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
    /** Leave texts as typed ("" stays "", no number or boolean guessing) when the schema is the API's JSON one. */
    disableAutoCoercion?: boolean;
    /** Called with the valid submission instead of the browser's post (a form that calls an API). */
    onValidSubmit?: (event: FormEvent<HTMLFormElement>, payload: FormPayload) => void;
  } = {},
) {
  const [submits, setSubmits] = useState(0);
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    // biome-ignore lint/suspicious/noExplicitAny: Conform's DefaultValue type is recursive over the schema; the caller's shape is checked by the schema itself
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: options.disableAutoCoercion }),
    onSubmit: options.onValidSubmit
      ? (event, { submission }) => {
          event.preventDefault();
          if (submission?.status === 'success') options.onValidSubmit?.(event, submission.payload);
        }
      : undefined,
  });
  useEffect(() => {
    if (options.lastResult) setSubmits((n) => n + 1);
  }, [options.lastResult]);
  const props = getFormProps(form);
  const formProps = {
    ...props,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // Conform validates a field (on blur, on input) by submitting the form with its own
      // intent button: only a person's submit is an attempt, or the summary would take the
      // focus at every keystroke.
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.name !== CONFORM_INTENT) setSubmits((n) => n + 1);
      props.onSubmit(event);
    },
  };
  return { form, fields, formProps, submits };
}

/** The props a kit control takes from a Conform field: id (for the summary's link), name, value, messages. */
export function control(field: FieldMetadata<unknown>) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
    required: field.required,
    errors: field.errors,
  };
}

/** The same for a checkbox (its value is "on" when ticked). */
export function checkboxControl(field: FieldMetadata<unknown>) {
  return {
    id: field.id,
    name: field.name,
    defaultChecked: field.initialValue === 'on' || field.initialValue === 'true',
    errors: field.errors,
  };
}

/**
 * The problems of the last attempt at the top of the form, each a link to its field (named
 * by `labels`; the field's own message stays beside it); focus moves here after each attempt
 * so screen readers hear it. A problem leaves the list as soon as its field is fixed; the
 * list goes when none is left. Messages of the whole form (no field) are listed as they are.
 */
export function ErrorSummary({
  form,
  submits,
  labels,
  title = 'Controlla questi campi:',
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the summary reads only allErrors and id, for any schema
  form: FormMetadata<any, string[]>;
  submits: number;
  /** The field names as people read them ("nome" → "Nome"); list items "immagini[0]" use "immagini". */
  labels: Record<string, string>;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const errors = form.allErrors;
  const latest = useRef(errors);
  latest.current = errors;
  const [names, setNames] = useState<string[]>(() => Object.keys(errors));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    // The names are taken once per attempt, after Conform has applied that attempt's result
    // (it can land a render after the submit event), not on every keystroke.
    const timer = setTimeout(() => {
      setNames(Object.keys(latest.current));
      setAttempt(submits);
    }, 0);
    return () => clearTimeout(timer);
  }, [submits]);
  // Focus comes here once the list of this attempt is on the page (after Conform has put it on
  // the first invalid field).
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  const items = names.flatMap((name) => {
    const message = errors[name]?.[0];
    if (!message) return [];
    const label = labels[name] ?? labels[name.replace(/\[(\d+)\]/g, '')];
    return [{ name, message: name && label ? label : message }];
  });
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${form.id}-summary`}
      className="rounded-lg border border-danger/40 bg-danger/5 px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-danger"
    >
      <p id={`${form.id}-summary`} className="font-semibold text-danger">
        {title}
      </p>
      <ul className="mt-1 grid gap-0.5">
        {items.map(({ name, message }) => (
          <li key={name || 'form'}>
            {name ? (
              <a
                href={`#${form.id}-${name}`}
                className="inline-flex min-h-6 items-center font-medium text-danger underline underline-offset-2"
                onClick={(event) => {
                  const target = document.getElementById(`${form.id}-${name}`);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }}
              >
                {message}
              </a>
            ) : (
              <span className="text-danger">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
