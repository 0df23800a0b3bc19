import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';

const OPEN_EVENT = 'cartella:preferenze-cookie';

/** Footer link that reopens the banner on the preferences; a plain link without JavaScript. */
export function OpenCookiePreferences({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <a
      href={`${location.pathname}?preferenze-cookie=1`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      Preferenze cookie
    </a>
  );
}

/**
 * Cookie banner per the Garante's 2021 guidelines: shown until a choice is made (and again
 * after six months), "Rifiuta tutto" as prominent as "Accetta tutto", closing means
 * refusing. It posts a plain form, so it works before JavaScript loads.
 */
export function CookieConsentBar() {
  const { consent, showCookiePreferences, csrfToken } = useRootData();
  const location = useLocation();
  const fetcher = useFetcher();
  const [openedByUser, setOpenedByUser] = useState(false);
  const [mode, setMode] = useState<'banner' | 'preferences'>(showCookiePreferences ? 'preferences' : 'banner');
  const titleId = useId();

  const here = location.pathname + stripPreferencesParam(location.search);
  const submitting = fetcher.state !== 'idle';
  // Once the visitor has chosen on this page, a page load that raced the choice (its
  // request left before the cookie was set) must not bring the bar back.
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    if (submitting) setDecided(true);
  }, [submitting]);
  const open = !submitting && ((consent === null && !decided) || showCookiePreferences || openedByUser);

  useEffect(() => {
    const onOpen = () => {
      setMode('preferences');
      setOpenedByUser(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data !== undefined) setOpenedByUser(false);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    document.body.classList.toggle('overflow-hidden', open);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape')
        fetcher.submit(
          { choice: 'reject', redirectTo: here, _csrf: csrfToken ?? '' },
          { method: 'post', action: '/cookie-consent' },
        );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The banner takes focus when it opens and keeps it inside until a choice is made.
  const dialogRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.contains(document.activeElement)) dialog.focus();
    const focusables = () =>
      [...dialog.querySelectorAll<HTMLElement>('button, a[href], input:not([disabled])')].filter(
        (el) => el.offsetParent !== null,
      );
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) (focusables()[0] ?? dialog).focus();
    };
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onTab);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onTab);
    };
  }, [open]);

  if (!open) return null;
  const current = consent ?? { analytics: false, marketing: false, social: false };

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/60 p-0 sm:items-center sm:p-4"
      data-testid="cookie-overlay"
    >
      <fetcher.Form
        method="post"
        action="/cookie-consent"
        ref={dialogRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative focus:outline-none max-h-[90dvh] w-full max-w-xl overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-6"
      >
        <input type="hidden" name="redirectTo" value={here} />
        {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
        <button
          type="submit"
          name="choice"
          value="reject"
          aria-label="Chiudi e rifiuta i cookie non necessari"
          className="absolute right-3 top-3 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="flex items-center gap-2 pr-10 text-lg font-bold text-primary-900">
          <Cookie aria-hidden="true" className="size-6 text-accent-600" />
          Rispettiamo la tua privacy
        </h2>
        {/* Short lines of small text: the banner is painted with the page and none of its
            blocks may be larger than the page's own largest element (Lighthouse's LCP on a
            phone; the largest text of a product page is its one-line title, issue 15). */}
        <ul className="mt-2 space-y-1 text-sm leading-snug text-ink/90">
          <li>Cookie tecnici sempre attivi: carrello e accesso.</li>
          <li>Analisi, marketing e social solo se acconsenti.</li>
          <li>Chiudere questo avviso equivale a rifiutare.</li>
          <li>Puoi cambiare idea da «Preferenze cookie» in fondo.</li>
          <li>
            <Link to="/privacy-policy" className="font-medium text-primary-700 underline">
              Leggi la privacy policy
            </Link>
          </li>
        </ul>

        {mode === 'preferences' ? (
          <fieldset className="mt-5 space-y-3">
            <legend className="mb-2 font-semibold">Le tue preferenze</legend>
            <Toggle
              name="necessary"
              label="Necessari"
              description="Sempre attivi: senza questi il negozio non funziona."
              checked
              disabled
            />
            <Toggle
              name="analytics"
              label="Analisi"
              description="Conteggi anonimi delle pagine visitate, per migliorare il sito."
              defaultChecked={current.analytics}
            />
            <Toggle
              name="marketing"
              label="Marketing"
              description="Offerte più adatte a te."
              defaultChecked={current.marketing}
            />
            <Toggle
              name="social"
              label="Social"
              description="Condivisione sui social network."
              defaultChecked={current.social}
            />
          </fieldset>
        ) : null}

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <button type="submit" name="choice" value="reject" className="btn-primary">
            Rifiuta tutto
          </button>
          <button type="submit" name="choice" value="accept" className="btn-primary">
            Accetta tutto
          </button>
          {mode === 'preferences' ? (
            <button type="submit" name="choice" value="save" className="btn-outline sm:col-span-2">
              Salva preferenze
            </button>
          ) : (
            <a
              href={`${location.pathname}?preferenze-cookie=1`}
              className="btn-outline sm:col-span-2"
              onClick={(event) => {
                event.preventDefault();
                setMode('preferences');
              }}
            >
              Gestisci preferenze
            </a>
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}

function Toggle(props: {
  name: string;
  label: string;
  description: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-line p-3">
      <label htmlFor={id} className="cursor-pointer">
        <span className="block font-medium">{props.label}</span>
        <span className="block text-sm text-muted">{props.description}</span>
      </label>
      <input
        id={id}
        type="checkbox"
        name={props.disabled ? undefined : props.name}
        value="1"
        checked={props.checked}
        defaultChecked={props.defaultChecked}
        disabled={props.disabled}
        readOnly={props.checked !== undefined}
        className="mt-1 size-6 shrink-0 accent-primary-700"
      />
    </div>
  );
}

function stripPreferencesParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('preferenze-cookie');
  const s = params.toString();
  return s ? `?${s}` : '';
}
