// The default shop's demo blog: eight articles of the kind a school bookshop publishes,
// with illustrations served by the app (public/demo/blog). Written for this demo.

export type DemoArticle = {
  title: string;
  category: string;
  tags: string;
  author: string;
  image: string;
  daysAgo: number;
  excerpt: string;
  content: string;
  comments?: { name: string; content: string }[];
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Come leggere la lista dei libri adottati dalla scuola',
    category: 'Libri di testo',
    tags: 'libri di testo, adozioni, ministero',
    author: 'Redazione Cartella',
    image: 'libri-lista',
    daysAgo: 3,
    excerpt:
      'Da acquistare, consigliato, nuova adozione: cosa significano le voci della lista ministeriale e quali libri servono davvero.',
    content: `La lista dei libri adottati arriva dai dati ufficiali del Ministero dell'Istruzione e del Merito: ogni scuola comunica, per ogni classe e sezione, i testi scelti dai docenti.

## Le tre indicazioni da guardare

- **Da acquistare**: il libro serve quest'anno e va comprato (o recuperato usato).
- **Consigliato**: non è obbligatorio. Può essere un approfondimento o una monografia.
- **Nuova adozione**: il testo è stato scelto per la prima volta quest'anno, quindi difficilmente lo troverai usato.

## Controlla sezione e indirizzo

Nella stessa scuola sezioni diverse possono avere libri diversi, e nei licei un'opzione (per esempio scienze applicate) può cambiare alcuni testi. Scegli sempre classe **e** sezione.

> Prima di ordinare, chiedi ai fratelli più grandi o ai vicini di banco: i volumi che durano più anni spesso sono già in casa.`,
    comments: [
      { name: 'Laura', content: 'Utilissimo, non avevo capito la differenza tra consigliato e da acquistare!' },
      { name: 'Marco P.', content: 'Confermo: alle superiori di mio figlio le sezioni hanno liste diverse.' },
    ],
  },
  {
    title: 'Zaino leggero: quanto deve pesare e come prepararlo',
    category: 'Salute e benessere',
    tags: 'zaino, postura, primaria',
    author: 'Giulia Serra',
    image: 'zaino-leggero',
    daysAgo: 9,
    excerpt:
      'Le indicazioni dei pediatri: lo zaino non dovrebbe superare il 10-15% del peso del bambino. Ecco come riuscirci.',
    content: `Uno zaino troppo pesante affatica la schiena, soprattutto alla primaria. I pediatri consigliano di non superare il **10-15% del peso corporeo**.

## Cinque abitudini che aiutano

1. Prepara lo zaino la sera prima, seguendo l'orario del giorno dopo.
2. Metti i libri più pesanti vicino alla schiena.
3. Usa entrambi gli spallacci, regolati in modo che lo zaino stia in alto.
4. Lascia a scuola quello che si può lasciare, d'accordo con i docenti.
5. Preferisci quaderni ad anelli con ricambi leggeri.

Se lo zaino resta pesante, valuta un modello con schienale imbottito o un trolley con ruote silenziose.`,
    comments: [{ name: 'Anna', content: 'La regola della sera prima funziona, ora lo prepara da solo!' }],
  },
  {
    title: 'Un metodo di studio in quattro passi per le medie',
    category: 'Metodo di studio',
    tags: 'metodo di studio, medie, organizzazione',
    author: 'Prof.ssa Elena Manca',
    image: 'metodo-studio',
    daysAgo: 16,
    excerpt:
      'Leggere, sottolineare, schematizzare, ripetere: un metodo semplice per studiare meno ore e ricordare di più.',
    content: `Passare dalla primaria alle medie significa studiare più materie e in autonomia. Un metodo semplice aiuta a non perdersi.

## 1. Leggi tutto una volta

Senza sottolineare: serve a capire di cosa parla il capitolo.

## 2. Sottolinea poco

Solo le parole chiave, con un colore. Se sottolinei tutto, non hai sottolineato niente.

## 3. Fai uno schema

Su un foglio a parte: il titolo al centro e i concetti collegati intorno. Gli evidenziatori pastello sono perfetti.

## 4. Ripeti ad alta voce

Come se dovessi spiegarlo a qualcuno. Se ti blocchi, torna allo schema.

Dieci minuti di pausa ogni quaranta di studio fanno la differenza.`,
  },
  {
    title: 'Come foderare i libri: la guida passo passo',
    category: 'Consigli pratici',
    tags: 'copertine, libri, fai da te',
    author: 'Redazione Cartella',
    image: 'foderare-libri',
    daysAgo: 24,
    excerpt:
      'Copertine trasparenti o fatte a mano: come proteggere i libri perché durino tutto l’anno (e si possano rivendere).',
    content: `Un libro foderato dura di più e, se un giorno lo vorrai rivendere, vale di più.

## Cosa serve

- copertine trasparenti adesive o a busta, della misura giusta;
- forbici e righello;
- un panno morbido per far uscire le bolle d'aria.

## Come si fa

1. Apri il libro sulla copertina trasparente e centra il volume.
2. Piega i risvolti all'interno, prima in alto e in basso, poi ai lati.
3. Taglia a V gli angoli vicino al dorso, così la copertina si chiude senza pieghe.

**Attenzione**: non scrivere il nome sulla copertina del libro ma su un'etichetta incollata sulla fodera.`,
    comments: [{ name: 'Paola', content: 'Il trucco del taglio a V mi ha salvato la serata.' }],
  },
  {
    title: 'Il primo giorno di scuola: come prepararsi senza ansia',
    category: 'Famiglia e scuola',
    tags: 'primo giorno, primaria, famiglie',
    author: 'Giulia Serra',
    image: 'primo-giorno',
    daysAgo: 35,
    excerpt:
      'Una settimana prima, il giorno prima, la mattina: piccoli gesti che rendono l’inizio più sereno per tutti.',
    content: `L'inizio della scuola è un momento emozionante, per i bambini e per i genitori.

## Una settimana prima

Riprendete gradualmente gli orari della scuola: sveglia e cena alla stessa ora di settembre.

## Il giorno prima

Preparate insieme zaino e astuccio. Dare un nome alle cose nuove aiuta i più piccoli a sentirle proprie.

## La mattina

Colazione con calma e saluti brevi davanti alla scuola: i saluti lunghi rendono il distacco più difficile.

E se qualcosa manca dalla lista del materiale, niente panico: le maestre lo diranno nei primi giorni.`,
  },
  {
    title: 'Compiti delle vacanze: organizzarli senza stress',
    category: 'Metodo di studio',
    tags: 'compiti, estate, organizzazione',
    author: 'Prof.ssa Elena Manca',
    image: 'compiti-estate',
    daysAgo: 60,
    excerpt:
      'Poco ma tutti i giorni: un calendario semplice per arrivare a settembre con i compiti fatti e la testa riposata.',
    content: `I compiti delle vacanze servono a non perdere l'abitudine allo studio, non a rovinare l'estate.

## Dividili subito

Conta le pagine e i giorni: meglio trenta minuti al giorno che tre giorni interi a fine agosto.

## Scegli un momento fisso

La mattina presto, quando fa meno caldo, la concentrazione è migliore.

## Alterna le materie

Un giorno matematica e inglese, il giorno dopo italiano e letture.

Lascia libera l'ultima settimana di agosto: servirà per il ripasso e per preparare il materiale nuovo.`,
  },
  {
    title: 'Corredo scolastico: la lista completa per la primaria',
    category: 'Consigli pratici',
    tags: 'corredo, primaria, cancelleria',
    author: 'Redazione Cartella',
    image: 'corredo-scolastico',
    daysAgo: 75,
    excerpt:
      'Quaderni, astuccio, colori, diario: tutto quello che serve per la prima classe, senza comprare il superfluo.',
    content: `Ogni scuola dà le sue indicazioni, ma il corredo di base è quasi sempre lo stesso.

## Nello zaino

- quaderni maxi A4 a righe di prima e a quadretti da 1 cm;
- un astuccio completo con matite, gomma, temperino e forbici con punte arrotondate;
- pastelli e pennarelli lavabili;
- colla stick;
- diario o quaderno degli avvisi.

## Da chiedere alle maestre

Copertine colorate per materia, cartelline e album da disegno cambiano da classe a classe: aspetta le indicazioni dei primi giorni prima di comprarli.`,
  },
  {
    title: 'Dizionari di lingue: quale scegliere alle superiori',
    category: 'Libri di testo',
    tags: 'dizionari, lingue, superiori',
    author: 'Marco Pinna',
    image: 'lingue-straniere',
    daysAgo: 90,
    excerpt:
      'Cartaceo o digitale, bilingue o monolingue: come scegliere il dizionario giusto e usarlo per cinque anni.',
    content: `Alle superiori il dizionario accompagna lo studente per cinque anni: vale la pena sceglierlo bene.

## Bilingue o monolingue?

Il **bilingue** è indispensabile nei primi anni. Il **monolingue** aiuta dal terzo anno, quando si scrive di più nella lingua straniera.

## Cartaceo o digitale?

Nelle verifiche e all'esame si usa il cartaceo. Molte edizioni includono la versione digitale: comoda a casa.

## Controlla la lista

Alcuni docenti indicano un'edizione precisa nella lista dei libri: in quel caso è meglio seguirla.`,
  },
];
