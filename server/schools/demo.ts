import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { currentSchoolYear } from '../config.ts';
import type { DemoSeed } from '../demo/index.ts';
import { importMinistry } from './import/importer.ts';
import { ADOPTION_COLUMNS } from './import/kinds.ts';
import { resolveSources } from './import/sources.ts';
import { schools } from './schema.ts';

// Demo data in the Ministry's own file format, imported through the real importer, so a
// fresh machine exercises the same path as the official files. Names and codes are made
// up; the shape (grades, sections, study plans, flags, prices) follows the real files.

type Grade = 'EE' | 'MM' | 'NO';
type DemoSchool = {
  code: string;
  institute: string;
  instituteName: string;
  name: string;
  address: string;
  cap: string;
  town: string;
  townCode: string;
  province: string;
  region: string;
  area: string;
  grade: Grade;
  kind: 'stat' | 'par' | 'aut';
  sections: string[];
  plans?: string[];
};

const GRADE_TYPE: Record<Grade, string> = { EE: 'SCUOLA PRIMARIA', MM: 'SCUOLA PRIMO GRADO', NO: 'LICEO SCIENTIFICO' };
const PUBLISHERS = [
  ['ZANICHELLI', '08'],
  ['MONDADORI EDUCATION', '247'],
  ['PEARSON ITALIA', '919'],
  ['LOESCHER', '201'],
  ['LA SCUOLA EDITRICE', '350'],
  ['GIUNTI SCUOLA', '09'],
  ['DEA SCUOLA', '511'],
  ['RIZZOLI EDUCATION', '915'],
] as const;

const SUBJECTS: Record<Grade, [string, string, number][]> = {
  EE: [
    ['IL LIBRO DELLA PRIMA CLASSE', 'PAROLE IN VOLO', 1],
    ['SUSSIDIARIO DEI LINGUAGGI', 'IL MONDO DELLE PAROLE', 2],
    ['SUSSIDIARIO DELLE DISCIPLINE', 'SCOPRO E IMPARO', 4],
    ['LINGUA INGLESE', 'HAPPY KIDS', 1],
    ['RELIGIONE', 'IL CAMMINO DEI COLORI', 1],
  ],
  MM: [
    ['ITALIANO ANTOLOGIA', 'LEGGERE CHE PASSIONE', 1],
    ['ITALIANO GRAMMATICA', 'LA LINGUA IN TASCA', 1],
    ['STORIA', 'TEMPI E STORIE', 1],
    ['GEOGRAFIA', 'PAESAGGI DEL MONDO', 1],
    ['MATEMATICA', 'NUMERI E FIGURE', 1],
    ['SCIENZE', 'SCIENZE PER CAPIRE', 1],
    ['INGLESE', 'GET CONNECTED', 1],
    ['TECNOLOGIA', 'PROGETTARE OGGI', 1],
    ['MUSICA', 'NOTE IN GIOCO', 1],
  ],
  NO: [
    ['LINGUA E LETTERATURA ITALIANA', 'IL PIACERE DEI TESTI', 1],
    ['LINGUA E CULTURA LATINA', 'LATINO FACILE', 1],
    ['MATEMATICA', 'MATEMATICA.BLU', 1],
    ['FISICA', "L'AMALDI PER I LICEI SCIENTIFICI", 3],
    ['SCIENZE NATURALI', 'BIOLOGIA E CHIMICA OGGI', 1],
    ['STORIA', 'STORIA E STORIOGRAFIA', 3],
    ['LINGUA E CULTURA STRANIERA INGLESE', 'PERFORMER B2', 1],
    ['FILOSOFIA', 'IL NUOVO PROTAGONISTI DEL PENSIERO', 3],
  ],
};

const AUTHORS = ['ROSSI MARIA', 'BIANCHI LUCA', 'ESPOSITO ANNA', 'ROMANO PAOLO', 'COLOMBO GIULIA', 'RICCI MARCO'];

function isbn13(publisher: string, n: number): string {
  const body = `97888${publisher}${String(n).padStart(12 - 5 - publisher.length, '0')}`.slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

const places = [
  ['SARDEGNA', 'CAGLIARI', 'CAGLIARI', 'B354', '09121', 'ISOLE', 'CA'],
  ['SARDEGNA', 'CAGLIARI', "QUARTU SANT'ELENA", 'H118', '09045', 'ISOLE', 'CA'],
  ['SARDEGNA', 'SASSARI', 'SASSARI', 'I452', '07100', 'ISOLE', 'SS'],
  ['LAZIO', 'ROMA', 'ROMA', 'H501', '00185', 'CENTRO', 'RM'],
  ['LOMBARDIA', 'MILANO', 'MILANO', 'F205', '20121', 'NORD OVEST', 'MI'],
  ['TRENTINO-ALTO ADIGE', 'TRENTO', 'TRENTO', 'L378', '38122', 'NORD EST', 'TN'],
] as const;

function demoSchools(): DemoSchool[] {
  const list: DemoSchool[] = [];
  places.forEach(([region, province, town, townCode, cap, area, sigla], i) => {
    const aut = region === 'TRENTINO-ALTO ADIGE';
    const institute = `${sigla}IC8${i}000${'ABCDEF'[i]}`;
    const instituteName = `IC ${town} ${i + 1}`;
    const base = { institute, instituteName, town, townCode, province, region, area, cap };
    const kind = aut ? 'aut' : 'stat';
    list.push({
      ...base,
      code: `${sigla}EE8${i}001${'GHJKLM'[i]}`,
      name: `${town} - VIA DANTE ALIGHIERI`,
      address: `VIA DANTE ALIGHIERI ${10 + i}`,
      grade: 'EE',
      kind,
      sections: ['A', 'B'],
    });
    list.push({
      ...base,
      code: `${sigla}MM8${i}001${'NPQRST'[i]}`,
      name: `SCUOLA MEDIA "GRAZIA DELEDDA" ${town}`,
      address: `VIALE DELLA REPUBBLICA ${20 + i}`,
      grade: 'MM',
      kind,
      sections: ['A', 'B', 'C'],
    });
    if (i % 2 === 0) {
      list.push({
        ...base,
        institute: `${sigla}PS0${i}000${'UVWXYZ'[i]}`,
        instituteName: `LICEO SCIENTIFICO "GALILEO GALILEI" ${town}`,
        code: `${sigla}PS0${i}000${'UVWXYZ'[i]}`,
        name: `LICEO SCIENTIFICO "GALILEO GALILEI" ${town}`,
        address: `PIAZZA GARIBALDI ${i + 1}`,
        grade: 'NO',
        kind,
        sections: ['A', 'B'],
        plans: ['LICEO SCIENTIFICO', 'LICEO SCIENTIFICO - OPZIONE SCIENZE APPLICATE'],
      });
    }
  });
  list.push({
    code: 'RM1E00100A',
    institute: 'RM1E00100A',
    instituteName: 'SCUOLA PRIMARIA PARITARIA "SAN GIUSEPPE"',
    name: 'SCUOLA PRIMARIA PARITARIA "SAN GIUSEPPE"',
    address: 'VIA NAZIONALE 50',
    cap: '00184',
    town: 'ROMA',
    townCode: 'H501',
    province: 'ROMA',
    region: 'LAZIO',
    area: 'CENTRO',
    grade: 'EE',
    kind: 'par',
    sections: ['A'],
  });
  return list;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Writes the demo set as Ministry files for the given school year (e.g. 2026) into dir. */
export function writeDemoFiles(dir: string, startYear: number): string[] {
  const yearCode = `${startYear}${String((startYear + 1) % 100).padStart(2, '0')}`;
  const all = demoSchools();
  const stateHeader = [
    'ANNOSCOLASTICO',
    'AREAGEOGRAFICA',
    'REGIONE',
    'PROVINCIA',
    'CODICEISTITUTORIFERIMENTO',
    'DENOMINAZIONEISTITUTORIFERIMENTO',
    'CODICESCUOLA',
    'DENOMINAZIONESCUOLA',
    'INDIRIZZOSCUOLA',
    'CAPSCUOLA',
    'CODICECOMUNESCUOLA',
    'DESCRIZIONECOMUNE',
    'DESCRIZIONECARATTERISTICASCUOLA',
    'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA',
    'INDICAZIONESEDEDIRETTIVO',
    'INDICAZIONESEDEOMNICOMPRENSIVO',
    'INDIRIZZOEMAILSCUOLA',
    'INDIRIZZOPECSCUOLA',
    'SITOWEBSCUOLA',
  ];
  const stateRow = (s: DemoSchool) => [
    yearCode,
    s.area,
    s.region,
    s.province,
    s.institute,
    s.instituteName,
    s.code,
    s.name,
    s.address,
    s.cap,
    s.townCode,
    s.town,
    'NORMALE',
    GRADE_TYPE[s.grade],
    s.code === s.institute ? 'SI' : 'NO',
    'Non Disponibile',
    `${s.institute}@istruzione.it`,
    `${s.institute.toLowerCase()}@pec.istruzione.it`,
    'Non Disponibile',
  ];
  const files: Record<string, string> = {};
  const registryDate = `${startYear}0901`;
  files[`SCUANAGRAFESTAT${yearCode}${registryDate}.csv`] =
    csvLine(stateHeader) +
    all
      .filter((s) => s.kind === 'stat')
      .map((s) => csvLine(stateRow(s)))
      .join('');
  files[`SCUANAAUTSTAT${yearCode}${registryDate}.csv`] =
    csvLine(stateHeader) +
    all
      .filter((s) => s.kind === 'aut')
      .map((s) => csvLine(stateRow(s)))
      .join('');
  files[`SCUANAGRAFEPAR${yearCode}${registryDate}.csv`] =
    csvLine([
      'ANNOSCOLASTICO',
      'AREAGEOGRAFICA',
      'REGIONE',
      'PROVINCIA',
      'CODICESCUOLA',
      'DENOMINAZIONESCUOLA',
      'INDIRIZZOSCUOLA',
      'CAPSCUOLA',
      'CODICECOMUNESCUOLA',
      'DESCRIZIONECOMUNE',
      'DESCRIZIONETIPOLOGIAGRADOISTRUZIONESCUOLA',
      'INDIRIZZOEMAILSCUOLA',
      'INDIRIZZOPECSCUOLA',
      'SITOWEBSCUOLA',
    ]) +
    all
      .filter((s) => s.kind === 'par')
      .map((s) =>
        csvLine([
          yearCode,
          s.area,
          s.region,
          s.province,
          s.code,
          s.name,
          s.address,
          s.cap,
          s.townCode,
          s.town,
          'SCUOLA PRIMARIA NON STATALE',
          'segreteria@sangiuseppe.example',
          'Non Disponibile',
          'Non Disponibile',
        ]),
      )
      .join('');

  const adoptionHeader = ADOPTION_COLUMNS;
  const byRegion = new Map<string, string[]>();
  for (const school of all) {
    const classes = school.grade === 'EE' ? 5 : school.grade === 'MM' ? 3 : 5;
    const lines = byRegion.get(school.region) ?? [];
    for (let classYear = 1; classYear <= classes; classYear++) {
      for (const section of school.sections) {
        const plans = school.plans && section === 'B' ? school.plans : [school.plans?.[0] ?? 'CORSO ORDINARIO'];
        for (const plan of plans) {
          for (const [index, [subject, title, fromYear]] of SUBJECTS[school.grade].entries()) {
            if (classYear < fromYear) continue;
            if (school.grade === 'EE' && subject === 'IL LIBRO DELLA PRIMA CLASSE' && classYear > 1) continue;
            if (school.grade === 'EE' && subject.startsWith('SUSSIDIARIO DEI') && classYear > 3) continue;
            if (plan.includes('APPLICATE') && subject.includes('LATINA')) continue;
            const [publisher, block] = PUBLISHERS[(index + classYear) % PUBLISHERS.length]!;
            // The same book serves every school of a grade: one ISBN per subject and class year.
            const n = (school.grade === 'EE' ? 100 : school.grade === 'MM' ? 300 : 600) + index * 10 + classYear;
            const price = (8 + ((n * 37) % 2400) / 100).toFixed(2).replace('.', ',');
            const volumeCount = school.grade === 'EE' ? 'U' : String(Math.min(classYear, 3));
            lines.push(
              csvLine([
                school.code,
                String(classYear),
                section,
                school.grade,
                plan,
                subject,
                isbn13(block, n),
                AUTHORS[n % AUTHORS.length]!,
                `${title} ${classYear}`,
                index % 3 === 0 ? 'EDIZIONE CON ESPANSIONE ONLINE' : 'ND',
                volumeCount,
                publisher,
                price,
                classYear === 1 ? 'Si' : 'No',
                // Books kept from earlier years need not be bought again.
                subject === 'RELIGIONE' && classYear > 1 ? 'No' : 'Si',
                subject === 'MUSICA' ? 'Ap' : 'No',
              ]),
            );
          }
        }
      }
    }
    byRegion.set(school.region, lines);
  }
  const adoptionDate = `${startYear}0710`;
  for (const [region, lines] of byRegion) {
    const key = region.replace(/[^A-Z]/g, '');
    files[`ALT${key}0000${adoptionDate}.csv`] = csvLine(adoptionHeader) + lines.join('');
  }
  return Object.entries(files).map(([name, content]) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  });
}

export const schoolsDemoSeed: DemoSeed = {
  name: 'schools',
  run: async (services) => {
    const [row] = await services.db.select({ n: count() }).from(schools);
    if ((row?.n ?? 0) > 0) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-demo-mim-'));
    try {
      const startYear = Number(currentSchoolYear().slice(0, 4));
      await importMinistry(services.database, resolveSources(writeDemoFiles(dir, startYear)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
