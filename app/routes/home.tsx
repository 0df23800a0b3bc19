import { BookOpenCheck, CreditCard, Library, PackageCheck, Search, ShoppingBag, Truck } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { formatCents } from '#common/format.ts';
import { sharedPage } from '#common/page-cache.ts';
import { RouteErrorBoundary } from '../components/route-error.tsx';
import { SchoolCombobox } from '../components/schools/school-combobox.tsx';
import { pageTitle, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/home';

// Shared by every visitor without a session (server/http/page-cache.ts). The home page shows the shop's settings only.
export const cache = sharedPage({ shows: [] });

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  return [
    { title: pageTitle(root, 'Libri di testo e materiale scolastico') },
    {
      name: 'description',
      content:
        'Trova la tua scuola, scegli la classe e compra in un solo ordine i libri di testo adottati e il materiale scolastico. Ritiro in libreria o consegna a casa.',
    },
  ];
};

export default function Home() {
  // After closing an account (/profile/delete) the person lands here, signed out.
  const closed = useSearchParams()[0].get('account') === 'eliminato';
  const { shop, schoolYear } = useRootData();
  const benefits = [
    {
      icon: Search,
      title: 'Ricerca veloce',
      text: 'Trovi la scuola per regione, comune, nome o codice meccanografico.',
    },
    {
      icon: Library,
      title: 'Catalogo completo',
      text: 'I libri adottati da ogni classe, con i dati ufficiali del Ministero.',
    },
    {
      icon: Truck,
      title: `Spedizione gratuita sopra ${formatCents(shop.freeShippingThreshold)}`,
      text: `Sotto questa cifra la consegna costa ${formatCents(shop.standardShippingCost)}; il ritiro in libreria è sempre gratuito.`,
    },
    {
      icon: CreditCard,
      title: 'Pagamenti sicuri',
      text: 'Paghi con carta su una pagina protetta, con bonifico o al ritiro.',
    },
  ];
  const steps = [
    {
      icon: Search,
      title: 'Cerca la scuola',
      text: 'Scegli regione, provincia e comune, oppure scrivi il nome della scuola.',
    },
    {
      icon: BookOpenCheck,
      title: 'Seleziona classe e libri',
      text: 'Vedi l’elenco della classe e togli i libri che hai già.',
    },
    {
      icon: PackageCheck,
      title: 'Acquista e ricevi',
      text: 'Paghi in pochi passi e ricevi i libri a casa o li ritiri in libreria.',
    },
  ];
  return (
    <>
      {closed ? (
        <p
          role="status"
          className="border-b border-success/30 bg-success/5 py-3 text-center text-sm font-medium text-success"
        >
          Il tuo account è stato eliminato. Ti abbiamo scritto un’e-mail con l’esito.
        </p>
      ) : null}
      <section className="bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="font-semibold text-primary-700">Libri di testo · anno scolastico {schoolYear}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-primary-950 sm:text-5xl">
            Tutti i libri della tua classe, in un solo ordine
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            Trova la scuola di tuo figlio, apri l’elenco dei libri adottati e aggiungili al carrello con un tocco. Poi
            li ritiri in libreria o li ricevi a casa.
          </p>
          <Form
            method="get"
            action="/search"
            role="search"
            aria-label="Cerca la scuola"
            className="card mt-8 max-w-2xl p-4 sm:p-5"
          >
            <SchoolCombobox large />
          </Form>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/search" className="btn-outline">
              <Search aria-hidden="true" className="size-5" />
              Cerca per regione e comune
            </Link>
            <Link to="/products" className="btn-outline">
              <ShoppingBag aria-hidden="true" className="size-5" />
              Scopri i prodotti
            </Link>
            <Link to="/blog" className="btn-ghost">
              Leggi il blog
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="vantaggi" className="container-page py-14">
        <h2 id="vantaggi" className="text-2xl font-bold text-primary-950 sm:text-3xl">
          Perché comprare qui
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.title} className="card p-5">
              <span className="grid size-11 place-items-center rounded-lg bg-primary-50 text-primary-700">
                <b.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="come-funziona" className="bg-surface">
        <div className="container-page py-14">
          <h2 id="come-funziona" className="text-2xl font-bold text-primary-950 sm:text-3xl">
            Come funziona
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((s, i) => (
              <li key={s.title} className="flex gap-4">
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-700 text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{s.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-14">
        <div className="rounded-2xl bg-primary-800 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">Pronti per l’anno scolastico {schoolYear}?</h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-100">
            Prepara la cartella senza code: cerca la scuola e ordina tutti i libri della classe in pochi minuti.
          </p>
          <Link to="/search" className="btn-accent mt-6">
            Inizia ora
          </Link>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
