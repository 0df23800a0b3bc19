import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sessionMiddleware } from '../accounts/middleware.ts';
import { blogFeedRoutes } from '../blog/feed.ts';
import { coverRoutes } from '../books/covers.ts';
import type { AppEnv, AppServices } from '../context.ts';
import { MAX_UPLOAD_BYTES } from '../schools/import-runs.ts';
import { seoRoutes } from '../seo/routes.ts';
import { AppError } from '../shared/errors.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { tlsAskApi } from '../tenants/domain-api.ts';
import { LOGO_TOO_LARGE, logoRoutes, MAX_LOGO_BYTES } from '../tenants/logo.ts';
import { apiRoutes } from './api-routes.ts';
import { compression } from './compression.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { apiErrorResponse, fallbackErrorPage } from './errors.ts';
import { jsonCharset } from './json-charset.ts';
import { pageCache } from './page-cache.ts';
import { pageHits } from './page-hits.ts';
import type { PagePolicies } from './page-policies.ts';
import { createPageStore, type PageStore } from './page-store.ts';
import { requestLog } from './request-log.ts';
import { createLoadContext } from './router-context.ts';
import { securityHeaders } from './security-headers.ts';
import { shopPreview } from './shop-preview.ts';
import { shopUnavailable } from './shop-unavailable.ts';

export type PageHandler = (request: Request, loadContext: ReturnType<typeof createLoadContext>) => Promise<Response>;

export const API_BODY_LIMIT = 1024 * 1024;
/** Page form posts (sign-in, profile, cookie choice...) are small. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const LOGO_API = /^\/api\/tenants\/[^/]+\/logo$/;
const LOGO_FORM = /^\/admin\/negozio(\.data)?$/;

/** The /admin/negozio form with too large a logo: a page to go back from (JS checks before sending). */
function logoTooLargePage(c: Context<AppEnv>): Response {
  if (c.req.path.endsWith('.data')) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE);
  return c.html(
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${LOGO_TOO_LARGE}</title></head><body><main><h1>${LOGO_TOO_LARGE}</h1><p>Scegli un’immagine PNG, JPEG o WebP più leggera.</p><p><a href="/admin/negozio#logo">Torna al negozio</a></p></main></body></html>`,
    413,
  );
}

/**
 * The page cache's memory for one process: the pages the routes declare shared and the
 * public API reads declared beside their routes (shared-answers.ts), dropped when the data
 * they show changes (cache bus); the TTL is a backstop.
 */
export function sharedPageStore(services: AppServices, policies: PagePolicies): PageStore {
  return createPageStore({
    policies,
    ttlMs: 10 * 60_000,
    maxBytes: 48 * 1024 * 1024,
    trustProxy: services.config.TRUST_PROXY,
    bus: services.caches,
    onHit: pageHits(services),
  });
}

/**
 * The whole HTTP surface of one process: API, SEO files, built assets and pages.
 * Tests build it without pages; the production bundle adds React Router's handler.
 */
export function createApp(
  services: AppServices,
  options: {
    pages?: PageHandler;
    /** The page cache, or the policies to make one with (sharedPageStore). */
    pageStore?: PageStore;
    pagePolicies?: PagePolicies;
    clientDir?: string;
    dev?: boolean;
  } = {},
) {
  const app = new Hono<AppEnv>();
  const dev = options.dev ?? false;

  app.use(requestLog(services));
  app.use(securityHeaders({ dev, trustProxy: services.config.TRUST_PROXY }));
  app.use(compression());
  app.use(jsonCharset());
  const pageStore =
    options.pageStore ?? (options.pagePolicies ? sharedPageStore(services, options.pagePolicies) : undefined);
  // Visitors without a session get shared pages and answers from memory, before the static
  // files, shop and session steps (the key holds the host). In production most hits are
  // answered before Hono (page-hits-fast.ts); this step renders, stores and serves the rest.
  if (pageStore) app.use(pageCache(pageStore));

  if (options.clientDir) {
    const root = options.clientDir;
    // Hashed file names never change content: cache them for a year.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', serveStatic({ root }));
    app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  app.get('/healthz', async (c) => {
    await services.database.exec('SELECT 1');
    return c.json({ ok: true });
  });

  // A body limit on every route, before anything reads a body (the session step reads a
  // page form's _csrf). The one exception: the operator's ministry files upload (200 MB).
  const limit = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', message);
      },
    });
  const apiBodyLimit = limit(API_BODY_LIMIT, 'La richiesta è troppo grande');
  const pageBodyLimit = limit(PAGE_BODY_LIMIT, 'La richiesta è troppo grande');
  const uploadBodyLimit = limit(MAX_UPLOAD_BYTES, 'File troppo grandi (al massimo 200 MB in tutto)');
  // A bookshop's logo: its bytes through the API, or the /admin/negozio form (multipart,
  // with the form's few fields): a larger file is refused from its Content-Length, unread.
  const logoBodyLimit = limit(MAX_LOGO_BYTES, LOGO_TOO_LARGE);
  const logoFormLimit = bodyLimit({ maxSize: MAX_LOGO_BYTES + PAGE_BODY_LIMIT, onError: logoTooLargePage });
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.method === 'POST' && c.req.path === '/api/admin/imports') return uploadBodyLimit(c, next);
    if (c.req.method === 'PUT' && LOGO_API.test(c.req.path)) return logoBodyLimit(c, next);
    if (c.req.method === 'POST' && LOGO_FORM.test(c.req.path)) return logoFormLimit(c, next);
    return c.req.path.startsWith('/api/') ? apiBodyLimit(c, next) : pageBodyLimit(c, next);
  });
  app.use(refuseControlCharacters());

  app.use(async (c, next) => {
    const answer = await services.tenants.classify(c.req.header('host'));
    const refused = shopUnavailable(c, answer, shopBaseUrl(services.defaultTenant(), services.config));
    if (refused) return refused;
    c.set('tenant', answer.kind === 'unknown' ? services.defaultTenant() : answer.tenant);
    await next();
  });

  // Who is calling and the CSRF check, for the API and the pages alike.
  app.use(sessionMiddleware(services));
  // A shop being set up: only its owner, staff and the operator see its pages (a preview).
  app.use(shopPreview(services));

  app.route('/api', apiRoutes());
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Indirizzo API inesistente');
  });
  app.route('/', seoRoutes());
  app.route('/', tlsAskApi());
  app.route('/', blogFeedRoutes());
  app.route('/', coverRoutes());
  app.route('/', logoRoutes());

  const pages = options.pages;
  if (pages) {
    app.all('*', (c) => pages(c.req.raw, createLoadContext(c.var)));
  }

  app.onError((error, c) => {
    // Work cut short because the client closed the connection: nobody reads the answer.
    if (c.req.raw.signal?.aborted) return new Response(null, { status: 499 });
    if (c.req.path.startsWith('/api/') || c.req.path === '/api' || error instanceof AppError) {
      return apiErrorResponse(c, error);
    }
    c.var.log?.error({ err: error }, 'unexpected error');
    return fallbackErrorPage();
  });

  return app;
}
