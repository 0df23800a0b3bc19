// The ministry writes titles, authors and school names in capitals ("L'AMALDI PER I LICEI
// SCIENTIFICI", "I.C. ALIGHIERI - JOVINE"). These helpers turn them into readable case for
// display only: search, structured data and orders keep the ministry's text.

/** Acronyms of school kinds and common abbreviations that stay in capitals. */
const ACRONYMS = new Set([
  'IC',
  'ICS',
  'IIS',
  'ISIS',
  'ISISS',
  'IISS',
  'ISS',
  'IS',
  'ITIS',
  'ITI',
  'ITC',
  'ITCG',
  'ITG',
  'ITE',
  'ITET',
  'ITT',
  'ITST',
  'IPSIA',
  'IPSSAR',
  'IPSEOA',
  'IPSAR',
  'IPSS',
  'IPC',
  'IPIA',
  'IPAA',
  'IPSCT',
  'ITAS',
  'ITA',
  'IPA',
  'CPIA',
  'CD',
  'DD',
  'SMS',
  'SM',
  'SS',
  'CTP',
  'CFP',
  'ISA',
  'ISC',
  'CNOS',
  'FAP',
  'USA',
  'UE',
  'CLIL',
  'DSA',
  'BES',
  'DVD',
  'CD-ROM',
  'LIM',
  'CLT',
  'LDM',
  'ESP',
  'CEFR',
  'ECDL',
  'UDA',
  'STEM',
  'STEAM',
  'ABC',
  'AA',
  'VV',
  'SRL',
  'SPA',
  'IT',
  'ICT',
  'PC',
  'KIT',
  'B1',
  'B2',
  'A1',
  'A2',
  'C1',
  'C2',
]);
// "KIT" reads better as a word; listed above only to avoid the roman-numeral rule.
const WORD_NOT_ACRONYM = new Set(['KIT', 'IT']);

const ROMAN = /^(?=[IVXLC])(C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** Words written in lower case inside a name (not at its start). */
const SMALL = new Set([
  'a',
  'ad',
  'al',
  'alla',
  'alle',
  'allo',
  'ai',
  'agli',
  'con',
  'da',
  'dal',
  'dalla',
  'dalle',
  'dallo',
  'dai',
  'dagli',
  'di',
  'del',
  'della',
  'delle',
  'dello',
  'dei',
  'degli',
  'e',
  'ed',
  'in',
  'nel',
  'nella',
  'nelle',
  'nello',
  'nei',
  'negli',
  'per',
  'su',
  'sul',
  'sulla',
  'sulle',
  'sullo',
  'sui',
  'sugli',
  'tra',
  'fra',
  'il',
  'lo',
  'la',
  'le',
  'i',
  'gli',
  'un',
  'uno',
  'una',
  'o',
  'ed.',
]);

/** Articles and prepositions that elide: lower case inside a name ("dell'Istituto"). */
const ELIDED_ARTICLES = new Set(['l', 'un', 'dell', 'nell', 'all', 'dall', 'sull', 'quell', 'coll']);

/** Words before which a lone "I" is the roman numeral one ("I grado", "I biennio"). */
const AFTER_NUMERAL_I = new Set(['grado', 'biennio', 'circolo', 'ciclo', 'livello', 'tomo', 'volume', 'anno']);
const BEFORE_NUMERAL_I = new Set(['vol.', 'vol', 'volume', 'tomo', 'parte', 'circolo', 'livello', 'grado', 'classe']);

/** "PERCHE'" → "perché", "CITTA'" → "città", "E'" → "è" (the capitals' stand-in for accents). */
function accentFromApostrophe(word: string): string {
  return word.replace(/([aeiou])['’]$/i, (_m, vowel: string) => {
    const lower = vowel.toLowerCase();
    if (lower === 'e' && /(ch|n|s|tr)e['’]$/i.test(word) && word.length > 2) return 'é';
    return { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' }[lower] ?? vowel;
  });
}

const ELISION_EXCEPTIONS = new Set(["po'", 'po’']);

function capitalize(word: string): string {
  const i = word.search(/\p{L}/u);
  if (i < 0) return word;
  return word.slice(0, i) + word.charAt(i).toUpperCase() + word.slice(i + 1);
}

type Style = 'name' | 'title';

function caseWord(raw: string, index: number, words: string[], style: Style): string {
  const bare = raw.replace(/^[("“«]+|[)"”»,;:!?]+$/g, '');
  const upperBare = bare.toUpperCase();
  const lead = raw.slice(0, raw.indexOf(bare));
  const tail = raw.slice(raw.indexOf(bare) + bare.length);
  const wrap = (w: string) => lead + w + tail;
  if (!bare) return raw;
  // Mixed-case words were written on purpose ("iPhone", "eBook"): kept.
  if (/^\p{Ll}+\p{Lu}/u.test(bare)) return raw;
  const lower = bare.toLowerCase();
  const prev = (words[index - 1] ?? '').toLowerCase().replace(/[^\p{L}.]/gu, '');
  const next = (words[index + 1] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  if (
    ROMAN.test(upperBare) &&
    upperBare !== 'I' &&
    !['C', 'L', 'CL', 'LI', 'DI', 'MI', 'CI', 'VI'].includes(upperBare)
  ) {
    return wrap(upperBare);
  }
  if (upperBare === 'VI' && (BEFORE_NUMERAL_I.has(prev) || AFTER_NUMERAL_I.has(next))) return wrap('VI');
  if (upperBare === 'I' && (AFTER_NUMERAL_I.has(next) || BEFORE_NUMERAL_I.has(prev))) return wrap('I');
  if (ACRONYMS.has(upperBare) && !WORD_NOT_ACRONYM.has(upperBare)) return wrap(upperBare);
  // Dotted initials and abbreviations: "I.C.", "S.M.S.", "G.B." stay capitals; "L.SCIENTIFICO"
  // becomes "L.Scientifico".
  if (/^(\p{L}\.)+\p{L}?$/u.test(bare)) return wrap(upperBare);
  if (bare.includes('.') && /\p{L}/u.test(bare)) {
    return wrap(
      bare
        .split('.')
        .map((part, i) =>
          part.length <= 1
            ? part.toUpperCase()
            : style === 'title' && (index > 0 || i > 0)
              ? part.toLowerCase()
              : capitalize(part.toLowerCase()),
        )
        .join('.'),
    );
  }
  let word = ELISION_EXCEPTIONS.has(lower) ? lower : accentFromApostrophe(lower);
  // Elisions: "dell'istituto" → "dell'Istituto" in names; the part after stays lower in titles.
  const elided = /^(\p{L}+)['’](\p{L}.*)$/u.exec(word);
  if (elided) {
    const [, head = '', rest = ''] = elided;
    if (style === 'title') return wrap(`${index === 0 ? capitalize(head) : head}’${rest}`);
    const headOut = index > 0 && ELIDED_ARTICLES.has(head) ? head : capitalize(head);
    return wrap(`${headOut}’${capitalize(rest)}`);
  }
  if (index === 0) return wrap(capitalize(word));
  if (style === 'title') return wrap(word);
  if (SMALL.has(word)) return wrap(word);
  // Hyphenated names: "MARTOGLIO-VERGA" → "Martoglio-Verga".
  word = word
    .split('-')
    .map((part) => capitalize(part))
    .join('-');
  return wrap(word);
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:!?)])/g, '$1')
    .replace(/([(])\s+/g, '$1')
    .trim();
}

/** Straight double quotes in pairs → “…”. */
function curlyQuotes(text: string): string {
  let open = true;
  return text.replace(/"\s*/g, (match, offset: number, whole: string) => {
    const quote = open ? '“' : '”';
    open = !open;
    if (quote === '“') return offset > 0 && whole[offset - 1] !== ' ' ? ` “` : '“';
    return match.length > 1 ? '” ' : '”';
  });
}

function caseText(text: string, style: Style): string {
  if (!text) return text;
  // Text with lower-case letters was written by a person: kept as it is.
  // (A stray lower-case letter in capitals, "SEMPRE PIù", is a slip, not a choice.)
  const lowers = text.match(/\p{Ll}/gu)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (lowers > letters * 0.2) return tidy(text);
  const words = tidy(curlyQuotes(text)).split(' ');
  const out: string[] = [];
  let sentenceStart = 0;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i] ?? '';
    const cased = caseWord(raw, i - sentenceStart, words, style);
    out.push(cased);
    // A new part after " - " or ": " starts with a capital in titles.
    if (raw === '-' || raw === '–' || /[:!?]$/.test(raw)) sentenceStart = i + 1;
  }
  return out.join(' ').replace(/\s+”/g, '”').replace(/“\s+/g, '“').replace(/'/g, '’');
}

/** Moves the ministry's trailing article back: "CITTÀ DELLE NOTE (LA)" → "LA CITTÀ DELLE NOTE". */
function frontArticle(title: string): string {
  return title.replace(/^([^(]+?)\s*\((IL|LO|LA|I|GLI|LE|L'|UN|UNO|UNA|UN')\)/i, (_m, rest: string, article: string) =>
    /'$/.test(article) ? `${article}${rest.trim()}` : `${article} ${rest.trim()}`,
  );
}

/** "VOL. U" / "VOLUME U" → "volume unico" (the ministry's "U" for a single volume). */
function singleVolume(title: string): string {
  return title.replace(/\bVOL(?:UME|\.)?\s*U\b/gi, 'VOLUME UNICO');
}

/** A book title in sentence case: "CITTÀ DELLE NOTE (LA)" → "La città delle note". */
export function readableTitle(title: string): string {
  return caseText(singleVolume(frontArticle(title.trim())), 'title');
}

/** School names, towns, authors and publishers: "I.C. ALIGHIERI - JOVINE" → "I.C. Alighieri - Jovine". */
export function readableName(name: string): string {
  return caseText(name.trim(), 'name');
}

/** The ministry's volume field: "U" → "volume unico", "2" → "volume 2". */
export function readableVolume(volume: string | null | undefined): string | null {
  if (!volume || volume === 'ND') return null;
  return volume.trim().toUpperCase() === 'U' ? 'volume unico' : `volume ${volume.trim()}`;
}

/** A subject or study plan ("LINGUA E CULTURA LATINA") in sentence case. */
export function readableSubject(text: string): string {
  return caseText(text.trim(), 'title');
}
