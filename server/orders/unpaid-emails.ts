import { formatCents, formatLongDate } from '#common/format.ts';
import { renderMail } from '../mail/templates.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { Order } from './schema.ts';
import type { HoldRule } from './unpaid.ts';

// The two e-mails of an order that holds stock without money (decision 0026).

type Input = { shop: Tenant; order: Order; url: string; rule: HoldRule };
const greeting = (order: Order) => (order.contact.nome ? `Ciao ${order.contact.nome},` : 'Ciao,');

export function unpaidWarningMail(input: Input & { deadline: Date }) {
  const { order, shop } = input;
  const when = formatLongDate(input.deadline);
  const paragraphs =
    input.rule === 'bonifico'
      ? [
          `non abbiamo ancora ricevuto il bonifico di ${formatCents(order.totalCents)} per l’ordine ${order.number}.`,
          `Se non arriva entro ${when}, l’ordine sarà annullato e i prodotti torneranno in vendita.`,
          `IBAN ${shop.iban}, intestato a ${shop.legalName || shop.name}, causale «Ordine ${order.number}». Se hai già pagato, rispondi a questa e-mail con la ricevuta.`,
        ]
      : [
          `il tuo ordine ${order.number} ti aspetta in libreria${order.pickupPoint ? ` (${order.pickupPoint.nome}, ${order.pickupPoint.indirizzo}, orari: ${order.pickupPoint.orari})` : ''}.`,
          `Se non passi a ritirarlo entro ${when}, l’ordine sarà annullato e i prodotti torneranno in vendita.`,
          'Se ti serve più tempo, rispondi a questa e-mail.',
        ];
  return {
    subject:
      input.rule === 'bonifico'
        ? `Ordine ${order.number}: bonifico non ancora ricevuto · ${shop.name}`
        : `Ordine ${order.number}: ti aspetta in libreria · ${shop.name}`,
    ...renderMail({
      shopName: shop.name,
      greeting: greeting(order),
      paragraphs,
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Ti scriviamo una sola volta prima dell’annullamento.',
    }),
  };
}

export function unpaidCancelledMail(input: Input & { days: number }) {
  const { order, shop } = input;
  return {
    subject: `Ordine ${order.number} annullato · ${shop.name}`,
    ...renderMail({
      shopName: shop.name,
      greeting: greeting(order),
      paragraphs: [
        input.rule === 'bonifico'
          ? `l’ordine ${order.number} è stato annullato perché il bonifico non è arrivato entro ${input.days} giorni.`
          : `l’ordine ${order.number} è stato annullato perché non è stato ritirato entro ${input.days} giorni da quando era pronto.`,
        'Non ti è stato addebitato nulla. Se vuoi ancora questi articoli puoi fare un nuovo ordine.',
      ],
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Se hai già pagato, rispondi a questa e-mail con la ricevuta: sistemiamo tutto noi.',
    }),
  };
}
