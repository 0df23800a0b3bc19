import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { securityLogs } from '../../security/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { uniqueSuffix } from '../../test/auth.ts';
import { describeEachDatabase } from '../../test/database.ts';
import { createAdmin } from '../admins.ts';
import { completeAdminSecondFactor, loginAdmin } from '../login.ts';
import { loginAttempts, loginChallenges, secondFactors } from '../schema.ts';
import { hashToken } from '../tokens.ts';
import { decryptSecret, encryptSecret, hashRecoveryCode, secondFactorAvailable } from './crypto.ts';
import { confirmEnrolment, startEnrolment } from './store.ts';
import { newRecoveryCodes, totpCode, totpStep } from './totp.ts';

// Decision 0028: the operator's second factor, through the real sign-in calls.

const PASSWORD = 'Tre-quaderni-e-una-gomma-7';
const client = { ip: '10.1.2.3', userAgent: 'test' };

describe('second factor: secrets and codes', () => {
  const dev = loadConfig({ NODE_ENV: 'test' });
  const prod = loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'k'.repeat(40) });

  it('encrypts secrets with AES-GCM under the configured key', () => {
    const stored = encryptSecret(prod, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(prod, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(dev, stored)).toThrow(); // another key
    const [v, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret(prod, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('a production server without TOTP_ENCRYPTION_KEY offers no second factor', () => {
    expect(secondFactorAvailable(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(secondFactorAvailable(prod)).toBe(true);
    expect(() => encryptSecret(loadConfig({ NODE_ENV: 'production' }), 'x')).toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('accepts the code of this step and one step of drift, not older ones', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
    const now = new Date('2026-11-24T10:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('recovery codes are ten, distinct, compared without case or dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(hashRecoveryCode(prod, codes[0]!.toLowerCase().replaceAll('-', ' '))).toBe(
      hashRecoveryCode(prod, codes[0]!),
    );
  });
});

describeEachDatabase('second factor for the operator', (kind) => {
  const app = useTestApp(kind);

  /** An operator with the second factor on; the enrolment's code is a minute old, so today's is new. */
  async function enrolledAdmin() {
    const { services } = app();
    const username = `op-${uniqueSuffix()}`;
    await createAdmin(services.db, { username, password: PASSWORD });
    const { admins } = await import('../schema.ts');
    const [row] = await services.db.select().from(admins).where(eq(admins.username, username));
    const owner = { adminId: row!.id };
    const secret = await startEnrolment(services.db, services.config, owner);
    const earlier = new Date(Date.now() - 60_000);
    await expect(confirmEnrolment(services.db, services.config, owner, '000000', earlier)).rejects.toThrow(
      /Codice non valido/,
    );
    const recovery = await confirmEnrolment(services.db, services.config, owner, totpCode(secret, earlier), earlier);
    return { username, secret, recovery, id: row!.id };
  }

  const apiLogin = (json: Record<string, string>) => app().request('/api/admin/login', { method: 'POST', json });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const { id, secret, recovery } = await enrolledAdmin();
    const [row] = await app().services.db.select().from(secondFactors).where(eq(secondFactors.adminId, id));
    expect(row!.secretEnc).not.toContain(secret);
    expect(row!.recoveryHashes).toHaveLength(10);
    expect(JSON.stringify(row!.recoveryHashes)).not.toContain(recovery[0]!.replaceAll('-', ''));
  });

  it('the API asks for the code, refuses a wrong one, accepts the right one once', async () => {
    const { username, secret } = await enrolledAdmin();
    const without = await apiLogin({ username, password: PASSWORD });
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ success: false, code: 'SECOND_FACTOR_REQUIRED' });

    const wrong = await apiLogin({
      username,
      password: PASSWORD,
      code: '123456' === totpCode(secret) ? '654321' : '123456',
    });
    expect(wrong.status).toBe(401);
    const code = totpCode(secret);
    const right = await apiLogin({ username, password: PASSWORD, code });
    expect(right.status).toBe(200);
    expect((await right.json()).token).toBeTruthy();
    // The same code again is a replay.
    expect((await apiLogin({ username, password: PASSWORD, code })).status).toBe(401);
    const failures = await app()
      .services.db.select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, username.toLowerCase()), eq(loginAttempts.success, false)));
    expect(failures.length).toBe(2); // wrong code and replay count as failed sign-ins
  });

  it('a recovery code works once and is logged', async () => {
    const { username, recovery, id } = await enrolledAdmin();
    const first = await apiLogin({ username, password: PASSWORD, code: recovery[3]!.toLowerCase() });
    expect(first.status).toBe(200);
    expect((await apiLogin({ username, password: PASSWORD, code: recovery[3]! })).status).toBe(401);
    const [row] = await app().services.db.select().from(secondFactors).where(eq(secondFactors.adminId, id));
    expect(row!.recoveryHashes).toHaveLength(9);
    const logged = await app()
      .services.db.select()
      .from(securityLogs)
      .where(
        and(eq(securityLogs.userId, id), eq(securityLogs.message, 'Accesso amministratore con un codice di recupero')),
      );
    expect(logged).toHaveLength(1);
  });

  it('the page’s two steps: a challenge after the password, five tries, then start over', async () => {
    const { services } = app();
    const { username, secret } = await enrolledAdmin();
    const first = await loginAdmin(services.db, { username, password: PASSWORD }, client, services.config);
    expect(first.ok).toBe('second-factor');
    if (first.ok !== 'second-factor') return;
    // Stored hashed.
    expect(
      await services.db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, first.challenge)),
    ).toEqual([]);
    const stored = await services.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, hashToken(first.challenge)));
    expect(stored).toHaveLength(1);

    const done = await completeAdminSecondFactor(
      services.db,
      { challenge: first.challenge, code: totpCode(secret) },
      client,
      services.config,
    );
    expect(done.ok).toBe(true);
    // A used challenge is gone.
    const again = await completeAdminSecondFactor(
      services.db,
      { challenge: first.challenge, code: totpCode(secret) },
      client,
      services.config,
    );
    expect(again).toMatchObject({ ok: false });

    const second = await loginAdmin(services.db, { username, password: PASSWORD }, client, services.config);
    if (second.ok !== 'second-factor') throw new Error('expected the code step');
    for (let i = 0; i < 5; i++) {
      await completeAdminSecondFactor(
        services.db,
        { challenge: second.challenge, code: '000000' },
        client,
        services.config,
      );
    }
    const late = await completeAdminSecondFactor(
      services.db,
      { challenge: second.challenge, code: totpCode(secret, new Date(Date.now() + 30_000)) },
      client,
      services.config,
    );
    expect(late.ok).toBe(false);
    if (late.ok === false) expect(late.error.status).toBeGreaterThanOrEqual(401);
  });

  it('an operator without a second factor signs in with the password alone', async () => {
    const username = `op-${uniqueSuffix()}`;
    await createAdmin(app().services.db, { username, password: PASSWORD });
    expect((await apiLogin({ username, password: PASSWORD })).status).toBe(200);
  });
});
