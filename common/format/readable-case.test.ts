import { describe, expect, it } from 'vitest';
import { readableName, readableSubject, readableTitle, readableVolume } from './readable-case.ts';

// Samples copied from the ministry's 2025-26 files in /work/shared/data/mim (adoptions of
// Molise and the state schools' registry).
describe('readableTitle', () => {
  it.each([
    ['CITTÀ DELLE NOTE (LA)', 'La città delle note'],
    [
      "VOCE DELLA TERRA PIU' CL. 5 (LA) - AREA MATEMATICO-SCIENTIFICA",
      'La voce della terra più cl. 5 - Area matematico-scientifica',
    ],
    ['CHE BELLO È! UN PONTE TRA I POPOLI 1-2-3', 'Che bello è! Un ponte tra i popoli 1-2-3'],
    ['TUTTI I COLORI DELLA VITA + DVD - ED. MISTA', 'Tutti i colori della vita + DVD - Ed. mista'],
    ['PRINCIPI CHIMICA SOSTENIBILE 1 E 2 BIENNIO', 'Principi chimica sostenibile 1 e 2 biennio'],
    ["L'AMALDI PER I LICEI SCIENTIFICI", 'L’amaldi per i licei scientifici'],
    ["STRADA CON L'ALTRO - EDIZIONE VERDE (LA)", 'La strada con l’altro - Edizione verde'],
    ['STORIA VOL. U', 'Storia volume unico'],
    [
      'STRUMENTI GESTIONALI PER IL TURISMO 2ED. - VOLUME A SECONDO BIENNIO (LDM)',
      'Strumenti gestionali per il turismo 2ed. - Volume a secondo biennio (LDM)',
    ],
    ['STORIA MODERNA VOLUME II', 'Storia moderna volume II'],
    ['SEMPRE PIù MOVIMENTO EDIZIONE SLIM', 'Sempre più movimento edizione slim'],
    ["PERCHE' LA STORIA", 'Perché la storia'],
  ])('%s', (input, expected) => {
    expect(readableTitle(input)).toBe(expected);
  });
});

describe('readableName', () => {
  it.each([
    ['I.C. ALIGHIERI - JOVINE', 'I.C. Alighieri - Jovine'],
    ['L.SCIENTIFICO "A. ROMITA"', 'L.Scientifico “A. Romita”'],
    ['LICEO SCIENTIFICO "GALILEO GALILEI" CAGLIARI', 'Liceo Scientifico “Galileo Galilei” Cagliari'],
    ['IC VIA XVI SETTEMBRE', 'IC Via XVI Settembre'],
    ['TORTOLI\' 2 - "MONTE ATTU"', 'Tortolì 2 - “Monte Attu”'],
    ["SANT'ELPIDIO A MARE", 'Sant’Elpidio a Mare'],
    ['ISTITUTO COMPRENSIVO N. 2', 'Istituto Comprensivo N. 2'],
    ['I.S.I.S.S. DELLA PIANA DI LUCCA', 'I.S.I.S.S. della Piana di Lucca'],
    ['SC. PRIM. DI ANTRONA SCHIERANCO', 'Sc. Prim. di Antrona Schieranco'],
    ['ITIS " VOLTA " SERALE', 'ITIS “Volta” Serale'],
    ['SCUOLA SECONDARIA DI I GRADO', 'Scuola Secondaria di I Grado'],
    ['GALLO PIERO - SIRSI PASQUALE', 'Gallo Piero - Sirsi Pasquale'],
    ['AA VV', 'AA VV'],
    ['A. MONDADORI SCUOLA', 'A. Mondadori Scuola'],
    ['CAMBRIDGE UNIVERSITY PRESS', 'Cambridge University Press'],
    ['Già scritto a mano', 'Già scritto a mano'],
  ])('%s', (input, expected) => {
    expect(readableName(input)).toBe(expected);
  });
});

describe('readableSubject and readableVolume', () => {
  it('reads subjects, study plans and volumes', () => {
    expect(readableSubject('LINGUA E CULTURA LATINA')).toBe('Lingua e cultura latina');
    expect(readableSubject('LICEO SCIENTIFICO - OPZIONE SCIENZE APPLICATE')).toBe(
      'Liceo scientifico - Opzione scienze applicate',
    );
    expect(readableVolume('U')).toBe('volume unico');
    expect(readableVolume('2')).toBe('volume 2');
    expect(readableVolume('ND')).toBeNull();
  });
});
