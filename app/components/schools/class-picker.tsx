import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { readableSubject } from '#common/format/readable-case.ts';
import type { ClassSummary } from '#common/schools/views.ts';

export type ListChoice = { classe: string; sezione: string; piano: string };

/** How long arrow-key changes wait before the page loads the list they settle on. */
const KEYBOARD_SETTLE_MS = 600;

/**
 * Class, section and (where the section has several) study plan. A mouse or touch choice
 * loads at once; arrow keys only move the shown value and the list loads once they stop
 * (or on Enter / leaving the field), so stepping through classes does not load each one.
 */
export function ClassPicker(props: {
  classes: ClassSummary[];
  current: ListChoice;
  onChoose: (choice: ListChoice) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const { classes, current, onChoose, onPendingChange } = props;
  const [shown, setShown] = useState<ListChoice>(current);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keyboard = useRef(false);
  const pending = useRef<ListChoice | null>(null);
  const { classe, sezione, piano } = current;
  useEffect(() => setShown({ classe, sezione, piano }), [classe, sezione, piano]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sections = classes.find((c) => String(c.classe) === shown.classe)?.sezioni ?? [];
  const plans = sections.find((s) => s.sezione === shown.sezione)?.piani ?? [];

  function flush() {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) {
      onPendingChange(false);
      onChoose(next);
    }
  }
  function change(next: ListChoice) {
    setShown(next);
    pending.current = next;
    if (keyboard.current) {
      clearTimeout(timer.current);
      onPendingChange(true);
      timer.current = setTimeout(flush, KEYBOARD_SETTLE_MS);
    } else flush();
  }
  const keys = {
    onKeyDown: (e: React.KeyboardEvent) => {
      keyboard.current = e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End' || e.key.length === 1;
      if (e.key === 'Enter') flush();
    },
    onPointerDown: () => {
      keyboard.current = false;
    },
    onBlur: flush,
  };

  return (
    <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor="classe" className="field-label">
          Classe
        </label>
        <select
          id="classe"
          name="classe"
          className="field-input"
          value={shown.classe}
          onChange={(e) => change({ classe: e.target.value, sezione: '', piano: '' })}
          {...keys}
        >
          <option value="">Scegli la classe</option>
          {classes.map((c) => (
            <option key={c.classe} value={c.classe}>
              {c.classe}ª
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sezione" className="field-label">
          Sezione
        </label>
        <select
          id="sezione"
          name="sezione"
          className="field-input"
          value={shown.sezione}
          disabled={!shown.classe}
          onChange={(e) => change({ ...shown, sezione: e.target.value, piano: '' })}
          {...keys}
        >
          <option value="">Tutte le sezioni</option>
          {sections.map((s) => (
            <option key={s.sezione} value={s.sezione}>
              {s.sezione}
            </option>
          ))}
        </select>
      </div>
      {plans.length > 1 ? (
        <div className="sm:col-span-2">
          <label htmlFor="piano" className="field-label">
            Piano di studi
          </label>
          <select
            id="piano"
            name="piano"
            className="field-input"
            value={shown.piano}
            onChange={(e) => change({ ...shown, piano: e.target.value })}
            {...keys}
          >
            <option value="">Scegli il piano di studi</option>
            {plans.map((p) => (
              <option key={p} value={p}>
                {readableSubject(p)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <noscript>
        <button type="submit" className="btn-outline w-full">
          Mostra
        </button>
      </noscript>
    </Form>
  );
}
