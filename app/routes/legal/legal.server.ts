import type { LoaderFunctionArgs } from 'react-router';
import { requestContext } from '#server/http/router-context.ts';

// The legal pages of a bookshop's shop name the bookshop as seller and data controller, and
// the platform (the identity of its own shop, from SHOP_*) as the technical provider that
// processes data on the bookshop's behalf (GDPR art. 28). The platform's shop names itself.

export type PlatformIdentity = { name: string; legalName: string; vatNumber: string; address: string; email: string };

export function loader({ context }: LoaderFunctionArgs): { platform: PlatformIdentity | null } {
  const { tenant, services } = context.get(requestContext);
  if (tenant.isDefault) return { platform: null };
  const p = services.defaultTenant();
  return {
    platform: { name: p.name, legalName: p.legalName, vatNumber: p.vatNumber, address: p.address, email: p.email },
  };
}
