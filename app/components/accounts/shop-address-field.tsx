import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RESERVED_SLUGS, SLUG_PATTERN } from '#common/tenants/slug.ts';
import { ApiError, api } from '../../lib/api.ts';
import { Field } from '../ui/field.tsx';

const DEBOUNCE_MS = 350;

type Check = { state: 'idle' | 'checking' | 'free' | 'busy' | 'unknown'; text: string };

/**
 * "Registra libreria": the shop's address `<nome>.<SITE_SUFFIX>`, checked while the owner
 * types (`GET /api/tenants/domain-available`, a moment after the last key). Without
 * JavaScript the registration checks it when the form is sent.
 */
export function ShopAddressField(props: {
  value: string;
  onChange: (value: string) => void;
  siteSuffix: string;
  errors?: ReadonlyArray<string> | string | null;
}) {
  const domain = props.value.trim().toLowerCase();
  const [check, setCheck] = useState<Check>({ state: 'idle', text: '' });

  useEffect(() => {
    if (!domain) {
      setCheck({ state: 'idle', text: '' });
      return;
    }
    // The rules both sides know are checked at once; the database only for a valid name.
    if (!SLUG_PATTERN.test(domain) || RESERVED_SLUGS.has(domain)) {
      setCheck({ state: 'checking', text: '' });
    } else setCheck({ state: 'checking', text: 'Controllo se è libero…' });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await api('get', '/api/tenants/domain-available', {
          query: { domain },
          signal: controller.signal,
        });
        setCheck(
          answer.available
            ? { state: 'free', text: `${domain}.${props.siteSuffix} è libero` }
            : { state: 'busy', text: answer.reason ?? 'Indirizzo non disponibile' },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not knowing is no reason to stop the owner: the registration checks again.
        setCheck({
          state: 'unknown',
          text:
            error instanceof ApiError && error.status === 429
              ? ''
              : 'Non riesco a controllarlo ora: lo verifichiamo alla registrazione.',
        });
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [domain, props.siteSuffix]);

  const preview = domain || 'nome-libreria';
  return (
    <div>
      <Field
        label="Indirizzo del negozio"
        name="domain"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        hint="Lettere minuscole, numeri e trattini, da 3 a 63 caratteri."
        errors={props.errors}
      />
      <div className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
        <p>
          Il tuo negozio sarà su{' '}
          <strong data-testid="domain-preview" className="break-all">
            {preview}.{props.siteSuffix}
          </strong>
        </p>
        <p
          data-testid="domain-check"
          data-state={check.state}
          aria-live="polite"
          className={`mt-1 flex min-h-5 items-center gap-1.5 font-medium ${check.state === 'busy' ? 'text-danger' : check.state === 'free' ? 'text-success' : 'text-primary-900'}`}
        >
          {check.state === 'free' ? <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" /> : null}
          {check.state === 'busy' ? <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> : null}
          {check.state === 'checking' && check.text ? (
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          ) : null}
          {check.text}
        </p>
      </div>
    </div>
  );
}
