import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';

// "Le mie liste" (issue 12, point 3): a class list saved under a child's name, books the
// family already has, the cart grouped per child, and a visitor's lists moving to the account.

describeBrowser('a list per child', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  const badge = (page: Page) => page.getByTestId('cart-badge').textContent();

  async function saveFor(page: Page, query: string, child: string) {
    await page.goto(`${baseUrl()}/scuola/CAMM80001N?${query}`);
    await page.getByRole('button', { name: 'Salva nelle mie liste' }).click();
    await page.getByLabel('Per chi è questa lista?').fill(child);
    await page.getByRole('button', { name: 'Salva la lista' }).click();
    await page.getByText(`Lista salvata per ${child}`).waitFor();
  }

  it('a visitor saves two children’s lists, marks a book they have, and keeps them at sign-in', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/scuola/CAMM80001N?classe=2&sezione=A`);
    await refuseCookies(page);

    // A name is needed; the message goes as soon as one is typed.
    await page.getByRole('button', { name: 'Salva nelle mie liste' }).click();
    await page.getByRole('button', { name: 'Salva la lista' }).click();
    const nameError = page.getByText('Scrivi il nome di chi userà i libri');
    await nameError.waitFor();
    await expect(page.getByLabel('Per chi è questa lista?').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Per chi è questa lista?').fill('Giulia');
    await nameError.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Salva la lista' }).click();
    await page.getByText('Lista salvata per Giulia').waitFor();
    await shot(page, 'lists-saved-375');

    const addGiulia = page.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    const giuliaBooks = Number((await addGiulia.textContent())?.match(/Aggiungi (\d+)/)?.[1]);
    expect(giuliaBooks).toBeGreaterThan(1);
    await addGiulia.click();
    await expect.poll(() => badge(page)).toBe(String(giuliaBooks));

    // A second child in another class.
    await saveFor(page, 'classe=1&sezione=A', 'Marco');

    await page.goto(`${baseUrl()}/liste`);
    const cards = page.getByTestId('family-list');
    await expect.poll(() => cards.count()).toBe(2);
    const marco = cards.filter({ has: page.getByRole('heading', { name: 'Marco' }) });
    const addMarco = marco.getByRole('button', { name: /^Aggiungi \d+ libri · € / });
    const before = Number((await addMarco.textContent())?.match(/Aggiungi (\d+)/)?.[1]);
    await marco
      .getByLabel(/^Ce l’ho già/)
      .first()
      .check();
    await expect
      .poll(async () => Number((await addMarco.textContent())?.match(/Aggiungi (\d+)/)?.[1]))
      .toBe(before - 1);
    // Giulia's books are already in the cart: her list says so instead of adding them again.
    const giulia = cards.filter({ has: page.getByRole('heading', { name: 'Giulia' }) });
    await giulia.getByRole('link', { name: /Nel carrello · Vai al carrello/ }).waitFor();
    await expectAccessible(page);
    await shot(page, 'lists-page-375');
    await addMarco.click();
    await expect.poll(() => badge(page)).toBe(String(giuliaBooks + before - 1));

    // The cart groups the lines per child.
    await page.goto(`${baseUrl()}/cart`);
    const groups = page.getByTestId('cart-group');
    await expect.poll(() => groups.count()).toBe(2);
    await expect(groups.nth(0).getByRole('heading').first().textContent()).resolves.toMatch(/^Giulia · .*classe 2ª A/);
    await expect(groups.nth(1).getByRole('heading').first().textContent()).resolves.toMatch(/^Marco · .*classe 1ª A/);
    await shot(page, 'lists-cart-375');

    // Signing in moves both lists to the account, with the book marked "Ce l'ho già".
    const email = `liste-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Zaino-Blu-Quaderno-9';
    const res = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Laura Serra', email, password }),
    });
    expect(res.status).toBe(201);
    await page.goto(`${baseUrl()}/auth/login?redirect=%2Fliste`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(/\/liste$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartella:liste-figli'))).toBeNull();
    await expect.poll(() => cards.count()).toBe(2);
    const saved = await page.request.get(`${baseUrl()}/api/lists`);
    const { lists } = (await saved.json()) as { lists: { id: string; nome: string; owned: string[] }[] };
    expect(lists.map((l) => l.nome).sort()).toEqual(['Giulia', 'Marco']);
    expect(lists.find((l) => l.nome === 'Marco')?.owned).toHaveLength(1);
    // The cart's lines now point at the account's lists (still two groups, same names).
    const ids = new Set(lists.map((l) => l.id));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const cart = JSON.parse(localStorage.getItem('cartella:carrello-libri') ?? '{"items":[]}') as {
            items: { lista?: { id: string } }[];
          };
          return [...new Set(cart.items.map((i) => i.lista?.id))];
        }),
      )
      .toSatisfy((found: unknown) => Array.isArray(found) && found.length === 2 && found.every((id) => ids.has(id)));

    await page.setViewportSize({ width: 1280, height: 900 });
    // The signed-in header fits 1280 px: the cart stays on screen, the account's links sit
    // behind the e-mail.
    const banner = page.getByRole('banner');
    const cartLink = await banner.getByRole('link', { name: /^Carrello/ }).boundingBox();
    expect((cartLink?.x ?? 9999) + (cartLink?.width ?? 0)).toBeLessThanOrEqual(1280);
    await banner.getByTestId('account-name').click();
    await banner.getByRole('link', { name: 'Le mie liste' }).waitFor();
    await shot(page, 'account-menu-1280');
    await page.keyboard.press('Escape');
    await banner.getByRole('link', { name: 'Le mie liste' }).waitFor({ state: 'hidden' });
    await shot(page, 'lists-signed-in-1280');

    // Deleting asks first.
    const giuliaSaved = cards.filter({ has: page.getByRole('heading', { name: 'Giulia' }) });
    await giuliaSaved.getByRole('button', { name: 'Elimina la lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare la lista di Giulia?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await page.reload();
    await expect.poll(() => cards.count()).toBe(1);
  });

  it('an empty page says how to save a list; at 1280 px too', async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/liste`);
    await refuseCookies(page);
    await page.getByRole('heading', { name: 'Nessuna lista salvata' }).waitFor();
    await expectAccessible(page);
    await saveFor(page, 'classe=2&sezione=A', 'Sara');
    await page.goto(`${baseUrl()}/liste`);
    await page.getByRole('heading', { name: 'Sara' }).waitFor();
    await page.getByTestId('list-book').first().waitFor();
    await shot(page, 'lists-page-1280');
  });
});
