import { afterEach, expect, it } from 'vitest';
import { type Browser, describeBrowser, openBrowser, refuseCookies } from './support/browser.ts';

describeBrowser('errors and focus', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a loader that fails during a client navigation keeps the shell and offers "Riprova"', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/privacy-policy`);
    await refuseCookies(page);
    // The network drops: every data request of the client router fails.
    await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Apri il menu').click();
    await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Blog didattico' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connessione non riuscita' }).waitFor();
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
    // The shell stays: header with the cart, footer.
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Carrello/ })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    // Back online, "Riprova" loads the page.
    await page.unroute('**/*.data*');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { level: 1, name: /Blog/ }).waitFor();
  });

  it('after a navigation focus is on the new page heading; the menu closes with Esc and says "Chiudi il menu"', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    // The cookie banner holds focus while open: Tab never leaves it.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await refuseCookies(page);

    const toggle = page.getByLabel('Apri il menu');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await menu.waitFor();
    await expect.poll(() => page.getByLabel('Chiudi il menu').count()).toBe(1);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel('Apri il menu').count()).toBe(1);
    // A tap outside closes it too.
    await page.getByLabel('Apri il menu').click();
    await menu.waitFor();
    // Just below the open menu, whatever its height.
    const box = await menu.boundingBox();
    await page.mouse.click(10, Math.min((box?.y ?? 0) + (box?.height ?? 0) + 40, 790));
    await menu.waitFor({ state: 'hidden' });

    await page.getByLabel('Apri il menu').click();
    await menu.getByRole('link', { name: 'Cerca la scuola' }).click();
    await page.waitForURL(/\/search/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName === 'H1')).toBe(true);
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toMatch(/\S/);
  });
});
