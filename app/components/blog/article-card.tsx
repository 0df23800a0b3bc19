import { Eye, Heart, MessageCircle, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ArticleView } from '#common/blog/views.ts';
import { formatDate, formatInt } from '#common/format.ts';

/** SPEC.md's blog card: image, date, author, title, excerpt, views, likes, comments, read link. */
export function ArticleCard({ article }: { article: ArticleView }) {
  const [imageFailed, setImageFailed] = useState(false);
  const href = `/blog/${article.slug}`;
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        {article.featuredImage && !imageFailed ? (
          <img
            src={article.featuredImage}
            alt=""
            loading="lazy"
            className="aspect-[1200/630] w-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="grid aspect-[1200/630] w-full place-items-center bg-surface">
            <Newspaper aria-hidden="true" className="size-12 text-primary-300" />
          </div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-muted">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time> · {article.author}
          {article.category ? ` · ${article.category}` : ''}
        </p>
        <h2 className="text-lg font-bold leading-snug text-primary-950">
          <Link to={href} className="hover:text-primary-700 hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="text-ink/80">{article.shortExcerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <ul className="flex gap-3 text-sm text-muted" aria-label="Letture, mi piace e commenti">
            <li className="flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {formatInt(article.views)}
              <span className="sr-only"> letture</span>
            </li>
            <li className="flex items-center gap-1">
              <Heart aria-hidden="true" className="size-4" />
              {formatInt(article.likes)}
              <span className="sr-only"> mi piace</span>
            </li>
            <li className="flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-4" />
              {formatInt(article.commentsCount)}
              <span className="sr-only"> commenti</span>
            </li>
          </ul>
          <Link to={href} className="font-semibold text-primary-700 hover:underline">
            Leggi<span className="sr-only"> {article.title}</span> →
          </Link>
        </div>
      </div>
    </article>
  );
}
