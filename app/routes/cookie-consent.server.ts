import { redirect } from 'react-router';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, choicesFor, serializeConsent } from '#common/consent.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { requestContext } from '#server/http/router-context.ts';
import { isHttps } from '#server/http/security-headers.ts';
import type { Route } from './+types/cookie-consent';

export function loader() {
  return redirect('/');
}

/** Stores the visitor's cookie choice (a technical cookie) and returns to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw = String(form.get('choice') ?? 'reject');
  const choice = raw === 'accept' || raw === 'save' ? raw : 'reject';
  const choices = choicesFor(choice, {
    analytics: form.get('analytics') === '1',
    marketing: form.get('marketing') === '1',
    social: form.get('social') === '1',
  });
  const value = serializeConsent({ ...choices, decidedAt: new Date().toISOString() });
  const { services } = context.get(requestContext);
  const secure = isHttps(
    request.url,
    services.config.TRUST_PROXY ? (request.headers.get('x-forwarded-proto') ?? undefined) : undefined,
  );
  const cookie = [
    `${CONSENT_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return redirect(safeRedirect(form.get('redirectTo')), { headers: { 'Set-Cookie': cookie } });
}
