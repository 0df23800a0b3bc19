import { Link } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { formatCents } from '#common/format.ts';
import { sharedPage } from '#common/page-cache.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/terms-of-service';
import { LegalPage } from './legal-page.tsx';
import { platformIdentity, ShopContacts, sellerIdentity } from './shop-identity.tsx';

export { loader } from './legal.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts).
export const cache = sharedPage({ shows: [] });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Termini e condizioni') },
  { name: 'description', content: 'Condizioni di vendita: spedizioni, ritiro, pagamenti e diritto di recesso.' },
];

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const { shop } = useRootData();
  const { platform } = loaderData;
  return (
    <LegalPage title="Termini e condizioni di vendita">
      <h2>Chi vende</h2>
      <p data-testid="seller">
        Il venditore è {sellerIdentity(shop)}
        {shop.email || shop.phone ? ', ' : ''}
        <ShopContacts shop={shop} />. Il contratto di vendita è concluso con {shop.legalName || shop.name}, che risponde
        dei prodotti, delle consegne, dei resi e dei rimborsi.
      </p>
      {platform ? (
        <p data-testid="platform">
          Il negozio online è realizzato con {platform.name}, la piattaforma tecnica fornita da{' '}
          {platformIdentity(platform)}, che non è parte della vendita.
        </p>
      ) : null}
      <h2>Prezzi</h2>
      <p>
        Tutti i prezzi sono in euro e comprendono l’IVA (4% sui libri, 22% sul materiale scolastico). Per i libri di
        testo indichiamo anche il prezzo di copertina stabilito dall’editore e comunicato al Ministero.
      </p>
      <h2>Spedizione e ritiro</h2>
      <ul>
        <li>Spedizione gratuita per ordini da {formatCents(shop.freeShippingThreshold)} in su.</li>
        <li>Sotto questa cifra la spedizione costa {formatCents(shop.standardShippingCost)}.</li>
        <li>Ritiro in libreria gratuito, dove disponibile.</li>
        <li>Consegna in 2-3 giorni lavorativi dalla disponibilità di tutti i libri dell’ordine.</li>
      </ul>
      <h2>Pagamenti</h2>
      <p>
        Puoi pagare con carta tramite un fornitore di servizi di pagamento certificato, con bonifico bancario o al
        momento del ritiro, quando queste modalità sono disponibili.
      </p>
      <h2>Diritto di recesso</h2>
      <p>
        Puoi recedere dall’acquisto entro 14 giorni dal ricevimento dell’ultimo articolo dell’ordine, senza dover dare
        spiegazioni, scrivendo a <a href={`mailto:${shop.email}`}>{shop.email}</a>. Ti rimborsiamo entro 14 giorni dal
        ricevimento della tua comunicazione, con lo stesso mezzo di pagamento usato; le spese di restituzione sono a tuo
        carico. I libri devono essere restituiti integri.
      </p>
      <h2>Garanzia</h2>
      <p>Per i prodotti difettosi vale la garanzia legale di conformità di 24 mesi prevista dal Codice del consumo.</p>
      <p>
        Leggi anche la <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </LegalPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
