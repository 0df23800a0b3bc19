import { data } from 'react-router';
import { readCookieValue } from '#server/accounts/cookies.ts';
import { commentBody, READER_COOKIE } from '#server/blog/api.ts';
import { findArticle } from '#server/blog/articles.ts';
import { addComment } from '#server/blog/engagement.ts';
import { loadArticlePage } from '#server/blog/pages.ts';
import { requestContext } from '#server/http/router-context.ts';
import { enforceRateLimit } from '#server/ratelimit/limits.ts';
import { AppError } from '#server/shared/errors.ts';
import type { Route } from './+types/article';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const vars = context.get(requestContext);
  const session = vars.session;
  const cookie = readCookieValue(request.headers.get('cookie'), READER_COOKIE);
  const visitor =
    session?.kind === 'customer'
      ? `user:${session.user.id}`
      : session?.kind === 'admin'
        ? `admin:${session.admin.id}`
        : cookie
          ? `reader:${cookie}`
          : null;
  const page = await loadArticlePage(vars.services.db, vars.tenant.id, params.slug ?? '', {
    ip: vars.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    visitor,
  });
  if (!page) throw data(null, { status: 404 });
  return { ...page, origin: vars.services.config.PUBLIC_URL ?? new URL(request.url).origin };
}

/** The comment form without JavaScript too: a POST with the CSRF token. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const vars = context.get(requestContext);
  const form = Object.fromEntries(await request.formData());
  const parsed = commentBody.safeParse(form);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return data({ ok: false as const, fields, error: 'Controlla i campi evidenziati.' }, { status: 400 });
  }
  try {
    await enforceRateLimit(
      vars.services.db,
      'moderate',
      'blog-comments',
      vars.clientIp,
      vars.services.config.RATE_LIMITS_RELAXED,
    );
    const article = await findArticle(vars.services.db, vars.tenant.id, { slug: params.slug ?? '' });
    if (!article) throw new AppError('NOT_FOUND', 'Articolo non trovato');
    if (!parsed.data.website) {
      await addComment(vars.services.db, {
        tenantId: vars.tenant.id,
        articleId: Number(article.id),
        input: { name: parsed.data.name, email: parsed.data.email, content: parsed.data.content },
      });
    }
    return { ok: true as const, fields: {} as Record<string, string>, error: null };
  } catch (error) {
    if (error instanceof AppError)
      return data(
        { ok: false as const, fields: {} as Record<string, string>, error: error.message },
        { status: error.status },
      );
    throw error;
  }
}
