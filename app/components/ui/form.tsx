import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldRule, type FormRules, ruleOf } from '#common/forms/rules.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * What an action answers about a post: messages by field name, '' for the whole form.
 * Conform's `submission.reply()` on the server has this shape.
 */
export type FormReply = { error?: Record<string, string[] | null> | null };

/** Messages by field name; '' holds the whole form's. */
export type FormErrors = Record<string, string[]>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: EventTarget | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** The control's problem in the words of its schema (the rule's messages), or none. */
function messageOf(el: Control, rule: FieldRule | undefined): string | undefined {
  const v = el.validity;
  if (v.valid) return undefined;
  const m = rule?.messages ?? {};
  if (v.valueMissing) return m.missing ?? 'Campo obbligatorio';
  if (v.tooShort) return m.tooShort ?? `Almeno ${'minLength' in el ? el.minLength : 0} caratteri`;
  if (v.tooLong) return m.tooLong ?? `Al massimo ${'maxLength' in el ? el.maxLength : 0} caratteri`;
  return m.invalid ?? 'Valore non valido';
}

const errorsOf = (reply: FormReply): FormErrors =>
  Object.fromEntries(
    Object.entries(reply.error ?? {}).flatMap(([name, list]) => {
      const messages = list?.filter(Boolean) ?? [];
      return messages.length > 0 ? [[name, messages]] : [];
    }),
  );

/**
 * A form checked in the browser by its native constraints (decision 0037): `rules` come from
 * the loader, derived on the server from the zod schema the action validates with, so the
 * attributes and the messages are the schema's and no zod reaches the browser. A field is
 * checked when it loses focus, then at every keystroke so a message goes as soon as it is
 * fixed; every field at submit, where nothing is posted while one is wrong. The server
 * checks again: `lastResult` is its reply, shown the same way. `submits` counts the attempts
 * (the browser's and the server's) for the error summary. Without JavaScript the browser
 * checks the same attributes itself (`noValidate` comes with hydration).
 */
export function useKitForm(options: {
  id: string;
  rules: FormRules;
  lastResult?: FormReply | null;
  /** Initial values by field name (`contatto.nome`). */
  defaultValue?: Record<string, string>;
  /**
   * Called with the valid form instead of the browser's post (a form that calls an API;
   * `formPayload` reads it as JSON).
   */
  onValidSubmit?: (event: FormEvent<HTMLFormElement>, data: FormData) => void;
}) {
  const { id, rules, lastResult, defaultValue = {}, onValidSubmit } = options;
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FormErrors>(() => (lastResult ? errorsOf(lastResult) : {}));
  const [submits, setSubmits] = useState(0);
  const [values, setValues] = useState<Record<string, string>>(defaultValue);
  /** Fields checked once: from then on they are checked at every keystroke. */
  const checked = useRef(new Set<string>());

  useEffect(() => {
    if (!lastResult) return;
    setErrors(errorsOf(lastResult));
    setSubmits((n) => n + 1);
  }, [lastResult]);

  const check = (el: Control) => {
    checked.current.add(el.name);
    const message = messageOf(el, ruleOf(rules, el.name));
    setErrors((current) => {
      if (!message && !current[el.name]) return current;
      const next = { ...current };
      if (message) next[el.name] = [message];
      else delete next[el.name];
      return next;
    });
  };

  const formProps = {
    id,
    noValidate: hydrated || undefined,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      if (isControl(event.target) && event.target.name && event.target.willValidate) check(event.target);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const el = event.target;
      if (!isControl(el) || !el.name) return;
      if (!(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')))
        setValues((current) => ({ ...current, [el.name]: el.value }));
      if (el.willValidate && (checked.current.has(el.name) || errors[el.name])) check(el);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const found: FormErrors = {};
      for (const el of Array.from(event.currentTarget.elements)) {
        if (!isControl(el) || !el.name || !el.willValidate || found[el.name]) continue;
        checked.current.add(el.name);
        const message = messageOf(el, ruleOf(rules, el.name));
        if (message) found[el.name] = [message];
      }
      setErrors(found);
      setSubmits((n) => n + 1);
      if (Object.keys(found).length > 0) {
        event.preventDefault();
        return;
      }
      if (onValidSubmit) {
        event.preventDefault();
        onValidSubmit(event, new FormData(event.currentTarget));
      }
    },
  };

  /** A kit control's props for field `name`: id (for the summary's link), constraints, messages. */
  const field = (name: string) => {
    const { messages: _, ...constraints } = ruleOf(rules, name) ?? { messages: {} };
    // Only the constraints the schema has: a control's own (a CAP's maxLength={5}) stays.
    return { id: `${id}-${name}`, name, defaultValue: defaultValue[name], errors: errors[name], ...constraints };
  };

  /** The same for a checkbox (ticked by default when its value is "on"). */
  const checkbox = (name: string) => ({
    id: `${id}-${name}`,
    name,
    defaultChecked: defaultValue[name] === 'on',
    required: ruleOf(rules, name)?.required,
    errors: errors[name],
  });

  return { form: { id, errors }, field, checkbox, values, formProps, submits };
}

/** What ErrorSummary reads of a form. */
export type KitForm = ReturnType<typeof useKitForm>['form'];

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
  form: KitForm;
  submits: number;
  /** The field names as people read them ("nome" → "Nome"); list items "immagini[0]" use "immagini". */
  labels: Record<string, string>;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { errors } = form;
  const latest = useRef(errors);
  latest.current = errors;
  const [names, setNames] = useState<string[]>(() => Object.keys(errors));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    // The names are taken once per attempt, after that attempt's messages are on the page,
    // not at every keystroke.
    const timer = setTimeout(() => {
      setNames(Object.keys(latest.current));
      setAttempt(submits);
    }, 0);
    return () => clearTimeout(timer);
  }, [submits]);
  // Focus comes here once the list of this attempt is on the page.
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
