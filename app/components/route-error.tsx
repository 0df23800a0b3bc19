import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';

/** What went wrong, in Italian, for a person: never the framework's English text. */
export function describeError(error: unknown): { status: number; title: string; message: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data && status < 500) {
    return { status, title: titleFor(status), message: error.data };
  }
  if (status === 404) {
    return { status, title: 'Pagina non trovata', message: 'La pagina che cerchi non esiste o è stata spostata.' };
  }
  if (status === 403) {
    return { status, title: 'Accesso negato', message: 'Non hai il permesso di vedere questa pagina.' };
  }
  // A failed fetch during a client navigation (network down, server restarting).
  if (error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message))) {
    return {
      status,
      title: 'Connessione non riuscita',
      message: 'Non siamo riusciti a caricare la pagina. Controlla la connessione e riprova.',
    };
  }
  return {
    status,
    title: 'Qualcosa non ha funzionato',
    message: 'Non siamo riusciti a caricare la pagina. Riprova tra poco: il carrello resta com’è.',
  };
}

function titleFor(status: number): string {
  if (status === 404) return 'Pagina non trovata';
  if (status === 403) return 'Accesso negato';
  return 'Richiesta non valida';
}

/** The error's message with "Riprova" (loads the page's data again) and a way home. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { status, title, message } = describeError(error);
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div className="container-page py-16" role={status >= 500 ? 'alert' : undefined}>
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-primary-900">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {status >= 500 ? (
          <button type="button" className="btn-primary" disabled={retrying} onClick={() => revalidator.revalidate()}>
            <RotateCw aria-hidden="true" className={`size-5 ${retrying ? 'animate-spin' : ''}`} />
            {retrying ? 'Nuovo tentativo…' : 'Riprova'}
          </button>
        ) : null}
        <Link to="/" className={status >= 500 ? 'btn-outline' : 'btn-primary'}>
          Torna alla home
        </Link>
      </div>
    </div>
  );
}

/**
 * Each route's error boundary: the page's own failure stays inside the shop's frame
 * (header, cart and footer keep working).
 */
export function RouteErrorBoundary() {
  return <ErrorMessage error={useRouteError()} />;
}
