/** A signed-in person as pages and API answers see them (SPEC.md section 3's profile). */
export type CustomerUser = {
  id: string;
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
};

export type AdminUser = { id: string; username: string };

type SessionMeta = {
  /** SHA-256 of the session's secret: the row's key. */
  idHash: string;
  csrfToken: string;
  remember: boolean;
  expiresAt: Date;
  /** How the request proved it: the cookie (CSRF applies) or a bearer token (it does not). */
  via: 'cookie' | 'bearer';
};

/** The `session` request variable: who is calling, or null for an anonymous visitor. */
export type Session =
  | ({ kind: 'customer'; user: CustomerUser } & SessionMeta)
  | ({ kind: 'admin'; admin: AdminUser } & SessionMeta)
  | null;
