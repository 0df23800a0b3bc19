import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../shared/errors.ts';
import { loginChallenges, type SecondFactor, secondFactors } from '../schema.ts';
import { hashToken, randomToken } from '../tokens.ts';
import { decryptSecret, encryptSecret, hashRecoveryCode } from './crypto.ts';
import { newRecoveryCodes, newTotpSecret, totpStep } from './totp.ts';

// The second factor's rows: enrolment, the check of a code at sign-in, recovery codes and
// the short-lived challenge between the password and the code (decision 0028).

export type FactorOwner = { adminId: string } | { userId: string };
type KeyConfig = Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DEMO_DATA'>;

const CHALLENGE_MS = 5 * 60_000;
export const CHALLENGE_ATTEMPTS = 5;
/** An unconfirmed enrolment keeps its secret this long, so reloading the page keeps the QR code. */
const ENROLMENT_MS = 30 * 60_000;

const ownerWhere = (owner: FactorOwner) =>
  'adminId' in owner ? eq(secondFactors.adminId, owner.adminId) : eq(secondFactors.userId, owner.userId);

export async function findFactor(db: Pick<Db, 'select'>, owner: FactorOwner): Promise<SecondFactor | null> {
  const [row] = await db.select().from(secondFactors).where(ownerWhere(owner));
  return row ?? null;
}

export async function hasSecondFactor(db: Db, owner: FactorOwner): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(ownerWhere(owner), isNotNull(secondFactors.confirmedAt)));
  return Boolean(row);
}

/** The secret to show as a QR code: the pending one, or a new one. Refused when already on. */
export async function startEnrolment(db: Db, config: KeyConfig, owner: FactorOwner, now = new Date()): Promise<string> {
  const existing = await findFactor(db, owner);
  if (existing?.confirmedAt) throw new AppError('CONFLICT', 'La verifica in due passaggi è già attiva');
  if (existing && now.getTime() - existing.createdAt.getTime() < ENROLMENT_MS) {
    return decryptSecret(config, existing.secretEnc);
  }
  const secret = newTotpSecret();
  const secretEnc = encryptSecret(config, secret);
  if (existing) {
    await db.update(secondFactors).set({ secretEnc, createdAt: now }).where(eq(secondFactors.id, existing.id));
  } else {
    await db.insert(secondFactors).values({ ...owner, secretEnc, createdAt: now });
  }
  return secret;
}

const WRONG_CODE = 'Codice non valido: controlla l’ora del telefono e inserisci il codice che l’app mostra ora';

/** The first code from the app turns the factor on; the recovery codes are shown once. */
export async function confirmEnrolment(
  db: Db,
  config: KeyConfig,
  owner: FactorOwner,
  code: string,
  now = new Date(),
): Promise<string[]> {
  const factor = await findFactor(db, owner);
  if (!factor) throw new AppError('NOT_FOUND', 'Ricarica la pagina per ottenere un nuovo codice QR');
  if (factor.confirmedAt) throw new AppError('CONFLICT', 'La verifica in due passaggi è già attiva');
  const step = totpStep(decryptSecret(config, factor.secretEnc), code, now);
  if (step === null) throw new AppError('VALIDATION', WRONG_CODE, { fields: { code: WRONG_CODE } });
  const codes = newRecoveryCodes();
  await db
    .update(secondFactors)
    .set({ confirmedAt: now, lastStep: step, recoveryHashes: codes.map((c) => hashRecoveryCode(config, c)) })
    .where(eq(secondFactors.id, factor.id));
  return codes;
}

export type CodeCheck = { ok: true; via: 'totp' | 'recovery'; recoveryLeft: number } | { ok: false };

/**
 * Checks a code from the app or a recovery code, with the factor's row locked: a TOTP code
 * is accepted once (its step must be newer than the last used), a recovery code is removed.
 */
export async function checkSecondFactor(
  db: Db,
  config: KeyConfig,
  owner: FactorOwner,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(secondFactors)
      .where(and(ownerWhere(owner), isNotNull(secondFactors.confirmedAt)))
      .for('update');
    if (!factor) return { ok: false };
    const step = totpStep(decryptSecret(config, factor.secretEnc), code, now);
    if (step !== null && step > factor.lastStep) {
      await tx.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.id, factor.id));
      return { ok: true, via: 'totp', recoveryLeft: factor.recoveryHashes.length };
    }
    if (/^[A-Za-z0-9\s-]{12,20}$/.test(code)) {
      const hash = hashRecoveryCode(config, code);
      if (factor.recoveryHashes.includes(hash)) {
        const left = factor.recoveryHashes.filter((h) => h !== hash);
        await tx.update(secondFactors).set({ recoveryHashes: left }).where(eq(secondFactors.id, factor.id));
        return { ok: true, via: 'recovery', recoveryLeft: left.length };
      }
    }
    return { ok: false };
  });
}

export async function disableSecondFactor(db: Db, owner: FactorOwner): Promise<void> {
  await db.delete(secondFactors).where(ownerWhere(owner));
}

export async function regenerateRecoveryCodes(db: Db, config: KeyConfig, owner: FactorOwner): Promise<string[]> {
  const codes = newRecoveryCodes();
  const updated = await db
    .update(secondFactors)
    .set({ recoveryHashes: codes.map((c) => hashRecoveryCode(config, c)) })
    .where(and(ownerWhere(owner), isNotNull(secondFactors.confirmedAt)))
    .returning({ id: secondFactors.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'La verifica in due passaggi non è attiva');
  return codes;
}

/** After the password: a token for the code's step, valid five minutes and five tries. */
export async function createChallenge(db: Db, owner: FactorOwner, now = new Date()): Promise<string> {
  const token = randomToken();
  await db
    .insert(loginChallenges)
    .values({ tokenHash: hashToken(token), ...owner, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return token;
}

export type Challenge = { tokenHash: string; owner: FactorOwner; attempts: number };

/** A live challenge counts one more try; null when unknown, expired or out of tries. */
export async function takeChallengeTry(db: Db, token: string, now = new Date()): Promise<Challenge | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) return null;
  const owner: FactorOwner = row.adminId ? { adminId: row.adminId } : { userId: row.userId! };
  return { tokenHash: row.tokenHash, owner, attempts: row.attempts };
}

export async function endChallenge(db: Db, tokenHash: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
}

/** For the accounts clean-up job. */
export async function deleteExpiredChallenges(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginChallenges)
    .where(lt(loginChallenges.expiresAt, now))
    .returning({ t: loginChallenges.tokenHash });
  return gone.length;
}
