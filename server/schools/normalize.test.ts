import { describe, expect, it } from 'vitest';
import {
  cleanText,
  foldForSearch,
  normalizeIsbn,
  parsePriceCents,
  parseRecommended,
  parseYesNo,
  schoolYearFromCode,
  schoolYearFromDate,
  titleCase,
} from './normalize.ts';

describe('ministry file quirks', () => {
  it('turns ND, Non Disponibile and blanks into null and collapses doubled spaces', () => {
    expect(cleanText('ND')).toBeNull();
    expect(cleanText('Non Disponibile')).toBeNull();
    expect(cleanText('   ')).toBeNull();
    expect(cleanText('AA VV  ')).toBe('AA VV');
    expect(cleanText('SAN        VALPURGA')).toBe('SAN VALPURGA');
  });

  it('reads prices with a decimal comma as integer cents, and 0 as 0', () => {
    expect(parsePriceCents('13,34')).toBe(1334);
    expect(parsePriceCents('4,02')).toBe(402);
    expect(parsePriceCents('0')).toBe(0);
    expect(parsePriceCents('18.5')).toBe(1850);
    expect(parsePriceCents('1.234,50')).toBe(123450);
    expect(parsePriceCents('ND')).toBeNull();
    expect(parsePriceCents('abc')).toBeNull();
  });

  it('reads every yes/no variant', () => {
    for (const yes of ['Si', 'SI', 'Sì', 'S', 'si']) expect(parseYesNo(yes)).toBe(true);
    for (const no of ['No', 'NO', 'N']) expect(parseYesNo(no)).toBe(false);
    expect(parseYesNo('forse')).toBeNull();
    expect(parseYesNo('')).toBeNull();
  });

  it('maps CONSIGLIATO Ap and Mo', () => {
    expect(parseRecommended('Ap')).toBe('approfondimento');
    expect(parseRecommended('Mo')).toBe('monografia');
    expect(parseRecommended('No')).toBeNull();
  });

  it('validates and normalises ISBNs and keeps non-ISBN codes marked', () => {
    expect(normalizeIsbn('9788847306875')).toEqual({ code: '9788847306875', isIsbn: true });
    expect(normalizeIsbn('978-88-473-0687-5')).toEqual({ code: '9788847306875', isIsbn: true });
    expect(normalizeIsbn('88-473-0687-6')).toEqual({ code: '9788847306875', isIsbn: true });
    expect(normalizeIsbn('AIE005')).toEqual({ code: 'AIE005', isIsbn: false });
    // A 13-digit number with a wrong check digit is not an ISBN, but still a code.
    expect(normalizeIsbn('9788847306876')).toEqual({ code: '9788847306876', isIsbn: false });
    expect(normalizeIsbn('ND')).toBeNull();
    expect(normalizeIsbn('??')).toBeNull();
  });

  it('reads the school year from ANNOSCOLASTICO and from an adoption file date', () => {
    expect(schoolYearFromCode('202526')).toBe('2025/26');
    expect(schoolYearFromDate('20250709')).toBe('2025/26');
    expect(schoolYearFromDate('20250301')).toBe('2024/25');
    expect(schoolYearFromDate('20990915')).toBe('2099/00');
  });

  it('folds names for search and proper-cases upper-case names', () => {
    expect(foldForSearch('L.CLASSICO "GABRIELE D\'ANNUNZIO" PE')).toBe('l classico gabriele d annunzio pe');
    expect(foldForSearch('Istituto  Comprensivo Città di Castello')).toBe('istituto comprensivo citta di castello');
    expect(titleCase('SAN GIOVANNI IN FIORE')).toBe('San Giovanni in Fiore');
    expect(titleCase("SAINT-PIERRE")).toBe('Saint-Pierre');
  });
});
