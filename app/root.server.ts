import { CONSENT_COOKIE, parseConsent, readCookie } from '#common/consent.ts';
import { brandColor } from '#common/tenants/palette.ts';
import { CSRF_COOKIE, readOwnCookie } from '#server/accounts/cookies.ts';
import { CSRF_TOKEN_PATTERN } from '#server/accounts/tokens.ts';
import { currentSchoolYear, isPlaceholderSeller } from '#server/config.ts';
import { requestContext } from '#server/http/router-context.ts';
import type { Route } from './+types/root';
import type { RootData } from './lib/root-data.ts';

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const { tenant, nonce, services, session, secureCookies, sharedPage } = context.get(requestContext);
  const url = new URL(request.url);
  // A visitor's token is passed on only if it already exists: no cookie for every page view.
  const anonToken = readOwnCookie(request.headers.get('cookie'), CSRF_COOKIE, secureCookies);
  const consent = parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE));
  return {
    // A page shared by many visitors (the page cache) carries no nonce: its scripts are
    // allowed by their hashes. Nor the token of whoever caused it to render: the forms of
    // shared pages do not need it (a visitor without a session has no token to check).
    nonce: sharedPage ? '' : nonce,
    shop: {
      name: tenant.name,
      legalName: tenant.legalName,
      vatNumber: tenant.vatNumber,
      rea: tenant.rea,
      address: tenant.address,
      city: tenant.city,
      email: tenant.email,
      phone: tenant.phone,
      logoUrl: tenant.logoUrl,
      brandColor: tenant.brandColor,
      themeColor: brandColor(tenant.brandColor).scale['800'],
      status: tenant.status,
      isDefault: tenant.isDefault,
      demo: isPlaceholderSeller(tenant),
      freeShippingThreshold: tenant.settings.freeShippingThreshold,
      standardShippingCost: tenant.settings.standardShippingCost,
    },
    // The choices only: when they were made is the visitor's, not the page's.
    consent: consent && { analytics: consent.analytics, marketing: consent.marketing, social: consent.social },
    showCookiePreferences: url.searchParams.has('preferenze-cookie'),
    schoolYear: currentSchoolYear(),
    siteSuffix: services.config.SITE_SUFFIX,
    account:
      session?.kind === 'customer'
        ? { kind: 'customer', email: session.user.email, displayName: session.user.displayName }
        : session?.kind === 'admin'
          ? { kind: 'admin', username: session.admin.username }
          : null,
    csrfToken: session
      ? session.csrfToken
      : !sharedPage && anonToken && CSRF_TOKEN_PATTERN.test(anonToken)
        ? anonToken
        : null,
  };
}
