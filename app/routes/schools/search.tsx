import { MapPin, School as SchoolIcon } from 'lucide-react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { readableName } from '#common/format/readable-case.ts';
import { sharedPage } from '#common/page-cache.ts';
import { regionName } from '#common/schools/regions.ts';
import { SEARCH_PAGE_LIMIT, type SearchState } from '#common/schools/views.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { SchoolBadges } from '../../components/schools/school-badges.tsx';
import { SchoolCombobox } from '../../components/schools/school-combobox.tsx';
import type { Route } from './+types/search';

export { loader } from './search.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts).
export const cache = sharedPage({ shows: ['schools'] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const region = loaderData?.state.regione;
  const place = loaderData?.state.comune || loaderData?.state.provincia || (region ? regionName(region) : '');
  return [
    {
      title: routeTitle(matches, place ? `Scuole a ${place}` : 'Cerca la tua scuola'),
    },
    {
      name: 'description',
      content:
        'Cerca la scuola per regione, provincia e comune o per nome, e apri l’elenco dei libri di testo adottati da ogni classe.',
    },
  ];
};

type Level = keyof SearchState;
// SPEC.md section 4: a change clears every field below it (and the name); type and
// characteristic clear only the name.
const BELOW: Record<Level, Level[]> = {
  regione: ['provincia', 'comune', 'tipologia', 'caratteristica', 'nome'],
  provincia: ['comune', 'tipologia', 'caratteristica', 'nome'],
  comune: ['tipologia', 'caratteristica', 'nome'],
  tipologia: ['nome'],
  caratteristica: ['nome'],
  nome: [],
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, regioni, province, comuni, tipologie, caratteristiche, results } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/search';

  function change(level: Level, value: string) {
    const next: SearchState = { ...state, [level]: value };
    for (const cleared of BELOW[level]) next[cleared] = '';
    const params = new URLSearchParams();
    for (const [key, v] of Object.entries(next)) if (v) params.set(key, v);
    navigate(`/search${params.size ? `?${params}` : ''}`, { preventScrollReset: true });
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">Cerca la tua scuola</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Scrivi il nome della scuola, il comune o il codice meccanografico, oppure scegli regione, provincia e comune.
      </p>

      <Form method="get" action="/search" className="card mt-6 grid gap-4 p-4 sm:p-6" role="search">
        <SchoolCombobox defaultValue={state.nome} />
        <p className="text-sm font-medium text-muted">Oppure scegli il luogo:</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label="Regione"
            name="regione"
            value={state.regione}
            options={regioni}
            optionLabel={regionName}
            placeholder="Scegli la regione"
            onChange={(v) => change('regione', v)}
          />
          <Select
            label="Provincia"
            name="provincia"
            value={state.provincia}
            options={province}
            placeholder={state.regione ? 'Scegli la provincia' : 'Prima la regione'}
            disabled={!state.regione}
            onChange={(v) => change('provincia', v)}
          />
          <Select
            label="Comune"
            name="comune"
            value={state.comune}
            options={comuni}
            placeholder={state.provincia ? 'Scegli il comune' : 'Prima la provincia'}
            disabled={!state.provincia}
            onChange={(v) => change('comune', v)}
          />
        </div>
        {state.comune ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Tipologia scuola"
              name="tipologia"
              value={state.tipologia}
              options={tipologie}
              placeholder="Tutte le tipologie"
              onChange={(v) => change('tipologia', v)}
            />
            <Select
              label="Caratteristica"
              name="caratteristica"
              value={state.caratteristica}
              options={caratteristiche}
              placeholder="Tutte le caratteristiche"
              onChange={(v) => change('caratteristica', v)}
            />
          </div>
        ) : null}
        <noscript>
          <p className="text-sm text-muted">
            Senza JavaScript: scegli regione, provincia e comune e premi Cerca per aggiornare gli elenchi.
          </p>
        </noscript>
      </Form>

      <section aria-live="polite" aria-busy={loading} className="mt-8">
        {loading ? (
          <p className="text-muted">Caricamento...</p>
        ) : results ? (
          <Results results={results} state={state} />
        ) : (
          <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">
            Scegli un comune o scrivi il nome della scuola per vedere le scuole.
          </p>
        )}
      </section>
    </div>
  );
}

function Results({
  results,
  state,
}: {
  results: NonNullable<Route.ComponentProps['loaderData']['results']>;
  state: SearchState;
}) {
  if (!results.scuole.length) {
    return (
      <div className="rounded-card border border-dashed border-line p-8 text-center">
        <SchoolIcon aria-hidden="true" className="mx-auto size-10 text-muted" />
        <p className="mt-3 font-semibold text-ink">
          {state.nome ? 'Nessuna scuola trovata con questo nome' : 'Nessuna scuola trovata per questo comune'}
        </p>
        <p className="mt-1 text-muted">Controlla il nome o prova con meno parole o con il codice meccanografico.</p>
      </div>
    );
  }
  return (
    <>
      <h2 className="text-xl font-semibold text-ink">Scuole trovate ({results.total})</h2>
      {results.total > results.scuole.length ? (
        <p className="mt-1 text-sm text-muted">
          Sono mostrate le prime {SEARCH_PAGE_LIMIT}: scegli una tipologia o scrivi parte del nome per restringere.
        </p>
      ) : null}
      <ul className="mt-4 grid gap-3">
        {results.scuole.map((s) => (
          <li key={s.codiceScuola}>
            <Link
              to={`/scuola/${s.codiceScuola}`}
              className="card block p-4 transition-colors hover:border-primary-300 hover:bg-primary-50/40"
            >
              <span className="block text-lg font-semibold text-primary-900">{readableName(s.nomeScuola)}</span>
              <span className="mt-1 flex items-start gap-1.5 text-sm text-muted">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {[s.indirizzo, s.comune, s.provincia]
                    .filter((v): v is string => Boolean(v))
                    .map(readableName)
                    .join(', ')}{' '}
                  · {s.codiceScuola}
                </span>
              </span>
              <span className="mt-2 block">
                <SchoolBadges {...s} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Select(props: {
  label: string;
  name: string;
  value: string;
  options: string[];
  placeholder: string;
  disabled?: boolean;
  /** What a person reads for a value (the value itself stays the data's). */
  optionLabel?: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const id = `f-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className="field-input"
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel ? props.optionLabel(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
