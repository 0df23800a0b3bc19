import type { MiddlewareHandler } from 'hono';
import { backOfficeRole } from '../accounts/backoffice.ts';
import type { AppEnv, AppServices } from '../context.ts';
import { shopBaseUrl } from '../tenants/base-url.ts';
import { SET_UP_PATHS, unavailableAnswer } from './shop-unavailable.ts';

/**
 * A bookshop still "in attivazione" (issue 14): its owner, its staff and the operator see
 * its pages as families will (the pages show "Anteprima…", app/components/layout/
 * preview-banner.tsx); everyone else gets 503 "Negozio in preparazione". Runs after the
 * session step. A preview is personal: `Cache-Control: private, no-store`, and the page
 * cache never stores it (it serves only visitors without a session cookie).
 */
export function shopPreview(services: AppServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenant = c.var.tenant;
    if (tenant.isDefault || tenant.status !== 'in_attivazione' || SET_UP_PATHS.test(c.req.path)) return next();
    const role = await backOfficeRole(services.db, c.var.session, tenant.id);
    if (!role) {
      return unavailableAnswer(
        c,
        { kind: 'preparing', tenant },
        shopBaseUrl(services.defaultTenant(), services.config),
      );
    }
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
