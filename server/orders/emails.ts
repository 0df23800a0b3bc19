import { formatCents } from '#common/format.ts';
import { renderMail } from '../mail/templates.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { Order } from './schema.ts';

// The order e-mails of issue 5, in Italian, HTML and text. They go through the outbox.

type MailInput = { shop: Tenant; order: Order; url: string };

/** The VAT the total contains, by rate (delivery included at its goods' rate), as on a receipt. */
export function vatSentence(order: Pick<Order, 'vat'>): string {
  if (order.vat.length === 0) return '';
  const parts = order.vat.map((v) => `IVA ${v.rate}% ${formatCents(v.vatCents)} su ${formatCents(v.grossCents)}`);
  return `Il totale comprende: ${parts.join('; ')} (la spedizione segue l’aliquota dei beni spediti).`;
}

const greeting = (order: Order) => (order.contact.nome ? `Ciao ${order.contact.nome},` : 'Ciao,');

function paymentParagraph(input: MailInput & { transferDays?: number }): string {
  const { order, shop } = input;
  if (order.paymentMethod === 'bonifico') {
    const hold = input.transferDays
      ? ` Se il bonifico non arriva entro ${input.transferDays} giorni l’ordine viene annullato e i prodotti tornano in vendita (ti avvisiamo prima).`
      : '';
    return `Per completare l’ordine fai un bonifico di ${formatCents(order.totalCents)} a ${shop.legalName || shop.name}, IBAN ${shop.iban}, con causale «Ordine ${order.number}». Prepariamo l’ordine appena riceviamo il pagamento.${hold}`;
  }
  if (order.paymentMethod === 'ritiro') return `Pagherai ${formatCents(order.totalCents)} al ritiro, in libreria.`;
  return 'Il pagamento con carta è in verifica: ti scriviamo appena è confermato.';
}

export function orderReceivedMail(input: MailInput & { transferDays?: number; guest?: boolean }) {
  const { order } = input;
  const where =
    order.shippingMethod === 'pickup' && order.pickupPoint
      ? `Ritiro presso ${order.pickupPoint.nome}, ${order.pickupPoint.indirizzo} (${order.pickupPoint.orari}).`
      : order.shippingAddress
        ? `Spedizione a ${order.shippingAddress.nome}, ${order.shippingAddress.indirizzo}, ${order.shippingAddress.cap} ${order.shippingAddress.citta} (${order.shippingAddress.provincia}).`
        : '';
  return {
    subject: `Ordine ${order.number} ricevuto · ${input.shop.name}`,
    ...renderMail({
      shopName: input.shop.name,
      greeting: greeting(order),
      paragraphs: [
        `abbiamo ricevuto il tuo ordine ${order.number} di ${formatCents(order.totalCents)} (IVA inclusa).`,
        vatSentence(order),
        paymentParagraph(input),
        where,
        'Puoi seguire lo stato di ogni libro dalla pagina dell’ordine.',
        input.guest
          ? 'Hai ordinato senza account: conserva questa e-mail, il pulsante qui sotto è il tuo link privato all’ordine. Se poi crei un account con questo indirizzo, dalla stessa pagina puoi aggiungervi l’ordine.'
          : '',
      ].filter(Boolean),
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Hai 14 giorni dal ricevimento per recedere dall’acquisto, come spiegato nelle condizioni di vendita.',
    }),
  };
}

export function paymentConfirmedMail(input: MailInput) {
  return {
    subject: `Pagamento confermato per l’ordine ${input.order.number} · ${input.shop.name}`,
    ...renderMail({
      shopName: input.shop.name,
      greeting: greeting(input.order),
      paragraphs: [
        `abbiamo ricevuto il pagamento di ${formatCents(input.order.totalCents)} per l’ordine ${input.order.number}.`,
        vatSentence(input.order),
        'Ora lo prepariamo: ti scriviamo quando è pronto.',
      ].filter(Boolean),
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Conserva questa e-mail come ricevuta del pagamento.',
    }),
  };
}

export function orderReadyMail(input: MailInput) {
  const { order } = input;
  const pickup = order.shippingMethod === 'pickup';
  return {
    subject: pickup
      ? `Il tuo ordine ${order.number} è pronto per il ritiro · ${input.shop.name}`
      : `Il tuo ordine ${order.number} è stato spedito · ${input.shop.name}`,
    ...renderMail({
      shopName: input.shop.name,
      greeting: greeting(order),
      paragraphs: pickup
        ? [
            `il tuo ordine ${order.number} è pronto.`,
            order.pickupPoint
              ? `Passa a ritirarlo presso ${order.pickupPoint.nome}, ${order.pickupPoint.indirizzo}. Orari: ${order.pickupPoint.orari}.`
              : '',
            order.paymentMethod === 'ritiro' ? `Al ritiro pagherai ${formatCents(order.totalCents)}.` : '',
          ].filter(Boolean)
        : [
            `il tuo ordine ${order.number} è stato spedito: arriva di solito in 2-3 giorni lavorativi.`,
            order.trackingNumber ? `Numero di spedizione: ${order.trackingNumber}.` : '',
          ].filter(Boolean),
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Grazie per aver scelto una libreria indipendente.',
    }),
  };
}

export function orderCancelledMail(input: MailInput & { refund: boolean }) {
  return {
    subject: `Ordine ${input.order.number} annullato · ${input.shop.name}`,
    ...renderMail({
      shopName: input.shop.name,
      greeting: greeting(input.order),
      paragraphs: [
        `l’ordine ${input.order.number} è stato annullato.`,
        input.refund
          ? `L’importo pagato (${formatCents(input.order.totalCents)}) ti viene rimborsato sullo stesso metodo di pagamento.`
          : 'Non ti è stato addebitato nulla.',
      ],
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Se non hai chiesto tu l’annullamento, rispondi a questa e-mail.',
    }),
  };
}

export function orderRefundedMail(input: MailInput & { reason?: string }) {
  return {
    subject: `Ordine ${input.order.number} rimborsato · ${input.shop.name}`,
    ...renderMail({
      shopName: input.shop.name,
      greeting: greeting(input.order),
      paragraphs: [
        `ti abbiamo rimborsato l’ordine ${input.order.number} (${formatCents(input.order.totalCents)}).`,
        input.reason ? `Motivo: ${input.reason}.` : '',
        input.order.paymentMethod === 'stripe'
          ? 'Il rimborso arriva sulla carta usata per pagare, di solito in 5-10 giorni lavorativi.'
          : 'Per i dettagli del rimborso puoi rispondere a questa e-mail.',
      ].filter(Boolean),
      action: { label: 'Vedi l’ordine', url: input.url },
      footer: 'Grazie per aver scelto una libreria indipendente.',
    }),
  };
}
