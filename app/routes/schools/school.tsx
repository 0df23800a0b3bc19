import { ArrowLeft, MapPin, School as SchoolIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { BookCartItem } from '#common/cart/items.ts';
import { formatEuro, formatLongDate } from '#common/format.ts';
import { regionName } from '#common/schools/regions.ts';
import type { PageBook } from '#common/schools/views.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { NotFoundMessage } from '../../components/not-found.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { AddedNotice, BookCard } from '../../components/schools/book-card.tsx';
import { SchoolBadges } from '../../components/schools/school-badges.tsx';
import { cart } from '../../lib/cart/store.ts';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/school';

export { loader } from './school.server.ts';

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (!page) return [{ title: pageTitle(root, 'Scuola non trovata') }, { name: 'robots', content: 'noindex' }];
  const { school } = page;
  const classText = page.classe ? ` – classe ${page.classe}ª${page.sezione ? ` ${page.sezione}` : ''}` : '';
  return [
    { title: `Libri di testo ${school.nomeScuola} – ${school.comune}${classText}` },
    {
      name: 'description',
      content: `Elenco dei libri di testo adottati da ${school.nomeScuola} (${school.comune}, ${school.provincia}) per ogni classe e sezione${page.schoolYear ? `, anno scolastico ${page.schoolYear}` : ''}: ordinali in un solo acquisto.`,
    },
    { tagName: 'link', rel: 'canonical', href: `${page.origin}/scuola/${school.codiceScuola}` },
  ];
};

type Group = { sezione: string; plans: { piano: string; subjects: { materia: string; books: PageBook[] }[] }[] };

function groupBooks(books: PageBook[]): Group[] {
  const groups: Group[] = [];
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
    let subject = plan.subjects.find((s) => s.materia === book.disciplina);
    if (!subject) {
      subject = { materia: book.disciplina, books: [] };
      plan.subjects.push(subject);
    }
    subject.books.push(book);
  }
  return groups;
}

const keyOf = (b: PageBook) => `${b.sezione}|${b.isbn}`;

export default function SchoolPage({ loaderData }: Route.ComponentProps) {
  const { school, classes, classe, sezione, books, schoolYear, dataDate } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const hydrated = useHydrated();
  const groups = useMemo(() => groupBooks(books), [books]);
  // One line per book and section: the same ISBN under two study plans is one cart line.
  const unique = useMemo(() => [...new Map(books.map((b) => [keyOf(b), b])).values()], [books]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [notice, setNotice] = useState('');
  useEffect(() => {
    setSelected(new Set(unique.filter((b) => b.daAcquistare).map(keyOf)));
  }, [unique]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  const chosen = unique.filter((b) => selected.has(keyOf(b)));
  const total = chosen.reduce((sum, b) => sum + Math.round(b.prezzoEffettivo * 100), 0) / 100;
  const classInfo = classes.find((c) => c.classe === classe);

  function toCartItem(b: PageBook): BookCartItem {
    return {
      type: 'book',
      isbn: b.isbn,
      titolo: b.titolo,
      autore: b.autore ?? '',
      editore: b.editore ?? '',
      prezzo: b.prezzoEffettivo,
      copertina: b.copertina,
      quantity: 1,
      scuola: { nome: school.nomeScuola, codice: school.codiceScuola },
      classe: String(b.annoCorso),
      sezione: b.sezione,
    };
  }
  function addSelected() {
    cart.addMany(chosen.map(toCartItem));
    setNotice(`${chosen.length} ${chosen.length === 1 ? 'libro aggiunto' : 'libri aggiunti'} al carrello`);
  }
  function toggle(b: PageBook) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(keyOf(b))) next.delete(keyOf(b));
      else next.add(keyOf(b));
      return next;
    });
  }
  function choose(nextClass: string, nextSection: string) {
    const params = new URLSearchParams();
    if (nextClass) params.set('classe', nextClass);
    if (nextClass && nextSection) params.set('sezione', nextSection);
    navigate(`?${params}`, { preventScrollReset: true });
  }

  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'School',
        name: school.nomeScuola,
        identifier: school.codiceScuola,
        address: {
          '@type': 'PostalAddress',
          streetAddress: school.indirizzo ?? undefined,
          postalCode: school.cap ?? undefined,
          addressLocality: school.comune,
          addressRegion: school.provincia,
          addressCountry: 'IT',
        },
        ...(school.sitoWeb
          ? { url: school.sitoWeb.startsWith('http') ? school.sitoWeb : `https://${school.sitoWeb}` }
          : {}),
      },
      ...(unique.length
        ? [
            {
              '@type': 'ItemList',
              name: `Libri di testo classe ${classe}ª${sezione ? ` ${sezione}` : ''}`,
              itemListElement: unique.slice(0, 100).map((b, i) => ({
                '@type': 'ListItem',
                position: i + 1,
                item: {
                  '@type': 'Book',
                  name: b.titolo,
                  isbn: b.isbn,
                  author: b.autore ?? undefined,
                  publisher: b.editore ?? undefined,
                  offers: { '@type': 'Offer', price: b.prezzoEffettivo.toFixed(2), priceCurrency: 'EUR' },
                },
              })),
            },
          ]
        : []),
    ],
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <JsonLd data={jsonLd} />
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
            <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{school.nomeScuola}</h1>
            <p className="mt-1 flex items-start gap-1.5 text-muted">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {[school.indirizzo, school.cap ? `${school.cap} ${school.comune}` : school.comune]
                  .filter(Boolean)
                  .join(', ')}{' '}
                ({school.provincia}) · {regionName(school.regione)}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">
              Codice meccanografico <span className="font-mono">{school.codiceScuola}</span>
              {school.nomeIstitutoRiferimento && school.nomeIstitutoRiferimento !== school.nomeScuola
                ? ` · Istituto: ${school.nomeIstitutoRiferimento}`
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
          <aside aria-label="Classi e sezioni" className="order-2 lg:order-1">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Classi e sezioni</h2>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
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
                        <span className="text-xs text-muted">{s.materie} materie</span>
                      </Link>
                    </li>
                  );
                }),
              )}
            </ul>
          </aside>

          <section className="order-1 min-w-0 lg:order-2" aria-labelledby="elenco">
            <h2 id="elenco" className="sr-only">
              Elenco dei libri
            </h2>
            <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div>
                <label htmlFor="classe" className="field-label">
                  Classe
                </label>
                <select
                  id="classe"
                  name="classe"
                  className="field-input"
                  value={classe ?? ''}
                  onChange={(e) => choose(e.target.value, '')}
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
                  value={sezione ?? ''}
                  disabled={!classe}
                  onChange={(e) => choose(String(classe ?? ''), e.target.value)}
                >
                  <option value="">Tutte le sezioni</option>
                  {classInfo?.sezioni.map((s) => (
                    <option key={s.sezione} value={s.sezione}>
                      {s.sezione}
                    </option>
                  ))}
                </select>
              </div>
              <noscript>
                <button type="submit" className="btn-outline w-full">
                  Mostra
                </button>
              </noscript>
            </Form>

            {loading ? (
              <p className="mt-6 text-muted">Caricamento scuola...</p>
            ) : !classe ? (
              <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">
                Seleziona una classe
              </p>
            ) : unique.length === 0 ? (
              <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">
                Nessun libro trovato
              </p>
            ) : (
              <>
                <div className="sticky top-16 z-10 mt-4 flex flex-wrap items-center gap-2 border-b border-line bg-white/95 py-3 backdrop-blur">
                  <button
                    type="button"
                    className="btn-ghost min-h-10 px-3 py-1.5 text-sm"
                    disabled={!hydrated}
                    onClick={() => setSelected(new Set(unique.map(keyOf)))}
                  >
                    Seleziona tutti
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-10 px-3 py-1.5 text-sm"
                    disabled={!hydrated}
                    onClick={() => setSelected(new Set())}
                  >
                    Deseleziona tutti
                  </button>
                  <p className="ml-auto text-sm text-muted">
                    Totale selezione <strong className="text-base text-ink">{formatEuro(total)}</strong>
                  </p>
                  <button
                    type="button"
                    className="btn-accent w-full sm:w-auto"
                    disabled={!hydrated || chosen.length === 0}
                    onClick={addSelected}
                  >
                    Aggiungi {chosen.length} al carrello
                  </button>
                </div>
                <div aria-live="polite" className="mt-3 empty:hidden">
                  {notice ? <AddedNotice text={notice} /> : null}
                </div>
                <noscript>
                  <p className="mt-3 text-sm text-muted">Per aggiungere i libri al carrello serve JavaScript.</p>
                </noscript>
                {groups.map((group) => (
                  <div key={group.sezione} className="mt-6">
                    {!sezione ? (
                      <h3 className="text-lg font-semibold text-primary-900">
                        Classe {classe}ª {group.sezione}
                      </h3>
                    ) : null}
                    {group.plans.map((plan) => (
                      <div key={plan.piano} className="mt-3">
                        {group.plans.length > 1 ? (
                          <p className="mb-2 inline-block rounded-md bg-surface px-2 py-1 text-sm font-semibold text-ink">
                            Piano di studi: {plan.piano}
                          </p>
                        ) : null}
                        {plan.subjects.map((subject) => (
                          <div key={subject.materia} className="mt-3">
                            <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
                              {subject.materia}
                            </h4>
                            <div className="grid gap-3">
                              {subject.books.map((b) => (
                                <BookCard
                                  key={`${b.combinazione}-${b.isbn}`}
                                  book={b}
                                  interactive={hydrated}
                                  selected={selected.has(keyOf(b))}
                                  onToggle={() => toggle(b)}
                                  onAdd={() => {
                                    cart.add(toCartItem(b));
                                    setNotice(`«${b.titolo}» aggiunto al carrello`);
                                  }}
                                />
                              ))}
                            </div>
                          </div>
                        ))}
                      </div>
                    ))}
                  </div>
                ))}
              </>
            )}
          </section>
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
