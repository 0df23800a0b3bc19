import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import { z } from 'zod';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { parseInput } from '#server/shared/validation.ts';
import { shopBaseUrl } from '#server/tenants/base-url.ts';
import { domainView, removeCustomDomain, setCustomDomain, verifyCustomDomain } from '#server/tenants/domains.ts';
import { tenants } from '#server/tenants/schema.ts';
import type { Route } from './+types/domain';

// The bookshop's own domain (decision 0030): name it, publish the TXT record, verify.

const OWNERS = { roles: ['operator', 'owner'] as const };

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const { db, config } = vars.services;
  const [row] = await db.select().from(tenants).where(eq(tenants.id, actor.tenant.id));
  return {
    isDefault: row!.isDefault,
    address: shopBaseUrl(row!, config),
    platformAddress: `${row!.slug}.${config.SITE_SUFFIX}`,
    domain: domainView(row!),
  };
}

const input = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('set'), domain: z.string().trim().min(1, 'Scrivi il dominio').max(253) }),
  z.object({ intent: z.literal('verify') }),
  z.object({ intent: z.literal('remove') }),
]);

export type DomainAnswer = { done?: string; error?: string; fields?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars, OWNERS);
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'domain' });
  if (refused) return data<DomainAnswer>(refused.errors, { status: refused.status });
  const { services } = vars;
  try {
    const command = parseInput(input, Object.fromEntries(form));
    if (actor.tenant.isDefault) {
      return data<DomainAnswer>({ error: 'Il negozio della piattaforma usa l’indirizzo PUBLIC_URL' }, { status: 422 });
    }
    let done: string;
    if (command.intent === 'set') {
      const view = await setCustomDomain(services.db, {
        tenant: actor.tenant,
        domain: command.domain,
        siteSuffix: services.config.SITE_SUFFIX,
      });
      done = `Dominio ${view.domain} salvato: ora crea il record TXT e verifica.`;
    } else if (command.intent === 'verify') {
      const view = await verifyCustomDomain(services.db, actor.tenant, services.resolveTxt);
      done = `Dominio ${view.domain} verificato: il negozio risponde anche lì.`;
    } else {
      await removeCustomDomain(services.db, actor.tenant);
      done = 'Dominio tolto: il negozio resta sul suo indirizzo della piattaforma.';
    }
    await services.caches.publish('tenants');
    await securityEvent(vars, request, { level: 'info', category: 'ADMIN', message: done, data: { by: actor.ref } });
    return data<DomainAnswer>({ done });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data<DomainAnswer>(errors, { status });
  }
}
