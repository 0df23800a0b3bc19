// The demo's reviews: written by demo buyers (clearly marked as such, with addresses of the
// reserved .invalid domain) who have a delivered demo order of the product. They replace
// the star ratings the demo catalogue used to type in.

export type DemoBuyer = { key: string; name: string; email: string };

export const DEMO_BUYERS: DemoBuyer[] = [
  { key: 'giulia', name: 'Giulia Demo', email: 'giulia.demo@cartella-demo.invalid' },
  { key: 'marco', name: 'Marco Demo', email: 'marco.demo@cartella-demo.invalid' },
  { key: 'sara', name: 'Sara Demo', email: 'sara.demo@cartella-demo.invalid' },
  { key: 'luca', name: 'Luca Demo', email: 'luca.demo@cartella-demo.invalid' },
];

export type DemoReview = {
  buyer: DemoBuyer['key'];
  /** The product's name in the demo catalogue. */
  product: string;
  stars: number;
  text: string;
  /** Approved unless said otherwise: a couple wait for moderation, so the list is not empty. */
  status?: 'approved' | 'pending';
  /** How long ago the order was placed. */
  daysAgo: number;
};

export const DEMO_REVIEWS: DemoReview[] = [
  {
    buyer: 'giulia',
    product: 'Quaderno A4 a righe di 1ª elementare',
    stars: 5,
    text: 'Carta spessa, la penna non trapassa. La rigatura è quella chiesta dalla maestra di prima.',
    daysAgo: 40,
  },
  {
    buyer: 'marco',
    product: 'Quaderno A4 a righe di 1ª elementare',
    stars: 4,
    text: 'Buon quaderno, la copertina plastificata regge bene nello zaino. Avrei preferito più fogli.',
    daysAgo: 33,
  },
  {
    buyer: 'sara',
    product: 'Quaderno A4 a righe di 1ª elementare',
    stars: 4,
    text: 'Fa il suo lavoro e costa il giusto. Arrivato in libreria in due giorni.',
    daysAgo: 21,
  },
  {
    buyer: 'giulia',
    product: 'Zaino scuola ergonomico 28 litri',
    stars: 5,
    text: 'Schienale imbottito e spallacci larghi: mio figlio lo porta senza lamentarsi anche con i libri delle medie.',
    daysAgo: 40,
  },
  {
    buyer: 'luca',
    product: 'Zaino scuola ergonomico 28 litri',
    stars: 4,
    text: 'Comodo e capiente. La tasca per la borraccia è un po’ stretta per quelle da un litro.',
    daysAgo: 18,
  },
  {
    buyer: 'marco',
    product: 'Astuccio 3 zip completo',
    stars: 4,
    text: 'Completo di tutto, i pennarelli sono di buona qualità. Le forbici invece sono piccole.',
    daysAgo: 33,
  },
  {
    buyer: 'sara',
    product: 'Astuccio 3 zip completo',
    stars: 3,
    text: 'Carino, ma dopo un mese una zip ha iniziato a incastrarsi. Il contenuto è buono.',
    daysAgo: 21,
  },
  {
    buyer: 'luca',
    product: 'Calcolatrice scientifica 240 funzioni',
    stars: 5,
    text: 'Ammessa alle verifiche del liceo, schermo leggibile e tasti comodi. Batteria ancora carica dopo mesi.',
    daysAgo: 18,
  },
  {
    buyer: 'giulia',
    product: 'Pastelli colorati (24 pezzi)',
    stars: 4,
    text: 'Colori vivaci e mine che non si spezzano quando si temperano. Ottimi per la primaria.',
    daysAgo: 40,
  },
  {
    buyer: 'marco',
    product: 'Dizionario di italiano',
    stars: 5,
    text: 'Chiaro, con esempi d’uso e la versione digitale inclusa. Consigliato dalla prof di lettere.',
    daysAgo: 33,
  },
  {
    buyer: 'sara',
    product: 'Diario scolastico 2026/27',
    stars: 4,
    text: 'Pagine ampie per i compiti e copertina robusta. A mia figlia piacciono le illustrazioni.',
    daysAgo: 21,
  },
  {
    buyer: 'luca',
    product: 'Set geometria 4 pezzi',
    stars: 2,
    text: 'Le misure sono precise ma il goniometro si è crepato la prima settimana.',
    status: 'pending',
    daysAgo: 18,
  },
  {
    buyer: 'luca',
    product: 'Astuccio 3 zip completo',
    stars: 4,
    text: 'Ben fatto e con tutto il necessario. Le cerniere per ora tengono.',
    status: 'pending',
    daysAgo: 18,
  },
];
