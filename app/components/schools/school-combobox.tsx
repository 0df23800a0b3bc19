import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readableName } from '#common/format/readable-case.ts';
import type { School } from '#common/schools/views.ts';
import { useSchoolSuggestions } from './use-school-suggestions.ts';

export const SCHOOL_SEARCH_LABEL = 'Nome della scuola, comune o codice';

/**
 * The school search box with suggestions while typing (WAI-ARIA combobox with a listbox
 * popup). It is a plain `nome` text field of the surrounding GET form: without JavaScript,
 * or with Enter and no suggestion chosen, the form goes to /search?nome=….
 */
export function SchoolCombobox({ defaultValue = '', large = false }: { defaultValue?: string; large?: boolean }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { schools, total, loading, failed } = useSchoolSuggestions(text);
  useEffect(() => setText(defaultValue), [defaultValue]);
  useEffect(() => {
    // Text typed before the page became interactive counts too.
    if (input.current?.value) setText(input.current.value);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer resets the highlighted option
  useEffect(() => setActive(-1), [schools]);

  const expanded = open && text.trim().length >= 2 && schools.length > 0;
  const nothing = open && text.trim().length >= 2 && !loading && !failed && schools.length === 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function choose(school: School) {
    setOpen(false);
    navigate(`/scuola/${school.codiceScuola}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!schools.length) return;
      event.preventDefault();
      setOpen(true);
      const last = schools.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i < last ? i + 1 : 0) : i > 0 ? i - 1 : last));
    } else if (event.key === 'Enter' && expanded && active >= 0 && schools[active]) {
      event.preventDefault();
      choose(schools[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  }

  const status =
    text.trim().length < 2
      ? ''
      : loading
        ? 'Ricerca in corso…'
        : failed
          ? 'Suggerimenti non disponibili: premi Cerca'
          : countMessage(schools.length, total);

  return (
    <div className="relative">
      <label htmlFor={inputId} className="field-label">
        {SCHOOL_SEARCH_LABEL}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          name="nome"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          enterKeyHint="search"
          placeholder="Es. liceo Galilei"
          className={`field-input ${large ? 'min-h-12 text-lg' : ''}`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn-primary shrink-0">
          <Search aria-hidden="true" className="size-5" />
          Cerca
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Scrivi anche più parole: «liceo romita», «media deledda cagliari». Frecce per scegliere, Invio per aprire.
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Scuole suggerite"
        hidden={!expanded}
        className="absolute inset-x-0 z-20 mt-1 max-h-96 overflow-auto rounded-card border border-line bg-white py-1 shadow-lg"
      >
        {schools.map((s, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant), as the combobox pattern says
          <div
            key={s.codiceScuola}
            tabIndex={-1}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps focus in the field; the click still chooses.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-primary-50 outline-2 -outline-offset-2 outline-primary-600' : 'hover:bg-surface'}`}
          >
            <span className="block font-medium text-ink">{readableName(s.nomeScuola)}</span>
            <span className="block text-sm text-muted">
              {[readableName(s.comune), s.provincia !== s.comune && readableName(s.provincia), s.codiceScuola]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
        ))}
      </div>
      {nothing ? (
        <p className="absolute inset-x-0 z-20 mt-1 rounded-card border border-line bg-white px-3 py-2 text-muted shadow-lg">
          Nessuna scuola suggerita: premi Cerca o prova con meno parole
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
    </div>
  );
}

function countMessage(shown: number, total: number): string {
  if (shown === 0) return 'Nessuna scuola trovata';
  const n = shown === 1 ? '1 scuola suggerita' : `${shown} scuole suggerite`;
  return total > shown ? `${n} su ${total}: usa le frecce per scegliere` : `${n}: usa le frecce per scegliere`;
}
