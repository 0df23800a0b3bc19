import { Link } from 'react-router';

/** SPEC.md section 8: an admin screen whose data cannot be read says so and offers a retry. */
export function AdminLoadError({ title, retry }: { title: string; retry: string }) {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-primary-900">{title}</h1>
      <p role="alert" className="mt-4 text-lg text-danger">
        Errore nel caricamento dei dati
      </p>
      <Link to={retry} reloadDocument className="btn-primary mt-6">
        Riprova
      </Link>
    </div>
  );
}
