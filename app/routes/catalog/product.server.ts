import { data } from 'react-router';
import { requireCustomerPage } from '#server/accounts/guards.ts';
import { formErrorsOf, formValues, guardForm } from '#server/accounts/pages.ts';
import { loadProductPage } from '#server/catalog/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { approvedReviews, reviewEligibility, submitReview } from '#server/reviews/reviews.ts';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const { services, tenant } = vars;
  const page = await loadProductPage(services.db, tenant.id, params.id);
  if (!page) throw data(null, { status: 404 });
  const subject = { productId: Number(page.product.id) };
  const customer = vars.session?.kind === 'customer' ? vars.session.user : null;
  const [reviews, eligibility] = await Promise.all([
    approvedReviews(services.db, tenant.id, subject),
    reviewEligibility(services.db, tenant.id, customer, subject),
  ]);
  return { ...page, reviews, eligibility, origin: services.config.PUBLIC_URL ?? new URL(request.url).origin };
}

/** The review form, also without JavaScript: a POST with the CSRF token. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const user = requireCustomerPage(request, vars);
  const form = await request.formData();
  const blocked = await guardForm(vars, form, { tier: 'moderate', action: 'reviews' });
  if (blocked) return data({ ok: false as const, ...blocked.errors }, { status: blocked.status });
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const values = formValues(form);
  try {
    await submitReview(vars.services.db, {
      tenantId: vars.tenant.id,
      user,
      subject: { productId: Number(params.id) },
      input: { stelle: values.stelle ?? '', testo: values.testo ?? '' },
    });
    return { ok: true as const, error: undefined, fields: undefined };
  } catch (error) {
    const { status, errors } = formErrorsOf(error);
    return data({ ok: false as const, ...errors }, { status });
  }
}
