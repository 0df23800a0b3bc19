import { ArrowLeft, MapPin, School as SchoolIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { readableName, readableSubject } from '#common/format/readable-case.ts';
import { formatLongDate } from '#common/format.ts';
import { sharedPage } from '#common/page-cache.ts';
import type { PageBook } from '#common/schools/views.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { NotFoundMessage } from '../../components/not-found.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { BookRow, BookRowSkeleton } from '../../components/schools/book-row.tsx';
import { ClassList } from '../../components/schools/class-list.tsx';
import { ClassPicker, type ListChoice } from '../../components/schools/class-picker.tsx';
import { SchoolBadges } from '../../components/schools/school-badges.tsx';
import { schoolJsonLd } from '../../components/schools/school-json-ld.ts';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/school';

export { loader } from './school.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts). The Ministry's lists and the shop's textbook prices.
export const cache = sharedPage({ shows: ['schools', 'books'] });

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (!page) return [{ title: pageTitle(root, 'Scuola non trovata') }, { name: 'robots', content: 'noindex' }];
  const { school } = page;
  const classText = page.classe ? ` – classe ${page.classe}ª${page.sezione ? ` ${page.sezione}` : ''}` : '';
  return [
    { title: `Libri di testo ${readableName(school.nomeScuola)} – ${readableName(school.comune)}${classText}` },
    {
      name: 'description',
      content: `Elenco dei libri di testo adottati da ${school.nomeScuola} (${school.comune}, ${school.provincia}) per ogni classe e sezione${page.schoolYear ? `, anno scolastico ${page.schoolYear}` : ''}: ordinali in un solo acquisto.`,
    },
    { tagName: 'link', rel: 'canonical', href: `${page.origin}/scuola/${school.codiceScuola}` },
  ];
};

type Browse = { sezione: string; plans: { piano: string; subjects: [string, PageBook[]][] }[] }[];

/** The browse view (no list chosen): section → plan → subject, one row per book. */
function browseGroups(books: PageBook[]): Browse {
  const groups: Browse = [];
  for (const book of books) {
    let section = groups.find((g) => g.sezione === book.sezione);
    if (!section) {
      section = { sezione: book.sezione, plans: [] };
      groups.push(section);
    }
    let plan = section.plans.find((p) => p.piano === book.combinazione);
    if (!plan) {
      plan = { piano: book.combinazione, subjects: [] };
      section.plans.push(plan);
    }
    let subject = plan.subjects.find(([s]) => s === book.disciplina);
    if (!subject) {
      subject = [book.disciplina, []];
      plan.subjects.push(subject);
    }
    if (!subject[1].some((b) => b.isbn === book.isbn)) subject[1].push(book);
  }
  return groups;
}

export default function SchoolPage({ loaderData }: Route.ComponentProps) {
  const { school, classes, classe, sezione, piano, books, schoolYear, dataDate, regionLabel } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [pending, setPending] = useState(false);
  const location = useLocation();
  // Skeleton rows only while another list of this school loads (not for a reload of the same
  // page, e.g. the one that follows the cookie choice).
  const loading =
    pending ||
    (navigation.state === 'loading' &&
      navigation.location.pathname === location.pathname &&
      navigation.location.search !== location.search);
  const hydrated = useHydrated();
  const browse = useMemo(() => browseGroups(books), [books]);
  const listReady = Boolean(classe && sezione && piano);

  function choose(next: ListChoice) {
    const params = new URLSearchParams();
    if (next.classe) params.set('classe', next.classe);
    if (next.classe && next.sezione) params.set('sezione', next.sezione);
    if (next.classe && next.sezione && next.piano) params.set('piano', next.piano);
    navigate(`?${params}`, { preventScrollReset: true });
  }

  const listName = `Libri di testo classe ${classe}ª${sezione ? ` ${sezione}` : ''}`;
  const schoolName = readableName(school.nomeScuola);
  const sectionPlans = classes.find((c) => c.classe === classe)?.sezioni.find((s) => s.sezione === sezione)?.piani;

  return (
    <div className="container-page py-6 sm:py-10">
      <JsonLd data={schoolJsonLd(school, listReady ? books : [], listName)} />
      <Link
        to="/search"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Cerca un’altra scuola
      </Link>
      <header className="card mt-3 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <SchoolIcon aria-hidden="true" className="mt-1 hidden size-8 shrink-0 text-primary-700 sm:block" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{schoolName}</h1>
            <p className="mt-1 flex items-start gap-1.5 text-muted">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {[
                  school.indirizzo ? readableName(school.indirizzo) : null,
                  school.cap ? `${school.cap} ${readableName(school.comune)}` : readableName(school.comune),
                ]
                  .filter(Boolean)
                  .join(', ')}{' '}
                ({readableName(school.provincia)}) · {regionLabel}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              Codice meccanografico <span className="font-mono">{school.codiceScuola}</span>
              {school.nomeIstitutoRiferimento && school.nomeIstitutoRiferimento !== school.nomeScuola
                ? ` · Istituto: ${readableName(school.nomeIstitutoRiferimento)}`
                : ''}
            </p>
            <div className="mt-3">
              <SchoolBadges {...school} />
            </div>
          </div>
        </div>
      </header>

      {classes.length === 0 ? (
        <div className="mt-8 rounded-card border border-dashed border-line p-8 text-center">
          <p className="font-semibold text-ink">Nessun libro trovato</p>
          <p className="mt-1 text-muted">
            Il Ministero non ha pubblicato libri adottati per questa scuola (succede per le scuole dell’infanzia).
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <section className="min-w-0 lg:order-2" aria-label="Elenco dei libri">
            <ClassPicker
              classes={classes}
              current={{ classe: classe ? String(classe) : '', sezione: sezione ?? '', piano: piano ?? '' }}
              onChoose={choose}
              onPendingChange={setPending}
            />
            {loading ? (
              <div role="status" aria-live="polite">
                <span className="sr-only">Caricamento dell’elenco…</span>
                <BookRowSkeleton />
              </div>
            ) : !classe ? (
              <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">
                Seleziona una classe
              </p>
            ) : books.length === 0 ? (
              <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">
                Nessun libro trovato
              </p>
            ) : listReady && sezione && piano ? (
              <ClassList
                key={`${classe}|${sezione}|${piano}`}
                school={school}
                classe={classe}
                sezione={sezione}
                piano={piano}
                books={books}
                hydrated={hydrated}
              />
            ) : (
              <>
                <p className="mt-4 rounded-card bg-accent-100 p-3 text-sm text-ink" data-testid="choose-list">
                  {sezione && sectionPlans && sectionPlans.length > 1
                    ? 'La sezione ha più piani di studi: scegli il tuo per vedere prezzi e aggiungere i libri.'
                    : 'Scegli la sezione per vedere prezzi e aggiungere i libri della tua classe.'}
                </p>
                {browse.map((group) => (
                  <div key={group.sezione} className="mt-6">
                    <h2 className="text-lg font-semibold text-primary-900">
                      Classe {classe}ª {group.sezione}
                    </h2>
                    {group.plans.map((plan) => (
                      <div key={plan.piano} className="mt-3">
                        {group.plans.length > 1 ? (
                          <p className="mb-2 inline-block rounded-md bg-surface px-2 py-1 text-sm font-semibold text-ink">
                            Piano di studi: {readableSubject(plan.piano)}
                          </p>
                        ) : null}
                        {plan.subjects.map(([subject, list]) => (
                          <div key={subject} className="mt-2">
                            <h3 className="text-sm font-semibold text-muted">{readableSubject(subject)}</h3>
                            <ul>
                              {list.map((b) => (
                                <BookRow key={b.isbn} book={b} mode="browse" />
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    ))}
                  </div>
                ))}
              </>
            )}
          </section>

          <aside aria-labelledby="classi-sezioni" className="lg:order-1">
            <h2 id="classi-sezioni" className="text-sm font-semibold uppercase tracking-wide text-muted">
              Classi e sezioni
            </h2>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-1">
              {classes.flatMap((c) =>
                c.sezioni.map((s) => {
                  const active = c.classe === classe && s.sezione === sezione;
                  return (
                    <li key={`${c.classe}${s.sezione}`}>
                      <Link
                        to={`?classe=${c.classe}&sezione=${encodeURIComponent(s.sezione)}`}
                        preventScrollReset
                        aria-current={active ? 'page' : undefined}
                        className={`flex items-center justify-between rounded-lg border px-3 py-2 text-sm ${active ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900' : 'border-line bg-white text-ink hover:bg-surface'}`}
                      >
                        <span>
                          {c.classe}ª {s.sezione}
                        </span>
                        <span className="hidden text-xs text-muted lg:inline">{s.materie} materie</span>
                      </Link>
                    </li>
                  );
                }),
              )}
            </ul>
          </aside>
        </div>
      )}
      <p className="mt-10 text-xs text-muted">
        Fonte: Ministero dell’Istruzione e del Merito – Portale Unico dei Dati della Scuola
        {dataDate
          ? `, dati aggiornati al ${formatLongDate(`${dataDate.slice(0, 4)}-${dataDate.slice(4, 6)}-${dataDate.slice(6, 8)}`)}`
          : ''}
        {schoolYear ? ` (anno scolastico ${schoolYear})` : ''}. Licenza IODL 2.0.
      </p>
    </div>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const error = props.error as { status?: number; data?: { code?: string } } | undefined;
  if (error?.status === 404) {
    return (
      <NotFoundMessage
        title="Scuola non trovata"
        text={
          <>
            Nessuna scuola ha il codice <span className="font-mono">{error.data?.code}</span>. Controlla il codice
            meccanografico o cerca la scuola per nome.
          </>
        }
        linkTo="/search"
        linkLabel="Cerca la tua scuola"
      />
    );
  }
  return <RouteErrorBoundary />;
}
