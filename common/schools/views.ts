// Schools and class lists as the API and the pages send them (API.md "School data").

export type School = {
  codiceScuola: string;
  nomeScuola: string;
  indirizzo: string | null;
  cap: string | null;
  comune: string;
  provincia: string;
  regione: string;
  tipologiaGrado: string | null;
  caratteristica: string | null;
  regioneAutonoma: boolean;
  statale: boolean;
  email: string | null;
  pec: string | null;
  sitoWeb: string | null;
  codiceIstitutoRiferimento: string | null;
  nomeIstitutoRiferimento: string | null;
};

export type Adoption = {
  annoCorso: number;
  sezione: string;
  combinazione: string;
  disciplina: string;
  isbn: string;
  titolo: string;
  sottotitolo: string | null;
  autore: string | null;
  editore: string | null;
  volume: string | null;
  prezzo: number | null;
  prezzoVendita: number | null;
  prezzoScontato: number | null;
  /** The shop's textbook discount on this book, in percent (0 when none). */
  sconto: number;
  /** Omnibus rule: the lowest price of the 30 days before the current one, when discounted. */
  prezzoPiuBasso30Giorni: number | null;
  copertina: string | null;
  descrizione: string | null;
  enriched: boolean;
  nuovaAdozione: boolean;
  daAcquistare: boolean;
  consigliato: 'approfondimento' | 'monografia' | null;
  annoScolastico: string;
};

/** A class and its sections; each section's study plans (the ministry's "combinazione"). */
export type ClassSummary = { classe: number; sezioni: { sezione: string; materie: number; piani: string[] }[] };
export type PageBook = Adoption & { prezzoEffettivo: number };

export type SchoolPageData = {
  school: School;
  classes: ClassSummary[];
  classe: number | null;
  sezione: string | null;
  /** The chosen study plan; set by itself when the section has only one. */
  piano: string | null;
  books: PageBook[];
  schoolYear: string | null;
  dataDate: string | null;
};

/** How many results the search page lists at once. */
export const SEARCH_PAGE_LIMIT = 200;

export type SearchState = {
  regione: string;
  provincia: string;
  comune: string;
  tipologia: string;
  caratteristica: string;
  nome: string;
};
