import { ArrowLeft, Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { READER_COOKIE } from '#common/blog/reader.ts';
import { formatInt, formatLongDate } from '#common/format.ts';
import { sharedPage } from '#common/page-cache.ts';
import { CsrfField } from '../../components/accounts/form-parts.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { NotFoundMessage } from '../../components/not-found.tsx';
import { RouteErrorBoundary } from '../../components/route-error.tsx';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { pageTitle } from '../../lib/root-data.ts';
import type { Route } from './+types/article';

export { action, loader } from './article.server.ts';

// Shared by every visitor without a session (server/http/page-cache.ts). Articles and approved comments; a reader who liked it sees it fresh.
export const cache = sharedPage({ shows: ['blog'], personalCookies: [READER_COOKIE], countsViews: true });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  if (!loaderData) return [{ title: pageTitle(root, 'Articolo non trovato') }, { name: 'robots', content: 'noindex' }];
  const { article, origin } = loaderData;
  return [
    { title: pageTitle(root, article.title) },
    { name: 'description', content: article.shortExcerpt },
    { tagName: 'link', rel: 'canonical', href: `${origin}/blog/${article.slug}` },
    { property: 'og:title', content: article.title },
    { property: 'og:type', content: 'article' },
    ...(article.featuredImage
      ? [{ property: 'og:image', content: new URL(article.featuredImage, origin).toString() }]
      : []),
  ];
};

const LIKED_KEY = 'cartella:articoli-piaciuti';
const TOAST_MS = 3000;

function rememberLiked(id: string, liked: boolean) {
  try {
    const ids = new Set<string>(JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]'));
    if (liked) ids.add(id);
    else ids.delete(id);
    localStorage.setItem(LIKED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage unavailable: the server still knows.
  }
}

export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, comments, origin } = loaderData;
  const navigation = useNavigation();
  const [liked, setLiked] = useState(loaderData.liked);
  const [likes, setLikes] = useState(article.likes);
  const [toast, setToast] = useState<{ text: string; error: boolean } | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const url = `${origin}/blog/${article.slug}`;

  async function like() {
    try {
      const res = await apiFetch<{ liked: boolean; likes: number }>(`/api/blog/like?articleId=${article.id}`, {
        method: 'POST',
        body: { userId: 'anonymous' },
      });
      setLiked(res.liked);
      setLikes(res.likes);
      rememberLiked(article.id, res.liked);
      setToast({ text: res.liked ? 'Ti piace questo articolo' : 'Mi piace rimosso', error: false });
    } catch (error) {
      setToast({
        text:
          error instanceof ApiError && error.status === 429
            ? error.message
            : 'Non è stato possibile registrare il Mi piace. Riprova.',
        error: true,
      });
    }
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setToast({ text: 'Link copiato negli appunti!', error: false });
    } catch {
      window.prompt('Copia questo link per condividere:', url);
    }
  }

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.shortExcerpt,
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    ...(article.featuredImage ? { image: new URL(article.featuredImage, origin).toString() } : {}),
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
  };
  const sent = actionData?.ok === true;

  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <JsonLd data={jsonLd} />
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Tutti gli articoli
      </Link>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
        <span>{article.author}</span>
        {article.category ? (
          <Link
            to={`/blog?categoria=${encodeURIComponent(article.category)}`}
            className="text-primary-700 hover:underline"
          >
            {article.category}
          </Link>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" /> {formatInt(article.views)} letture
        </span>
      </p>
      <h1 className="mt-2 text-3xl font-bold leading-tight text-primary-950 sm:text-4xl">{article.title}</h1>
      {article.featuredImage ? (
        <img src={article.featuredImage} alt="" className="mt-6 aspect-[1200/630] w-full rounded-card object-cover" />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn-outline min-h-11 ${liked ? 'border-danger text-danger' : ''}`}
          aria-pressed={liked}
          disabled={!hydrated}
          onClick={() => void like()}
        >
          <Heart aria-hidden="true" className="size-5" fill={liked ? 'currentColor' : 'none'} />
          {liked ? 'Ti piace' : 'Mi piace'} · {formatInt(likes)}
        </button>
        <button type="button" className="btn-outline min-h-11" disabled={!hydrated} onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-5" /> Condividi
        </button>
      </div>
      <div
        className="article-body mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server through an allow-list (server/blog/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      {article.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Etichette">
          {article.tags.map((t) => (
            <li key={t} className="rounded-full border border-line bg-surface px-3 py-1 text-sm">
              #{t}
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="commenti" className="mt-12 border-t border-line pt-8">
        <h2 id="commenti" className="flex items-center gap-2 text-2xl font-bold text-primary-900">
          <MessageCircle aria-hidden="true" className="size-6" />
          {comments.length === 1 ? '1 commento' : `${comments.length} commenti`}
        </h2>
        {comments.length === 0 ? (
          <p className="mt-3 text-muted">Nessun commento per ora: scrivi tu il primo.</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {comments.map((c) => (
              <li key={c.id} className="card p-4">
                <p className="text-sm">
                  <span className="font-semibold text-ink">{c.name}</span>{' '}
                  <time dateTime={c.createdAt} className="text-muted">
                    · {formatLongDate(c.createdAt)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line">{c.content}</p>
              </li>
            ))}
          </ol>
        )}

        {sent ? (
          <p role="status" className="mt-6 rounded-card bg-success/10 p-4 font-medium text-success">
            Grazie! Il tuo commento sarà visibile dopo l’approvazione.
          </p>
        ) : (
          <Form method="post" className="card mt-6 grid gap-4 p-5" noValidate>
            <h3 className="text-lg font-semibold">Lascia un commento</h3>
            <CsrfField />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="c-name" className="field-label">
                  Nome
                </label>
                <input
                  id="c-name"
                  name="name"
                  className="field-input"
                  required
                  maxLength={80}
                  autoComplete="name"
                  aria-invalid={actionData?.fields?.name ? true : undefined}
                  aria-describedby={actionData?.fields?.name ? 'c-name-err' : undefined}
                />
                {actionData?.fields?.name ? (
                  <p id="c-name-err" className="field-error">
                    {actionData.fields.name}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor="c-email" className="field-label">
                  E-mail (non sarà pubblicata)
                </label>
                <input
                  id="c-email"
                  name="email"
                  type="email"
                  className="field-input"
                  required
                  autoComplete="email"
                  aria-invalid={actionData?.fields?.email ? true : undefined}
                  aria-describedby={actionData?.fields?.email ? 'c-email-err' : undefined}
                />
                {actionData?.fields?.email ? (
                  <p id="c-email-err" className="field-error">
                    {actionData.fields.email}
                  </p>
                ) : null}
              </div>
            </div>
            <div>
              <label htmlFor="c-content" className="field-label">
                Commento
              </label>
              <textarea
                id="c-content"
                name="content"
                className="field-input min-h-28"
                required
                maxLength={3000}
                aria-invalid={actionData?.fields?.content ? true : undefined}
                aria-describedby={actionData?.fields?.content ? 'c-content-err' : undefined}
              />
              {actionData?.fields?.content ? (
                <p id="c-content-err" className="field-error">
                  {actionData.fields.content}
                </p>
              ) : null}
            </div>
            {/* Hidden from people; bots that fill it in are ignored. */}
            <div aria-hidden="true" className="hidden">
              <label htmlFor="c-website">Sito web</label>
              <input id="c-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            {actionData?.error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {actionData.error}
              </p>
            ) : null}
            <p className="text-xs text-muted">I commenti sono pubblicati dopo la lettura della redazione.</p>
            <button
              type="submit"
              className="btn-primary justify-self-start"
              disabled={navigation.state === 'submitting'}
            >
              Invia commento
            </button>
          </Form>
        )}
      </section>

      {toast ? (
        <div
          role={toast.error ? 'alert' : 'status'}
          className={`fixed inset-x-4 bottom-4 z-40 mx-auto max-w-sm rounded-card px-4 py-3 text-center font-medium text-white shadow-lg ${toast.error ? 'bg-danger' : 'bg-ink'}`}
        >
          {toast.text}
        </div>
      ) : null}
    </article>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const error = props.error as { status?: number } | undefined;
  if (error?.status === 404) {
    return (
      <NotFoundMessage
        title="Articolo non trovato"
        text={'L’articolo che cerchi non esiste o non è più pubblicato.'}
        linkTo="/blog"
        linkLabel="Torna al blog"
      />
    );
  }
  return <RouteErrorBoundary />;
}
