import { escapeHtml } from '../mail/templates.ts';
import type { FakeContext, FakeRoute } from './fake-stripe.ts';
import { fakeId, parseForm } from './fake-stripe-shared.ts';

// Stripe Connect in the fake: Express accounts, Account Links to a hosted onboarding page,
// and `account.updated` sent from the connected account when onboarding is done.

export type FakeAccount = {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};

export type ConnectState = FakeContext & {
  accounts: Map<string, FakeAccount>;
  byKey: Map<string, string>;
};

export function createConnectState(context: FakeContext): ConnectState {
  return { ...context, accounts: new Map(), byKey: new Map() };
}

export function connectRoutes(state: ConnectState): FakeRoute[] {
  const { accounts, json } = state;
  const notFound = (res: Parameters<FakeRoute>[0]['res'], what: string) =>
    json(res, 404, { error: { type: 'invalid_request_error', message: `No such account: '${what}'` } });

  return [
    ({ req, res, url, body, key }) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/accounts') return false;
      if (key && state.byKey.has(key)) {
        json(res, 200, accounts.get(state.byKey.get(key)!));
        return true;
      }
      const params = parseForm(body) as {
        type?: string;
        country?: string;
        email?: string;
        metadata?: Record<string, string>;
      };
      const account: FakeAccount = {
        id: fakeId('acct'),
        object: 'account',
        type: 'express',
        country: params.country ?? 'IT',
        email: params.email ?? null,
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        metadata: params.metadata ?? {},
      };
      accounts.set(account.id, account);
      if (key) state.byKey.set(key, account.id);
      json(res, 200, account);
      return true;
    },
    ({ req, res, url }) => {
      const match = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      if (req.method !== 'GET' || !match) return false;
      const account = accounts.get(match[1]!);
      if (account) json(res, 200, account);
      else notFound(res, match[1]!);
      return true;
    },
    ({ req, res, url, body }) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/account_links') return false;
      const params = parseForm(body) as { account: string; refresh_url: string; return_url: string; type: string };
      if (!accounts.has(params.account)) {
        notFound(res, params.account);
        return true;
      }
      const link = new URL(`/connect/${params.account}`, state.base());
      link.searchParams.set('return_url', params.return_url);
      link.searchParams.set('refresh_url', params.refresh_url);
      json(res, 200, {
        object: 'account_link',
        url: link.toString(),
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
      return true;
    },
    // The hosted onboarding: the owner confirms the business's details and goes back.
    async ({ req, res, url }) => {
      const match = /^\/connect\/([^/]+)$/.exec(url.pathname);
      if (!match) return false;
      const account = accounts.get(match[1]!);
      const back = url.searchParams.get('return_url') ?? '';
      if (!account) {
        notFound(res, match[1]!);
        return true;
      }
      if (req.method === 'POST') {
        account.details_submitted = true;
        account.charges_enabled = true;
        account.payouts_enabled = true;
        await state.sendEvent('account.updated', account, { account: account.id });
        res.writeHead(303, { location: back });
        res.end();
        return true;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="it"><head><title>Stripe: attivazione di prova</title></head><body><main><h1>Attivazione dei pagamenti (prova)</h1><p>Conto ${escapeHtml(account.id)}</p><form method="post"><button type="submit">Conferma i dati</button></form></main></body></html>`,
      );
      return true;
    },
  ];
}
