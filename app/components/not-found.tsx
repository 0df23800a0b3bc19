import { Link } from 'react-router';

/** The 404 body of a page whose item does not exist (a school, product, article, order). */
export function NotFoundMessage(props: { title: string; text: React.ReactNode; linkTo: string; linkLabel: string }) {
  return (
    <div className="container-page py-16">
      <p className="text-sm font-semibold text-primary-700">Errore 404</p>
      <h1 className="mt-2 text-3xl font-bold text-primary-900">{props.title}</h1>
      <p className="mt-4 text-lg text-muted">{props.text}</p>
      <Link to={props.linkTo} className="btn-primary mt-8">
        {props.linkLabel}
      </Link>
    </div>
  );
}
