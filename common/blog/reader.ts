/** The blog's reader cookie: set on a first like, it makes the article page personal ("ti piace"). */
export const READER_COOKIE = 'cartella_lettore';
