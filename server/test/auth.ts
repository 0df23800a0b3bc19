import { randomBytes } from 'node:crypto';
import { createAdmin as createAdminAccount, findAdminByUsername } from '../accounts/admins.ts';
import { SESSION_COOKIE } from '../accounts/cookies.ts';
import type { Admin } from '../accounts/schema.ts';
import type { CustomerUser } from '../accounts/types.ts';
import type { AppServices } from '../context.ts';
import type { TestApp } from './app.ts';

// Signed-in callers for integration tests: pass `headers` to testApp.request(...). They
// carry the session cookie and the session's X-CSRF-Token, as a browser would.

export type SignedIn = { headers: Headers; csrfToken: string; sessionToken: string };

/** The session cookie set by a response, as a Cookie header value. */
export function sessionCookieFrom(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) return pair;
  }
  return null;
}

function signedIn(res: Response, csrfToken: string): SignedIn {
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error(`no session cookie in the answer (${res.status})`);
  const headers = new Headers({ cookie, 'X-CSRF-Token': csrfToken });
  return { headers, csrfToken, sessionToken: decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)) };
}

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** An admin account straight in the database (weak test passwords allowed). */
export function createAdmin(services: AppServices, input: { username: string; password: string }): Promise<Admin> {
  return createAdminAccount(services.db, input, { allowWeak: true });
}

/** Signs an admin in through POST /api/admin/login; creates the account first when missing. */
export async function loginAdmin(
  testApp: TestApp,
  creds: { username: string; password: string } = {
    username: `admin-${uniqueSuffix()}`,
    password: 'password-di-prova-1',
  },
): Promise<SignedIn & { username: string; token: string }> {
  if (!(await findAdminByUsername(testApp.services.db, creds.username))) await createAdmin(testApp.services, creds);
  const res = await testApp.request('/api/admin/login', { method: 'POST', json: creds });
  const body = (await res.json()) as { success: boolean; token: string; csrfToken: string; error?: string };
  if (!res.ok || !body.success) throw new Error(`admin login failed (${res.status}): ${body.error}`);
  return { ...signedIn(res, body.csrfToken), username: creds.username, token: body.token };
}

export type CustomerFields = {
  name?: string;
  email?: string;
  password?: string;
  phone?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  province?: string;
};

/** Registers a family account through POST /api/auth/register (a fresh e-mail unless given). */
export async function registerCustomer(
  testApp: TestApp,
  fields: CustomerFields = {},
  options: { host?: string } = {},
): Promise<SignedIn & { user: CustomerUser; email: string; password: string }> {
  const email = fields.email ?? `cliente-${uniqueSuffix()}@example.com`;
  const password = fields.password ?? 'password-di-prova';
  const res = await testApp.request('/api/auth/register', {
    method: 'POST',
    host: options.host,
    json: { name: 'Maria Rossi', ...fields, email, password },
  });
  const body = (await res.json()) as { user: CustomerUser; csrfToken: string; error?: string };
  if (res.status !== 201) throw new Error(`registration failed (${res.status}): ${body.error}`);
  return { ...signedIn(res, body.csrfToken), user: body.user, email, password };
}
