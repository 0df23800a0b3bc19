import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './support/auth.ts';
import { describeBrowser } from './support/browser.ts';

// Issue 15 point 1, issue 18 point 4: the built server's shared pages (routes with
// `export const cache`) as visitors really ask for them. Plain HTTP: no browser needed.

const TOKEN_A = 'a1'.repeat(32);
const TOKEN_B = 'b2'.repeat(32);
const PAGES = ['/', '/search', '/products', '/products/1', '/blog', '/privacy-policy', '/terms-of-service'];

type Answer = { status: number; headers: Headers; html: string };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1] ?? null;

describeBrowser('page cache', (baseUrl) => {
  it('gives anonymous visitors the same bytes with none of anybody’s nonce or token', async () => {
    for (const path of PAGES) {
      // A unique address: this test's own copy, first rendered for visitor A.
      const url = `${baseUrl()}${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}`;
      const a = await get(url, { cookie: `cartella_csrf=${TOKEN_A}` });
      const b = await get(url, { cookie: `cartella_csrf=${TOKEN_B}` });
      const c = await get(url);
      expect(a.status, path).toBe(200);
      for (const answer of [a, b, c]) {
        expect(answer.html, path).not.toContain(TOKEN_A);
        expect(answer.html, path).not.toContain(TOKEN_B);
        expect(answer.html, path).not.toMatch(/<meta name="csrf-token"/);
        expect(answer.html, path).not.toMatch(/ nonce="[^"]+"/);
        // Scripts run by their hashes; the nonce a render's CSP names is in no page.
        expect(answer.headers.get('content-security-policy'), path).toMatch(/'sha256-/);
        for (const other of [a, b, c]) {
          const nonce = nonceOf(other);
          if (nonce) expect(answer.html, path).not.toContain(nonce);
        }
      }
      // Visitors with and without a token are kept apart (a page may print the token): b is
      // a copy made for a, c the first of its kind.
      expect(nonceOf(b), path).toBeNull();
      expect((await get(url)).headers.get('x-page-cache'), path).toBe('hit');
      expect(b.headers.get('x-page-cache'), path).toBe('hit');
      expect(b.html, path).toBe(a.html);
      expect(c.html, path).toBe(a.html);
    }
  });

  it('sends the stored compressed bytes as each visitor accepts them, HEAD included', async () => {
    const url = `${baseUrl()}/products?t=${Date.now()}`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await plain.text();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0', null],
    ] as const) {
      // Node's fetch decodes what it gets: the text must be the same page.
      const res = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(coding);
      expect(res.headers.get('x-page-cache'), accept).toBe('hit');
      expect(await res.text(), accept).toBe(html);
    }
    const head = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('keeps the consent choices apart and leaves out when they were made', async () => {
    const url = `${baseUrl()}/blog?t=${Date.now()}`;
    const decided = new Date().toISOString();
    const none = await get(url);
    const accepted = await get(url, { cookie: `cartella_consent=${encodeURIComponent(`1.111.${decided}`)}` });
    const rejected = await get(url, { cookie: `cartella_consent=${encodeURIComponent(`1.000.${decided}`)}` });
    expect(none.html).toContain('cookie-overlay');
    expect(accepted.html).not.toContain('cookie-overlay');
    expect(rejected.html).not.toContain('cookie-overlay');
    expect(accepted.html).not.toBe(rejected.html);
    for (const answer of [accepted, rejected]) expect(answer.html).not.toContain(decided);
  });

  /** The operator's session cookie (a signed-in visitor: nothing shared either way). */
  async function adminCookie(): Promise<string> {
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('never stores or serves a signed-in visitor’s page', async () => {
    const cookie = await adminCookie();
    const url = `${baseUrl()}/?t=${Date.now()}`;
    const mine = await get(url, { cookie });
    expect(mine.headers.get('x-page-cache')).toBeNull();
    expect(mine.html).toContain(E2E_ADMIN_USERNAME);
    const again = await get(url, { cookie });
    expect(again.headers.get('x-page-cache')).toBeNull();
    const anonymous = await get(url);
    expect(anonymous.html).not.toContain(E2E_ADMIN_USERNAME);
    expect(anonymous.headers.get('x-page-cache')).toBe('miss');
  });

  it('renders an article again when its likes change, and a reader who liked it gets it fresh', async () => {
    const list = (await (await fetch(`${baseUrl()}/api/blog/articles`)).json()) as {
      articles: { id: string; slug: string; likes: number }[];
    };
    const article = list.articles[0]!;
    const url = `${baseUrl()}/blog/${article.slug}`;
    await get(url);
    expect((await get(url)).headers.get('x-page-cache')).toBe('hit');
    const like = await fetch(`${baseUrl()}/api/blog/like?articleId=${article.id}`, {
      method: 'POST',
      headers: { origin: baseUrl() },
    });
    expect(like.status).toBe(200);
    const { likes } = (await like.json()) as { likes: number };
    const reader = like.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const after = await get(url);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.html).toContain(`Mi piace<!-- --> · <!-- -->${likes}`);
    const own = await get(url, { cookie: reader });
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(own.html).toContain('Ti piace');
  });

  it('counts an article’s readers when its page comes from memory', async () => {
    const cookie = await adminCookie();
    const list = (await (await fetch(`${baseUrl()}/api/blog/articles`)).json()) as { articles: { slug: string }[] };
    const slug = list.articles[1]!.slug;
    // Read as the operator: a signed-in visitor's answer is never the stored one.
    const views = async () =>
      (
        (await (await fetch(`${baseUrl()}/api/blog/article?slug=${slug}`, { headers: { cookie } })).json()) as {
          article: { views: number };
        }
      ).article.views;
    const url = `${baseUrl()}/blog/${slug}`;
    const run = Date.now();
    await get(url, { 'user-agent': `Lettore/${run}-0` });
    await expect.poll(views).toBeGreaterThan(0);
    const before = await views();
    for (const reader of [1, 2]) {
      const page = await get(url, { 'user-agent': `Lettore/${run}-${reader}` });
      expect(page.headers.get('x-page-cache')).toBe('hit');
    }
    // Counted after the answer left (not awaited by the visitor).
    await expect.poll(views).toBe(before + 2);
    // The same reader the same day is one reader.
    await get(url, { 'user-agent': `Lettore/${run}-1` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await views()).toBe(before + 2);
  });
});
