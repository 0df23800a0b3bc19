import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of a back-office screen: the way back to the panel, the title, its actions. */
export function AdminPage({
  title,
  actions,
  children,
  back = true,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  /** The way back to this address's panel (not for someone who has none here). */
  back?: boolean;
}) {
  return (
    <div className="container-page py-8 sm:py-12">
      {back ? (
        <p className="text-sm">
          <Link to="/admin" className="font-medium text-primary-700 underline underline-offset-2">
            ← Pannello
          </Link>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-primary-950">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
