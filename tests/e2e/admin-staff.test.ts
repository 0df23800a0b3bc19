import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { enrolSecondFactor, loginAsAdmin } from './support/auth.ts';
import {
  type Browser,
  describeBrowser,
  expectAccessible,
  openBrowser,
  refuseCookies,
  shot,
} from './support/browser.ts';
import { placeOrder } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 13: the shop invites a person into its staff; the e-mail's link lets them register,
// accept and work in the back office (without the operator's pages); then they are removed.

describeBrowser('back office: staff', () => {
  let server: RunningServer | undefined;
  const browsers: Browser[] = [];
  afterAll(async () => {
    for (const b of browsers) await b.close();
    await server?.stop();
  });

  it('invite by e-mail, accept after registering, work in the back office, be removed', async () => {
    // Its own server, to read the .eml files of its outbox.
    server = await startServer();
    const base = server.url;
    const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
    const owner = await openBrowser({ width: 375, height: 812 });
    browsers.push(owner);
    await loginAsAdmin(owner.page, base);
    await owner.page.goto(`${base}/admin/staff`);
    await refuseCookies(owner.page);
    await owner.page.getByLabel('E-mail').fill(email);
    await owner.page.getByRole('button', { name: 'Manda l’invito' }).click();
    await owner.page.getByText(`Invito mandato a ${email}`).waitFor();
    await owner.page.getByRole('region', { name: 'Inviti in attesa' }).getByText(email).waitFor();
    await expectAccessible(owner.page);
    await shot(owner.page, 'admin-staff-375');

    const outbox = path.join(server.dataDir, 'outbox');
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
        const text = readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        link ??= text.match(/https?:\/\/[^\s"<]+\/admin\/invito\?token=[A-Za-z0-9_%-]+/)?.[0];
      }
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).toBeDefined();

    const invited = await openBrowser({ width: 375, height: 812 });
    browsers.push(invited);
    const { page } = invited;
    await page.goto(link!);
    await refuseCookies(page);
    await page.getByRole('heading', { name: 'Invito nello staff' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-invitation-375');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await page.getByLabel('Nome e cognome').fill('Paolo Staff');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Zaino-Giallo-2026');
    await page.getByLabel('Conferma password').fill('Zaino-Giallo-2026');
    await page.getByRole('button', { name: 'Crea account' }).click();
    await page.getByRole('button', { name: 'Accetta l’invito' }).click();
    // Staff works in the back office only with a second factor (decision 0028).
    await page.waitForURL(`${base}/admin/two-factor?redirect=%2Fadmin`);
    await enrolSecondFactor(page);
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Benvenuto, Paolo Staff' }).waitFor();
    const tiles = page.getByRole('region', { name: 'Gestione' });
    await tiles.getByRole('link', { name: /^Ordini/ }).waitFor();
    // Staff: no operator pages, no staff management; the shop's people, without blocking.
    await expect(tiles.getByRole('link', { name: /^Staff/ }).count()).resolves.toBe(0);
    await tiles.getByRole('link', { name: /^Prodotti/ }).waitFor();
    await tiles.getByRole('link', { name: /^Utenti/ }).click();
    await page.waitForURL(`${base}/admin/users`);
    await page.getByRole('cell', { name: /Staff/ }).first().waitFor();
    await page.getByRole('link', { name: email }).click();
    await page.getByRole('button', { name: 'Manda link per la password' }).waitFor();
    await expect(page.getByRole('button', { name: 'Blocca l’account' }).count()).resolves.toBe(0);
    // Staff works a family's order from the counter: arrived, ready, paid by card, handed over.
    const { number } = await placeOrder(base);
    await page.goto(`${base}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Ordini' }).waitFor();
    await page.getByLabel('Cerca o scansiona').fill(number);
    await page.getByLabel('Cerca o scansiona').press('Enter');
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Segna «In preparazione»' }).click();
    await page.getByText('Stato dell’ordine aggiornato').waitFor();
    await page.getByRole('button', { name: 'Applica a tutti' }).click();
    await page.getByText('Libri aggiornati.').waitFor();
    await page.getByRole('button', { name: 'Segna «Pronto per il ritiro»' }).click();
    await page.getByText('Stato dell’ordine aggiornato').waitFor();
    await page.getByLabel('Incassato con').selectOption('pos');
    await page.getByRole('button', { name: 'Registra' }).click();
    await page.getByText('Pagamento registrato.').waitFor();
    await page.getByRole('button', { name: 'Consegnato al cliente' }).click();
    await page.getByText('Ordine consegnato al cliente.').waitFor();
    // The history says who did it.
    await page
      .getByText(/Paolo Staff/)
      .first()
      .waitFor();
    expect((await page.goto(`${base}/admin/staff`))?.status()).toBe(403);

    await owner.page.reload();
    await owner.page.getByRole('button', { name: `Togli ${email}` }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Togli dallo staff' }).click();
    await owner.page.getByText(`${email} non fa più parte dello staff.`).waitFor();
    expect((await page.goto(`${base}/admin/orders`))?.status()).toBe(403);
  });

  it('a bookshop being set up: its owner signs in on its own host and names its own domain', async () => {
    const base = server!.url;
    const port = new URL(base).port;
    const slug = `libreria-${randomBytes(3).toString('hex')}`;
    const signUp = await openBrowser({ width: 375, height: 812 });
    browsers.push(signUp);
    await signUp.page.goto(`${base}/auth/register?tipo=libreria`);
    await refuseCookies(signUp.page);
    // Named as its address: the operator's list below finds it by that name.
    await signUp.page.getByLabel('Nome della libreria').fill(slug);
    await signUp.page.getByLabel('Indirizzo del negozio').fill(slug);
    await signUp.page.getByLabel('Nome e cognome').fill('Anna Pinna');
    await signUp.page.getByLabel('E-mail').fill(`${slug}@example.com`);
    await signUp.page.getByLabel('Password', { exact: true }).fill('Quaderno-Rosso-2026');
    await signUp.page.getByLabel('Conferma password').fill('Quaderno-Rosso-2026');
    await signUp.page.getByRole('button', { name: 'Registra libreria' }).click();
    await signUp.page.waitForURL(`${base}/`);
    // On the platform's address the back office shows the shops this person runs.
    await signUp.page.goto(`${base}/admin`);
    await signUp.page.waitForURL(`${base}/admin/negozi`);
    await signUp.page.getByRole('heading', { level: 1, name: 'I tuoi negozi' }).waitFor();
    // Told at once that the back office wants a second factor (decision 0028).
    await signUp.page
      .getByRole('heading', { name: 'Attiva la verifica in due passaggi per entrare nel back office' })
      .waitFor();
    await expect(signUp.page.getByRole('link', { name: /^Apri il pannello/ }).getAttribute('href')).resolves.toBe(
      `http://${slug}.cartella.shop:${port}/admin`,
    );
    await expectAccessible(signUp.page);
    await shot(signUp.page, 'admin-shops-375');

    const shop = await openBrowser({ width: 375, height: 812, hostResolverRules: 'MAP *.cartella.shop 127.0.0.1' });
    browsers.push(shop);
    const host = `http://${slug}.cartella.shop:${port}`;
    const { page } = shop;
    // Visitors wait: the shop is not open yet.
    expect((await page.goto(`${host}/`))?.status()).toBe(503);
    await page.getByRole('heading', { name: 'Negozio in preparazione' }).waitFor();
    expect((await page.goto(`http://nessuna-libreria.cartella.shop:${port}/`))?.status()).toBe(404);
    await page.goto(`${host}/auth/login?redirect=%2Fadmin%2Fdomain`);
    await refuseCookies(page);
    await page.getByLabel('E-mail').fill(`${slug}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Quaderno-Rosso-2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // The owner turns the second factor on first, then lands where they were going.
    await page.waitForURL(`${host}/admin/two-factor?redirect=%2Fadmin%2Fdomain`);
    await enrolSecondFactor(page);
    await page.waitForURL(`${host}/admin/domain`);
    await page.getByRole('heading', { level: 1, name: 'Dominio del negozio' }).waitFor();
    await page.getByLabel('Dominio', { exact: true }).fill(`www.${slug}.it`);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText(`Dominio www.${slug}.it salvato`).waitFor();
    await page.getByText(`_cartella.www.${slug}.it`).waitFor();
    await page.getByText(/^cartella-verify=[0-9a-f]{32}$/).waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-domain-375');

    // Onboarding: the shop's legal identity, contacts, IBAN and shipping, checked field by field.
    await page.goto(`${host}/admin/negozio`);
    await page.getByRole('heading', { level: 1, name: 'Il tuo negozio' }).waitFor();
    await page.getByRole('heading', { name: /^Da completare: \d+$/ }).waitFor();
    await page.getByLabel('Ragione sociale').fill('Libreria Pinna S.n.c.');
    await page.getByLabel('Partita IVA').fill('01234567890');
    await page.getByLabel('Indirizzo della sede').fill('Via Roma 5');
    await page.getByLabel('Città').fill('Oristano');
    await page.getByLabel('Orari di apertura').fill('Lunedì–sabato 9–13 e 16–19:30');
    await page.getByLabel('E-mail').fill(`info@${slug}.it`);
    await page.getByLabel('Telefono').fill('0783 123456');
    await page.getByLabel('IBAN per i bonifici').fill('IT60 X054 2811 1010 0000 0123 456');
    await page.getByRole('button', { name: 'Salva i dati del negozio' }).click();
    await page.getByText(/Partita IVA non valida/).waitFor();
    await expect(page.getByLabel('Partita IVA').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Partita IVA').fill('01234567897');
    await page.getByRole('button', { name: 'Salva i dati del negozio' }).click();
    await page.getByText('Dati del negozio salvati.').waitFor();
    const checklist = page.getByTestId('checklist');
    await expect.poll(() => checklist.getByText(': da fare').count()).toBe(0);
    await page.getByRole('heading', { name: 'Dati completi' }).waitFor();
    // The footer carries the shop's identity at once.
    await page
      .getByRole('contentinfo')
      .getByText(/Libreria Pinna S\.n\.c\./)
      .waitFor();
    await expectAccessible(page);
    await shot(page, 'admin-shop-375');

    // The operator opens it to families with a note; its address then serves the shop.
    const operator = await openBrowser({ width: 1280, height: 900 });
    browsers.push(operator);
    await loginAsAdmin(operator.page, base);
    await operator.page.goto(`${base}/admin/negozi`);
    await refuseCookies(operator.page);
    await operator.page.getByRole('button', { name: `Apri alle famiglie ${slug}` }).click();
    await operator.page.getByText(`${slug} è aperto alle famiglie.`).waitFor();
    await expectAccessible(operator.page);
    await shot(operator.page, 'admin-shops-operator-1280');
    expect((await page.goto(`${host}/`))?.status()).toBe(200);
    await page
      .getByRole('contentinfo')
      .getByText(/Libreria Pinna S\.n\.c\./)
      .waitFor();
    // Suspended: families see "temporaneamente non disponibile".
    await operator.page.getByLabel('Motivo della sospensione').fill('Abbonamento non pagato');
    await operator.page.getByRole('button', { name: `Sospendi ${slug}` }).click();
    await operator.page.getByText(`${slug} è sospeso.`).waitFor();
    expect((await page.goto(`${host}/`))?.status()).toBe(503);
  });
});
