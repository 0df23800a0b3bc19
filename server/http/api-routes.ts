import { Hono } from 'hono';
import { adminAuthApi } from '../accounts/admin-api.ts';
import { authApi } from '../accounts/api.ts';
import { staffApi } from '../accounts/staff-api.ts';
import { analyticsApi } from '../analytics/api.ts';
import { backOfficeApi } from '../backoffice/api.ts';
import { blogApi, blogSharedAnswers } from '../blog/api.ts';
import { adminBooksApi, familyBooksApi } from '../books/api.ts';
import { catalogApi, catalogSharedAnswers } from '../catalog/api.ts';
import type { AppEnv } from '../context.ts';
import { listsApi } from '../lists/api.ts';
import { docsRoutes } from '../openapi/docs-page.ts';
import { openApiDocument } from '../openapi/document.ts';
import { adminOrdersApi } from '../orders/admin-api.ts';
import { ordersApi } from '../orders/api.ts';
import { pricingApi } from '../pricing/api.ts';
import { privacyApi } from '../privacy/api.ts';
import { reviewsApi } from '../reviews/api.ts';
import { schoolsApi } from '../schools/api.ts';
import { importApi } from '../schools/import-api.ts';
import { securityApi } from '../security/api.ts';
import { tenantsApi } from '../tenants/api.ts';
import { brandingApi } from '../tenants/branding-api.ts';
import { domainApi } from '../tenants/domain-api.ts';
import { shopPaymentsApi } from '../tenants/payments-api.ts';

/** Every domain's /api routes, mounted under /api. Add a domain's router here. */
/** Public API reads the page cache may share (server/http/shared-answers.ts). */
export const SHARED_ANSWERS = [...catalogSharedAnswers, ...blogSharedAnswers];

export function apiRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/openapi.json', (c) => {
    const publicUrl = c.var.services.config.PUBLIC_URL ?? new URL(c.req.url).origin;
    return c.json(openApiDocument(publicUrl));
  });
  api.route('/', docsRoutes());
  api.route('/', authApi());
  api.route('/', privacyApi());
  api.route('/', adminAuthApi());
  api.route('/', securityApi());
  api.route('/', analyticsApi());
  api.route('/', schoolsApi());
  api.route('/', familyBooksApi());
  api.route('/', listsApi());
  api.route('/', catalogApi());
  api.route('/', ordersApi());
  api.route('/', blogApi());
  api.route('/', reviewsApi());
  // The back office (API.md "Back office"): every call guarded by requireBackOffice.
  api.route('/', staffApi());
  api.route('/', domainApi());
  api.route('/', tenantsApi());
  api.route('/', shopPaymentsApi());
  api.route('/', brandingApi());
  api.route('/', adminOrdersApi());
  api.route('/', importApi());
  api.route('/', backOfficeApi());
  api.route('/', adminBooksApi());
  api.route('/', pricingApi());
  return api;
}
