/** The content codings this server sends, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the best one the
 * client accepts with q > 0, "*" standing for any not named; null for the plain bytes.
 */
export function negotiateEncoding(accept: string | null | undefined): Encoding | null {
  if (!accept) return null;
  // Browsers send a handful of distinct values: each is read once (a hit reads it per request).
  const known = answers.get(accept);
  if (known !== undefined) return known;
  const answer = negotiate(accept);
  if (answers.size >= KNOWN_VALUES) answers.clear();
  answers.set(accept, answer);
  return answer;
}

const KNOWN_VALUES = 256;
const answers = new Map<string, Encoding | null>();

function negotiate(accept: string): Encoding | null {
  const q = new Map<string, number>();
  for (const item of accept.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  for (const coding of ['br', 'gzip'] as const) {
    const weight = q.get(coding) ?? q.get('*');
    if (weight !== undefined && weight > 0) return coding;
  }
  return null;
}
