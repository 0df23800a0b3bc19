import { describe, expect, it } from 'vitest';
import { parseTags, shorten, slugify, uniqueSlug } from './text.ts';

describe('slugify (SPEC.md section 5)', () => {
  it('lower case, runs of other characters become one dash, no dashes at the ends', () => {
    expect(slugify('Come foderare i libri?')).toBe('come-foderare-i-libri');
    expect(slugify('  --Lista 2026/27: cosa serve!! ')).toBe('lista-2026-27-cosa-serve');
    expect(slugify('Perché è così difficile?')).toBe('perche-e-cosi-difficile');
  });
  it('never empty', () => {
    expect(slugify('!!!')).toBe('articolo');
    expect(slugify('')).toBe('articolo');
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 ... to a slug already taken', () => {
    expect(uniqueSlug('zaino', new Set())).toBe('zaino');
    expect(uniqueSlug('zaino', new Set(['zaino']))).toBe('zaino-2');
    expect(uniqueSlug('zaino', new Set(['zaino', 'zaino-2']))).toBe('zaino-3');
  });
});

describe('parseTags', () => {
  it('trims, drops empties and repeats', () => {
    expect(parseTags(' studio,  metodo ,, ,Studio , zaino')).toEqual(['studio', 'metodo', 'zaino']);
    expect(parseTags(['a', ' ', 'b'])).toEqual(['a', 'b']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('shorten', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(shorten('uno due tre quattro', 100)).toBe('uno due tre quattro');
    expect(shorten('parola '.repeat(50), 30).endsWith('…')).toBe(true);
  });
});
