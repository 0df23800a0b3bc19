import { type School, SEARCH_PAGE_LIMIT, type SearchState } from '#common/schools/views.ts';
import type { Db } from '../db/connection.ts';
import { listMunicipalities, listProvinces, listRegions, searchSchools } from './queries.ts';

export type SearchPageData = {
  state: SearchState;
  regioni: string[];
  province: string[];
  comuni: string[];
  tipologie: string[];
  caratteristiche: string[];
  results: { scuole: School[]; total: number } | null;
};

const param = (url: URL, name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 200);

/**
 * The /search page from its URL: the cascade's lists, and the schools when a municipality
 * or a name is given. Values that do not belong to the level above are dropped, which is
 * the cascade's reset rule for visitors without JavaScript (the form sends every field).
 */
export async function loadSearchPage(db: Db, url: URL): Promise<SearchPageData> {
  const regioni = await listRegions(db);
  const state: SearchState = {
    regione: param(url, 'regione'),
    provincia: param(url, 'provincia'),
    comune: param(url, 'comune'),
    tipologia: param(url, 'tipologia'),
    caratteristica: param(url, 'caratteristica'),
    nome: param(url, 'nome'),
  };
  if (!regioni.includes(state.regione)) state.regione = '';
  const province = state.regione ? await listProvinces(db, state.regione) : [];
  if (!province.includes(state.provincia)) state.provincia = '';
  const comuni = state.provincia ? await listMunicipalities(db, state.provincia) : [];
  if (!comuni.includes(state.comune)) state.comune = '';

  let tipologie: string[] = [];
  let caratteristiche: string[] = [];
  if (state.comune) {
    // The filters offer what this municipality's schools actually have.
    const all = await searchSchools(db, {
      regione: state.regione,
      provincia: state.provincia,
      comune: state.comune,
      limit: 1000,
    });
    tipologie = distinct(all.scuole.map((s) => s.tipologiaGrado));
    caratteristiche = distinct(all.scuole.map((s) => s.caratteristica));
  }
  if (!tipologie.includes(state.tipologia)) state.tipologia = '';
  if (!caratteristiche.includes(state.caratteristica)) state.caratteristica = '';

  const searching = Boolean(state.comune || state.nome);
  const results = searching
    ? await searchSchools(db, {
        regione: state.regione || undefined,
        provincia: state.provincia || undefined,
        comune: state.comune || undefined,
        tipologia: state.tipologia || undefined,
        caratteristica: state.caratteristica || undefined,
        nome: state.nome || undefined,
        limit: SEARCH_PAGE_LIMIT,
      })
    : null;
  return { state, regioni, province, comuni, tipologie, caratteristiche, results };
}

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b, 'it'));
}
