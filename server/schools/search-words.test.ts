import { describe, expect, it } from 'vitest';
import { expandSearchWords, groupQuery, searchQuery, sideCourseQuery } from './search-words.ts';

const typed = (text: string) => expandSearchWords(text).map((g) => g.typed);
const alternativesOf = (text: string) => expandSearchWords(text).map((g) => g.alternatives);

describe('expandSearchWords', () => {
  it('keeps names and towns as words, the last one also as a beginning', () => {
    expect(expandSearchWords('Alighieri Campob')).toEqual([
      { typed: 'alighieri', alternatives: ["'alighieri'"], known: false },
      { typed: 'campob', alternatives: ["'campob'", "'campob':*"], known: false },
    ]);
  });

  it('drops words that say nothing about the school, unless nothing else is typed', () => {
    expect(typed('la scuola di via Roma')).toEqual(['roma']);
    expect(typed('scuola')).toEqual(['scuola']);
  });

  it('reads the kinds of school as Italians say them', () => {
    const media = alternativesOf('media')[0]!;
    expect(media).toContain("'primo' <-> 'grado'");
    expect(media).toContain("'s' <-> 'm' <-> 's'");
    expect(alternativesOf('medie')[0]).toEqual(media);
    expect(alternativesOf('scuola secondaria di primo grado')).toEqual([media]);
    expect(alternativesOf('elementare')[0]).toContain("'primaria'");
    expect(alternativesOf('materna')[0]).toContain("'infanzia'");
    expect(alternativesOf('asilo')[0]).toContain("'infanzia'");
    expect(alternativesOf('superiore')[0]).toEqual(
      expect.arrayContaining(["'liceo'", "'iis'", "'secondo' <-> 'grado'"]),
    );
  });

  it('spells the ministry abbreviations the way the registry writes them', () => {
    // "I.C. ALIGHIERI" folds to "i c alighieri"; "IST. COMPR." to "ist compr".
    expect(alternativesOf('IC')[0]).toEqual(
      expect.arrayContaining(["'ic'", "'i' <-> 'c'", "'comprensivo'", "'compr'"]),
    );
    expect(alternativesOf('istituto comprensivo')).toEqual(alternativesOf('ic'));
    expect(alternativesOf('ITIS')[0]).toEqual(
      expect.arrayContaining(["'itis'", "'i' <-> 't' <-> 'i' <-> 's'", "('tecnico' & 'industriale')"]),
    );
    expect(alternativesOf('ipsia')[0]).toEqual(expect.arrayContaining(["'ipsia'", "('prof' & 'industria')"]));
    // "L.SCIENTIFICO" folds to "l scientifico".
    expect(alternativesOf('liceo')[0]).toContain("'l'");
    expect(typed('liceo scientifico romita')).toEqual(['liceo scientifico', 'romita']);
    expect(alternativesOf('liceo scientifico')[0]).toEqual(expect.arrayContaining(["'scientifico'", "'l' <-> 's'"]));
  });

  it('reads saints, numbers and elided articles', () => {
    expect(alternativesOf('san giovanni')[0]).toEqual(expect.arrayContaining(["'san'", "'s'"]));
    expect(alternativesOf('1 circolo')[0]).toEqual(["'1'", "'i'", "'primo'"]);
    expect(alternativesOf('dannunzio pescara')[0]).toEqual(["'dannunzio'", "'d' <-> 'annunzio'"]);
    // The typed apostrophe folds to a space: two words, each as typed.
    expect(typed("d'annunzio")).toEqual(['d', 'annunzio']);
  });

  it('folds accents and punctuation and keeps at most eight groups', () => {
    expect(typed('San Donà di Piave!')).toEqual(['san', 'dona', 'piave']);
    expect(expandSearchWords('a b c d e f g h i j k')).toHaveLength(8);
    expect(expandSearchWords('  ...  ')).toEqual([]);
  });
});

describe('tsquery text', () => {
  it('joins alternatives with OR and groups with AND, with weights when asked', () => {
    const groups = expandSearchWords('ic campob');
    expect(searchQuery(groups)).toMatch(/^\('ic' \| 'i' <-> 'c' \| .*\) & \('campob' \| 'campob':\*\)$/);
    expect(groupQuery(groups[1]!, 'C')).toBe("('campob':C | 'campob':*C)");
    expect(groupQuery(expandSearchWords('romita')[0]!, 'A')).toBe("('romita':A | 'romita':*A)");
  });

  it('puts evening and prison courses after the school unless asked for', () => {
    expect(sideCourseQuery(expandSearchWords('mattei caserta'))).toContain("'serale':A");
    expect(sideCourseQuery(expandSearchWords('mattei serale'))).toBeNull();
  });
});
