import { useRouteLoaderData } from 'react-router';
import type { ConsentChoices } from '#common/consent.ts';

/** What the root loader gives every page: the shop, the consent state, the nonce. */
export type RootData = {
  /** Empty on a page shared through the page cache (its scripts run by their hashes). */
  nonce: string;
  shop: {
    name: string;
    legalName: string;
    vatNumber: string;
    /** REA number, empty where it does not apply. */
    rea: string;
    address: string;
    city: string;
    email: string;
    phone: string;
    logoUrl: string | null;
    /** A key of common/tenants/palette.ts; null: the platform's colours. */
    brandColor: string | null;
    /**
     * The browser's `theme-color` (the brand scale's 800), worked out by the root loader so
     * that the palette stays on the server: no page downloads it for one meta tag.
     */
    themeColor: string;
    /** 'in_attivazione' while its owner previews it (the pages show a banner). */
    status: string;
    isDefault: boolean;
    /** The seller identity is the demo's placeholder: the footer says "Negozio dimostrativo". */
    demo: boolean;
    freeShippingThreshold: number;
    standardShippingCost: number;
  };
  consent: ConsentChoices | null;
  showCookiePreferences: boolean;
  schoolYear: string;
  siteSuffix: string;
  /** Who is signed in, as the header shows it. */
  account: RootAccount;
  /** The CSRF token forms and API calls carry (null for a visitor who has none yet). */
  csrfToken: string | null;
};

export type RootAccount =
  | { kind: 'customer'; email: string; displayName: string }
  | { kind: 'admin'; username: string }
  | null;

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('root loader data missing');
  return data;
}

/** "<page> | <shop>" for the document title. */
export function pageTitle(rootData: unknown, page?: string): string {
  const shop = (rootData as RootData | undefined)?.shop.name ?? 'Cartella';
  return page ? `${page} | ${shop}` : shop;
}
