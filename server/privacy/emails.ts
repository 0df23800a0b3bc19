import { formatCents } from '#common/format.ts';
import type { AccountClosingOutcome, ClosingOrderView } from '#common/privacy/views.ts';
import { renderMail } from '../mail/templates.ts';

const REFUND: Record<ClosingOrderView['refund'], string> = {
  carta: 'rimborso sulla carta usata, di solito entro 5-10 giorni lavorativi',
  bonifico: 'la libreria ti contatta per restituirti il bonifico',
  nessuno: 'nessun addebito',
};

const line = (o: ClosingOrderView) =>
  `ordine ${o.number} del negozio ${o.negozio} (${formatCents(Math.round(o.total * 100))})`;

/** The outcome of closing an account, sent to the address the account had. */
export function accountClosedMail(input: {
  shopName: string;
  name: string;
  email: string;
  outcome: AccountClosingOutcome;
}) {
  const { outcome } = input;
  const paragraphs = [
    `come hai chiesto, abbiamo eliminato il tuo account ${input.email} con il profilo, gli indirizzi, i dispositivi collegati, il carrello e i preferiti.`,
    outcome.cancelled.length > 0
      ? `Abbiamo annullato gli ordini non ancora consegnati: ${outcome.cancelled.map((o) => `${line(o)}, ${REFUND[o.refund]}`).join('; ')}.`
      : 'Non avevi ordini in corso da annullare.',
    outcome.kept.length > 0
      ? `Conserviamo gli ordini già consegnati o chiusi, come chiede la legge per i documenti fiscali (10 anni), senza più e-mail, telefono e indirizzo: ${outcome.kept.map(line).join('; ')}.`
      : '',
    outcome.reviewsDeleted + outcome.commentsDeleted > 0
      ? `Abbiamo cancellato anche ${outcome.reviewsDeleted} ${outcome.reviewsDeleted === 1 ? 'recensione' : 'recensioni'} e ${outcome.commentsDeleted} ${outcome.commentsDeleted === 1 ? 'commento' : 'commenti'} al blog.`
      : '',
    'Le voci del registro di sicurezza che ti riguardano restano per proteggere il servizio. Questa è l’ultima e-mail che ricevi da noi.',
  ].filter(Boolean);
  return {
    subject: `Il tuo account è stato eliminato · ${input.shopName}`,
    ...renderMail({
      shopName: input.shopName,
      greeting: input.name ? `Ciao ${input.name},` : 'Ciao,',
      paragraphs,
      footer: 'Se non hai chiesto tu di eliminare l’account, rispondi subito a questa e-mail.',
    }),
  };
}
