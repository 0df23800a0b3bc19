// ISBNs as people type them (with or without dashes and spaces, ISBN-10 or ISBN-13), checked
// and turned into the ISBN-13 the Ministry's lists use. Shared by the browser (search box,
// "add by ISBN") and the server (GET /api/books, cart lines).

export type IsbnParse = { ok: true; isbn: string } | { ok: false; error: string };

/** Digits (and a final X for ISBN-10) without dashes, spaces or dots; upper case. */
export function compactIsbn(input: string): string {
  return input.replace(/[\s.\u2010-\u2015-]/g, '').toUpperCase();
}

/** True when the text looks like someone typed an ISBN (9–13 digits with dashes or spaces, maybe a final X). */
export function looksLikeIsbn(input: string): boolean {
  const compact = compactIsbn(input.trim());
  return /^\d{9,13}X?$/.test(compact) && /^[\d\s.\u2010-\u2015Xx-]+$/.test(input.trim());
}

export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * Parses an ISBN typed by a person: 13 digits starting with 978/979, or 10 characters (9
 * digits and a digit or X), dashes and spaces ignored, check digit verified. An ISBN-10
 * becomes its ISBN-13 (978 + the first nine digits + the new check digit).
 */
export function parseIsbn(input: string): IsbnParse {
  const compact = compactIsbn(input.trim());
  if (!compact) return { ok: false, error: 'Scrivi il codice ISBN del libro' };
  if (!/^[\dX]+$/.test(compact) || compact.slice(0, -1).includes('X')) {
    return { ok: false, error: 'Un ISBN contiene solo cifre (e una X finale negli ISBN a 10 cifre)' };
  }
  if (compact.length === 13) {
    if (compact.includes('X')) return { ok: false, error: 'Un ISBN a 13 cifre contiene solo cifre' };
    if (!/^97[89]/.test(compact)) return { ok: false, error: 'Un ISBN a 13 cifre inizia con 978 o 979' };
    if (isbn13CheckDigit(compact.slice(0, 12)) !== compact[12]) {
      return {
        ok: false,
        error: 'ISBN non valido: l’ultima cifra (di controllo) non corrisponde, controlla di averlo copiato bene',
      };
    }
    return { ok: true, isbn: compact };
  }
  if (compact.length === 10) {
    if (isbn10CheckDigit(compact.slice(0, 9)) !== compact[9]) {
      return {
        ok: false,
        error: 'ISBN non valido: l’ultima cifra (di controllo) non corrisponde, controlla di averlo copiato bene',
      };
    }
    const body = `978${compact.slice(0, 9)}`;
    return { ok: true, isbn: body + isbn13CheckDigit(body) };
  }
  return {
    ok: false,
    error: `Un ISBN ha 10 o 13 cifre: qui ce ne sono ${compact.length}`,
  };
}
