import { data } from 'react-router';
import { z } from 'zod';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { requestPasswordReset } from '#server/accounts/links.ts';
import { formErrorsOf, guardForm, securityEvent } from '#server/accounts/pages.ts';
import { findPerson, setBlocked } from '#server/accounts/people.ts';
import { requestContext } from '#server/http/router-context.ts';
import { listsOf } from '#server/lists/lists.ts';
import { listCustomerOrders } from '#server/orders/queries.ts';
import { AppError } from '#server/shared/errors.ts';
import { parseInput } from '#server/shared/validation.ts';
import { shopBaseUrl } from '#server/tenants/base-url.ts';
import type { Route } from './+types/person';

// One person (issue 13): their orders and lists in this shop and a password-reset link for
// the shop's owner and staff (only people of their shop); the operator also sees the shops
// they run and blocks or unblocks the account (one login serves every shop).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const { db } = vars.services;
  const operator = actor.role === 'operator';
  const scope = { tenantId: operator ? null : actor.tenant.id, shopId: actor.tenant.id, userId: params.id };
  const person = await findPerson(db, scope).catch(() => {
    throw new Response('Persona non trovata', { status: 404 });
  });
  const { user } = person;
  const [orders, lists] = await Promise.all([
    listCustomerOrders(db, { tenantId: actor.tenant.id, userId: user.id }),
    listsOf(db, { userId: user.id, tenantId: actor.tenant.id }),
  ]);
  return {
    operator,
    user: {
      id: user.id,
      email: user.email,
      name: user.displayName,
      phone: user.phone,
      city: user.city,
      createdAt: user.createdAt.toISOString(),
      blockedAt: user.blockedAt?.toISOString() ?? null,
    },
    // The shops the person runs (a family's own shop account is not a role to show).
    shops: operator ? person.shops.filter((s) => s.role === 'owner' || s.role === 'staff') : [],
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      statusLabel: o.statusLabel,
      paymentMethod: o.paymentMethod,
      total: o.total,
      createdAt: o.createdAt,
    })),
    lists: lists.map((l) => ({
      id: l.id,
      nome: l.nome,
      scuola: l.scuola?.nomeScuola ?? l.codiceScuola,
      classe: l.classe,
      sezione: l.sezione,
    })),
  };
}

const actionInput = z.object({ intent: z.enum(['block', 'unblock', 'reset']) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const operator = actor.role === 'operator';
  const form = await request.formData();
  const refused = await guardForm(vars, form, { tier: 'moderate', action: 'admin-person' });
  if (refused) return data(refused.errors, { status: refused.status });
  const { services } = vars;
  try {
    const { intent } = parseInput(actionInput, Object.fromEntries(form));
    if (intent === 'reset') {
      const { user } = await findPerson(services.db, {
        tenantId: operator ? null : actor.tenant.id,
        shopId: actor.tenant.id,
        userId: params.id,
      });
      if (user.blockedAt) throw new AppError('RULE_BROKEN', 'L’account è bloccato: sbloccalo prima di mandare il link');
      await requestPasswordReset(services, {
        email: user.email,
        origin: shopBaseUrl(actor.tenant, services.config),
        shopName: actor.tenant.name,
      });
      await securityEvent(vars, request, {
        level: 'info',
        category: 'ADMIN',
        message: 'Link per reimpostare la password inviato dal back office',
        data: { userId: user.id, by: actor.ref },
      });
      return data({ done: `Link per reimpostare la password mandato a ${user.email}.` });
    }
    if (!operator)
      throw new AppError('FORBIDDEN', 'Solo il gestore della piattaforma blocca un account', { status: 403 });
    const blocked = intent === 'block';
    const { user, endedSessions } = await setBlocked(services.db, params.id, blocked);
    await securityEvent(vars, request, {
      level: 'warn',
      category: 'ADMIN',
      message: blocked ? 'Account bloccato' : 'Account sbloccato',
      data: { userId: user.id, email: user.email, endedSessions, by: actor.ref },
    });
    return data({ done: blocked ? `Account bloccato: ${endedSessions} sessioni chiuse.` : 'Account sbloccato.' });
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data(errors, { status });
  }
}
