// Generated from /api/openapi.json by `npm run api:types` (openapi-typescript). Do not edit.

/** OneOf type helpers */
type Without<T, U> = { [P in Exclude<keyof T, keyof U>]?: never };
type XOR<T, U> = T | U extends object ? (Without<T, U> & U) | (Without<U, T> & T) : T | U;
type OneOf<T extends unknown[]> = T extends [infer Only]
  ? Only
  : T extends [infer A, infer B, ...infer Rest]
    ? OneOf<[XOR<A, B>, ...Rest]>
    : never;

export type paths = {
  '/api/admin/blog/articles/{id}/source': {
    /**
     * Il testo sorgente (Markdown) di un articolo, per il modulo di modifica
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminBlogArticlesIdSource'];
  };
  '/api/admin/blog/comments': {
    /**
     * Commenti da moderare (status=pending, approved o rejected)
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminBlogComments'];
  };
  '/api/admin/blog/comments/{id}': {
    /**
     * Approva o rifiuta un commento
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    post: operations['postAdminBlogCommentsId'];
    /**
     * Elimina un commento
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    delete: operations['deleteAdminBlogCommentsId'];
  };
  '/api/admin/books': {
    /**
     * Libri delle adozioni (ricerca per ISBN o parole, per scuola) con copertina, descrizione, prezzo ministeriale e della libreria, disponibilità
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminBooks'];
  };
  '/api/admin/books/{isbn}': {
    /**
     * Cambia per questa libreria prezzo, descrizione, copertina (immagine caricata come data: URL o indirizzo https, scaricata e controllata) e disponibilità; null torna al dato ministeriale
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    put: operations['putAdminBooksIsbn'];
  };
  '/api/admin/books/enrich': {
    /**
     * Arricchisce libri (isbns) o tutti quelli di una scuola (codiceScuola) da un servizio compatibile con Open Library
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminBooksEnrich'];
  };
  '/api/admin/books/enrich/{jobId}': {
    /**
     * Avanzamento di un arricchimento (fatti, arricchiti, non trovati, non riusciti)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminBooksEnrichJobId'];
  };
  '/api/admin/categories': {
    /**
     * Categorie del negozio (id e nome)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminCategories'];
    /**
     * Nuova categoria
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminCategories'];
  };
  '/api/admin/categories/{id}': {
    /**
     * Elimina una categoria senza prodotti
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    delete: operations['deleteAdminCategoriesId'];
  };
  '/api/admin/dashboard': {
    /**
     * Le cifre di oggi: ordini da lavorare per stato, libri da ordinare, arrivati e non ritirati, incassi di oggi e della settimana (giorni di Roma), scorte basse; ciascuna con la pagina che la mostra
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminDashboard'];
  };
  '/api/admin/domain': {
    /**
     * Il dominio proprio della libreria e il record TXT da creare finché non è verificato
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminDomain'];
    /**
     * Imposta il dominio proprio (da verificare con un record TXT)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    put: operations['putAdminDomain'];
    /**
     * Toglie il dominio proprio: il negozio torna sul suo indirizzo della piattaforma
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    delete: operations['deleteAdminDomain'];
  };
  '/api/admin/domain/verify': {
    /**
     * Verifica il record TXT: da quel momento il negozio risponde sul dominio
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminDomainVerify'];
  };
  '/api/admin/imports': {
    /**
     * Storico delle importazioni con il resoconto di ogni file, e scuole e adozioni per regione e anno scolastico
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminImports'];
    /**
     * Importa file del Ministero caricati (multipart, campo «files», al massimo 200 MB) oppure dagli indirizzi ufficiali ({ urls }, solo https); una importazione alla volta
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    post: operations['postAdminImports'];
  };
  '/api/admin/imports/{id}': {
    /**
     * Una importazione con il suo avanzamento e i resoconti
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminImportsId'];
  };
  '/api/admin/imports/{id}/events': {
    /**
     * Avanzamento come server-sent events: «progress» (file in corso, righe al secondo, fase), «file» (resoconto di ogni file), «end»
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminImportsIdEvents'];
  };
  '/api/admin/imports/{id}/rejected.csv': {
    /**
     * Le righe scartate di un file (le prime 5.000) in CSV, con riga e motivo
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminImportsIdRejectedCsv'];
  };
  '/api/admin/login': {
    /**
     * Accesso dell'amministratore: token per Authorization: Bearer e cookie di sessione
     * @description Pubblica.
     */
    post: operations['postAdminLogin'];
  };
  '/api/admin/logout': {
    /**
     * Chiude la sessione dell'amministratore
     * @description Pubblica.
     */
    post: operations['postAdminLogout'];
  };
  '/api/admin/me': {
    /**
     * L'amministratore collegato
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminMe'];
  };
  '/api/admin/orders': {
    /**
     * Ordini della libreria con filtri (stato, pagamento: metodo o pagato/da_pagare, spedizione, date, scuola, ricerca per numero, nome, e-mail o telefono), ordinamento e pagine da 50
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminOrders'];
  };
  '/api/admin/orders.csv': {
    /**
     * Gli stessi ordini in CSV per i fogli di calcolo (UTF-8 con BOM, separatore «;», decimali con la virgola)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminOrdersCsv'];
  };
  '/api/admin/orders/{id}': {
    /**
     * Un ordine con righe, stato di ogni libro, cronologia, pagamenti al banco e note interne
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminOrdersId'];
  };
  '/api/admin/orders/{id}/barcode.svg': {
    /**
     * Il numero d’ordine come codice a barre Code 128 (SVG) per la distinta da stampare
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminOrdersIdBarcodeSvg'];
  };
  '/api/admin/orders/{id}/cancel': {
    /**
     * Annulla l’ordine con un motivo; la famiglia riceve l’e-mail (un pagamento con carta viene rimborsato)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdCancel'];
  };
  '/api/admin/orders/{id}/items/{itemId}/status': {
    /**
     * La libreria sposta un libro dell’ordine (ordinato, arrivato, pronto, consegnato)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdItemsItemIdStatus'];
  };
  '/api/admin/orders/{id}/items/status': {
    /**
     * Sposta libri scelti (itemIds) o tutti quelli che possono (all: true, es. «tutti arrivati»); tutti o nessuno
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdItemsStatus'];
  };
  '/api/admin/orders/{id}/notes': {
    /**
     * Aggiunge una nota interna (la famiglia non la vede)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdNotes'];
  };
  '/api/admin/orders/{id}/payments': {
    /**
     * Registra un pagamento al banco (contanti o POS); saldato il totale l’ordine è pagato e la famiglia riceve la ricevuta
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdPayments'];
  };
  '/api/admin/orders/{id}/pickup': {
    /**
     * Consegna al banco: ordine pronto e pagato → completato, ogni libro consegnato
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdPickup'];
  };
  '/api/admin/orders/{id}/refund': {
    /**
     * Rimborsa l’ordine con un motivo; la famiglia riceve l’e-mail
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdRefund'];
  };
  '/api/admin/orders/{id}/ship': {
    /**
     * Spedisce l’ordine con il numero di spedizione; la famiglia riceve l’e-mail con il numero
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdShip'];
  };
  '/api/admin/orders/{id}/status': {
    /**
     * La libreria sposta un ordine (pagato, in preparazione, pronto per il ritiro, spedito, completato, annullato, rimborsato); il cliente riceve l’e-mail
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminOrdersIdStatus'];
  };
  '/api/admin/pricing/textbooks': {
    /**
     * Sconti della libreria sui libri di testo adottati (generale e per editore), ultime modifiche e limite di legge
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminPricingTextbooks'];
    /**
     * Imposta lo sconto generale (editore assente) o di un editore; oltre il 15% è rifiutato (legge 15/2020, art. 8). Un aumento è un ribasso annunciato: le pagine mostrano il prezzo più basso dei 30 giorni precedenti
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    put: operations['putAdminPricingTextbooks'];
    /**
     * Toglie lo sconto di un editore (i suoi libri tornano allo sconto generale)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    delete: operations['deleteAdminPricingTextbooks'];
  };
  '/api/admin/products': {
    /**
     * Crea (isEdit false, 201) o modifica (isEdit true con productId) un prodotto; prezzo di vendita e scontato sono calcolati dal server
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminProducts'];
  };
  '/api/admin/reviews': {
    /**
     * Recensioni da moderare (status=pending, predefinito), approvate o scartate, con prodotto e numero d’ordine
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    get: operations['getAdminReviews'];
  };
  '/api/admin/reviews/{id}': {
    /**
     * Approva (approve) o scarta (reject) una recensione
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    post: operations['postAdminReviewsId'];
  };
  '/api/admin/security-logs': {
    /**
     * Voci del registro, dalla più recente, filtrabili per categoria, livello, origine e testo
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    get: operations['getAdminSecurityLogs'];
  };
  '/api/admin/shops': {
    /**
     * Le librerie che la persona collegata può gestire (per il cambio libreria): tutte per il gestore
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminShops'];
  };
  '/api/admin/staff': {
    /**
     * Titolare e staff della libreria, con gli inviti in attesa
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminStaff'];
    /**
     * Invita una persona nello staff: e-mail con un link valido 7 giorni
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminStaff'];
  };
  '/api/admin/staff/{userId}': {
    /**
     * Toglie una persona dallo staff (il titolare resta)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    delete: operations['deleteAdminStaffUserId'];
  };
  '/api/admin/stats': {
    /**
     * Statistiche tra due giorni (da, a; predefinito gli ultimi 30): vendite per giorno, ordini per stato e pagamento, ordine medio, libri, scuole e prodotti più venduti, imbuto dalle pagine viste (solo con consenso) agli ordini pagati
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminStats'];
  };
  '/api/admin/stats.csv': {
    /**
     * Una tabella delle statistiche in CSV (tabella: vendite, stati, pagamenti, libri, scuole, prodotti, funnel)
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminStatsCsv'];
  };
  '/api/admin/suppliers': {
    /**
     * Nuovo fornitore
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminSuppliers'];
  };
  '/api/admin/suppliers/{id}': {
    /**
     * Elimina un fornitore senza prodotti
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    delete: operations['deleteAdminSuppliersId'];
  };
  '/api/admin/tenants/{id}/status': {
    /**
     * Apre (attivo) o sospende una libreria, con il motivo che il titolare riceve per e-mail (solo il gestore della piattaforma)
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    post: operations['postAdminTenantsIdStatus'];
  };
  '/api/admin/users': {
    /**
     * Persone della libreria (tutte per il gestore), per e-mail, nome o telefono
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminUsers'];
  };
  '/api/admin/users/{id}': {
    /**
     * Una persona con i suoi ordini in questa libreria; per il gestore anche le librerie a cui appartiene
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getAdminUsersId'];
  };
  '/api/admin/users/{id}/block': {
    /**
     * Blocca o sblocca un account (solo il gestore): un account bloccato non accede e le sue sessioni finiscono
     * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    post: operations['postAdminUsersIdBlock'];
  };
  '/api/admin/users/{id}/password-reset': {
    /**
     * Manda alla persona il link per reimpostare la password
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    post: operations['postAdminUsersIdPasswordReset'];
  };
  '/api/admin/verify-token': {
    /**
     * Verifica un token amministratore
     * @description Pubblica.
     */
    post: operations['postAdminVerifyToken'];
  };
  '/api/adoptions': {
    /**
     * Libri adottati da una scuola (anno scolastico più recente), per classe e sezione
     * @description Pubblica.
     */
    get: operations['getAdoptions'];
  };
  '/api/analytics/pageview': {
    /**
     * Conta una pagina vista (solo dopo il consenso ai cookie analitici)
     * @description Pubblica.
     */
    post: operations['postAnalyticsPageview'];
  };
  '/api/auth/account-deletion': {
    /**
     * Cosa farebbe l’eliminazione dell’account: ordini da annullare (e rimborsare) e ordini conservati con i dati ridotti, recensioni e commenti
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getAuthAccountDeletion'];
    /**
     * Elimina l’account: annulla (e rimborsa) gli ordini non ancora consegnati, riduce i dati degli ordini conservati, cancella account, recensioni e commenti e invia l’esito per e-mail
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postAuthAccountDeletion'];
  };
  '/api/auth/csrf': {
    /**
     * Token CSRF da inviare come X-CSRF-Token con ogni modifica
     * @description Pubblica.
     */
    get: operations['getAuthCsrf'];
  };
  '/api/auth/export': {
    /**
     * Scarica tutti i propri dati (JSON): profilo, indirizzi, ordini con righe e pagamenti, carrelli, preferiti, liste per figlio, recensioni, commenti, consensi, sessioni, registro di sicurezza, e-mail inviate
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getAuthExport'];
  };
  '/api/auth/login': {
    /**
     * Accesso del cliente (Ricordami: sessione di 30 giorni). Chi ha la verifica in due passaggi (titolari e staff delle librerie) manda anche `code`: il codice di 6 cifre dell’app o un codice di recupero (valido una volta)
     * @description Pubblica.
     */
    post: operations['postAuthLogin'];
  };
  '/api/auth/logout': {
    /**
     * Chiude la sessione
     * @description Pubblica.
     */
    post: operations['postAuthLogout'];
  };
  '/api/auth/me': {
    /**
     * Il cliente collegato, la sua libreria se ne ha una, e il token CSRF
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getAuthMe'];
  };
  '/api/auth/password-reset': {
    /**
     * Invia per e-mail un link (1 ora, monouso) per scegliere una nuova password; risposta uguale per ogni indirizzo
     * @description Pubblica.
     */
    post: operations['postAuthPasswordReset'];
  };
  '/api/auth/password-reset/confirm': {
    /**
     * Imposta la nuova password con il token del link; chiude tutte le sessioni
     * @description Pubblica.
     */
    post: operations['postAuthPasswordResetConfirm'];
  };
  '/api/auth/profile': {
    /**
     * Aggiorna i dati del profilo
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    put: operations['putAuthProfile'];
  };
  '/api/auth/register': {
    /**
     * Registra un cliente e apre la sessione
     * @description Pubblica.
     */
    post: operations['postAuthRegister'];
  };
  '/api/blog/article': {
    /**
     * Un articolo pubblicato dal suo slug (contenuto HTML già ripulito dal server)
     * @description Pubblica.
     */
    get: operations['getBlogArticle'];
  };
  '/api/blog/articles': {
    /**
     * Articoli pubblicati (ricerca in italiano, categoria, paginazione); gli amministratori con status=all vedono anche bozze e programmati
     * @description Pubblica.
     */
    get: operations['getBlogArticles'];
    /**
     * Modifica l’articolo articleId (lo slug resta quello di prima)
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    put: operations['putBlogArticles'];
    /**
     * Nuovo articolo (Markdown o HTML, ripulito dal server); slug dal titolo, reso unico con -2, -3
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    post: operations['postBlogArticles'];
    /**
     * Elimina l’articolo articleId
     * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
     */
    delete: operations['deleteBlogArticles'];
  };
  '/api/blog/categories': {
    /**
     * Categorie con il numero di articoli pubblicati
     * @description Pubblica.
     */
    get: operations['getBlogCategories'];
  };
  '/api/blog/comments': {
    /**
     * Commenti approvati di un articolo (articleId, status=approved)
     * @description Pubblica.
     */
    get: operations['getBlogComments'];
    /**
     * Nuovo commento (articleId): resta in attesa di approvazione
     * @description Pubblica.
     */
    post: operations['postBlogComments'];
  };
  '/api/blog/like': {
    /**
     * Mette o toglie il like del visitatore (uno per visitatore) e restituisce liked e likes
     * @description Pubblica.
     */
    post: operations['postBlogLike'];
  };
  '/api/books': {
    /**
     * Cerca libri per ISBN (10 o 13 cifre, con o senza trattini; cifra di controllo verificata) o parole di titolo, autore, editore; i più adottati prima, con il prezzo di questa libreria
     * @description Pubblica.
     */
    get: operations['getBooks'];
  };
  '/api/books/{isbn}': {
    /**
     * Un libro degli elenchi dal suo ISBN (anche a 10 cifre) con il prezzo di questa libreria
     * @description Pubblica.
     */
    get: operations['getBooksIsbn'];
  };
  '/api/books/{isbn}/reviews': {
    /**
     * Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate (un libro, per ISBN)
     * @description Pubblica.
     */
    get: operations['getBooksIsbnReviews'];
    /**
     * Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva (un libro, per ISBN)
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postBooksIsbnReviews'];
  };
  '/api/cart': {
    /**
     * Il carrello del cliente, con prezzi, spedizione e totale letti dal database
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getCart'];
    /**
     * Sostituisce il carrello del cliente (il primo PUT dopo il login unisce quello del browser); il server tiene solo identità e quantità di ogni riga
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    put: operations['putCart'];
  };
  '/api/cart/quote': {
    /**
     * Prezza un carrello del browser (visitatori) senza salvarlo
     * @description Pubblica.
     */
    post: operations['postCartQuote'];
  };
  '/api/categories': {
    /**
     * Categorie con prodotti attivi (nomi)
     * @description Pubblica.
     */
    get: operations['getCategories'];
  };
  '/api/checkout': {
    /**
     * Crea l’ordine con prezzi ricalcolati e riserva dei pezzi: per un cliente dal carrello salvato; senza accesso (ospite) dalle righe `items` del browser con `contatto` obbligatorio, e l’ordine si apre solo con il link privato `orderUrl` mandato anche per e-mail. La stessa idempotencyKey restituisce lo stesso ordine (200; a un ospite senza link)
     * @description Pubblica.
     */
    post: operations['postCheckout'];
  };
  '/api/docs': {
    /**
     * Riferimento dell’API per le persone (Scalar, servito da questo indirizzo)
     * @description Pubblica.
     */
    get: operations['getApiReference'];
  };
  '/api/docs/scalar.js': {
    /**
     * Lo script del riferimento (Scalar API Reference)
     * @description Pubblica.
     */
    get: operations['getApiReferenceScript'];
  };
  '/api/favourites': {
    /**
     * I prodotti preferiti del cliente in questo negozio (id)
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getFavourites'];
    /**
     * Aggiunge prodotti ai preferiti (unione con quelli salvati nel browser) e li restituisce tutti
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postFavourites'];
  };
  '/api/favourites/{id}': {
    /**
     * Toglie un prodotto dai preferiti
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    delete: operations['deleteFavouritesId'];
  };
  '/api/lists': {
    /**
     * Le liste della famiglia, con i libri della classe ai prezzi di questa libreria e «Ce l’ho già»
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getLists'];
    /**
     * Salva la lista di una classe (scuola, classe, sezione, indirizzo) per un figlio
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postLists'];
  };
  '/api/lists/{id}': {
    /**
     * Cambia una lista (nome, classe, libri segnati «Ce l’ho già»)
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    put: operations['putListsId'];
    /**
     * Elimina una lista
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    delete: operations['deleteListsId'];
  };
  '/api/lists/import': {
    /**
     * Porta nell’account le liste tenute nel browser prima dell’accesso (la stessa lista due volte si unisce); ids: id del browser → id nell’account
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postListsImport'];
  };
  '/api/municipalities': {
    /**
     * Comuni di una provincia
     * @description Pubblica.
     */
    get: operations['getMunicipalities'];
  };
  '/api/openapi.json': {
    /**
     * Questa descrizione OpenAPI
     * @description Pubblica.
     */
    get: operations['getOpenApiDocument'];
  };
  '/api/orders': {
    /**
     * Gli ordini del cliente, dal più recente
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getOrders'];
  };
  '/api/orders/{id}': {
    /**
     * Un ordine del cliente con lo stato di ogni libro e la cronologia
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    get: operations['getOrdersId'];
  };
  '/api/orders/{id}/cancel': {
    /**
     * Annulla un ordine non ancora in preparazione (un pagamento con carta viene rimborsato)
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postOrdersIdCancel'];
  };
  '/api/orders/{id}/pay': {
    /**
     * Riapre il pagamento con carta di un ordine ancora in attesa (sessione Stripe aperta o nuova)
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postOrdersIdPay'];
  };
  '/api/payments/stripe/webhook': {
    /**
     * Eventi Stripe firmati (checkout.session.completed/expired, payment_intent.payment_failed, charge.refunded)
     * @description Pubblica.
     */
    post: operations['postPaymentsStripeWebhook'];
  };
  '/api/pickup-points': {
    /**
     * Punti di ritiro del negozio con gli orari
     * @description Pubblica.
     */
    get: operations['getPickupPoints'];
  };
  '/api/products': {
    /**
     * Prodotti attivi con ricerca (testo italiano con radici e tolleranza agli errori), categoria, prezzo e valutazione; gli amministratori possono aggiungere active=false per vedere anche gli inattivi
     * @description Pubblica.
     */
    get: operations['getProducts'];
  };
  '/api/products/{id}': {
    /**
     * Un prodotto attivo (gli amministratori vedono anche gli inattivi)
     * @description Pubblica.
     */
    get: operations['getProductsId'];
  };
  '/api/products/{id}/reviews': {
    /**
     * Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate
     * @description Pubblica.
     */
    get: operations['getProductsIdReviews'];
    /**
     * Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postProductsIdReviews'];
  };
  '/api/provinces': {
    /**
     * Province di una regione
     * @description Pubblica.
     */
    get: operations['getProvinces'];
  };
  '/api/regions': {
    /**
     * Regioni con scuole, in ordine alfabetico
     * @description Pubblica.
     */
    get: operations['getRegions'];
  };
  '/api/schools': {
    /**
     * Scuole per luogo, tipologia, caratteristica e nome (tollera un errore di battitura), o per codice
     * @description Pubblica.
     */
    get: operations['getSchools'];
  };
  '/api/schools/{code}': {
    /**
     * Una scuola dal suo codice meccanografico
     * @description Pubblica.
     */
    get: operations['getSchoolsCode'];
  };
  '/api/security-logs': {
    /**
     * Segnalazione dal browser (solo livello error, al massimo 8 KB)
     * @description Pubblica.
     */
    post: operations['postSecurityLogs'];
  };
  '/api/staff-invitations/accept': {
    /**
     * Accetta un invito nello staff, collegati con l’indirizzo invitato
     * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
     */
    post: operations['postStaffInvitationsAccept'];
  };
  '/api/stripe/billing-portal': {
    /**
     * Link al portale clienti di Stripe: cambiare carta, pagare un rinnovo non riuscito, disdire
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    post: operations['postStripeBillingPortal'];
  };
  '/api/stripe/create-subscription': {
    /**
     * Abbonamento della libreria a Cartella (Stripe Billing): apre Stripe Checkout in modalità abbonamento per il piano scelto
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    post: operations['postStripeCreateSubscription'];
  };
  '/api/suppliers': {
    /**
     * Fornitori del negozio
     * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
     */
    get: operations['getSuppliers'];
  };
  '/api/tenants/{id}': {
    /**
     * Dati del negozio: nome, ragione sociale, partita IVA (cifra di controllo), sede, contatti, IBAN (cifre di controllo) e prezzi di spedizione in euro
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    put: operations['putTenantsId'];
  };
  '/api/tenants/{id}/logo': {
    /**
     * Il logo del negozio: il corpo è l’immagine stessa (PNG, JPEG o WebP riconosciuti dai primi byte, al massimo 1 MB; niente SVG)
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    put: operations['putTenantsIdLogo'];
    /**
     * Toglie il logo: l’intestazione torna a mostrare il nome del negozio
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    delete: operations['deleteTenantsIdLogo'];
  };
  '/api/tenants/{id}/stats': {
    /**
     * Il mese della libreria: ordini e incassi del mese (ora di Roma), commissione della piattaforma, abbonamento e conto Stripe
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    get: operations['getTenantsIdStats'];
  };
  '/api/tenants/{id}/stripe/connect': {
    /**
     * Pagamenti con carta della libreria (Stripe Connect): senza corpo crea il conto collegato e restituisce il link di attivazione di Stripe; con stripeAccountId il gestore collega un conto esistente
     * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
     */
    post: operations['postTenantsIdStripeConnect'];
  };
  '/api/tenants/domain-available': {
    /**
     * Se l’indirizzo <nome>.<SITE_SUFFIX> è libero per una nuova libreria; altrimenti il motivo (già in uso, riservato, non valido)
     * @description Pubblica.
     */
    get: operations['getTenantsDomainAvailable'];
  };
  '/api/tenants/register': {
    /**
     * Registra una libreria (stato "in attivazione") con il titolare e apre la sessione
     * @description Pubblica.
     */
    post: operations['postTenantsRegister'];
  };
};

export type webhooks = Record<string, never>;

export type components = {
  schemas: {
    Accepted: {
      /** @constant */
      success: true;
    };
    AdminOrder: {
      canCancel: boolean;
      contact: {
        email: string;
        nome: string;
        telefono: string;
      };
      createdAt: string;
      customerId: string | null;
      fatturazione: {
        codiceDestinatario: string | null;
        codiceFiscale: string;
        indirizzo: string;
        nome: string;
        partitaIva: string | null;
        pec: string | null;
        /** @enum {string} */
        tipo: 'privato' | 'azienda';
      } | null;
      history: {
        actor: string;
        at: string;
        from: string | null;
        itemId: number | null;
        label: string;
        note: string | null;
        to: string;
      }[];
      id: string;
      items: components['schemas']['OrderLine'][];
      number: string;
      paidAt: string | null;
      /** @enum {string} */
      paymentMethod: 'stripe' | 'ritiro' | 'bonifico';
      payments: {
        amount: number;
        at: string;
        id: number;
        method: string;
        recordedBy: string;
        [key: string]: unknown;
      }[];
      pickupPoint: {
        citta: string;
        id: number;
        indirizzo: string;
        nome: string;
        orari: string;
      } | null;
      shippingAddress: {
        cap: string;
        citta: string;
        indirizzo: string;
        nome: string;
        provincia: string;
        telefono: string;
      } | null;
      shippingCost: number;
      /** @enum {string} */
      shippingMethod: 'standard' | 'pickup';
      /** @enum {string} */
      status:
        | 'in_attesa_pagamento'
        | 'pagato'
        | 'in_preparazione'
        | 'pronto_ritiro'
        | 'spedito'
        | 'completato'
        | 'annullato'
        | 'rimborsato';
      statusLabel: string;
      subtotal: number;
      total: number;
      trackingNumber: string | null;
      vat: {
        gross: number;
        net: number;
        rate: 4 | 22;
        vat: number;
      }[];
      [key: string]: unknown;
    };
    AdminOrderAnswer: {
      order: components['schemas']['AdminOrder'];
    };
    AdminProduct: {
      active: boolean;
      categoria: string;
      createdAt: string;
      descrizione: string;
      disponibile: boolean;
      /** @enum {string} */
      disponibilita: 'disponibile' | 'esaurito' | 'non_disponibile';
      fornitore: string;
      fornitoreProductId: string | null;
      id: string;
      immagini: string[];
      margine: number;
      nome: string;
      numeroRecensioni: number;
      percentualeSconto: number | null;
      pezzi_disponibili: number;
      pezzi_singolo_acquisto: number;
      /** @description Il prezzo pagato dal cliente (IVA 22% inclusa) */
      prezzo: number;
      prezzoOriginale: number;
      /** @description Prezzo più basso dei 30 giorni precedenti (Omnibus) */
      prezzoPiuBasso30Giorni: number | null;
      prezzoScontato: number;
      prezzoVendita: number;
      sconto: number;
      tags: string[];
      updatedAt: string;
      urlAliexpress: string | null;
      valutazione: number;
    };
    Adoption: {
      annoCorso: number;
      annoScolastico: string;
      autore: string | null;
      combinazione: string;
      consigliato: ('approfondimento' | 'monografia') | null;
      copertina: string | null;
      daAcquistare: boolean;
      descrizione: string | null;
      disciplina: string;
      editore: string | null;
      enriched: boolean;
      isbn: string;
      nuovaAdozione: boolean;
      prezzo: number | null;
      /** @description Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus) */
      prezzoPiuBasso30Giorni: number | null;
      prezzoScontato: number | null;
      prezzoVendita: number | null;
      /** @description Sconto della libreria sui libri di testo, in percentuale (al massimo 15) */
      sconto: number;
      sezione: string;
      sottotitolo: string | null;
      titolo: string;
      volume: string | null;
    };
    Article: {
      author: string;
      category: string | null;
      commentsCount: number;
      /** @description HTML ripulito dal server */
      content: string;
      excerpt: string;
      featuredImage: string | null;
      featuredImageUrl: string | null;
      id: string;
      likes: number;
      longExcerpt: string;
      publishedAt: string;
      shortExcerpt: string;
      slug: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      tags: string[];
      title: string;
      views: number;
    };
    ArticleAnswer: {
      article: components['schemas']['Article'];
      /** @constant */
      success: true;
    };
    BackOfficeShop: {
      address: string;
      customDomain: string | null;
      id: string;
      isDefault: boolean;
      name: string;
      /** @enum {string} */
      role: 'operator' | 'owner' | 'staff';
      slug: string;
      status: string;
    };
    Book: {
      autore: string | null;
      copertina: string | null;
      descrizione: string | null;
      disponibile: boolean;
      editore: string | null;
      enriched: boolean;
      isbn: string;
      pagine: number | null;
      personalizzato: {
        copertina: boolean;
        descrizione: boolean;
        disponibile: boolean;
        prezzoVendita: boolean;
      };
      prezzo: number | null;
      prezzoVendita: number | null;
      sottotitolo: string | null;
      titolo: string;
    };
    Cart: {
      freeShippingThreshold: number;
      itemCount: number;
      items: OneOf<
        [
          {
            autore: string;
            classe: string;
            copertina: string | null;
            editore: string;
            isbn: string;
            key: string;
            lineTotal: number;
            /** @description La lista del figlio a cui appartiene */
            lista: {
              id: string;
              nome: string;
            } | null;
            prezzo: number;
            /** @description Prezzo di copertina, barrato accanto a quello della libreria */
            prezzoListino: number | null;
            quantity: number;
            scuola: {
              codice: string;
              nome: string;
            };
            sezione: string;
            titolo: string;
            /** @constant */
            type: 'book';
          },
          {
            categoria: string;
            id: string;
            immagini: string[];
            key: string;
            lineTotal: number;
            minimo: number;
            nome: string;
            prezzo: number;
            quantity: number;
            /** @constant */
            type: 'product';
          },
        ]
      >[];
      missingForFreeShipping: number;
      problems: {
        key: string;
        message: string;
      }[];
      shippingCost: number;
      /** @enum {string} */
      shippingMethod: 'standard' | 'pickup';
      subtotal: number;
      total: number;
      vat: {
        gross: number;
        rate: 4 | 22;
        vat: number;
      }[];
    };
    Comment: {
      content: string;
      createdAt: string;
      id: string;
      name: string;
      status: string;
    };
    ConnectState: {
      accountId: string | null;
      chargesEnabled: boolean;
      detailsSubmitted: boolean;
    };
    CustomerUser: {
      address: string;
      city: string;
      createdAt: string;
      displayName: string;
      email: string;
      firstName: string;
      id: string;
      lastName: string;
      phone: string;
      postalCode: string;
      province: string;
    };
    DeleteListsIdResponse: {
      /** @constant */
      success: true;
    };
    DeleteTenantsIdLogoResponse: {
      tenant: components['schemas']['Tenant'];
    };
    Error: {
      /** @description Codice per i programmi (VALIDATION, UNAUTHORIZED, CSRF, NOT_FOUND…) */
      code: string;
      /** @description Messaggio in italiano per la persona */
      error: string;
      /** @description Messaggio per ogni campo non valido */
      fields?: {
        [key: string]: string;
      };
      /** @constant */
      success: false;
    };
    FamilyBook: {
      /** @description Scuole che lo hanno adottato nell’anno scolastico più recente */
      adozioni: number;
      autore: string | null;
      copertina: string | null;
      descrizione: string | null;
      disponibile: boolean;
      editore: string | null;
      enriched: boolean;
      isbn: string;
      /** @description Prezzo di copertina (ministeriale) */
      prezzo: number | null;
      /** @description Prezzo più basso dei 30 giorni precedenti lo sconto (Omnibus) */
      prezzoPiuBasso30Giorni: number | null;
      /** @description Prezzo di questa libreria, dopo il suo sconto (al massimo 15%) */
      prezzoVendita: number | null;
      /** @description Sconto della libreria in percentuale */
      sconto: number;
      sottotitolo: string | null;
      titolo: string;
      volume: string | null;
    };
    Favourites: {
      favourites: string[];
    };
    GetAdminBlogArticlesIdSourceResponse: {
      source: string;
      /** @constant */
      success: true;
    };
    GetAdminBlogCommentsResponse: {
      comments: {
        articleSlug: string;
        articleTitle: string;
        content: string;
        createdAt: string;
        email: string;
        id: string;
        name: string;
        status: string;
      }[];
      /** @constant */
      success: true;
    };
    GetAdminBooksEnrichJobIdResponse: {
      job: {
        id: string;
        status: string;
        [key: string]: unknown;
      };
    };
    GetAdminBooksResponse: {
      books: components['schemas']['Book'][];
      page: number;
      pages: number;
      total: number;
    };
    GetAdminCategoriesResponse: {
      categories: components['schemas']['NamedEntry'][];
    };
    GetAdminDashboardResponse: {
      dashboard: {
        [key: string]: unknown;
      };
    };
    GetAdminDomainResponse: {
      domain: components['schemas']['ShopDomain'];
    };
    GetAdminImportsIdEventsResponse: string;
    GetAdminImportsIdRejectedCsvResponse: string;
    GetAdminImportsIdResponse: {
      import: {
        createdAt: string;
        error: string | null;
        files: {
          rejectedDownload: string | null;
          [key: string]: unknown;
        }[];
        filesDone: number;
        filesTotal: number;
        id: string;
        requestedBy: string;
        rows: number;
        status: string;
        [key: string]: unknown;
      };
    };
    GetAdminImportsResponse: {
      counts: {
        adoptions: {
          adoptions: number;
          region: string;
          schools: number;
          schoolYear: string;
        }[];
        schools: {
          region: string;
          schools: number;
          schoolYear: string;
        }[];
      };
      imports: {
        createdAt: string;
        error: string | null;
        files: {
          rejectedDownload: string | null;
          [key: string]: unknown;
        }[];
        filesDone: number;
        filesTotal: number;
        id: string;
        requestedBy: string;
        rows: number;
        status: string;
        [key: string]: unknown;
      }[];
    };
    GetAdminMeResponse: {
      csrfToken: string;
      /** @constant */
      success: true;
      user: {
        username: string;
      };
    };
    GetAdminOrdersCsvResponse: string;
    GetAdminOrdersIdBarcodeSvgResponse: string;
    GetAdminOrdersResponse: {
      orders: {
        id: string;
        number: string;
        status: string;
        total: number;
        [key: string]: unknown;
      }[];
      page: number;
      pages: number;
      total: number;
    };
    GetAdminPricingTextbooksResponse: {
      massimo: number;
      modifiche: {
        da: string;
        editore: string | null;
        percentuale: number | null;
        quando: string;
      }[];
      sconti: {
        aggiornato: string;
        editore: string | null;
        percentuale: number;
      }[];
    };
    GetAdminReviewsResponse: {
      reviews: components['schemas']['ModerationReview'][];
    };
    GetAdminSecurityLogsResponse: {
      entries: {
        category: string;
        id: number;
        /** @enum {string} */
        level: 'info' | 'warn' | 'error';
        message: string;
        /** @enum {string} */
        source: 'server' | 'browser';
        timestamp: string;
        [key: string]: unknown;
      }[];
      page: number;
      pages: number;
      /** @constant */
      success: true;
      total: number;
    };
    GetAdminShopsResponse: {
      shops: components['schemas']['BackOfficeShop'][];
    };
    GetAdminStaffResponse: {
      invitations: components['schemas']['StaffInvitation'][];
      staff: {
        email: string;
        name: string;
        /** @enum {string} */
        role: 'owner' | 'staff';
        since: string;
        userId: string;
      }[];
    };
    GetAdminStatsCsvResponse: string;
    GetAdminStatsResponse: {
      stats: {
        [key: string]: unknown;
      };
    };
    GetAdminUsersIdResponse: {
      orders: components['schemas']['Order'][];
      shops?: {
        [key: string]: unknown;
      }[];
      user: {
        address: string;
        blocked: boolean;
        blockedAt: string | null;
        city: string;
        createdAt: string;
        email: string;
        id: string;
        name: string;
        phone: string;
        postalCode: string;
        province: string;
        roles: string[];
      };
    };
    GetAdminUsersResponse: {
      page: number;
      pages: number;
      people: {
        blocked: boolean;
        city: string;
        createdAt: string;
        email: string;
        id: string;
        name: string;
        phone: string;
        roles: string[];
      }[];
      total: number;
    };
    GetAdoptionsResponse: {
      adozioni: components['schemas']['Adoption'][];
      /** @constant */
      success: true;
    };
    GetApiReferenceResponse: string;
    GetApiReferenceScriptResponse: string;
    GetAuthAccountDeletionResponse: {
      preview: {
        cancel: {
          createdAt: string;
          id: string;
          negozio: string;
          number: string;
          /** @enum {string} */
          refund: 'carta' | 'bonifico' | 'nessuno';
          status: string;
          statusLabel: string;
          total: number;
        }[];
        comments: number;
        email: string;
        keep: {
          createdAt: string;
          id: string;
          negozio: string;
          number: string;
          /** @enum {string} */
          refund: 'carta' | 'bonifico' | 'nessuno';
          status: string;
          statusLabel: string;
          total: number;
        }[];
        ownsShop: string | null;
        reviews: number;
      };
    };
    GetAuthCsrfResponse: {
      csrfToken: string;
    };
    GetAuthMeResponse: {
      csrfToken: string;
      tenant: components['schemas']['Tenant'] | null;
      user: {
        address: string;
        city: string;
        createdAt: string;
        displayName: string;
        email: string;
        firstName: string;
        id: string;
        lastName: string;
        phone: string;
        postalCode: string;
        province: string;
        uid: string;
      };
    };
    GetBlogArticlesResponse: {
      articles: components['schemas']['Article'][];
      /** @constant */
      success: true;
      total: number;
    };
    GetBlogCategoriesResponse: {
      categories: {
        articles: number;
        id: string;
        name: string;
      }[];
      /** @constant */
      success: true;
    };
    GetBlogCommentsResponse: {
      comments: components['schemas']['Comment'][];
      /** @constant */
      success: true;
    };
    GetBooksIsbnResponse: {
      book: components['schemas']['FamilyBook'];
    };
    GetBooksResponse: {
      books: components['schemas']['FamilyBook'][];
      /** @description L’ISBN-13 cercato, quando q era un ISBN */
      isbn: string | null;
      total: number;
    };
    GetCategoriesResponse: {
      categories: string[];
    };
    GetListsResponse: {
      lists: {
        books: {
          annoCorso: number;
          annoScolastico: string;
          autore: string | null;
          combinazione: string;
          consigliato: ('approfondimento' | 'monografia') | null;
          copertina: string | null;
          daAcquistare: boolean;
          descrizione: string | null;
          disciplina: string;
          editore: string | null;
          enriched: boolean;
          isbn: string;
          nuovaAdozione: boolean;
          /** @description Segnato «Ce l’ho già» */
          owned: boolean;
          prezzo: number | null;
          /** @description Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus) */
          prezzoPiuBasso30Giorni: number | null;
          prezzoScontato: number | null;
          prezzoVendita: number | null;
          /** @description Sconto della libreria sui libri di testo, in percentuale (al massimo 15) */
          sconto: number;
          sezione: string;
          sottotitolo: string | null;
          titolo: string;
          volume: string | null;
        }[];
        classe: number;
        codiceScuola: string;
        combinazione: string | null;
        createdAt: string;
        id: string;
        /** @description Il nome del figlio o della figlia */
        nome: string;
        owned: string[];
        scuola: {
          cap: string | null;
          caratteristica: string | null;
          codiceIstitutoRiferimento: string | null;
          codiceScuola: string;
          comune: string;
          email: string | null;
          indirizzo: string | null;
          nomeIstitutoRiferimento: string | null;
          nomeScuola: string;
          pec: string | null;
          provincia: string;
          regione: string;
          regioneAutonoma: boolean;
          sitoWeb: string | null;
          statale: boolean;
          tipologiaGrado: string | null;
        } | null;
        sezione: string;
        updatedAt: string;
      }[];
    };
    GetMunicipalitiesResponse: {
      comuni: string[];
    };
    GetOpenApiDocumentResponse: {
      info: {
        [key: string]: unknown;
      };
      openapi: string;
      paths: {
        [key: string]: unknown;
      };
      [key: string]: unknown;
    };
    GetOrdersResponse: {
      orders: components['schemas']['Order'][];
    };
    GetPickupPointsResponse: {
      pickupPoints: {
        citta: string;
        id: number;
        indirizzo: string;
        nome: string;
        orari: string;
        [key: string]: unknown;
      }[];
    };
    GetProductsIdResponse: {
      product: components['schemas']['Product'] | components['schemas']['AdminProduct'];
    };
    GetProductsResponse: {
      products: (components['schemas']['Product'] | components['schemas']['AdminProduct'])[];
      total: number;
    };
    GetProvincesResponse: {
      province: string[];
    };
    GetRegionsResponse: {
      regioni: string[];
    };
    GetSchoolsCodeResponse: {
      scuola: components['schemas']['School'];
    };
    GetSchoolsResponse: {
      scuole: components['schemas']['School'][];
      total?: number;
    };
    GetSuppliersResponse: {
      fornitori: components['schemas']['NamedEntry'][];
    };
    GetTenantsDomainAvailableResponse: {
      available: boolean;
      reason?: string;
    };
    GetTenantsIdStatsResponse: {
      stats: components['schemas']['ShopStats'];
    };
    ModerationReview: {
      /** @description Nome e iniziale del cognome ("Maria R.") */
      autore: string;
      createdAt: string;
      dataAcquisto: string;
      id: string;
      numeroOrdine: string | null;
      oggetto: OneOf<
        [
          {
            id: string;
            nome: string;
            /** @constant */
            tipo: 'prodotto';
          },
          {
            isbn: string;
            /** @constant */
            tipo: 'libro';
            titolo: string;
          },
        ]
      >;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      stelle: number;
      testo: string;
    };
    NamedEntry: {
      id: number;
      nome: string;
    };
    Ok: {
      /** @constant */
      success: true;
    };
    Order: {
      canCancel: boolean;
      contact: {
        email: string;
        nome: string;
        telefono: string;
      };
      createdAt: string;
      fatturazione: {
        codiceDestinatario: string | null;
        codiceFiscale: string;
        indirizzo: string;
        nome: string;
        partitaIva: string | null;
        pec: string | null;
        /** @enum {string} */
        tipo: 'privato' | 'azienda';
      } | null;
      history: {
        actor: string;
        at: string;
        from: string | null;
        itemId: number | null;
        label: string;
        note: string | null;
        to: string;
      }[];
      id: string;
      items: components['schemas']['OrderLine'][];
      number: string;
      paidAt: string | null;
      /** @enum {string} */
      paymentMethod: 'stripe' | 'ritiro' | 'bonifico';
      pickupPoint: {
        citta: string;
        id: number;
        indirizzo: string;
        nome: string;
        orari: string;
      } | null;
      shippingAddress: {
        cap: string;
        citta: string;
        indirizzo: string;
        nome: string;
        provincia: string;
        telefono: string;
      } | null;
      shippingCost: number;
      /** @enum {string} */
      shippingMethod: 'standard' | 'pickup';
      /** @enum {string} */
      status:
        | 'in_attesa_pagamento'
        | 'pagato'
        | 'in_preparazione'
        | 'pronto_ritiro'
        | 'spedito'
        | 'completato'
        | 'annullato'
        | 'rimborsato';
      statusLabel: string;
      subtotal: number;
      total: number;
      vat: {
        gross: number;
        net: number;
        rate: 4 | 22;
        vat: number;
      }[];
    };
    OrderAnswer: {
      order: components['schemas']['Order'];
    };
    OrderLine: {
      autore: string | null;
      classe: string | null;
      editore: string | null;
      id: number;
      immagine: string | null;
      isbn: string | null;
      lineTotal: number;
      lista: string | null;
      prezzo: number;
      prezzoListino: number | null;
      productId: string | null;
      quantity: number;
      scuola: {
        codice: string;
        nome: string;
      } | null;
      sezione: string | null;
      status: ('da_ordinare' | 'ordinato' | 'arrivato' | 'pronto' | 'consegnato') | null;
      statusLabel: string | null;
      titolo: string;
      /** @enum {string} */
      type: 'book' | 'product';
      vatRate: number;
    };
    PersonalDataExport: {
      addresses: {
        fonte: string;
        indirizzo: string;
        [key: string]: unknown;
      }[];
      carts: {
        [key: string]: unknown;
      }[];
      comments: {
        [key: string]: unknown;
      }[];
      consents: {
        stato: string;
        tipo: string;
        [key: string]: unknown;
      }[];
      emails: {
        subject: string;
        [key: string]: unknown;
      }[];
      exportedAt: string;
      favourites: {
        [key: string]: unknown;
      }[];
      info: string;
      likes: {
        [key: string]: unknown;
      }[];
      lists: {
        classe: number;
        codiceScuola: string;
        combinazione: string | null;
        createdAt: string;
        nome: string;
        owned: string[];
        sezione: string;
      }[];
      orders: {
        id: string;
        negozio: string;
        number: string;
        [key: string]: unknown;
      }[];
      profile: {
        createdAt: string;
        displayName: string;
        email: string;
        [key: string]: unknown;
      };
      reviews: {
        [key: string]: unknown;
      }[];
      securityLog: {
        [key: string]: unknown;
      }[];
      sessions: {
        [key: string]: unknown;
      }[];
      shops: {
        role: string;
        shop: string;
        since: string;
        [key: string]: unknown;
      }[];
      [key: string]: unknown;
    };
    PostAdminBooksEnrichResponse: {
      jobId: string;
    };
    PostAdminCategoriesResponse: {
      category: components['schemas']['NamedEntry'];
      /** @constant */
      success: true;
    };
    PostAdminImportsResponse: {
      importId: string;
    };
    PostAdminLoginResponse: {
      csrfToken: string;
      /** @constant */
      success: true;
      token: string;
      user: {
        username: string;
      };
    };
    PostAdminProductsResponse: {
      product: components['schemas']['AdminProduct'];
      /** @constant */
      success: true;
    };
    PostAdminReviewsIdResponse: {
      review: components['schemas']['ModerationReview'];
      /** @constant */
      success: true;
    };
    PostAdminStaffResponse: {
      invitation: components['schemas']['StaffInvitation'];
    };
    PostAdminSuppliersResponse: {
      fornitore: components['schemas']['NamedEntry'];
      /** @constant */
      success: true;
    };
    PostAdminTenantsIdStatusResponse: {
      tenant: components['schemas']['Tenant'];
    };
    PostAdminUsersIdBlockResponse: {
      user: {
        blocked: boolean;
        email: string;
        id: string;
        name: string;
      };
    };
    PostAdminVerifyTokenResponse: {
      /** @constant */
      success: true;
      user: {
        username: string;
      };
    };
    PostAuthAccountDeletionResponse: {
      outcome: {
        cancelled: {
          createdAt: string;
          id: string;
          negozio: string;
          number: string;
          /** @enum {string} */
          refund: 'carta' | 'bonifico' | 'nessuno';
          status: string;
          statusLabel: string;
          total: number;
        }[];
        commentsDeleted: number;
        kept: {
          createdAt: string;
          id: string;
          negozio: string;
          number: string;
          /** @enum {string} */
          refund: 'carta' | 'bonifico' | 'nessuno';
          status: string;
          statusLabel: string;
          total: number;
        }[];
        reviewsDeleted: number;
      };
      /** @constant */
      success: true;
    };
    PostBlogCommentsResponse: {
      message: string;
      /** @constant */
      success: true;
    };
    PostBlogLikeResponse: {
      liked: boolean;
      likes: number;
      /** @constant */
      success: true;
    };
    PostCheckoutResponse: {
      order: components['schemas']['Order'];
      /** @description Solo per un ospite: il link privato all’ordine (null quando la richiesta è ripetuta) */
      orderUrl?: string | null;
      paymentUrl: string | null;
      replayed: boolean;
    };
    PostListsImportResponse: {
      ids: {
        [key: string]: string;
      };
      lists: {
        books: {
          annoCorso: number;
          annoScolastico: string;
          autore: string | null;
          combinazione: string;
          consigliato: ('approfondimento' | 'monografia') | null;
          copertina: string | null;
          daAcquistare: boolean;
          descrizione: string | null;
          disciplina: string;
          editore: string | null;
          enriched: boolean;
          isbn: string;
          nuovaAdozione: boolean;
          /** @description Segnato «Ce l’ho già» */
          owned: boolean;
          prezzo: number | null;
          /** @description Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus) */
          prezzoPiuBasso30Giorni: number | null;
          prezzoScontato: number | null;
          prezzoVendita: number | null;
          /** @description Sconto della libreria sui libri di testo, in percentuale (al massimo 15) */
          sconto: number;
          sezione: string;
          sottotitolo: string | null;
          titolo: string;
          volume: string | null;
        }[];
        classe: number;
        codiceScuola: string;
        combinazione: string | null;
        createdAt: string;
        id: string;
        /** @description Il nome del figlio o della figlia */
        nome: string;
        owned: string[];
        scuola: {
          cap: string | null;
          caratteristica: string | null;
          codiceIstitutoRiferimento: string | null;
          codiceScuola: string;
          comune: string;
          email: string | null;
          indirizzo: string | null;
          nomeIstitutoRiferimento: string | null;
          nomeScuola: string;
          pec: string | null;
          provincia: string;
          regione: string;
          regioneAutonoma: boolean;
          sitoWeb: string | null;
          statale: boolean;
          tipologiaGrado: string | null;
        } | null;
        sezione: string;
        updatedAt: string;
      }[];
    };
    PostListsResponse: {
      list: {
        books: {
          annoCorso: number;
          annoScolastico: string;
          autore: string | null;
          combinazione: string;
          consigliato: ('approfondimento' | 'monografia') | null;
          copertina: string | null;
          daAcquistare: boolean;
          descrizione: string | null;
          disciplina: string;
          editore: string | null;
          enriched: boolean;
          isbn: string;
          nuovaAdozione: boolean;
          /** @description Segnato «Ce l’ho già» */
          owned: boolean;
          prezzo: number | null;
          /** @description Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus) */
          prezzoPiuBasso30Giorni: number | null;
          prezzoScontato: number | null;
          prezzoVendita: number | null;
          /** @description Sconto della libreria sui libri di testo, in percentuale (al massimo 15) */
          sconto: number;
          sezione: string;
          sottotitolo: string | null;
          titolo: string;
          volume: string | null;
        }[];
        classe: number;
        codiceScuola: string;
        combinazione: string | null;
        createdAt: string;
        id: string;
        /** @description Il nome del figlio o della figlia */
        nome: string;
        owned: string[];
        scuola: {
          cap: string | null;
          caratteristica: string | null;
          codiceIstitutoRiferimento: string | null;
          codiceScuola: string;
          comune: string;
          email: string | null;
          indirizzo: string | null;
          nomeIstitutoRiferimento: string | null;
          nomeScuola: string;
          pec: string | null;
          provincia: string;
          regione: string;
          regioneAutonoma: boolean;
          sitoWeb: string | null;
          statale: boolean;
          tipologiaGrado: string | null;
        } | null;
        sezione: string;
        updatedAt: string;
      };
    };
    PostOrdersIdPayResponse: {
      paymentUrl: string;
    };
    PostPaymentsStripeWebhookResponse: {
      /** @constant */
      received: true;
      [key: string]: unknown;
    };
    PostStaffInvitationsAcceptResponse: {
      shop: components['schemas']['BackOfficeShop'] | null;
    };
    PostStripeBillingPortalResponse: {
      /** Format: uri */
      url: string;
    };
    PostStripeCreateSubscriptionResponse: {
      /** Format: uri */
      checkoutUrl?: string;
      subscription: components['schemas']['Subscription'];
    };
    PostTenantsIdStripeConnectResponse: {
      connect: components['schemas']['ConnectState'];
      /** Format: uri */
      onboardingUrl?: string;
      tenant: components['schemas']['Tenant'];
    };
    PostTenantsRegisterResponse: {
      csrfToken: string;
      tenant: components['schemas']['Tenant'];
      user: {
        address: string;
        city: string;
        createdAt: string;
        displayName: string;
        email: string;
        firstName: string;
        id: string;
        lastName: string;
        phone: string;
        postalCode: string;
        province: string;
        uid: string;
      };
    };
    Product: {
      active: boolean;
      categoria: string;
      createdAt: string;
      descrizione: string;
      disponibile: boolean;
      /** @enum {string} */
      disponibilita: 'disponibile' | 'esaurito' | 'non_disponibile';
      id: string;
      immagini: string[];
      nome: string;
      numeroRecensioni: number;
      percentualeSconto: number | null;
      pezzi_disponibili: number;
      pezzi_singolo_acquisto: number;
      /** @description Il prezzo pagato dal cliente (IVA 22% inclusa) */
      prezzo: number;
      /** @description Prezzo più basso dei 30 giorni precedenti (Omnibus) */
      prezzoPiuBasso30Giorni: number | null;
      prezzoScontato: number;
      prezzoVendita: number;
      sconto: number;
      tags: string[];
      updatedAt: string;
      urlAliexpress: string | null;
      valutazione: number;
    };
    PutAdminBooksIsbnResponse: {
      book: components['schemas']['Book'];
    };
    PutAdminPricingTextbooksResponse: {
      sconto: {
        aggiornato: string;
        editore: string | null;
        percentuale: number;
      };
    };
    PutAuthProfileResponse: {
      user: {
        address: string;
        city: string;
        createdAt: string;
        displayName: string;
        email: string;
        firstName: string;
        id: string;
        lastName: string;
        phone: string;
        postalCode: string;
        province: string;
        uid: string;
      };
    };
    PutListsIdResponse: {
      list: {
        books: {
          annoCorso: number;
          annoScolastico: string;
          autore: string | null;
          combinazione: string;
          consigliato: ('approfondimento' | 'monografia') | null;
          copertina: string | null;
          daAcquistare: boolean;
          descrizione: string | null;
          disciplina: string;
          editore: string | null;
          enriched: boolean;
          isbn: string;
          nuovaAdozione: boolean;
          /** @description Segnato «Ce l’ho già» */
          owned: boolean;
          prezzo: number | null;
          /** @description Prezzo più basso dei 30 giorni prima di uno sconto aumentato (Omnibus) */
          prezzoPiuBasso30Giorni: number | null;
          prezzoScontato: number | null;
          prezzoVendita: number | null;
          /** @description Sconto della libreria sui libri di testo, in percentuale (al massimo 15) */
          sconto: number;
          sezione: string;
          sottotitolo: string | null;
          titolo: string;
          volume: string | null;
        }[];
        classe: number;
        codiceScuola: string;
        combinazione: string | null;
        createdAt: string;
        id: string;
        /** @description Il nome del figlio o della figlia */
        nome: string;
        owned: string[];
        scuola: {
          cap: string | null;
          caratteristica: string | null;
          codiceIstitutoRiferimento: string | null;
          codiceScuola: string;
          comune: string;
          email: string | null;
          indirizzo: string | null;
          nomeIstitutoRiferimento: string | null;
          nomeScuola: string;
          pec: string | null;
          provincia: string;
          regione: string;
          regioneAutonoma: boolean;
          sitoWeb: string | null;
          statale: boolean;
          tipologiaGrado: string | null;
        } | null;
        sezione: string;
        updatedAt: string;
      };
    };
    PutTenantsIdLogoResponse: {
      tenant: components['schemas']['Tenant'];
    };
    PutTenantsIdResponse: {
      tenant: components['schemas']['Tenant'];
    };
    Review: {
      /** @description Nome e iniziale del cognome ("Maria R.") */
      autore: string;
      createdAt: string;
      dataAcquisto: string;
      id: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      stelle: number;
      testo: string;
    };
    ReviewAnswer: {
      review: components['schemas']['Review'];
      /** @constant */
      success: true;
    };
    ReviewList: {
      media: number;
      numero: number;
      recensioni: components['schemas']['Review'][];
      /** @description Come il negozio verifica che le recensioni vengano da chi ha comprato */
      verifica: string;
    };
    School: {
      cap: string | null;
      caratteristica: string | null;
      codiceIstitutoRiferimento: string | null;
      codiceScuola: string;
      comune: string;
      email: string | null;
      indirizzo: string | null;
      nomeIstitutoRiferimento: string | null;
      nomeScuola: string;
      pec: string | null;
      provincia: string;
      regione: string;
      regioneAutonoma: boolean;
      sitoWeb: string | null;
      statale: boolean;
      tipologiaGrado: string | null;
    };
    Session: {
      csrfToken: string;
      user: components['schemas']['CustomerUser'];
    };
    ShopDomain: {
      domain: string | null;
      txtName: string | null;
      txtValue: string | null;
      verified: boolean;
    };
    ShopStats: {
      connect: components['schemas']['ConnectState'];
      month: string;
      ordersThisMonth: number;
      ordersTotal: number;
      platformFeeThisMonthCents: number;
      subscription: components['schemas']['Subscription'];
      takingsThisMonthCents: number;
    };
    StaffInvitation: {
      createdAt: string;
      email: string;
      expiresAt: string;
      id: string;
      /** @constant */
      role: 'staff';
    };
    Subscription: {
      active: boolean;
      /** @description Dopo un rinnovo non riuscito: il negozio è sospeso da quel momento */
      graceUntil: string | null;
      periodEnd: string | null;
      plan: ('mensile' | 'annuale') | null;
      /** @description Stato di Stripe (active, past_due, canceled...) o none */
      status: string;
    };
    Tenant: {
      address: string | null;
      brandColor?: string | null;
      city: string | null;
      email: string | null;
      id: string;
      isDefault: boolean;
      legalName: string | null;
      logoUrl: string | null;
      name: string;
      phone: string | null;
      rea?: string;
      settings: {
        [key: string]: unknown;
      };
      slug: string;
      status?: string;
      vatNumber: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Secondi da attendere prima di riprovare */
    RetryAfter: number;
  };
  pathItems: never;
};

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export type operations = {
  /**
   * Il testo sorgente (Markdown) di un articolo, per il modulo di modifica
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminBlogArticlesIdSource: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminBlogArticlesIdSourceResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Commenti da moderare (status=pending, approved o rejected)
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminBlogComments: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminBlogCommentsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Approva o rifiuta un commento
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  postAdminBlogCommentsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'approve' | 'reject';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Commento non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina un commento
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  deleteAdminBlogCommentsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Commento non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Libri delle adozioni (ricerca per ISBN o parole, per scuola) con copertina, descrizione, prezzo ministeriale e della libreria, disponibilità
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminBooks: {
    parameters: {
      query?: {
        q?: string;
        codiceScuola?: string;
        page?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminBooksResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Cambia per questa libreria prezzo, descrizione, copertina (immagine caricata come data: URL o indirizzo https, scaricata e controllata) e disponibilità; null torna al dato ministeriale
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  putAdminBooksIsbn: {
    parameters: {
      path: {
        isbn: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          copertina?: string | null;
          descrizione?: string | null;
          disponibile?: boolean | null;
          prezzoVendita?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutAdminBooksIsbnResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Libro non trovato tra le adozioni */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Prezzo sotto il 15% di sconto consentito (legge 15/2020) o sopra il prezzo di copertina */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Arricchisce libri (isbns) o tutti quelli di una scuola (codiceScuola) da un servizio compatibile con Open Library
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminBooksEnrich: {
    requestBody: {
      content: {
        'application/json':
          | {
              isbns: string[];
            }
          | {
              codiceScuola: string;
            };
      };
    };
    responses: {
      /** @description OK */
      202: {
        content: {
          'application/json': components['schemas']['PostAdminBooksEnrichResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Arricchimento non configurato o nessun ISBN valido */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Avanzamento di un arricchimento (fatti, arricchiti, non trovati, non riusciti)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminBooksEnrichJobId: {
    parameters: {
      path: {
        jobId: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminBooksEnrichJobIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Lavoro non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Categorie del negozio (id e nome)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminCategories: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminCategoriesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuova categoria
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminCategories: {
    requestBody: {
      content: {
        'application/json': {
          nome: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostAdminCategoriesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Categoria già esistente */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina una categoria senza prodotti
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  deleteAdminCategoriesId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Categoria non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description La categoria ha ancora dei prodotti */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Le cifre di oggi: ordini da lavorare per stato, libri da ordinare, arrivati e non ritirati, incassi di oggi e della settimana (giorni di Roma), scorte basse; ciascuna con la pagina che la mostra
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminDashboard: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminDashboardResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il dominio proprio della libreria e il record TXT da creare finché non è verificato
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminDomain: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminDomainResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Imposta il dominio proprio (da verificare con un record TXT)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  putAdminDomain: {
    requestBody: {
      content: {
        'application/json': {
          domain: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminDomainResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Dominio già usato da un altro negozio */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Toglie il dominio proprio: il negozio torna sul suo indirizzo della piattaforma
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  deleteAdminDomain: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminDomainResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Verifica il record TXT: da quel momento il negozio risponde sul dominio
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminDomainVerify: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminDomainResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessun dominio da verificare */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Record TXT non trovato */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Storico delle importazioni con il resoconto di ogni file, e scuole e adozioni per regione e anno scolastico
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminImports: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminImportsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Importa file del Ministero caricati (multipart, campo «files», al massimo 200 MB) oppure dagli indirizzi ufficiali ({ urls }, solo https); una importazione alla volta
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  postAdminImports: {
    requestBody: {
      content: {
        'application/json': {
          urls: string[];
        };
        'multipart/form-data': {
          files: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        content: {
          'application/json': components['schemas']['PostAdminImportsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Un’altra importazione è in corso */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description File troppo grandi */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Una importazione con il suo avanzamento e i resoconti
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminImportsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminImportsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Importazione non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Avanzamento come server-sent events: «progress» (file in corso, righe al secondo, fase), «file» (resoconto di ogni file), «end»
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminImportsIdEvents: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'text/event-stream': components['schemas']['GetAdminImportsIdEventsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Importazione non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Le righe scartate di un file (le prime 5.000) in CSV, con riga e motivo
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminImportsIdRejectedCsv: {
    parameters: {
      query: {
        file: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'text/csv': components['schemas']['GetAdminImportsIdRejectedCsvResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Importazione non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Accesso dell'amministratore: token per Authorization: Bearer e cookie di sessione
   * @description Pubblica.
   */
  postAdminLogin: {
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          password: string;
          username: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminLoginResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Credenziali non valide; `SECOND_FACTOR_REQUIRED` se l’account ha la verifica in due passaggi e manca `code` */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Chiude la sessione dell'amministratore
   * @description Pubblica.
   */
  postAdminLogout: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * L'amministratore collegato
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminMe: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminMeResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non amministratore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Ordini della libreria con filtri (stato, pagamento: metodo o pagato/da_pagare, spedizione, date, scuola, ricerca per numero, nome, e-mail o telefono), ordinamento e pagine da 50
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminOrders: {
    parameters: {
      query?: {
        stato?: string;
        pagamento?: string;
        spedizione?: 'standard' | 'pickup';
        libri?: 'da_ordinare' | 'ordinato' | 'arrivato' | 'pronto' | 'consegnato';
        da?: string;
        a?: string;
        codiceScuola?: string;
        q?: string;
        sort?:
          | 'data'
          | '-data'
          | 'numero'
          | '-numero'
          | 'totale'
          | '-totale'
          | 'stato'
          | '-stato'
          | 'cliente'
          | '-cliente';
        page?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminOrdersResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Gli stessi ordini in CSV per i fogli di calcolo (UTF-8 con BOM, separatore «;», decimali con la virgola)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminOrdersCsv: {
    parameters: {
      query?: {
        stato?: string;
        pagamento?: string;
        spedizione?: 'standard' | 'pickup';
        libri?: 'da_ordinare' | 'ordinato' | 'arrivato' | 'pronto' | 'consegnato';
        da?: string;
        a?: string;
        codiceScuola?: string;
        q?: string;
        sort?:
          | 'data'
          | '-data'
          | 'numero'
          | '-numero'
          | 'totale'
          | '-totale'
          | 'stato'
          | '-stato'
          | 'cliente'
          | '-cliente';
        page?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'text/csv': components['schemas']['GetAdminOrdersCsvResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Un ordine con righe, stato di ogni libro, cronologia, pagamenti al banco e note interne
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminOrdersId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il numero d’ordine come codice a barre Code 128 (SVG) per la distinta da stampare
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminOrdersIdBarcodeSvg: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'image/svg+xml': components['schemas']['GetAdminOrdersIdBarcodeSvgResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Annulla l’ordine con un motivo; la famiglia riceve l’e-mail (un pagamento con carta viene rimborsato)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdCancel: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Passaggio di stato non ammesso */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * La libreria sposta un libro dell’ordine (ordinato, arrivato, pronto, consegnato)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdItemsItemIdStatus: {
    parameters: {
      path: {
        id: string;
        itemId: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'da_ordinare' | 'ordinato' | 'arrivato' | 'pronto' | 'consegnato';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine o libro non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Passaggio di stato non ammesso */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Sposta libri scelti (itemIds) o tutti quelli che possono (all: true, es. «tutti arrivati»); tutti o nessuno
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdItemsStatus: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          all?: true;
          itemIds?: number[];
          /** @enum {string} */
          status: 'da_ordinare' | 'ordinato' | 'arrivato' | 'pronto' | 'consegnato';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Passaggio di stato non ammesso */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Aggiunge una nota interna (la famiglia non la vede)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdNotes: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Registra un pagamento al banco (contanti o POS); saldato il totale l’ordine è pagato e la famiglia riceve la ricevuta
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdPayments: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
          /** @enum {string} */
          method: 'contanti' | 'pos';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine annullato, già pagato o importo oltre il dovuto */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Consegna al banco: ordine pronto e pagato → completato, ogni libro consegnato
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdPickup: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non pronto, non pagato o libri non arrivati */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Rimborsa l’ordine con un motivo; la famiglia riceve l’e-mail
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdRefund: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Passaggio di stato non ammesso */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Spedisce l’ordine con il numero di spedizione; la famiglia riceve l’e-mail con il numero
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdShip: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          trackingNumber: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se di un’altra libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine da ritirare o non in preparazione */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * La libreria sposta un ordine (pagato, in preparazione, pronto per il ritiro, spedito, completato, annullato, rimborsato); il cliente riceve l’e-mail
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminOrdersIdStatus: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string;
          /** @enum {string} */
          status:
            | 'in_attesa_pagamento'
            | 'pagato'
            | 'in_preparazione'
            | 'pronto_ritiro'
            | 'spedito'
            | 'completato'
            | 'annullato'
            | 'rimborsato';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['AdminOrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Passaggio di stato non ammesso */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Sconti della libreria sui libri di testo adottati (generale e per editore), ultime modifiche e limite di legge
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminPricingTextbooks: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminPricingTextbooksResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato al titolare della libreria o al gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Imposta lo sconto generale (editore assente) o di un editore; oltre il 15% è rifiutato (legge 15/2020, art. 8). Un aumento è un ribasso annunciato: le pagine mostrano il prezzo più basso dei 30 giorni precedenti
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  putAdminPricingTextbooks: {
    requestBody: {
      content: {
        'application/json': {
          editore?: string | null;
          percentuale: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutAdminPricingTextbooksResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato al titolare della libreria o al gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Sconto oltre il limite di legge del 15% o non valido */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Toglie lo sconto di un editore (i suoi libri tornano allo sconto generale)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  deleteAdminPricingTextbooks: {
    parameters: {
      query: {
        editore: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato al titolare della libreria o al gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessuno sconto per questo editore */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Crea (isEdit false, 201) o modifica (isEdit true con productId) un prodotto; prezzo di vendita e scontato sono calcolati dal server
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminProducts: {
    requestBody: {
      content: {
        'application/json': {
          /** @default false */
          isEdit?: boolean;
          product: {
            /** @default true */
            active?: boolean;
            categoria: string;
            /** @default */
            descrizione?: string;
            /** @default true */
            disponibile?: boolean;
            fornitore: string;
            fornitoreProductId?: string | null;
            /** @default [] */
            immagini?: (string | null)[];
            margine?: number | string;
            nome: string;
            pezzi_disponibili?: number | string;
            pezzi_singolo_acquisto?: number | string;
            prezzoOriginale: number | string;
            sconto?: number | string;
            /** @default [] */
            tags?: string[] | string;
            urlAliexpress?: string | null;
          };
          productId?: string | number | null;
        };
      };
    };
    responses: {
      /** @description Prodotto modificato (isEdit true) */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminProductsResponse'];
        };
      };
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostAdminProductsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Prodotto da modificare non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Recensioni da moderare (status=pending, predefinito), approvate o scartate, con prodotto e numero d’ordine
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  getAdminReviews: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminReviewsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Approva (approve) o scarta (reject) una recensione
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  postAdminReviewsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action: 'approve' | 'reject';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminReviewsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Recensione non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Voci del registro, dalla più recente, filtrabili per categoria, livello, origine e testo
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  getAdminSecurityLogs: {
    parameters: {
      query?: {
        category?: 'AUTH' | 'XSS' | 'CSRF' | 'RATE_LIMIT' | 'VALIDATION' | 'ADMIN';
        level?: 'info' | 'warn' | 'error';
        source?: 'server' | 'browser';
        q?: string;
        page?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminSecurityLogsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non amministratore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Le librerie che la persona collegata può gestire (per il cambio libreria): tutte per il gestore
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminShops: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminShopsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Titolare e staff della libreria, con gli inviti in attesa
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminStaff: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminStaffResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Invita una persona nello staff: e-mail con un link valido 7 giorni
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminStaff: {
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @default staff
           * @constant
           */
          role?: 'staff';
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostAdminStaffResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Fa già parte dello staff */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi inviti: riprova più tardi */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Toglie una persona dallo staff (il titolare resta)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  deleteAdminStaffUserId: {
    parameters: {
      path: {
        userId: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non fa parte dello staff */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Statistiche tra due giorni (da, a; predefinito gli ultimi 30): vendite per giorno, ordini per stato e pagamento, ordine medio, libri, scuole e prodotti più venduti, imbuto dalle pagine viste (solo con consenso) agli ordini pagati
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminStats: {
    parameters: {
      query?: {
        da?: string;
        a?: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminStatsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Una tabella delle statistiche in CSV (tabella: vendite, stati, pagamenti, libri, scuole, prodotti, funnel)
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminStatsCsv: {
    parameters: {
      query: {
        da?: string;
        a?: string;
        tabella: 'vendite' | 'stati' | 'pagamenti' | 'libri' | 'scuole' | 'prodotti' | 'funnel';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'text/csv': components['schemas']['GetAdminStatsCsvResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuovo fornitore
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminSuppliers: {
    requestBody: {
      content: {
        'application/json': {
          nome: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostAdminSuppliersResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Fornitore già esistente */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina un fornitore senza prodotti
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  deleteAdminSuppliersId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Fornitore non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il fornitore ha ancora dei prodotti */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Apre (attivo) o sospende una libreria, con il motivo che il titolare riceve per e-mail (solo il gestore della piattaforma)
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  postAdminTenantsIdStatus: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
          /** @enum {string} */
          status: 'attivo' | 'sospeso';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminTenantsIdStatusResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Risorsa non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il negozio della piattaforma non si sospende */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Persone della libreria (tutte per il gestore), per e-mail, nome o telefono
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminUsers: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminUsersResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Una persona con i suoi ordini in questa libreria; per il gestore anche le librerie a cui appartiene
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getAdminUsersId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdminUsersIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Persona non trovata (o non di questa libreria) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Blocca o sblocca un account (solo il gestore): un account bloccato non accede e le sue sessioni finiscono
   * @description Solo il gestore della piattaforma (account amministratore): cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  postAdminUsersIdBlock: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          blocked: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminUsersIdBlockResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Solo il gestore della piattaforma */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Persona non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Manda alla persona il link per reimpostare la password
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  postAdminUsersIdPasswordReset: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è il back office di questa libreria */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Persona non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Account bloccato */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Verifica un token amministratore
   * @description Pubblica.
   */
  postAdminVerifyToken: {
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAdminVerifyTokenResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Token non valido o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Libri adottati da una scuola (anno scolastico più recente), per classe e sezione
   * @description Pubblica.
   */
  getAdoptions: {
    parameters: {
      query: {
        codiceScuola: string;
        classe?: number;
        sezione?: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAdoptionsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Conta una pagina vista (solo dopo il consenso ai cookie analitici)
   * @description Pubblica.
   */
  postAnalyticsPageview: {
    requestBody: {
      content: {
        'application/json': {
          path: string;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        content: {
          'application/json': components['schemas']['Accepted'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste da questo indirizzo */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Cosa farebbe l’eliminazione dell’account: ordini da annullare (e rimborsare) e ordini conservati con i dati ridotti, recensioni e commenti
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getAuthAccountDeletion: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAuthAccountDeletionResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina l’account: annulla (e rimborsa) gli ordini non ancora consegnati, riduce i dati degli ordini conservati, cancella account, recensioni e commenti e invia l’esito per e-mail
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postAuthAccountDeletion: {
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          confirm: true;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostAuthAccountDeletionResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il titolare di una libreria non può eliminare l’account da qui */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Token CSRF da inviare come X-CSRF-Token con ogni modifica
   * @description Pubblica.
   */
  getAuthCsrf: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAuthCsrfResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Scarica tutti i propri dati (JSON): profilo, indirizzi, ordini con righe e pagamenti, carrelli, preferiti, liste per figlio, recensioni, commenti, consensi, sessioni, registro di sicurezza, e-mail inviate
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getAuthExport: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PersonalDataExport'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Accesso del cliente (Ricordami: sessione di 30 giorni). Chi ha la verifica in due passaggi (titolari e staff delle librerie) manda anche `code`: il codice di 6 cifre dell’app o un codice di recupero (valido una volta)
   * @description Pubblica.
   */
  postAuthLogin: {
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          email: string;
          password: string;
          remember?: boolean | ('0' | '1' | 'on' | 'true' | 'false');
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Credenziali non valide; `SECOND_FACTOR_REQUIRED` se l’account ha la verifica in due passaggi e manca `code`; codice errato o già usato (`fields.code`) */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Account bloccato, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Chiude la sessione
   * @description Pubblica.
   */
  postAuthLogout: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il cliente collegato, la sua libreria se ne ha una, e il token CSRF
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getAuthMe: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetAuthMeResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Invia per e-mail un link (1 ora, monouso) per scegliere una nuova password; risposta uguale per ogni indirizzo
   * @description Pubblica.
   */
  postAuthPasswordReset: {
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Imposta la nuova password con il token del link; chiude tutte le sessioni
   * @description Pubblica.
   */
  postAuthPasswordResetConfirm: {
    requestBody: {
      content: {
        'application/json': {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Aggiorna i dati del profilo
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  putAuthProfile: {
    requestBody: {
      content: {
        'application/json': {
          address?: string;
          city?: string;
          name?: string;
          phone?: string;
          postalCode?: string;
          province?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutAuthProfileResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non collegato */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Registra un cliente e apre la sessione
   * @description Pubblica.
   */
  postAuthRegister: {
    requestBody: {
      content: {
        'application/json': {
          address?: string;
          city?: string;
          confirmPassword?: string;
          email: string;
          name: string;
          password: string;
          phone?: string;
          postalCode?: string;
          province?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description E-mail già registrata */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Un articolo pubblicato dal suo slug (contenuto HTML già ripulito dal server)
   * @description Pubblica.
   */
  getBlogArticle: {
    parameters: {
      query: {
        slug: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['ArticleAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Articoli pubblicati (ricerca in italiano, categoria, paginazione); gli amministratori con status=all vedono anche bozze e programmati
   * @description Pubblica.
   */
  getBlogArticles: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        category?: string;
        search?: string;
        status?: 'published' | 'all';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetBlogArticlesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Modifica l’articolo articleId (lo slug resta quello di prima)
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  putBlogArticles: {
    parameters: {
      query: {
        articleId: number;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          author: string;
          category?: string | null;
          content: string;
          excerpt?: string;
          featuredImage?: string | null;
          featuredImageUrl?: string | null;
          publishedAt?: string | null;
          /**
           * @default published
           * @enum {string}
           */
          status?: 'draft' | 'published';
          tags?: string | string[];
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['ArticleAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuovo articolo (Markdown o HTML, ripulito dal server); slug dal titolo, reso unico con -2, -3
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  postBlogArticles: {
    requestBody: {
      content: {
        'application/json': {
          author: string;
          category?: string | null;
          content: string;
          excerpt?: string;
          featuredImage?: string | null;
          featuredImageUrl?: string | null;
          publishedAt?: string | null;
          slug?: string;
          /**
           * @default published
           * @enum {string}
           */
          status?: 'draft' | 'published';
          tags?: string | string[];
          title: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['ArticleAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Non è stato possibile creare uno slug unico */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina l’articolo articleId
   * @description Richiede un amministratore: cookie di sessione con X-CSRF-Token, oppure Authorization: Bearer.
   */
  deleteBlogArticles: {
    parameters: {
      query: {
        articleId: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Ok'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Categorie con il numero di articoli pubblicati
   * @description Pubblica.
   */
  getBlogCategories: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetBlogCategoriesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Commenti approvati di un articolo (articleId, status=approved)
   * @description Pubblica.
   */
  getBlogComments: {
    parameters: {
      query: {
        articleId: number;
        status?: 'approved';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetBlogCommentsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuovo commento (articleId): resta in attesa di approvazione
   * @description Pubblica.
   */
  postBlogComments: {
    parameters: {
      query: {
        articleId: number;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
          /** Format: email */
          email: string;
          name: string;
          website?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostBlogCommentsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi commenti */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Mette o toglie il like del visitatore (uno per visitatore) e restituisce liked e likes
   * @description Pubblica.
   */
  postBlogLike: {
    parameters: {
      query: {
        articleId: number;
      };
    };
    requestBody?: {
      content: {
        'application/json': {
          userId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostBlogLikeResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Articolo non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Cerca libri per ISBN (10 o 13 cifre, con o senza trattini; cifra di controllo verificata) o parole di titolo, autore, editore; i più adottati prima, con il prezzo di questa libreria
   * @description Pubblica.
   */
  getBooks: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetBooksResponse'];
        };
      };
      /** @description ISBN non valido (cifre o cifra di controllo) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Un libro degli elenchi dal suo ISBN (anche a 10 cifre) con il prezzo di questa libreria
   * @description Pubblica.
   */
  getBooksIsbn: {
    parameters: {
      path: {
        isbn: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetBooksIsbnResponse'];
        };
      };
      /** @description ISBN non valido */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessun libro con questo ISBN negli elenchi delle scuole */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate (un libro, per ISBN)
   * @description Pubblica.
   */
  getBooksIsbnReviews: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      path: {
        isbn: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['ReviewList'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Risorsa non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva (un libro, per ISBN)
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postBooksIsbnReviews: {
    parameters: {
      path: {
        isbn: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          stelle: number | string;
          testo: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['ReviewAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessun ordine consegnato con questo prodotto o libro (codice NOT_PURCHASED) */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Risorsa non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Hai già scritto una recensione per questo prodotto */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe recensioni: riprova più tardi */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il carrello del cliente, con prezzi, spedizione e totale letti dal database
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getCart: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Sostituisce il carrello del cliente (il primo PUT dopo il login unisce quello del browser); il server tiene solo identità e quantità di ogni riga
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  putCart: {
    requestBody: {
      content: {
        'application/json': {
          items: OneOf<
            [
              {
                classe: string | number;
                isbn: string;
                lista?: {
                  id: string;
                  nome: string;
                } | null;
                quantity: number;
                scuola: {
                  codice: string;
                  nome?: string;
                };
                sezione: string;
                /** @constant */
                type: 'book';
              },
              {
                id: string | number;
                quantity: number;
                /** @constant */
                type: 'product';
              },
            ]
          >[];
          /**
           * @default standard
           * @enum {string}
           */
          shippingMethod?: 'standard' | 'pickup';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Prezza un carrello del browser (visitatori) senza salvarlo
   * @description Pubblica.
   */
  postCartQuote: {
    requestBody: {
      content: {
        'application/json': {
          items: OneOf<
            [
              {
                classe: string | number;
                isbn: string;
                lista?: {
                  id: string;
                  nome: string;
                } | null;
                quantity: number;
                scuola: {
                  codice: string;
                  nome?: string;
                };
                sezione: string;
                /** @constant */
                type: 'book';
              },
              {
                id: string | number;
                quantity: number;
                /** @constant */
                type: 'product';
              },
            ]
          >[];
          /**
           * @default standard
           * @enum {string}
           */
          shippingMethod?: 'standard' | 'pickup';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Categorie con prodotti attivi (nomi)
   * @description Pubblica.
   */
  getCategories: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetCategoriesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Crea l’ordine con prezzi ricalcolati e riserva dei pezzi: per un cliente dal carrello salvato; senza accesso (ospite) dalle righe `items` del browser con `contatto` obbligatorio, e l’ordine si apre solo con il link privato `orderUrl` mandato anche per e-mail. La stessa idempotencyKey restituisce lo stesso ordine (200; a un ospite senza link)
   * @description Pubblica.
   */
  postCheckout: {
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          acceptTerms: true;
          contatto?: {
            /** Format: email */
            email: string;
            nome: string;
            telefono: string;
          } | null;
          fatturazione?: {
            codiceDestinatario?: string | null;
            codiceFiscale: string;
            indirizzo: string;
            nome: string;
            partitaIva?: string | null;
            pec?: string | null;
            /**
             * @default privato
             * @enum {string}
             */
            tipo?: 'privato' | 'azienda';
          } | null;
          idempotencyKey: string;
          /** @description Solo per un ospite (senza accesso): le righe del carrello del browser, come in PUT /api/cart */
          items?: OneOf<
            [
              {
                classe: string | number;
                isbn: string;
                lista?: {
                  id: string;
                  nome: string;
                } | null;
                quantity: number;
                scuola: {
                  codice: string;
                  nome?: string;
                };
                sezione: string;
                /** @constant */
                type: 'book';
              },
              {
                id: string | number;
                quantity: number;
                /** @constant */
                type: 'product';
              },
            ]
          >[];
          /** @enum {string} */
          paymentMethod: 'stripe' | 'ritiro' | 'bonifico';
          pickupPointId?: number | null;
          shippingAddress?: {
            cap: string;
            citta: string;
            indirizzo: string;
            nome: string;
            provincia: string;
            telefono: string;
          } | null;
          /** @enum {string} */
          shippingMethod: 'standard' | 'pickup';
        };
      };
    };
    responses: {
      /** @description Stessa idempotencyKey: lo stesso ordine di prima (replayed true) */
      200: {
        content: {
          'application/json': components['schemas']['PostCheckoutResponse'];
        };
      };
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostCheckoutResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Senza accesso e senza `items`: la sessione del cliente è scaduta */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Un prodotto non è più disponibile nella quantità richiesta */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Carrello vuoto, articolo non più in vendita o metodo di pagamento non disponibile */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste dallo stesso indirizzo, o più di 10 ordini in un’ora con la stessa e-mail (ospite) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Pagamento con carta: Stripe non risponde; l’ordine è salvato, la stessa richiesta ripetuta (stessa chiave) dà il link di pagamento */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Riferimento dell’API per le persone (Scalar, servito da questo indirizzo)
   * @description Pubblica.
   */
  getApiReference: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'text/html': components['schemas']['GetApiReferenceResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Lo script del riferimento (Scalar API Reference)
   * @description Pubblica.
   */
  getApiReferenceScript: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/javascript': components['schemas']['GetApiReferenceScriptResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * I prodotti preferiti del cliente in questo negozio (id)
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getFavourites: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Favourites'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Aggiunge prodotti ai preferiti (unione con quelli salvati nel browser) e li restituisce tutti
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postFavourites: {
    requestBody: {
      content: {
        'application/json': {
          ids: (string | number)[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Favourites'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Toglie un prodotto dai preferiti
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  deleteFavouritesId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['Favourites'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Risorsa non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Le liste della famiglia, con i libri della classe ai prezzi di questa libreria e «Ce l’ho già»
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getLists: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetListsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato alle famiglie registrate */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Salva la lista di una classe (scuola, classe, sezione, indirizzo) per un figlio
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postLists: {
    requestBody: {
      content: {
        'application/json': {
          classe: number;
          codiceScuola: string;
          combinazione?: string | null;
          nome: string;
          owned?: string[];
          sezione: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostListsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato alle famiglie registrate */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe liste */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Cambia una lista (nome, classe, libri segnati «Ce l’ho già»)
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  putListsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          classe: number;
          codiceScuola: string;
          combinazione?: string | null;
          nome: string;
          owned?: string[];
          sezione: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutListsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato alle famiglie registrate */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Lista non trovata (o di un’altra famiglia) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Elimina una lista
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  deleteListsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['DeleteListsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato alle famiglie registrate */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Lista non trovata (o di un’altra famiglia) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Porta nell’account le liste tenute nel browser prima dell’accesso (la stessa lista due volte si unisce); ids: id del browser → id nell’account
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postListsImport: {
    requestBody: {
      content: {
        'application/json': {
          lists: {
            classe: number;
            codiceScuola: string;
            combinazione?: string | null;
            localId?: string;
            nome: string;
            owned?: string[];
            sezione: string;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostListsImportResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservato alle famiglie registrate */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe liste */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Comuni di una provincia
   * @description Pubblica.
   */
  getMunicipalities: {
    parameters: {
      query: {
        provincia: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetMunicipalitiesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Questa descrizione OpenAPI
   * @description Pubblica.
   */
  getOpenApiDocument: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetOpenApiDocumentResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Gli ordini del cliente, dal più recente
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getOrders: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetOrdersResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Un ordine del cliente con lo stato di ogni libro e la cronologia
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  getOrdersId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['OrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato (anche se è di un altro cliente) */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Annulla un ordine non ancora in preparazione (un pagamento con carta viene rimborsato)
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postOrdersIdCancel: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['OrderAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine già in preparazione */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Riapre il pagamento con carta di un ordine ancora in attesa (sessione Stripe aperta o nuova)
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postOrdersIdPay: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostOrdersIdPayResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ordine non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessun pagamento con carta in attesa */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Stripe non risponde: riprova tra poco */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Eventi Stripe firmati (checkout.session.completed/expired, payment_intent.payment_failed, charge.refunded)
   * @description Pubblica.
   */
  postPaymentsStripeWebhook: {
    /** @description Il corpo esatto inviato da Stripe, firmato nell’intestazione Stripe-Signature */
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostPaymentsStripeWebhookResponse'];
        };
      };
      /** @description Firma non valida */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Stripe non configurato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Punti di ritiro del negozio con gli orari
   * @description Pubblica.
   */
  getPickupPoints: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetPickupPointsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Prodotti attivi con ricerca (testo italiano con radici e tolleranza agli errori), categoria, prezzo e valutazione; gli amministratori possono aggiungere active=false per vedere anche gli inattivi
   * @description Pubblica.
   */
  getProducts: {
    parameters: {
      query?: {
        search?: string;
        categoria?: string;
        minPrezzo?: number;
        maxPrezzo?: number;
        minValutazione?: number;
        limit?: number;
        offset?: number;
        active?: 'true' | 'false';
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetProductsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description active=false chiesto da chi non è amministratore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Un prodotto attivo (gli amministratori vedono anche gli inattivi)
   * @description Pubblica.
   */
  getProductsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetProductsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Prodotto non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Recensioni pubblicate (approvate dal negozio), più recenti prima, con media, numero e la frase che spiega come sono verificate
   * @description Pubblica.
   */
  getProductsIdReviews: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['ReviewList'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Risorsa non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Nuova recensione (1-5 stelle e testo) di chi ha comprato e ricevuto il prodotto in questo negozio; resta in attesa finché il negozio non la approva
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postProductsIdReviews: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          stelle: number | string;
          testo: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['ReviewAnswer'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nessun ordine consegnato con questo prodotto o libro (codice NOT_PURCHASED) */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Prodotto non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Hai già scritto una recensione per questo prodotto */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe recensioni: riprova più tardi */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Province di una regione
   * @description Pubblica.
   */
  getProvinces: {
    parameters: {
      query: {
        regione: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetProvincesResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Regioni con scuole, in ordine alfabetico
   * @description Pubblica.
   */
  getRegions: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetRegionsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Scuole per luogo, tipologia, caratteristica e nome (tollera un errore di battitura), o per codice
   * @description Pubblica.
   */
  getSchools: {
    parameters: {
      query?: {
        regione?: string;
        provincia?: string;
        comune?: string;
        tipologia?: string;
        caratteristica?: string;
        nome?: string;
        codiceScuola?: string;
        limit?: number;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetSchoolsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Una scuola dal suo codice meccanografico
   * @description Pubblica.
   */
  getSchoolsCode: {
    parameters: {
      path: {
        code: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetSchoolsCodeResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Scuola non trovata */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Segnalazione dal browser (solo livello error, al massimo 8 KB)
   * @description Pubblica.
   */
  postSecurityLogs: {
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          category: 'AUTH' | 'XSS' | 'CSRF' | 'RATE_LIMIT' | 'VALIDATION' | 'ADMIN';
          data?: {
            [key: string]: unknown;
          };
          /** @constant */
          level: 'error';
          message: string;
          timestamp?: string;
          url?: string;
          userAgent?: string;
          userId?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      202: {
        content: {
          'application/json': components['schemas']['Accepted'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Voce troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe segnalazioni (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Accetta un invito nello staff, collegati con l’indirizzo invitato
   * @description Richiede la sessione di un cliente (cookie) e, per le modifiche, X-CSRF-Token.
   */
  postStaffInvitationsAccept: {
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostStaffInvitationsAcceptResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description L’invito è per un altro indirizzo */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invito non valido o scaduto */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Link al portale clienti di Stripe: cambiare carta, pagare un rinnovo non riuscito, disdire
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  postStripeBillingPortal: {
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          tenantId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostStripeBillingPortalResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il negozio non ha ancora un abbonamento */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Abbonamento della libreria a Cartella (Stripe Billing): apre Stripe Checkout in modalità abbonamento per il piano scelto
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  postStripeCreateSubscription: {
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          customerEmail: string;
          priceId: string;
          /** Format: uuid */
          tenantId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostStripeCreateSubscriptionResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Abbonamento già attivo */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Pagamenti con carta o abbonamenti non configurati sulla piattaforma, o negozio della piattaforma */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Fornitori del negozio
   * @description Back office: il gestore della piattaforma, oppure titolare o staff della libreria dell’indirizzo chiamato (403 per gli altri); limitata a quella libreria. Titolare e staff senza verifica in due passaggi ricevono 403 `SECOND_FACTOR_ENROLMENT_REQUIRED` finché non la attivano (/admin/two-factor). Per le modifiche con il cookie, X-CSRF-Token.
   */
  getSuppliers: {
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetSuppliersResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Dati del negozio: nome, ragione sociale, partita IVA (cifra di controllo), sede, contatti, IBAN (cifre di controllo) e prezzi di spedizione in euro
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  putTenantsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/json': {
          address: string;
          brandColor?: ('verde' | 'petrolio' | 'viola' | 'bordeaux' | 'terracotta' | 'ardesia') | 'blu' | '' | null;
          city: string;
          /** Format: email */
          email: string;
          freeShippingThreshold: number;
          iban?: string;
          legalName: string;
          name: string;
          openingHours: string;
          phone: string;
          rea?: string;
          standardShippingCost: number;
          vatNumber: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutTenantsIdResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata a titolare e gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il negozio della piattaforma si configura con le variabili SHOP_* */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il logo del negozio: il corpo è l’immagine stessa (PNG, JPEG o WebP riconosciuti dai primi byte, al massimo 1 MB; niente SVG)
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  putTenantsIdLogo: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        'application/octet-stream': string;
        'image/jpeg': string;
        'image/png': string;
        'image/webp': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PutTenantsIdLogoResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata al titolare della libreria o al gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Logo troppo grande: al massimo 1 MB */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Il negozio della piattaforma usa il logo di Cartella */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Toglie il logo: l’intestazione torna a mostrare il nome del negozio
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  deleteTenantsIdLogo: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['DeleteTenantsIdLogoResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Riservata al titolare della libreria o al gestore */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Il mese della libreria: ordini e incassi del mese (ora di Roma), commissione della piattaforma, abbonamento e conto Stripe
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  getTenantsIdStats: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetTenantsIdStatsResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Pagamenti con carta della libreria (Stripe Connect): senza corpo crea il conto collegato e restituisce il link di attivazione di Stripe; con stripeAccountId il gestore collega un conto esistente
   * @description Il titolare della libreria (cookie di sessione) o un amministratore (cookie, oppure Authorization: Bearer); con il cookie, per le modifiche, X-CSRF-Token. Il titolare senza verifica in due passaggi riceve 403 `SECOND_FACTOR_ENROLMENT_REQUIRED`.
   */
  postTenantsIdStripeConnect: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody?: {
      content: {
        'application/json': {
          stripeAccountId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['PostTenantsIdStripeConnectResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accesso richiesto: sessione o token assente o scaduto */
      401: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Negozio non trovato */
      404: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conto già collegato a un altro negozio */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Pagamenti con carta o abbonamenti non configurati sulla piattaforma, o negozio della piattaforma; conto Stripe inesistente */
      422: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Se l’indirizzo <nome>.<SITE_SUFFIX> è libero per una nuova libreria; altrimenti il motivo (già in uso, riservato, non valido)
   * @description Pubblica.
   */
  getTenantsDomainAvailable: {
    parameters: {
      query: {
        domain: string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        content: {
          'application/json': components['schemas']['GetTenantsDomainAvailableResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppe richieste */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  /**
   * Registra una libreria (stato "in attivazione") con il titolare e apre la sessione
   * @description Pubblica.
   */
  postTenantsRegister: {
    requestBody: {
      content: {
        'application/json': {
          address?: string;
          city?: string;
          confirmPassword?: string;
          domain: string;
          email: string;
          name: string;
          password: string;
          phone?: string;
          postalCode?: string;
          province?: string;
          shopName?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      201: {
        content: {
          'application/json': components['schemas']['PostTenantsRegisterResponse'];
        };
      };
      /** @description Richiesta non valida (JSON malformato, caratteri di controllo o campi non validi: `fields` dice quali) */
      400: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Operazione non consentita a questo account, o token CSRF mancante o errato */
      403: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description E-mail o dominio già in uso */
      409: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Richiesta troppo grande */
      413: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Troppi tentativi: riprova più tardi (Retry-After) */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Errore imprevisto */
      500: {
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Servizio momentaneamente non disponibile (database in riavvio o irraggiungibile): riprova dopo `Retry-After` secondi */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
};
