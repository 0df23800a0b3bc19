import { afterEach, expect, it } from 'vitest';
import { loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  formatViolations,
  openBrowser,
  refuseCookies,
  seriousViolations,
} from './support/browser.ts';

// The e2e server runs with the demo blog (server/blog/demo-articles.ts).

describeBrowser('blog', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('reads an article, likes it, comments; the admin approves and the comment appears', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/blog`);
    await refuseCookies(page);
    await page.getByRole('heading', { name: 'Blog didattico', level: 1 }).waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('link', { name: 'Metodo di studio' }).first().click();
    await page.waitForURL(/categoria=Metodo/);
    await expect.poll(() => page.locator('article h2').count()).toBe(2);
    await page.getByRole('link', { name: 'Un metodo di studio in quattro passi per le medie', exact: true }).click();
    await page.waitForURL(/\/blog\/un-metodo-di-studio-in-quattro-passi-per-le-medie$/);
    await page.getByRole('heading', { level: 1, name: 'Un metodo di studio in quattro passi per le medie' }).waitFor();
    expect(formatViolations(await seriousViolations(page))).toBe('');

    const likeButton = page.getByRole('button', { name: /^Mi piace · \d+$/ });
    await expect.poll(() => likeButton.isEnabled()).toBe(true);
    const before = Number(/(\d+)$/.exec((await likeButton.textContent()) ?? '')?.[1]);
    await likeButton.click();
    await page.getByText('Ti piace questo articolo').waitFor();
    await page.getByRole('button', { name: `Ti piace · ${before + 1}` }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('cartella:articoli-piaciuti'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

    await page.getByLabel('Nome').fill('Chiara');
    await page.getByLabel(/^E-mail/).fill('chiara@example.com');
    await page.getByLabel('Commento').fill('Provato con mia figlia: funziona davvero!');
    await page.getByRole('button', { name: 'Invia commento' }).click();
    await page.getByText('Grazie! Il tuo commento sarà visibile dopo l’approvazione.').waitFor();
    expect(await page.getByText('Provato con mia figlia: funziona davvero!').count()).toBe(0);

    const admin = await openBrowser();
    try {
      await loginAsAdmin(admin.page, baseUrl());
      await admin.page.goto(`${baseUrl()}/admin/blog`);
      await refuseCookies(admin.page);
      const approve = admin.page.getByRole('button', { name: 'Approva il commento di Chiara' });
      await expect.poll(() => approve.isEnabled()).toBe(true);
      await approve.click();
      await admin.page.getByText('Commento di Chiara approvato.').waitFor();
    } finally {
      await admin.close();
    }
    await page.reload();
    await page.getByText('Provato con mia figlia: funziona davvero!').waitFor();
  });

  it('an admin creates an article that then shows in the list', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await loginAsAdmin(page, baseUrl());
    await page.goto(`${baseUrl()}/admin/blog`);
    await refuseCookies(page);
    const create = page.getByRole('button', { name: 'Nuovo articolo' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo articolo' });
    await dialog.getByRole('button', { name: 'Salva articolo' }).click();
    await dialog.getByText('Il titolo è obbligatorio').waitFor();
    await dialog.getByLabel('Titolo *').fill('Libri usati: come venderli a fine anno');
    await dialog.getByLabel('Contenuto *').fill('## Prima di tutto\n\nControlla che il libro sia **ancora adottato**.');
    await dialog.getByLabel('Categoria').fill('Libri di testo');
    await dialog.getByLabel(/^Etichette/).fill('usato, risparmio');
    expect(formatViolations(await seriousViolations(page))).toBe('');
    await dialog.getByRole('button', { name: 'Salva articolo' }).click();
    await page.getByText('Articolo “Libri usati: come venderli a fine anno” salvato.').waitFor();

    await page.goto(`${baseUrl()}/blog`);
    await page.getByRole('link', { name: 'Libri usati: come venderli a fine anno', exact: true }).click();
    await page.waitForURL(/\/blog\/libri-usati-come-venderli-a-fine-anno$/);
    await page.getByRole('heading', { level: 2, name: 'Prima di tutto' }).waitFor();
    await page.getByText('#risparmio').waitFor();
  });

  it('an unknown article is a 404 "Articolo non trovato"', async () => {
    browser = await openBrowser();
    const res = await browser.page.goto(`${baseUrl()}/blog/non-esiste-questo-articolo`);
    expect(res?.status()).toBe(404);
    await browser.page.getByRole('heading', { name: 'Articolo non trovato' }).waitFor();
  });
});
