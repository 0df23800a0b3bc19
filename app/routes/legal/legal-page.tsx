import type { ReactNode } from 'react';

/** Frame of the legal pages: title, last update, readable width. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-bold text-primary-950">{title}</h1>
      <p className="mt-2 text-sm text-muted">Ultimo aggiornamento: 1 gennaio 2025</p>
      <div className="prose-legal mt-6">{children}</div>
    </article>
  );
}
