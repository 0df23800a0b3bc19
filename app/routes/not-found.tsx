import { data, Link } from 'react-router';
import { privateMeta } from '#app/components/ui/page-title.ts';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'Pagina non trovata');

export default function NotFound() {
  return (
    <div className="container-page py-16">
      <p className="text-sm font-semibold text-primary-700">Errore 404</p>
      <h1 className="mt-2 text-3xl font-bold text-primary-900">Pagina non trovata</h1>
      <p className="mt-4 text-lg text-muted">La pagina che cerchi non esiste o è stata spostata.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Torna alla home
        </Link>
        <Link to="/search" className="btn-outline">
          Cerca la tua scuola
        </Link>
      </div>
    </div>
  );
}
