import { Link } from 'react-router';
import { routeTitle } from '#app/components/ui/page-title.ts';
import { sharedPage } from '#common/page-cache.ts';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/privacy-policy';
import { LegalPage } from './legal-page.tsx';
import { platformIdentity, sellerIdentity } from './shop-identity.tsx';

export { loader } from './legal.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts).
export const cache = sharedPage({ shows: [] });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: routeTitle(matches, 'Privacy policy') },
  { name: 'description', content: 'Come trattiamo i tuoi dati personali e come usiamo i cookie.' },
];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { shop } = useRootData();
  const { platform } = loaderData;
  return (
    <LegalPage title="Privacy policy">
      <h2>Titolare del trattamento</h2>
      <p data-testid="controller">
        Il titolare del trattamento dei dati è {sellerIdentity(shop)}.
        {shop.email ? (
          <>
            {' '}
            Per qualsiasi richiesta sui tuoi dati scrivi a <a href={`mailto:${shop.email}`}>{shop.email}</a>
            {shop.phone ? <> o chiama il {shop.phone}</> : null}.
          </>
        ) : null}
      </p>
      {platform ? (
        <>
          <h2>Responsabile del trattamento</h2>
          <p data-testid="processor">
            Il negozio online funziona sulla piattaforma {platform.name}, fornita da {platformIdentity(platform)}, che
            tratta i dati per conto di {shop.legalName || shop.name} come responsabile del trattamento (art. 28 del
            Regolamento UE 2016/679): li conserva e li protegge, e non li usa per scopi propri.
            {platform.email ? (
              <>
                {' '}
                Contatto della piattaforma: <a href={`mailto:${platform.email}`}>{platform.email}</a>.
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <h2>Quali dati raccogliamo</h2>
      <ul>
        <li>Dati dell’account: nome, cognome, e-mail, telefono e indirizzo, che ci dai registrandoti.</li>
        <li>Dati degli ordini: articoli acquistati, indirizzo di consegna o punto di ritiro, dati di fatturazione.</li>
        <li>Dati di navigazione tecnici (indirizzo IP, pagine richieste), necessari alla sicurezza del servizio.</li>
      </ul>
      <h2>Perché li trattiamo</h2>
      <p>
        Per eseguire i tuoi ordini e il contratto di vendita, per adempiere agli obblighi fiscali e contabili, per la
        sicurezza del sito e, solo con il tuo consenso, per statistiche di utilizzo e comunicazioni promozionali.
      </p>
      <h2>Pagamenti</h2>
      <p>
        I pagamenti con carta avvengono tramite un fornitore di servizi di pagamento certificato: i dati della carta non
        passano mai dai nostri server e non vengono conservati da noi.
      </p>
      <h2>Per quanto tempo li conserviamo</h2>
      <ul>
        <li>Dati di fatturazione e degli ordini: 10 anni, come richiesto dalla legge.</li>
        <li>Dati di analisi statistica: 2 anni.</li>
        <li>Dati dell’account: finché l’account resta attivo; puoi chiederne la cancellazione in ogni momento.</li>
      </ul>
      <h2>Cookie</h2>
      <p>
        Usiamo cookie tecnici necessari al funzionamento del negozio (sessione, carrello, preferenze sui cookie). Solo
        con il tuo consenso usiamo cookie di analisi e cookie pubblicitari (marketing) e social. Puoi rifiutarli tutti,
        accettarli tutti o sceglierli uno per uno; chiudere l’avviso equivale a rifiutare. Ti chiediamo di nuovo il
        consenso dopo 6 mesi. Puoi cambiare le tue scelte quando vuoi da «Preferenze cookie» in fondo a ogni pagina.
      </p>
      <h2>I tuoi diritti</h2>
      <p>
        Hai diritto di accedere ai tuoi dati, di ottenerne una copia, di correggerli, di chiederne la cancellazione o la
        limitazione del trattamento e di opporti al trattamento. Dal tuo profilo puoi scaricare i tuoi dati ed eliminare
        l’account. Puoi anche presentare reclamo al Garante per la protezione dei dati personali.
      </p>
      <p>
        Leggi anche i <Link to="/terms-of-service">termini e condizioni di vendita</Link>.
      </p>
    </LegalPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
