// Books as the family-facing API sends them (API.md "Books and family lists").

/** A book of the Ministry's lists with this shop's price. Prices are euros. */
export type Book = {
  isbn: string;
  titolo: string;
  sottotitolo: string | null;
  autore: string | null;
  editore: string | null;
  volume: string | null;
  /** The ministry list price (the publisher's cover price), or null when the lists give none. */
  prezzo: number | null;
  /** This shop's price after its textbook discount (never more than 15 % below `prezzo`). */
  prezzoVendita: number | null;
  /** The shop's discount on this book in percent (0 when none). */
  sconto: number;
  /** Omnibus rule: the lowest price of the 30 days before the current one, when it was cut. */
  prezzoPiuBasso30Giorni: number | null;
  copertina: string | null;
  descrizione: string | null;
  enriched: boolean;
  /** False when this shop does not sell the book. */
  disponibile: boolean;
  /** Number of schools of the newest school year that adopted it. */
  adozioni: number;
};

export type BookSearchResult = { books: Book[]; total: number };
