import { Link } from 'react-router';

/** Previous / next links with "Pagina n di m"; nothing when everything fits on one page. */
export function Pager(props: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label?: string;
  previous?: string;
  next?: string;
  className?: string;
}) {
  const { page, pages } = props;
  if (pages <= 1) return null;
  return (
    <nav aria-label={props.label ?? 'Pagine'} className={`flex items-center gap-3 ${props.className ?? 'mt-4'}`}>
      {page > 1 ? (
        <Link to={props.href(page - 1)} className="btn-outline">
          {props.previous ?? 'Precedente'}
        </Link>
      ) : null}
      <span className="text-sm text-muted">
        Pagina {page} di {pages}
      </span>
      {page < pages ? (
        <Link to={props.href(page + 1)} className="btn-outline">
          {props.next ?? 'Successiva'}
        </Link>
      ) : null}
    </nav>
  );
}
