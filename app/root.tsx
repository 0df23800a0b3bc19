import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';

export { loader } from './root.server.ts';

import { AccessCheck } from './components/accounts/access-check.tsx';
import { CartSync } from './components/layout/cart-sync.tsx';
import { CookieConsentBar } from './components/layout/cookie-consent.tsx';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { ListsSync } from './components/layout/lists-sync.tsx';
import { PreviewBanner } from './components/layout/preview-banner.tsx';
import { RouteFocus } from './components/layout/route-focus.tsx';
import { ErrorMessage } from './components/route-error.tsx';
import { sendPageView } from './lib/analytics.ts';
import type { RootData } from './lib/root-data.ts';
import { retryPendingSecurityLogs, watchCspViolations } from './lib/security-log.ts';

// The consent and shop rarely change; only a submission (consent, login) re-reads them.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod ? defaultShouldRevalidate : false;
}

// `precedence` makes React send the stylesheet before the ~30 modulepreloads of the page:
// in their wake it arrived last and held the first paint back (Lighthouse, issue 15).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const bannerOpen = data ? data.consent === null || data.showCookiePreferences : false;
  // The shop's colour (app/brand.css): its scale replaces the theme's primary tokens.
  const brand = data?.shop.brandColor ?? null;
  return (
    <html lang="it" data-brand={brand ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <meta name="theme-color" content={data.shop.themeColor} /> : null}
        {data?.csrfToken ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        <Meta />
        <Links />
      </head>
      <body className={bannerOpen ? 'overflow-hidden' : undefined}>
        {children}
        <ScrollRestoration nonce={data?.nonce || undefined} />
        <Scripts nonce={data?.nonce || undefined} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const analytics = loaderData.consent?.analytics === true;
  useEffect(() => {
    void retryPendingSecurityLogs();
    return watchCspViolations();
  }, []);
  useEffect(() => {
    // Counted only with consent; nothing is sent otherwise.
    if (analytics) sendPageView(location.pathname);
  }, [analytics, location.pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Vai al contenuto
      </a>
      <PreviewBanner />
      <Header />
      <AccessCheck />
      <main id="contenuto" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieConsentBar />
      <CartSync />
      <ListsSync />
      <RouteFocus />
    </div>
  );
}

/**
 * Errors no route caught (a loader that failed, a network drop during a client navigation):
 * the shop's header, cart and footer stay, with an Italian message and "Riprova". Only when
 * the root's own data is missing does the message stand alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const content = (
    <>
      <ErrorMessage error={error} />
      {detail ? <pre className="container-page mt-8 overflow-auto rounded bg-surface p-4 text-sm">{detail}</pre> : null}
    </>
  );
  if (!data) return <main id="contenuto">{content}</main>;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="contenuto" className="flex-1">
        {content}
      </main>
      <Footer />
    </div>
  );
}
