import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/**
 * Each route's error boundary: the page's own failure stays inside the shop's frame
 * (header and footer keep working). 404s say so; anything else is the generic error.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : status === 404
        ? 'La pagina che cerchi non esiste o è stata spostata.'
        : 'Si è verificato un errore imprevisto. Riprova tra poco.';
  const title =
    status === 404 ? 'Pagina non trovata' : status === 403 ? 'Accesso negato' : 'Unexpected Application Error!';
  return (
    <div className="container-page py-16">
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-primary-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <Link to="/" className="btn-primary mt-8">
        Torna alla home
      </Link>
    </div>
  );
}
