import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleanupAccounts } from '../accounts/cleanup.ts';
import { accountTokens, loginLockouts, sessions, users } from '../accounts/schema.ts';
import { createSession } from '../accounts/sessions.ts';
import { createLogger } from '../logger.ts';
import { describeEachDatabase, useTestDatabase } from '../test/database.ts';
import { createJobRunner, isIdleResult } from './runner.ts';

describeEachDatabase('jobs runner', (kind) => {
  const database = useTestDatabase(kind);

  it('runs a job once per period even with two processes', async () => {
    const { db } = database();
    let runs = 0;
    const job = { name: `conta-${kind}`, everyMs: 60_000, run: async () => ++runs };
    const a = createJobRunner({ db, logger: createLogger('silent') });
    const b = createJobRunner({ db, logger: createLogger('silent') });
    const t0 = new Date('2026-09-01T08:00:00Z');
    expect(await a.runOnce(job, t0)).toBe(true);
    expect(await b.runOnce(job, new Date(t0.getTime() + 10_000))).toBe(false);
    expect(await b.runOnce(job, new Date(t0.getTime() + 60_000))).toBe(true);
    expect(await a.runOnce(job, new Date(t0.getTime() + 61_000))).toBe(false);
    expect(runs).toBe(2);
  });

  it('the accounts cleanup removes expired sessions, links and lockouts', async () => {
    const { db } = database();
    const [user] = await db
      .insert(users)
      .values({ email: `pulizia-${kind}@example.com`, passwordHash: 'x' })
      .returning();
    const now = new Date();
    const past = new Date(now.getTime() - 60 * 60_000);
    await createSession(db, { userId: user!.id }, { now: new Date(now.getTime() - 13 * 60 * 60_000) });
    const live = await createSession(db, { userId: user!.id });
    await db.insert(accountTokens).values([
      { tokenHash: `scaduto-${kind}`, purpose: 'password_reset', userId: user!.id, expiresAt: past },
      {
        tokenHash: `valido-${kind}`,
        purpose: 'password_reset',
        userId: user!.id,
        expiresAt: new Date(now.getTime() + 60_000),
      },
    ]);
    await db.insert(loginLockouts).values({ scope: 'account', key: 'x@example.com', lockedUntil: past });
    const result = await cleanupAccounts(db, now);
    expect(result.sessions).toBe(1);
    expect(result.tokens).toBe(1);
    const left = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left.map((s) => s.csrfToken)).toEqual([live.csrfToken]);
    expect(await db.select().from(loginLockouts)).toEqual([]);
  });
});

describe('isIdleResult', () => {
  it('treats zero counts as nothing done, anything else as work', () => {
    expect(isIdleResult(0)).toBe(true);
    expect(isIdleResult(undefined)).toBe(true);
    expect(isIdleResult({ sent: 0, failed: 0 })).toBe(true);
    expect(isIdleResult({ sent: 1, failed: 0 })).toBe(false);
    expect(isIdleResult(3)).toBe(false);
  });
});
