// Which Ministry file is which: from its name, confirmed by its header.

export type FileKind = 'registry' | 'adoptions' | 'istat';

export type FileInfo = {
  kind: FileKind;
  /** Registry: state schools (false for "paritarie"). */
  statale?: boolean;
  /** Registry: the autonomous regions' files (Valle d'Aosta, Trentino-Alto Adige). */
  regioneAutonoma?: boolean;
  /** Adoptions: the region in the file name, e.g. "MOLISE". */
  regionKey?: string;
  /** The date in the file name, YYYYMMDD. */
  dataDate?: string;
};

export const REGISTRY_COLUMNS = [
  'ANNOSCOLASTICO',
  'REGIONE',
  'PROVINCIA',
  'CODICESCUOLA',
  'DENOMINAZIONESCUOLA',
  'DESCRIZIONECOMUNE',
  'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA',
];

export const ADOPTION_COLUMNS = [
  'CODICESCUOLA',
  'ANNOCORSO',
  'SEZIONEANNO',
  'TIPOGRADOSCUOLA',
  'COMBINAZIONE',
  'DISCIPLINA',
  'CODICEISBN',
  'AUTORI',
  'TITOLO',
  'SOTTOTITOLO',
  'VOLUME',
  'EDITORE',
  'PREZZO',
  'NUOVAADOZ',
  'DAACQUIST',
  'CONSIGLIATO',
];

export class WrongHeaderError extends Error {
  override name = 'WrongHeaderError';
}

/** Reads kind and facts from the file name and checks the header has what that kind needs. */
export function classify(fileName: string, header: string[]): FileInfo {
  const upper = fileName.toUpperCase();
  const columns = new Set(header.map((h) => h.trim().toUpperCase()));
  if (header.some((h) => /codice catastale/i.test(h))) return { kind: 'istat' };

  const registryName = /^SCUAN(AGRAFE|AAUT)(STAT|PAR)\d{6}(\d{8})/.exec(upper);
  const adoptionName = /^ALT([A-Z]+?)0*(\d{8})\.CSV/.exec(upper);
  const looksRegistry = columns.has('DENOMINAZIONESCUOLA');
  const looksAdoption = columns.has('CODICEISBN');

  if (registryName || (looksRegistry && !adoptionName)) {
    requireColumns(fileName, columns, REGISTRY_COLUMNS);
    const statale = registryName ? registryName[2] === 'STAT' : columns.has('CODICEISTITUTORIFERIMENTO');
    return {
      kind: 'registry',
      statale,
      regioneAutonoma: registryName ? registryName[1] === 'AAUT' : false,
      dataDate: registryName?.[3],
    };
  }
  if (adoptionName || looksAdoption) {
    requireColumns(fileName, columns, ADOPTION_COLUMNS);
    if (!adoptionName) {
      throw new WrongHeaderError(
        `${fileName}: il nome del file deve essere quello del Ministero (ALT<REGIONE>0000<AAAAMMGG>.csv), da cui si leggono regione e data`,
      );
    }
    return { kind: 'adoptions', regionKey: adoptionName[1], dataDate: adoptionName[2] };
  }
  throw new WrongHeaderError(
    `${fileName}: intestazione non riconosciuta. Attese per l'anagrafe: ${REGISTRY_COLUMNS.join(', ')}; per le adozioni: ${ADOPTION_COLUMNS.join(', ')}`,
  );
}

function requireColumns(fileName: string, columns: Set<string>, expected: string[]) {
  const missing = expected.filter((c) => !columns.has(c));
  if (missing.length) {
    throw new WrongHeaderError(
      `${fileName}: intestazione errata, mancano le colonne ${missing.join(', ')}. Colonne attese: ${expected.join(', ')}`,
    );
  }
}
