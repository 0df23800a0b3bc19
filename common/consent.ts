// Cookie consent per the Garante's 2021 guidelines. The choice lives in a technical cookie
// (allowed before consent) so the server knows whether to render the banner.

export const CONSENT_COOKIE = 'cartella_consent';
/** Consent is asked again after six months. */
export const CONSENT_MAX_AGE_DAYS = 182;

export type ConsentChoices = { analytics: boolean; marketing: boolean; social: boolean };
export type Consent = ConsentChoices & { decidedAt: string };

export function serializeConsent(consent: Consent): string {
  const flags = `${+consent.analytics}${+consent.marketing}${+consent.social}`;
  return `1.${flags}.${consent.decidedAt}`;
}

/** Parses the cookie value; null when missing, malformed or older than six months. */
export function parseConsent(value: string | undefined | null, now = new Date()): Consent | null {
  if (!value) return null;
  const match = /^1\.([01])([01])([01])\.(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(decodeURIComponent(value));
  if (!match) return null;
  const decidedAt = new Date(match[4]!);
  if (Number.isNaN(decidedAt.getTime())) return null;
  const ageDays = (now.getTime() - decidedAt.getTime()) / 86_400_000;
  if (ageDays > CONSENT_MAX_AGE_DAYS || ageDays < -1) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1', social: match[3] === '1', decidedAt: match[4]! };
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** What a choice in the banner means: reject and close refuse all, accept grants all. */
export function choicesFor(choice: 'reject' | 'accept' | 'save', picked: ConsentChoices): ConsentChoices {
  if (choice === 'accept') return { analytics: true, marketing: true, social: true };
  if (choice === 'reject') return { analytics: false, marketing: false, social: false };
  return picked;
}
