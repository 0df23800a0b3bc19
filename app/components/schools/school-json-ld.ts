import type { PageBook, School } from '#common/schools/views.ts';

/** schema.org data of a school page: the ministry's own text (not the readable case). */
export function schoolJsonLd(school: School, books: PageBook[], listName: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'School',
        name: school.nomeScuola,
        identifier: school.codiceScuola,
        address: {
          '@type': 'PostalAddress',
          streetAddress: school.indirizzo ?? undefined,
          postalCode: school.cap ?? undefined,
          addressLocality: school.comune,
          addressRegion: school.provincia,
          addressCountry: 'IT',
        },
        ...(school.sitoWeb
          ? { url: school.sitoWeb.startsWith('http') ? school.sitoWeb : `https://${school.sitoWeb}` }
          : {}),
      },
      ...(books.length
        ? [
            {
              '@type': 'ItemList',
              name: listName,
              itemListElement: books.slice(0, 100).map((b, i) => ({
                '@type': 'ListItem',
                position: i + 1,
                item: {
                  '@type': 'Book',
                  name: b.titolo,
                  isbn: b.isbn,
                  author: b.autore ?? undefined,
                  publisher: b.editore ?? undefined,
                  offers: { '@type': 'Offer', price: b.prezzoEffettivo.toFixed(2), priceCurrency: 'EUR' },
                },
              })),
            },
          ]
        : []),
    ],
  };
}
