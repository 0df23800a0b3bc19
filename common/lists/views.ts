import type { Adoption, School } from '../schools/views.ts';

// A family's saved class lists, one per child (API.md "Books and family lists").

/** A book of a saved list: the class list's adoption with this shop's prices, and "Ce l'ho già". */
export type ListBook = Adoption & {
  /** The family marked it "Ce l'ho già". */
  owned: boolean;
};

export type FamilyList = {
  id: string;
  /** The child's name ("Giulia"). */
  nome: string;
  codiceScuola: string;
  classe: number;
  sezione: string;
  /** The study plan (the ministry's COMBINAZIONE), when the class has several. */
  combinazione: string | null;
  /** ISBNs marked "Ce l'ho già". */
  owned: string[];
  /** The school, or null when it is no longer in the Ministry's registry. */
  scuola: School | null;
  /** The class list of the newest school year for that class, section and plan. */
  books: ListBook[];
  createdAt: string;
  updatedAt: string;
};

/** How a cart line says which child's list it belongs to (grouping in the cart). */
export type CartLineList = { id: string; nome: string };
