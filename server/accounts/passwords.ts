import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with 64 MiB and 3 passes: about 70 ms of CPU per hash or check on this
// machine (measured with `npm run bench -- argon2`, see docs/benchmarks.md), well
// under the 250 ms a login may cost.
// Algorithm.Argon2id is an ambient const enum (not importable as a value here): 2.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('cartella-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * Admin passwords guard the whole shop: at least 12 characters, letters and digits,
 * and not one of the obvious ones. Returns the reason in Italian, or null when fine.
 */
export function weakAdminPasswordReason(password: string, username = ''): string | null {
  if (password.length < 12) return 'La password deve essere di almeno 12 caratteri';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'La password deve contenere lettere e numeri';
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return 'La password non deve contenere il nome utente';
  if (/^(.)\1+$/.test(password) || /(password|admin|cartella|123456|qwerty)/.test(lower)) {
    return 'La password è troppo facile da indovinare';
  }
  return null;
}
