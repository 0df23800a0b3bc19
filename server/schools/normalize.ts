// The quirks of the Ministry files (../shared/data/README.md "Quirks"), one function each.

const MISSING = new Set(['', 'ND', 'N.D.', 'NON DISPONIBILE', 'NULL']);

/** Trims, collapses doubled spaces, and turns the files' "missing" markers into null. */
export function cleanText(value: string | undefined | null): string | null {
  if (value == null) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return MISSING.has(text.toUpperCase()) ? null : text;
}

/** "Si", "SI", "Sì", "S", "Yes" → true; "No", "N" → false; anything else → null. */
export function parseYesNo(value: string | undefined | null): boolean | null {
  const text = cleanText(value)
    ?.toUpperCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  if (!text) return null;
  if (['SI', 'S', 'YES', 'Y', 'TRUE', '1', 'VERO'].includes(text)) return true;
  if (['NO', 'N', 'FALSE', '0', 'FALSO'].includes(text)) return false;
  return null;
}

/** "13,34" or "13.34" euros → 1334 cents; missing or malformed → null. */
export function parsePriceCents(value: string | undefined | null): number | null {
  const text = cleanText(value);
  if (!text) return null;
  const normalized = text.replace(/\s|€/g, '').replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** CONSIGLIATO: "No" → null, "Ap" → approfondimento, "Mo" → monografia. */
export function parseRecommended(value: string | undefined | null): 'approfondimento' | 'monografia' | null {
  const text = cleanText(value)?.toUpperCase();
  if (!text) return null;
  if (text.startsWith('AP')) return 'approfondimento';
  if (text.startsWith('MO')) return 'monografia';
  return null;
}

export type IsbnResult = { code: string; isIsbn: boolean } | null;

/**
 * Validates and normalises an ISBN (ISBN-10 becomes ISBN-13, hyphens and spaces dropped).
 * Codes that are not ISBNs, such as the publishers' association's "AIE005", are kept as
 * they are and marked, since schools adopt them like books.
 */
export function normalizeIsbn(value: string | undefined | null): IsbnResult {
  const text = cleanText(value)?.toUpperCase();
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(compact) && isbn13CheckOk(compact) && /^97[89]/.test(compact)) {
    return { code: compact, isIsbn: true };
  }
  if (/^\d{9}[\dX]$/.test(compact) && isbn10CheckOk(compact)) {
    const body = `978${compact.slice(0, 9)}`;
    return { code: body + isbn13CheckDigit(body), isIsbn: true };
  }
  if (/^[A-Z0-9]{2,20}$/.test(compact)) return { code: compact, isIsbn: false };
  return null;
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

function isbn13CheckOk(code: string): boolean {
  return isbn13CheckDigit(code.slice(0, 12)) === code[12];
}

function isbn10CheckOk(code: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (code[i] === 'X' ? 10 : Number(code[i])) * (10 - i);
  return sum % 11 === 0;
}

/** ANNOSCOLASTICO "202526" → "2025/26". */
export function schoolYearFromCode(value: string | undefined | null): string | null {
  const match = /^(\d{4})(\d{2})$/.exec(cleanText(value) ?? '');
  return match ? `${match[1]}/${match[2]}` : null;
}

/** An adoption file dated July 2025 (…20250709) is for 2025/26; one dated March 2025, 2024/25. */
export function schoolYearFromDate(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(4, 6));
  const start = month >= 6 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Folds text for search: lower case, no accents, punctuation as spaces, single spaces. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "SAN GIOVANNI IN FIORE" → "San Giovanni in Fiore" when no ISTAT name is known. */
export function titleCase(value: string): string {
  const small = new Set(['di', 'de', 'del', 'della', 'dei', 'in', 'sul', 'sulla', 'e', 'al', 'a']);
  return value
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.replace(/(^|[-'])(\p{L})/gu, (m) => m.toUpperCase())))
    .join(' ');
}
