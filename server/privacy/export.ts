import { type Consent, parseConsent } from '#common/consent.ts';
import type { ExportedConsent, PersonalDataExport } from '#common/privacy/views.ts';
import { exportUserData } from '../accounts/profile.ts';
import { commentsByEmail, likesOfUser } from '../blog/personal-data.ts';
import { favouritesOfUser } from '../catalog/favourites.ts';
import type { Db } from '../db/connection.ts';
import { listsForExport } from '../lists/lists.ts';
import { mailsTo } from '../mail/personal-data.ts';
import { cartsOfUser, ordersOfUser } from '../orders/personal-data.ts';
import { reviewsOfUser } from '../reviews/reviews.ts';
import { securityLogsAboutUser } from '../security/personal-data.ts';
import { findTenantsByIds } from '../tenants/queries.ts';

// "Scarica i miei dati" (GDPR art. 15 and 20): everything the platform holds about the
// person, gathered from each domain's own functions. The JSON is the API's answer and the
// /profile/export download; /profile/data shows the same data as a readable page.

const yesNo = (v: boolean) => (v ? 'sì' : 'no');

function cookieConsent(consent: Consent | null): ExportedConsent {
  return consent
    ? {
        tipo: 'Cookie facoltativi su questo browser',
        stato: `statistiche ${yesNo(consent.analytics)}, marketing ${yesNo(consent.marketing)}, social ${yesNo(consent.social)}`,
        data: consent.decidedAt,
        dettagli:
          'La scelta è salvata solo nel browser che stai usando (un cookie tecnico): gli altri browser hanno la loro. Puoi cambiarla da «Preferenze cookie» in fondo a ogni pagina.',
      }
    : {
        tipo: 'Cookie facoltativi su questo browser',
        stato: 'nessuna scelta: usiamo solo i cookie tecnici',
        data: null,
        dettagli: 'La scelta sui cookie è salvata solo nel browser, non nel tuo account.',
      };
}

export async function collectPersonalData(
  db: Db,
  person: { userId: string; consentCookie?: string | null },
): Promise<PersonalDataExport> {
  const account = await exportUserData(db, person.userId);
  const email = account.profile.email;
  const [orders, carts, favourites, reviews, comments, likes, securityLog, emails, lists] = await Promise.all([
    ordersOfUser(db, person.userId),
    cartsOfUser(db, person.userId),
    favouritesOfUser(db, person.userId),
    reviewsOfUser(db, person.userId),
    commentsByEmail(db, email),
    likesOfUser(db, person.userId),
    securityLogsAboutUser(db, { userId: person.userId, email }),
    mailsTo(db, email),
    listsForExport(db, person.userId),
  ]);
  const tenantIds = new Set<string>([
    ...orders.map((o) => o.tenantId),
    ...carts.map((c) => c.tenantId),
    ...favourites.map((f) => f.tenantId),
    ...reviews.map((r) => r.negozio),
    ...comments.map((c) => c.tenantId),
  ]);
  const shops = new Map((await findTenantsByIds(db, [...tenantIds])).map((t) => [t.id, t.name]));
  const shopName = (id: string) => shops.get(id) ?? id;

  const p = account.profile;
  const addresses: PersonalDataExport['addresses'] = [];
  const profileAddress = [p.address, [p.postalCode, p.city].filter(Boolean).join(' '), p.province]
    .filter(Boolean)
    .join(', ');
  if (profileAddress) addresses.push({ fonte: 'Profilo', indirizzo: profileAddress });
  for (const { order } of orders) {
    const a = order.shippingAddress;
    if (a?.indirizzo) {
      addresses.push({
        fonte: `Spedizione dell’ordine ${order.number}`,
        indirizzo: `${a.nome}, ${a.indirizzo}, ${a.cap} ${a.citta} (${a.provincia}), tel. ${a.telefono}`,
      });
    }
    if (order.fatturazione) {
      addresses.push({
        fonte: `Fatturazione dell’ordine ${order.number}`,
        indirizzo: `${order.fatturazione.nome}, ${order.fatturazione.indirizzo}, C.F. ${order.fatturazione.codiceFiscale}`,
      });
    }
  }

  const consents: ExportedConsent[] = [
    cookieConsent(parseConsent(person.consentCookie ?? null)),
    ...orders.map(({ order }) => ({
      tipo: `Condizioni di vendita, ordine ${order.number}`,
      stato: 'accettate',
      data: order.createdAt,
      dettagli: 'Per ordinare si accettano le condizioni di vendita (recesso in 14 giorni dal ricevimento).',
    })),
    {
      tipo: 'Newsletter e comunicazioni pubblicitarie',
      stato: 'nessun consenso raccolto',
      data: null,
      dettagli: 'Ti scriviamo solo per il tuo account e i tuoi ordini, mai per pubblicità.',
    },
  ];

  return {
    exportedAt: new Date().toISOString(),
    info: 'Copia dei dati che il negozio conserva su di te (GDPR, artt. 15 e 20). Le voci del registro di sicurezza e le fatture restano anche dopo la chiusura dell’account, per la sicurezza del servizio e per gli obblighi fiscali.',
    profile: account.profile,
    shops: account.shops,
    addresses,
    orders: orders.map((o) => ({ ...o.order, negozio: shopName(o.tenantId), pagamenti: o.pagamenti })),
    carts: carts.map(({ tenantId, ...c }) => ({ negozio: shopName(tenantId), ...c })),
    favourites: favourites.map(({ tenantId, ...f }) => ({ negozio: shopName(tenantId), ...f })),
    lists,
    reviews: reviews.map((r) => ({ ...r, negozio: shopName(r.negozio) })),
    comments: comments.map(({ tenantId, id: _id, ...c }) => ({ negozio: shopName(tenantId), ...c })),
    likes,
    consents,
    sessions: account.sessions,
    securityLog,
    emails,
  };
}
