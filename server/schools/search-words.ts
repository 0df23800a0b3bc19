import { foldForSearch } from './normalize.ts';

// The words parents type when they look for a school, turned into full-text alternatives.
// A school's document (schools.search_words) holds its code and name (weight A), its
// institute's name (B), its town (C), and its province, region, CAP, address and kind of
// school (D), folded like foldForSearch (lower case, no accents, punctuation as spaces).
// Each typed word (or known phrase) becomes a group of alternatives; a school matches when
// every group matches. Names in the Ministry's registry are written with abbreviations
// ("I.C.", "L.SCIENTIFICO", "IST PROF", "S.M.S."), which fold into single letters: the
// alternatives spell them as phrases of lexemes ('i' <-> 'c').

/** One typed word or phrase and the tsquery fragments any of which it may match. */
export type WordGroup = {
  typed: string;
  alternatives: string[];
  /** True when the group came from the lexicon (no near-miss search for it). */
  known: boolean;
};

const q = (word: string) => `'${word}'`;
/** "i c" → 'i' <-> 'c' (letters of an abbreviation one after the other). */
const phrase = (...words: string[]) => words.map(q).join(' <-> ');
const letters = (abbreviation: string) => phrase(...abbreviation.split(''));
/** Several words anywhere in the document. */
const all = (...words: string[]) => `(${words.map(q).join(' & ')})`;

const COMPRENSIVO = [q('ic'), letters('ic'), q('comprensivo'), q('compr'), q('omnicomprensivo')];
const MEDIA = [
  phrase('primo', 'grado'),
  q('media'),
  q('medie'),
  q('medio'),
  q('sms'),
  letters('sms'),
  phrase('secondaria', 'i'),
  phrase('ss', 'i'),
  q('ssig'),
  q('ssi'),
];
const PRIMARIA = [q('primaria'), q('primarie'), q('elementare'), q('elementari'), phrase('scuola', 'primaria')];
const INFANZIA = [q('infanzia'), q('materna'), q('materne'), q('asilo')];
const SUPERIORE = [
  q('superiore'),
  q('superiori'),
  q('iis'),
  letters('iis'),
  q('iiss'),
  q('isis'),
  q('iss'),
  q('liceo'),
  q('tecnico'),
  q('professionale'),
  q('prof'),
  q('tec'),
  q('magistrale'),
  phrase('secondo', 'grado'),
];
const LICEO = [q('liceo'), q('licei'), q('lic'), q('l')];
const TECNICO = [q('tecnico'), q('tecnica'), q('tec'), q('tecn'), q('it'), letters('it'), q('tecnologico')];
const PROFESSIONALE = [q('professionale'), q('prof'), q('ip'), letters('ip'), q('ipss')];
const ITIS = [
  q('itis'),
  letters('itis'),
  q('iti'),
  letters('iti'),
  q('itt'),
  all('tecnico', 'industriale'),
  q('industriale'),
];
const ITC = [
  q('itc'),
  letters('itc'),
  q('itcg'),
  q('itet'),
  q('ragioneria'),
  all('tecnico', 'commerciale'),
  q('commerciale'),
  q('economico'),
];
const IPSIA = [q('ipsia'), letters('ipsia'), all('prof', 'industria'), all('professionale', 'industria')];
const ALBERGHIERO = [
  q('alberghiero'),
  q('alberghieri'),
  q('ipssar'),
  q('ipsar'),
  q('ipseoa'),
  q('ipssoa'),
  q('ipssaar'),
  q('enogastronomia'),
  q('ristorazione'),
];
const GEOMETRI = [q('geometri'), q('geometra'), q('itg'), letters('itg'), q('cat')];
const CIRCOLO = [q('circolo'), q('cd'), letters('cd'), letters('dd'), q('didattico'), q('didattica')];
const SCIENTIFICO = [q('scientifico'), q('scient'), q('sc'), q('ls'), letters('ls')];
const CLASSICO = [q('classico'), q('class'), q('lc'), letters('lc')];
const CPIA = [q('cpia'), q('ctp'), all('centro', 'territoriale'), q('adulti')];
const MAGISTRALE = [q('magistrale'), q('magistrali'), q('umane')];
const SAN = [q('san'), q('s'), q('santo'), q('santa'), q('sant'), q('ss')];
const ISTITUTO = [q('istituto'), q('ist'), q('i'), q('istituti')];

/**
 * Words and phrases as parents type them (folded), longest first within their first word.
 * Ministry abbreviations typed as such ("ic", "itis", "ipsia") are here too, since the
 * registry may spell them with dots ("I.T.I.S.") or in full.
 */
const LEXICON: [string, string[]][] = [
  ['scuola secondaria di primo grado', MEDIA],
  ['scuola secondaria di i grado', MEDIA],
  ['secondaria di primo grado', MEDIA],
  ['secondaria di i grado', MEDIA],
  ['secondaria primo grado', MEDIA],
  ['secondaria di secondo grado', SUPERIORE],
  ['secondaria di ii grado', SUPERIORE],
  ['scuola secondaria', [...MEDIA, ...SUPERIORE]],
  ['primo grado', MEDIA],
  ['secondo grado', SUPERIORE],
  ['scuola media', MEDIA],
  ['scuole medie', MEDIA],
  ['scuola elementare', PRIMARIA],
  ['scuole elementari', PRIMARIA],
  ['scuola primaria', PRIMARIA],
  ['scuola materna', INFANZIA],
  ['scuola dell infanzia', INFANZIA],
  ['scuola infanzia', INFANZIA],
  ['scuola superiore', SUPERIORE],
  ['scuole superiori', SUPERIORE],
  ['istituto comprensivo', COMPRENSIVO],
  ['istituto superiore', SUPERIORE],
  ['istituto di istruzione superiore', SUPERIORE],
  ['istruzione superiore', SUPERIORE],
  ['istituto tecnico industriale', ITIS],
  ['istituto tecnico commerciale', ITC],
  ['istituto tecnico', TECNICO],
  ['istituto professionale', PROFESSIONALE],
  ['istituto alberghiero', ALBERGHIERO],
  ['istituto magistrale', MAGISTRALE],
  ['circolo didattico', CIRCOLO],
  ['direzione didattica', CIRCOLO],
  ['liceo scientifico', SCIENTIFICO],
  ['liceo classico', CLASSICO],
  ['tecnico industriale', ITIS],
  ['tecnico commerciale', ITC],
  ['ic', COMPRENSIVO],
  ['comprensivo', COMPRENSIVO],
  ['media', MEDIA],
  ['medie', MEDIA],
  ['sms', MEDIA],
  ['elementare', PRIMARIA],
  ['elementari', PRIMARIA],
  ['primaria', PRIMARIA],
  ['materna', INFANZIA],
  ['materne', INFANZIA],
  ['asilo', INFANZIA],
  ['infanzia', INFANZIA],
  ['superiore', SUPERIORE],
  ['superiori', SUPERIORE],
  ['iis', SUPERIORE],
  ['isis', SUPERIORE],
  ['liceo', LICEO],
  ['licei', LICEO],
  ['tecnico', TECNICO],
  ['professionale', PROFESSIONALE],
  ['itis', ITIS],
  ['iti', ITIS],
  ['itc', ITC],
  ['ragioneria', ITC],
  ['ipsia', IPSIA],
  ['alberghiero', ALBERGHIERO],
  ['ipssar', ALBERGHIERO],
  ['ipseoa', ALBERGHIERO],
  ['geometri', GEOMETRI],
  ['itg', GEOMETRI],
  ['circolo', CIRCOLO],
  ['scientifico', SCIENTIFICO],
  ['classico', CLASSICO],
  ['cpia', CPIA],
  ['magistrale', MAGISTRALE],
  ['san', SAN],
  ['santa', SAN],
  ['santo', SAN],
  ['istituto', ISTITUTO],
  ['primo', [q('primo'), q('1'), q('i')]],
  ['secondo', [q('secondo'), q('2'), q('ii')]],
  ['terzo', [q('terzo'), q('3'), q('iii')]],
  ['quarto', [q('quarto'), q('4'), q('iv')]],
  ['1', [q('1'), q('i'), q('primo')]],
  ['2', [q('2'), q('ii'), q('secondo')]],
  ['3', [q('3'), q('iii'), q('terzo')]],
  ['4', [q('4'), q('iv'), q('quarto')]],
  ['5', [q('5'), q('v'), q('quinto')]],
];

const PHRASES = LEXICON.map(([typed, alternatives]) => ({ words: typed.split(' '), alternatives })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Words that say nothing about which school (dropped unless nothing else is typed). */
const FILLER = new Set([
  'scuola',
  'scuole',
  'statale',
  'statali',
  'di',
  'del',
  'della',
  'dello',
  'dei',
  'degli',
  'delle',
  'de',
  'la',
  'il',
  'lo',
  'le',
  'gli',
  'e',
  'ed',
  'a',
  'al',
  'alla',
  'da',
  'in',
  'per',
  'via',
]);

/** At most this many groups are searched (a longer text is cut). */
export const MAX_GROUPS = 8;

/**
 * The typed text as groups of alternatives: known phrases first (greedy, longest), then
 * each other word as itself; the last word, still being typed, may also be a beginning.
 * "dannunzio" also matches "d'annunzio" (folded "d annunzio").
 */
export function expandSearchWords(text: string): WordGroup[] {
  const words = foldForSearch(text).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !FILLER.has(w));
  const list = meaningful.length ? meaningful : words;
  const groups: WordGroup[] = [];
  let i = 0;
  while (i < list.length && groups.length < MAX_GROUPS) {
    const match = PHRASES.find((p) => p.words.every((w, k) => list[i + k] === w));
    if (match) {
      groups.push({ typed: match.words.join(' '), alternatives: [...new Set(match.alternatives)], known: true });
      i += match.words.length;
      continue;
    }
    const word = list[i] as string;
    const alternatives = [q(word)];
    // d'Annunzio, l'Aquila, dell'Orto typed without the apostrophe.
    const elided = /^(d|l|dell|nell|all|sant)([aeiou].{3,})$/.exec(word);
    if (elided) alternatives.push(phrase(elided[1] as string, elided[2] as string));
    groups.push({ typed: word, alternatives, known: false });
    i++;
  }
  const last = groups[groups.length - 1];
  // The word still being typed may be the beginning of a longer one ("campob").
  if (last && !last.known && i === list.length && words[words.length - 1] === last.typed) {
    last.alternatives.push(`${q(last.typed)}:*`);
  }
  return groups;
}

/** A group as a tsquery fragment: its alternatives joined by OR. */
export function groupQuery(group: WordGroup, weight?: 'A' | 'B' | 'C' | 'D'): string {
  const alternatives = weight
    ? group.alternatives.map((alt) =>
        alt.replace(/'([^']+)'(:\*)?/g, (_m, w: string, prefix?: string) => `'${w}':${prefix ? '*' : ''}${weight}`),
      )
    : group.alternatives;
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' | ')})`;
}

/** Every group must match: the tsquery text of the whole search. */
export function searchQuery(groups: WordGroup[]): string {
  return groups.map((g) => groupQuery(g)).join(' & ');
}

const SIDE_COURSE_WORDS = [
  'serale',
  'serali',
  'carceraria',
  'carcerario',
  'carcere',
  'circondariale',
  'circondar',
  'livello',
  'ctp',
  'adulti',
];

/**
 * Evening courses, prison sections and adult-education sites share the name of the school
 * parents mean: they come after it unless the words ask for them ("serale").
 */
export function sideCourseQuery(groups: WordGroup[]): string | null {
  const typed = new Set(groups.flatMap((g) => g.typed.split(' ')));
  if (SIDE_COURSE_WORDS.some((w) => typed.has(w))) return null;
  return SIDE_COURSE_WORDS.map((w) => `'${w}':A`).join(' | ');
}
