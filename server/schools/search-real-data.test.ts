import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { School } from '#common/schools/views.ts';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { importMinistry } from './import/importer.ts';
import { resolveSources } from './import/sources.ts';

// Search as parents type (issue 12), on the whole 2025-26 registry (62,109 schools): each
// query written as a parent would type it finds the intended school among the first five.

const available = requireInCI(hasSharedData, '../shared/data');
const registry = [
  'SCUANAGRAFESTAT20252620250901.csv.gz',
  'SCUANAGRAFEPAR20252620250901.csv',
  'SCUANAAUTSTAT20252620250901.csv',
  'SCUANAAUTPAR20252620250901.csv',
].map((f) => path.join(sharedDataDir, 'mim', '2025-26', f));

/** [what a parent types, the school they mean] */
const queries: [string, string][] = [
  ['alighieri campobasso', 'CBIC82300X'],
  ['liceo romita', 'CBPS01000B'],
  ['liceo galilai san dona', 'VEPS04000Q'],
  ['liceo scientifico majorana mirano', 'VEPS00301T'],
  ['volterra fabriano', 'ANPS05000Q'],
  ['liceo pigafetta vicenza', 'VIPC010004'],
  ['carducci viareggio', 'LUPC010009'],
  ['ic aleramo torino', 'TOIC8B100C'],
  ['istituto comprensivo rudiano', 'BSIC86100R'],
  ['siani villaricca', 'NAIC8FL004'],
  ['don pasquino borghi reggio emilia', 'REIC81400X'],
  ['media puccini parma', 'PRMM833018'],
  ['scuola media irgoli', 'NUMM830012'],
  ['civinini albinia', 'GRMM81601X'],
  ['elementare boscardin brendola', 'VIEE81304A'],
  ['materna il melograno sansepolcro', 'ARAA840029'],
  ['fratticiola perugia', 'PGAA85605X'],
  ['itis archimede rosolini', 'SRTF01701G'],
  ['ipsia bocchigliero', 'CSRI310006'],
  ['iis linussio codroipo', 'UDIS01100P'],
  ['mattei caserta', 'CEIS022004'],
  ['isis di vittorio ladispoli', 'RMIS05900G'],
  ['alberghiero virtuoso salerno', 'SARH010009'],
  ['ipssar mursia carini', 'PARH00402E'],
  ['pellati canelli', 'ATTD00202P'],
  ['greppi monticello', 'LCTD00701E'],
  ['cbps01000b', 'CBPS01000B'],
  ['CBIC823', 'CBIC82300X'],
  ['pigafeta vicenza', 'VIPC010004'],
  ['liceo carduci viareggio', 'LUPC010009'],
  ['civinni albinia', 'GRMM81601X'],
  ['liceo scientifico maffucci calitri', 'AVPS00801B'],
  ['liceo verdi valdobbiadene', 'TVPC00401E'],
  ['galiani da vinci napoli', 'NAIS14400Q'],
  ['scuola media gramsci settala', 'MIMM8BN015'],
  ["liceo classico d'annunzio pescara", 'PEPC010009'],
  ['dannunzio pescara classico', 'PEPC010009'],
  ['via lemie torino', 'TOIC8B100C'],
  ['liceo scientifico galileo galilei san donà di piave', 'VEPS04000Q'],
  ['itc lombardi airola', 'BNTD008013'],
  ['elementare via dante alighieri aci sant antonio', 'CTEE8AR08Q'],
  ['l.scientifico romita campobasso', 'CBPS01000B'],
  ['superiore galiani napoli', 'NAIS14400Q'],
  ['galilai', 'PAPS010002'],
  ['scuola elementare san giovanni bosco aosta', 'AO1E60100A'],
  ['ic perugia 15', 'PGIC85600V'],
];

describeEachDatabase('school search as parents type (2025-26 registry)', (kind) => {
  const app = useTestApp(kind);
  if (!available) return it.skip('needs ../shared/data');
  beforeAll(async () => {
    await importMinistry(app().services.database, resolveSources(registry));
  }, 600_000);

  const search = async (nome: string) => {
    const res = await app().request(`/api/schools?nome=${encodeURIComponent(nome)}&limit=5`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { scuole: School[] }).scuole;
  };

  it('finds the two schools of the issue first', async () => {
    expect((await search('alighieri campobasso'))[0]?.codiceScuola).toBe('CBIC82300X');
    expect((await search('liceo romita'))[0]?.codiceScuola).toBe('CBPS01000B');
  });

  it('ranks the intended name first despite a one-letter typo', async () => {
    const [first] = await search('galilai');
    expect(first?.nomeScuola).toMatch(/GALILEI/);
    expect((await search('liceo romitta'))[0]?.codiceScuola).toBe('CBPS01000B');
    expect((await search('pigafeta vicenza'))[0]?.codiceScuola).toBe('VIPC010004');
  });

  it.each(queries)('"%s" finds %s in the first five', async (nome, code) => {
    const codes = (await search(nome)).map((s) => s.codiceScuola);
    expect(codes).toContain(code);
  });

  it('finds nothing for words no school has', async () => {
    expect(await search('zzzxq qqwwee')).toEqual([]);
  });
});
