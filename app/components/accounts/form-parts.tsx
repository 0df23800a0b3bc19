import { useRootData } from '../../lib/root-data.ts';

/** The hidden CSRF field every form carries (the page's token unless one is given). */
export function CsrfField({ token }: { token?: string | null }) {
  const root = useRootData();
  const value = token ?? root.csrfToken ?? '';
  return <input type="hidden" name="_csrf" value={value} />;
}

/** The form-level message (errors in red, confirmations in green), announced when it appears. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
      >
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p
        role="status"
        className="rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success"
      >
        {success}
      </p>
    );
  }
  return null;
}

/** A centred card for the sign-in pages. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-primary-50 to-white">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="card w-full max-w-lg p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-primary-950 sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
