// The person's data export (GDPR art. 15 and 20) and the account-closing preview, as the
// API answers them and the /profile/data and /profile/delete pages show them. Built by
// server/privacy from each domain's own functions.
import type { OrderView, PaymentMethod } from '../orders/views.ts';
import type { ReviewView } from '../reviews/views.ts';

/** A saved cart line: which book or product and how many (prices are never stored). */
export type ExportedCartLine =
  | { type: 'book'; isbn: string; schoolCode: string; classe: string; sezione: string; quantity: number }
  | { type: 'product'; productId: number; quantity: number };

export type ExportedPayment = {
  metodo: PaymentMethod;
  importo: number;
  stato: 'pagato' | 'rimborsato' | 'non pagato';
  pagatoIl: string | null;
  riferimento: string | null;
  eventi: { fornitore: string; tipo: string; ricevutoIl: string }[];
};

export type ExportedList = {
  nome: string;
  codiceScuola: string;
  classe: number;
  sezione: string;
  combinazione: string | null;
  /** ISBNs the family marked "Ce l'ho già". */
  owned: string[];
  createdAt: string;
};

export type ExportedConsent = {
  /** What the consent or acceptance is about. */
  tipo: string;
  /** Given, refused, accepted... in plain Italian. */
  stato: string;
  data: string | null;
  dettagli: string;
};

export type PersonalDataExport = {
  exportedAt: string;
  /** What this file is and where the rest of the rules are (in Italian). */
  info: string;
  profile: {
    email: string;
    displayName: string;
    firstName: string;
    lastName: string;
    phone: string;
    address: string;
    city: string;
    postalCode: string;
    province: string;
    createdAt: string;
    updatedAt: string;
  };
  shops: { shop: string; role: string; since: string }[];
  /** Every address the shop knows: the profile's, and those given for deliveries and invoices. */
  addresses: { fonte: string; indirizzo: string }[];
  orders: (OrderView & { negozio: string; pagamenti: ExportedPayment[] })[];
  carts: { negozio: string; items: ExportedCartLine[]; shippingMethod: string; updatedAt: string }[];
  favourites: { negozio: string; productId: string; name: string; createdAt: string }[];
  /** Saved class lists per child: the choice of class and the ISBNs marked "Ce l'ho già". */
  lists: ExportedList[];
  reviews: (ReviewView & { negozio: string; oggetto: string })[];
  comments: {
    negozio: string;
    article: string;
    slug: string;
    name: string;
    email: string;
    content: string;
    status: string;
    createdAt: string;
  }[];
  likes: { article: string; slug: string; createdAt: string }[];
  consents: ExportedConsent[];
  sessions: {
    id: string;
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    userAgent: string;
    ip: string;
    remember: boolean;
  }[];
  securityLog: {
    timestamp: string;
    level: string;
    category: string;
    message: string;
    url: string;
    ip: string;
    userAgent: string;
    source: string;
  }[];
  emails: { subject: string; createdAt: string; sentAt: string | null }[];
};

export type ClosingOrderView = {
  id: string;
  negozio: string;
  number: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  total: number;
  /** For an order to cancel: how its money comes back. */
  refund: 'carta' | 'bonifico' | 'nessuno';
};

/** What closing the account will do, shown before the person confirms. */
export type AccountClosingPreview = {
  email: string;
  /** A bookshop owner closes the shop first (with the platform). */
  ownsShop: string | null;
  cancel: ClosingOrderView[];
  keep: ClosingOrderView[];
  reviews: number;
  comments: number;
};

/** What closing the account did (also e-mailed). */
export type AccountClosingOutcome = {
  cancelled: ClosingOrderView[];
  kept: ClosingOrderView[];
  reviewsDeleted: number;
  commentsDeleted: number;
};
