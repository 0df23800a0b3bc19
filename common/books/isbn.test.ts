import { describe, expect, it } from 'vitest';
import { isbn10CheckDigit, isbn13CheckDigit, looksLikeIsbn, parseIsbn } from './isbn.ts';

describe('parseIsbn', () => {
  it('accepts an ISBN-13 with or without dashes and spaces', () => {
    expect(parseIsbn('9788808920331')).toEqual({ ok: true, isbn: '9788808920331' });
    expect(parseIsbn('978-88-08-92033-1')).toEqual({ ok: true, isbn: '9788808920331' });
    expect(parseIsbn(' 978 88 08 92033 1 ')).toEqual({ ok: true, isbn: '9788808920331' });
  });

  it('converts an ISBN-10 to its ISBN-13 (new check digit)', () => {
    // 88-08-92033-? : the ISBN-10 of the book above.
    const ten = `880892033${isbn10CheckDigit('880892033')}`;
    expect(parseIsbn(ten)).toEqual({ ok: true, isbn: '9788808920331' });
    expect(parseIsbn('0-306-40615-2')).toEqual({ ok: true, isbn: '9780306406157' });
    // A final X (check value 10), lower case accepted.
    expect(parseIsbn('0-8044-2957-x')).toEqual({ ok: true, isbn: '9780804429573' });
  });

  it('refuses a wrong check digit with an Italian message', () => {
    const bad = parseIsbn('9788808920332');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/cifra \(di controllo\) non corrisponde/);
    expect(parseIsbn('0-306-40615-3').ok).toBe(false);
  });

  it('says what is wrong with malformed codes', () => {
    expect(parseIsbn('')).toEqual({ ok: false, error: 'Scrivi il codice ISBN del libro' });
    expect(parseIsbn('97888089203')).toEqual({ ok: false, error: 'Un ISBN ha 10 o 13 cifre: qui ce ne sono 11' });
    expect(parseIsbn('1234567890123')).toEqual({ ok: false, error: 'Un ISBN a 13 cifre inizia con 978 o 979' });
    expect(parseIsbn('97888ABC20331').ok).toBe(false);
    expect(parseIsbn('X123456789').ok).toBe(false);
  });

  it('computes check digits', () => {
    expect(isbn13CheckDigit('978030640615')).toBe('7');
    expect(isbn10CheckDigit('030640615')).toBe('2');
    expect(isbn10CheckDigit('080442957')).toBe('X');
  });
});

describe('looksLikeIsbn', () => {
  it('tells codes from words', () => {
    expect(looksLikeIsbn('978-88-08-92033-1')).toBe(true);
    expect(looksLikeIsbn('0306406152')).toBe(true);
    expect(looksLikeIsbn('97888089203')).toBe(true);
    expect(looksLikeIsbn('matematica 2')).toBe(false);
    expect(looksLikeIsbn('123')).toBe(false);
  });
});
