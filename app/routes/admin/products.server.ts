import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import { formRules } from '#app/components/ui/form-rules.server.ts';
import { sortFromUrl } from '#app/components/ui/sort.ts';
import { productFormInput } from '#common/catalog/validation.ts';
import type { FormRules } from '#common/forms/rules.ts';
import { requireBackOfficePage } from '#server/accounts/backoffice.ts';
import { guardForm, securityEvent } from '#server/accounts/pages.ts';
import { listCategories, listProducts, listSuppliers, PRODUCT_SORT_KEYS } from '#server/catalog/queries.ts';
import { saveProduct } from '#server/catalog/save.ts';
import { toAdminProduct } from '#server/catalog/serialize.ts';
import { requestContext } from '#server/http/router-context.ts';
import { reviewsForModeration } from '#server/reviews/moderation.ts';
import { AppError } from '#server/shared/errors.ts';
import type { Route } from './+types/products';

const PAGE_SIZE = 50;

/** The product dialog's checks in the browser (decision 0037), derived once from its schema. */
let rules: FormRules | undefined;
const productRules = () => (rules ??= formRules({ schema: productFormInput }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  // The shop's supplies: the operator, or the owner and staff of the shop of this address.
  const actor = await requireBackOfficePage(request, vars);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const categoria = (url.searchParams.get('categoria') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const { db } = vars.services;
  const tenantId = vars.tenant.id;
  const [result, categories, suppliers, reviews] = await Promise.all([
    listProducts(db, {
      tenantId,
      search: q || undefined,
      categoria: categoria || undefined,
      includeInactive: true,
      sort: sortFromUrl(url, PRODUCT_SORT_KEYS) ?? undefined,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    listCategories(db, tenantId),
    listSuppliers(db, tenantId),
    // Moderating reviews is the owner's and the operator's, as on /api/admin/reviews.
    actor.role === 'staff' ? null : reviewsForModeration(db, tenantId),
  ]);
  return {
    q,
    categoria,
    page,
    pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    total: result.total,
    products: result.products.map(toAdminProduct),
    categories,
    suppliers,
    reviews,
    rules: productRules(),
  };
}

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The product dialog posts here (intent "save-product"): the same schema the browser checked,
 * then the service POST /api/admin/products calls, which validates again and prices.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const actor = await requireBackOfficePage(request, vars);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: productFormInput });
  const refused = await guardForm(vars, form);
  if (refused) return data({ result: submission.reply({ formErrors: [refused.errors.error ?? ''] }) }, refused.status);
  if (form.get('intent') !== 'save-product')
    return data({ result: submission.reply({ formErrors: ['Operazione sconosciuta'] }) }, 400);
  if (submission.status !== 'success') return data({ result: submission.reply() }, 400);
  const id = form.get('productId') ? productId.safeParse(form.get('productId')) : null;
  if (id && !id.success) return data({ result: submission.reply({ formErrors: ['Prodotto non valido'] }) }, 400);
  try {
    const saved = await saveProduct(vars.services.db, {
      tenantId: vars.tenant.id,
      input: submission.value,
      productId: id?.data,
    });
    await securityEvent(vars, request, {
      level: 'info',
      category: 'ADMIN',
      message: `Azione nel back office: ${id ? 'modifica' : 'creazione'} prodotto ${saved.id}`,
      data: { by: actor.ref, role: actor.role },
    });
    return { result: submission.reply({ resetForm: true }), saved: toAdminProduct(saved) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([k, v]) => [k.replace(/\.(\d+)/g, '[$1]'), [v]]),
    );
    return data({ result: submission.reply({ formErrors: [error.message], fieldErrors }) }, { status: error.status });
  }
}
