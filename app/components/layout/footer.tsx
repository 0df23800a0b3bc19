import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { OpenCookiePreferences } from './cookie-consent.tsx';

export function Footer() {
  const { shop } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-primary-950 text-primary-100 print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-chi-siamo">
          <h2 id="footer-chi-siamo" className="text-lg font-bold text-white">
            {shop.name}
          </h2>
          <p className="mt-3 leading-relaxed text-primary-200">
            I libri di testo adottati dalla tua scuola e il materiale scolastico, in un solo ordine. Cerca la scuola,
            scegli la classe e ricevi tutto a casa o ritiralo in libreria.
          </p>
        </section>
        <section aria-labelledby="footer-contatti">
          <h2 id="footer-contatti" className="text-lg font-bold text-white">
            Contatti
          </h2>
          <ul className="mt-3 space-y-2 text-primary-200">
            {/* A bookshop still filling in its details may have no e-mail, phone or town yet. */}
            {shop.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <a href={`mailto:${shop.email}`} className="underline-offset-2 hover:underline">
                  {shop.email}
                </a>
              </li>
            ) : null}
            {shop.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="underline-offset-2 hover:underline">
                  {shop.phone}
                </a>
              </li>
            ) : null}
            {shop.city ? (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {shop.city}
              </li>
            ) : null}
          </ul>
        </section>
        <nav aria-labelledby="footer-link">
          <h2 id="footer-link" className="text-lg font-bold text-white">
            Link utili
          </h2>
          <ul className="mt-3 space-y-2 text-primary-200">
            <li>
              <Link to="/blog" className="underline-offset-2 hover:underline">
                Blog didattico
              </Link>
            </li>
            <li>
              <Link to="/admin" className="underline-offset-2 hover:underline">
                Area riservata
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="underline-offset-2 hover:underline">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="underline-offset-2 hover:underline">
                Termini e condizioni
              </Link>
            </li>
            <li>
              <OpenCookiePreferences className="underline-offset-2 hover:underline" />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-primary-900">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-primary-200 md:flex-row md:items-center md:justify-between">
          <div>
            {shop.demo ? (
              <p className="mb-2">
                <strong className="rounded bg-accent-400 px-2 py-0.5 font-bold text-ink">Negozio dimostrativo</strong>{' '}
                Venditore e partita IVA sono di esempio: questo non è un negozio reale.
              </p>
            ) : null}
            <p>
              © {year} {shop.legalName} · P. IVA {shop.vatNumber}
              {shop.rea ? ` · REA ${shop.rea}` : ''} · {shop.address}. Tutti i diritti riservati.
            </p>
          </div>
          <p>Realizzato con Cartella</p>
        </div>
      </div>
    </footer>
  );
}
