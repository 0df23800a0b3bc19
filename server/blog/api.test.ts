import { beforeAll, expect, it } from 'vitest';
import type { ArticleView } from '#common/blog/views.ts';
import { useTestApp } from '../test/app.ts';
import { loginAdmin, registerCustomer, type SignedIn } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { blogDemoSeed } from './demo.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { countView, visitorDayKey } from './engagement.ts';

type ListBody = { success: boolean; articles: ArticleView[]; total: number };
type ErrorBody = { success: false; error: string; code: string; fields?: Record<string, string> };

describeEachDatabase('blog API', (kind) => {
  const app = useTestApp(kind);
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    await blogDemoSeed.run(app().services);
    admin = await loginAdmin(app());
    customer = await registerCustomer(app());
  });

  const list = async (query = '', headers?: Headers) =>
    (await (await app().request(`/api/blog/articles${query}`, { headers })).json()) as ListBody;
  const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, json: unknown, who: SignedIn | null) =>
    app().request(path, { method, json, headers: who?.headers });
  const article = (extra: Record<string, unknown> = {}) => ({
    title: 'Come scegliere il diario',
    content: 'Un **diario** comodo.\n\n<script>alert(1)</script>',
    author: 'Redazione',
    category: 'Consigli pratici',
    tags: 'diario, organizzazione, ,',
    ...extra,
  });

  it('lists published articles, newest first, with search and category', async () => {
    const all = await list();
    expect(all.success).toBe(true);
    expect(all.total).toBe(DEMO_ARTICLES.length);
    const dates = all.articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const search = await list(`?search=${encodeURIComponent('zaini')}`);
    expect(search.articles.map((a) => a.title)).toContain('Zaino leggero: quanto deve pesare e come prepararlo');
    const byCategory = await list(`?category=${encodeURIComponent('Metodo di studio')}`);
    expect(byCategory.total).toBe(2);
    expect(byCategory.articles.every((a) => a.category === 'Metodo di studio')).toBe(true);
    const categories = (await (await app().request('/api/blog/categories')).json()) as {
      categories: { name: string; articles: number }[];
    };
    expect(categories.categories.find((c) => c.name === 'Metodo di studio')?.articles).toBe(2);
  });

  it('answers an article by slug with sanitized HTML; unknown → 404 "Articolo non trovato"', async () => {
    const slug = (await list('?limit=1')).articles[0]!.slug;
    const res = await app().request(`/api/blog/article?slug=${slug}`);
    const body = (await res.json()) as { article: ArticleView };
    expect(body.article.content).toContain('<h2>');
    const missing = await app().request('/api/blog/article?slug=non-esiste');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error).toBe('Articolo non trovato');
  });

  it('every write needs an admin: 401 anonymous, 403 customer', async () => {
    expect((await write('POST', '/api/blog/articles', article(), null)).status).toBe(401);
    expect((await write('POST', '/api/blog/articles', article(), customer)).status).toBe(403);
    expect((await write('PUT', '/api/blog/articles?articleId=1', article(), customer)).status).toBe(403);
    expect((await write('DELETE', '/api/blog/articles?articleId=1', undefined, null)).status).toBe(401);
    expect((await app().request('/api/admin/blog/comments', { headers: customer.headers })).status).toBe(403);
    expect((await write('POST', '/api/admin/blog/comments/1', { action: 'approve' }, null)).status).toBe(401);
    expect((await list()).total).toBe(DEMO_ARTICLES.length);
  });

  it('creates with a unique slug, sanitizes, parses tags, keeps the slug on edit, deletes', async () => {
    const first = await write('POST', '/api/blog/articles', article(), admin);
    expect(first.status).toBe(201);
    const a = ((await first.json()) as { article: ArticleView }).article;
    expect(a.slug).toBe('come-scegliere-il-diario');
    expect(a.content).toContain('<strong>diario</strong>');
    expect(a.content).not.toContain('script');
    expect(a.tags).toEqual(['diario', 'organizzazione']);
    const second = (
      (await (await write('POST', '/api/blog/articles', article(), admin)).json()) as { article: ArticleView }
    ).article;
    expect(second.slug).toBe('come-scegliere-il-diario-2');
    const third = (
      (await (await write('POST', '/api/blog/articles', article(), admin)).json()) as { article: ArticleView }
    ).article;
    expect(third.slug).toBe('come-scegliere-il-diario-3');

    const edited = await write(
      'PUT',
      `/api/blog/articles?articleId=${a.id}`,
      article({ title: 'Titolo nuovo' }),
      admin,
    );
    const e = ((await edited.json()) as { article: ArticleView }).article;
    expect(e.title).toBe('Titolo nuovo');
    expect(e.slug).toBe('come-scegliere-il-diario');

    const invalid = await write('POST', '/api/blog/articles', { title: '', content: '', author: '' }, admin);
    expect(invalid.status).toBe(400);
    const fields = ((await invalid.json()) as ErrorBody).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['author', 'content', 'title']);

    for (const x of [a, second, third]) {
      expect((await write('DELETE', `/api/blog/articles?articleId=${x.id}`, undefined, admin)).status).toBe(200);
    }
    expect((await app().request(`/api/blog/article?slug=${a.slug}`)).status).toBe(404);
  });

  it('hides drafts and future articles from the public', async () => {
    const draft = (
      (await (
        await write('POST', '/api/blog/articles', article({ title: 'Bozza segreta', status: 'draft' }), admin)
      ).json()) as {
        article: ArticleView;
      }
    ).article;
    const future = (
      (await (
        await write(
          'POST',
          '/api/blog/articles',
          article({ title: 'Articolo programmato', publishedAt: new Date(Date.now() + 86400_000).toISOString() }),
          admin,
        )
      ).json()) as { article: ArticleView }
    ).article;
    const titles = (await list('?limit=50')).articles.map((a) => a.title);
    expect(titles).not.toContain('Bozza segreta');
    expect(titles).not.toContain('Articolo programmato');
    expect((await app().request(`/api/blog/article?slug=${draft.slug}`)).status).toBe(404);
    expect((await app().request(`/api/blog/article?slug=${future.slug}`)).status).toBe(404);
    // Likes and comments on them are refused too.
    expect((await app().request(`/api/blog/like?articleId=${draft.id}`, { method: 'POST', json: {} })).status).toBe(
      404,
    );
    const adminList = await list('?limit=50&status=all', admin.headers);
    expect(adminList.articles.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Bozza segreta', 'Articolo programmato']),
    );
  });

  it('lists publicly only the categories of published, due articles', async () => {
    const names = async () =>
      (
        (await (await app().request('/api/blog/categories')).json()) as {
          categories: { name: string; articles: number }[];
        }
      ).categories;
    const create = async (extra: Record<string, unknown>) =>
      (
        (await (await write('POST', '/api/blog/articles', article(extra), admin)).json()) as {
          article: ArticleView;
        }
      ).article;
    await create({ title: 'Solo bozza', category: 'Categoria di bozze', status: 'draft' });
    await create({
      title: 'Solo futuro',
      category: 'Categoria futura',
      publishedAt: new Date(Date.now() + 86400_000).toISOString(),
    });
    const removed = await create({ title: 'Da eliminare', category: 'Categoria eliminata' });
    expect((await names()).map((c) => c.name)).toContain('Categoria eliminata');
    expect((await write('DELETE', `/api/blog/articles?articleId=${removed.id}`, undefined, admin)).status).toBe(200);
    const visible = await names();
    for (const hidden of ['Categoria di bozze', 'Categoria futura', 'Categoria eliminata']) {
      expect(visible.map((c) => c.name)).not.toContain(hidden);
    }
    expect(visible.every((c) => c.articles > 0)).toBe(true);
    expect(visible.length).toBeGreaterThan(0);
  });

  it('a new comment is not listed until an admin approves it; the honeypot keeps nothing', async () => {
    const target = (await list('?limit=1')).articles[0]!;
    const comments = async () =>
      (
        (await (await app().request(`/api/blog/comments?articleId=${target.id}&status=approved`)).json()) as {
          comments: { id: string; content: string; email?: string }[];
        }
      ).comments;
    const before = await comments();
    const res = await app().request(`/api/blog/comments?articleId=${target.id}`, {
      method: 'POST',
      json: { name: 'Lucia', email: 'lucia@example.com', content: 'Grazie per i consigli!' },
    });
    expect(res.status).toBe(201);
    const bot = await app().request(`/api/blog/comments?articleId=${target.id}`, {
      method: 'POST',
      json: { name: 'Bot', email: 'bot@example.com', content: 'spam', website: 'https://spam.example' },
    });
    expect(bot.status).toBe(201);
    const invalid = await app().request(`/api/blog/comments?articleId=${target.id}`, {
      method: 'POST',
      json: { name: '', email: 'x', content: '' },
    });
    expect(invalid.status).toBe(400);
    expect(await comments()).toEqual(before);

    const pending = (await (
      await app().request('/api/admin/blog/comments?status=pending', { headers: admin.headers })
    ).json()) as {
      comments: { id: string; content: string }[];
    };
    expect(pending.comments.map((c) => c.content)).toEqual(['Grazie per i consigli!']);
    const approve = await write(
      'POST',
      `/api/admin/blog/comments/${pending.comments[0]!.id}`,
      { action: 'approve' },
      admin,
    );
    expect(approve.status).toBe(200);
    const after = await comments();
    expect(after.map((c) => c.content)).toContain('Grazie per i consigli!');
    expect(after.every((c) => c.email === undefined)).toBe(true);
    const counted = (await (await app().request(`/api/blog/article?slug=${target.slug}`)).json()) as {
      article: ArticleView;
    };
    expect(counted.article.commentsCount).toBe(after.length);
  });

  it('like toggles: liked then not, count +1 then back; one per visitor', async () => {
    const target = (await list('?limit=1')).articles[0]!;
    const like = async (cookie?: string) => {
      const res = await app().request(`/api/blog/like?articleId=${target.id}`, {
        method: 'POST',
        json: { userId: 'anonymous' },
        headers: cookie ? { cookie } : undefined,
      });
      const cookieOut = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('cartella_lettore='))
        ?.split(';')[0];
      return { body: (await res.json()) as { liked: boolean; likes: number }, cookie: cookieOut ?? cookie };
    };
    const first = await like();
    expect(first.body.liked).toBe(true);
    expect(first.body.likes).toBe(target.likes + 1);
    const again = await like(first.cookie);
    expect(again.body).toMatchObject({ liked: false, likes: target.likes });
    // Another visitor's like is another like.
    const other = await like();
    expect(other.body).toMatchObject({ liked: true, likes: target.likes + 1 });
  });

  it('counts a view once per visitor per day', async () => {
    const target = (await list('?limit=1')).articles[0]!;
    const { db } = app().services;
    const key = visitorDayKey('sale', '10.0.0.1', 'Firefox', '2026-11-23');
    expect(await countView(db, Number(target.id), key, '2026-11-23')).toBe(true);
    expect(await countView(db, Number(target.id), key, '2026-11-23')).toBe(false);
    const tomorrow = visitorDayKey('sale', '10.0.0.1', 'Firefox', '2026-11-24');
    expect(await countView(db, Number(target.id), tomorrow, '2026-11-24')).toBe(true);
    const other = visitorDayKey('sale', '10.0.0.2', 'Firefox', '2026-11-23');
    expect(await countView(db, Number(target.id), other, '2026-11-23')).toBe(true);
    const after = (await (await app().request(`/api/blog/article?slug=${target.slug}`)).json()) as {
      article: ArticleView;
    };
    expect(after.article.views).toBe(target.views + 3);
  });

  it('publishes an RSS feed and lists articles in the sitemap', async () => {
    const rss = await app().request('/blog/rss.xml');
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const text = await rss.text();
    expect(text).toContain('<rss version="2.0">');
    const first = (await list('?limit=1')).articles[0]!;
    expect(text).toContain(`/blog/${first.slug}</link>`);
    const sitemap = await (await app().request('/sitemap-blog-articoli-1.xml')).text();
    expect(sitemap).toContain(`/blog/${first.slug}</loc>`);
  });
});
