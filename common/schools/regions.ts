// The Ministry's files spell some regions their own way ("FRIULI-VENEZIA G.",
// "VALLE D' AOSTA", "EMILIA ROMAGNA"); the data keeps what the files say (the import stores
// them title-cased, the API's `regione` values are those), and people read the official
// names (Constitution art. 131; the short form of the bilingual ones).

const OFFICIAL_NAMES = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
] as const;

export type OfficialRegionName = (typeof OFFICIAL_NAMES)[number];

/** Letters only, upper case: "Valle D' Aosta" and "VALLE D'AOSTA" are the same key. */
const key = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

const BY_KEY = new Map<string, OfficialRegionName>(OFFICIAL_NAMES.map((name) => [key(name), name]));
// The files' abbreviations and other spellings seen in public data.
BY_KEY.set('FRIULIVENEZIAG', 'Friuli-Venezia Giulia');
BY_KEY.set('FRIULIVG', 'Friuli-Venezia Giulia');
BY_KEY.set('VALLEDAOSTAVALLEEDAOSTE', "Valle d'Aosta");
BY_KEY.set('TRENTINOALTOADIGESUDTIROL', 'Trentino-Alto Adige');
BY_KEY.set('TRENTINOSUDTIROL', 'Trentino-Alto Adige');

/** The official name of a region as the data spells it; an unknown value is shown as it is. */
export function regionName(value: string): string {
  return BY_KEY.get(key(value)) ?? value;
}

/** Whether a value of the data is one of the 20 regions. */
export function isKnownRegion(value: string): boolean {
  return BY_KEY.has(key(value));
}

export const OFFICIAL_REGION_NAMES: readonly OfficialRegionName[] = OFFICIAL_NAMES;
