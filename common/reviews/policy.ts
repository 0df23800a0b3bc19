// What the shop tells readers about how reviews are checked. Codice del Consumo art. 22
// (as amended by the Omnibus directive, D.Lgs. 26/2023): a shop that shows consumers'
// reviews must say whether and how it makes sure they come from people who bought or used
// the product. Shown beside every list of reviews and to the moderators.

export const REVIEW_VERIFICATION_STATEMENT =
  'Come controlliamo le recensioni: può scriverle solo chi ha comprato il prodotto in questo negozio e lo ha già ricevuto, una volta per prodotto. Prima di pubblicarle le leggiamo: non cambiamo il testo e non scartiamo quelle negative, togliamo solo quelle offensive, con dati personali o che non parlano del prodotto. La media in stelle è calcolata su tutte le recensioni pubblicate.';

/** The moderators' rule of thumb, the same promise seen from their side. */
export const REVIEW_MODERATION_RULES =
  'Pubblica ogni recensione che parla del prodotto, anche se negativa. Non pubblicarla solo se è offensiva, contiene dati personali o non riguarda il prodotto.';
