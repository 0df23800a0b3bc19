import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { type Browser, describeBrowser, openBrowser } from './support/browser.ts';

// Issue 12: the whole family journey with the keyboard only, on a phone-sized screen: find
// the school by typing, choose class and section, add the list, go to the cart, choose
// pickup, order as a guest. Every step is reached with Tab (no clicks), and the focused
// control always shows where focus is.

type Focused = { tag: string; text: string; label: string; name: string; id: string; visible: boolean };

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 120),
      label: el?.getAttribute('aria-label') ?? '',
      name: el?.getAttribute('name') ?? '',
      id: el?.id ?? '',
      // A focus ring: an outline or a ring drawn as a box shadow.
      visible: Boolean(
        style && ((style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'),
      ),
    };
  });
}

/** Presses Tab until the focused element matches; fails when it is not reachable. */
async function tabTo(page: Page, what: string, match: (f: Focused) => boolean, max = 120): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) {
      expect(f.visible, `focus on ${what} must be visible`).toBe(true);
      return;
    }
    seen.push(`${f.tag}#${f.id}[${f.name}] ${f.label || f.text.slice(0, 30)}`);
  }
  throw new Error(`${what} not reachable with Tab; focus went through:\n${seen.join('\n')}`);
}

describeBrowser('keyboard only', (baseUrl) => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('home → school → class list → cart → guest order, without a mouse', async () => {
    browser = await openBrowser({ width: 375, height: 800 });
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    // The cookie banner takes focus; Esc refuses.
    await page.getByTestId('cookie-overlay').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('cookie-overlay').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');

    await tabTo(page, 'the school search box', (f) => f.tag === 'input' && f.name === 'nome');
    await page.keyboard.type('deledda cagliari', { delay: 20 });
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/scuola\/CAMM80001N/);

    await tabTo(page, 'the class', (f) => f.tag === 'select' && f.id === 'classe');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/classe=1/);
    await tabTo(page, 'the section', (f) => f.tag === 'select' && f.id === 'sezione');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/sezione=A/);
    await tabTo(page, 'the add button', (f) => f.tag === 'button' && /^Aggiungi \d+ libri/.test(f.text));
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-badge').waitFor();

    await tabTo(page, 'the way to the cart', (f) => f.tag === 'a' && /Vai al carrello/.test(f.text));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    await page.getByText('Subtotale').waitFor();
    await tabTo(page, 'the delivery choice', (f) => f.tag === 'input' && f.name === 'shippingMethod');
    await page.keyboard.press('ArrowDown');
    await page.getByTestId('pickup-places').waitFor();
    await tabTo(page, '"Procedi all’ordine"', (f) => f.tag === 'a' && f.text === 'Procedi all’ordine');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout$/);
    await page
      .getByText(/di cui IVA/)
      .first()
      .waitFor();

    await tabTo(page, 'the name', (f) => f.name === 'contatto.nome');
    await page.keyboard.type('Marta Pinna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('marta.pinna@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3471234567');
    await tabTo(page, 'the terms', (f) => f.name === 'acceptTerms' && f.tag === 'input');
    await page.keyboard.press('Space');
    await tabTo(
      page,
      'the order button',
      (f) => f.tag === 'button' && /^(Conferma l’ordine|Ordina e paga)$/.test(f.text),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\?t=/);
    await page.getByRole('heading', { name: /^Ordine \d{4}-\d{6}$/ }).waitFor();
    // After the navigation focus is on the new page's heading.
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
  });
});
