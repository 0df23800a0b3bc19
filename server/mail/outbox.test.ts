import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '#tests/e2e/support/server.ts';
import { createLogger } from '../logger.ts';
import { useTestApp } from '../test/app.ts';
import { describeEachDatabase } from '../test/database.ts';
import { startSmtpSink } from '../test/smtp.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { deliverDueMail, enqueueMail, retryDelayMs } from './outbox.ts';
import { mailOutbox } from './schema.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const logger = createLogger('silent');

it('waits longer after each failed attempt, up to six hours', () => {
  expect(retryDelayMs(1)).toBe(60_000);
  expect(retryDelayMs(2)).toBe(120_000);
  expect(retryDelayMs(4)).toBe(480_000);
  expect(retryDelayMs(30)).toBe(6 * 60 * 60 * 1000);
});

describeEachDatabase('mail outbox', (kind) => {
  const app = useTestApp(kind);

  it('an SMTP outage delays a message, never drops it; a dedupe key queues it once', async () => {
    const { db } = app().services;
    const to = `outbox-${kind}@example.com`;
    const message = { to, subject: 'Prova', text: 'Testo di prova', html: '<p>Testo di prova</p>' };
    await enqueueMail(db, { ...message, dedupeKey: `prova-${kind}` });
    await enqueueMail(db, { ...message, dedupeKey: `prova-${kind}` });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);

    // Nothing listens on this port: the SMTP server is "down".
    const down = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'a@example.com',
      dataDir: '.',
      logger,
    });
    const now = new Date();
    const failed = await deliverDueMail(db, down, logger, now);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    // Before the retry time nothing is sent; after it, the message goes out once.
    const up = createMailer({ smtpUrl: smtp.url, from: 'negozio@example.com', dataDir: '.', logger });
    expect((await deliverDueMail(db, up, logger, now)).sent).toBe(0);
    const later = new Date(row!.nextAttemptAt.getTime() + 1000);
    expect((await deliverDueMail(db, up, logger, later)).sent).toBeGreaterThanOrEqual(1);
    await smtp.waitFor((m) => m.to.includes(to));
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(sent?.sentAt).not.toBeNull();
    expect((await deliverDueMail(db, up, logger, new Date(later.getTime() + 3600_000))).sent).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});

describeEachDatabase('mail outbox and a process that dies mid-batch', (kind) => {
  const app = useTestApp(kind);

  it('each message is marked sent as soon as the SMTP server takes it, not at the end of the batch', async () => {
    const { db } = app().services;
    const to = (i: number) => `lotto-${kind}-${i}@example.com`;
    for (let i = 0; i < 3; i++) {
      await enqueueMail(db, { to: to(i), subject: `Lotto ${i}`, text: 'Testo', html: '<p>Testo</p>' });
    }
    // The first message goes out; on the second the process "dies" (the send never ends).
    let sends = 0;
    let reachedSecond: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      reachedSecond = resolve;
    });
    const dying: Mailer = {
      send: async () => {
        sends++;
        if (sends === 1) return { via: 'smtp', id: 'uno' };
        reachedSecond();
        return new Promise(() => {});
      },
      sendInBackground: () => {},
      outboxDir: null,
    };
    // A second ahead: PostgreSQL stamps the rows in microseconds, JavaScript's clock in
    // milliseconds, so a row written in this very millisecond would not be due yet.
    void deliverDueMail(db, dying, logger, new Date(Date.now() + 1000));
    await second;
    // What a restarted process finds: the delivered message is sent, so never repeated.
    const [first] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to(0)));
    expect(first?.sentAt).not.toBeNull();
    const [held] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to(1)));
    expect(held?.sentAt).toBeNull();
  });
});

describeEachDatabase('mail outbox and a database that goes away after the send', (kind) => {
  const app = useTestApp(kind);

  it('a message the SMTP server took is recorded as sent even if the first attempt to record it fails', async () => {
    const { db } = app().services;
    const to = `registrato-${kind}@example.com`;
    await enqueueMail(db, { to, subject: 'Registrato', text: 'Testo', html: '<p>Testo</p>' });
    // The database "restarts" right after the send: the first update outside the claim fails.
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'update' && failures > 0) {
          failures--;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const up = createMailer({ smtpUrl: smtp.url, from: 'negozio@example.com', dataDir: '.', logger });
    expect((await deliverDueMail(flaky, up, logger, new Date(Date.now() + 1000))).sent).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.sentAt).not.toBeNull();
  });
});
