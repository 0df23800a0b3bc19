import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../shared/errors.ts';

// Keys for the second factor (decision 0028), derived from TOTP_ENCRYPTION_KEY with HKDF:
// one to encrypt TOTP secrets (AES-256-GCM), one to hash recovery codes (HMAC-SHA256), so a
// copy of the database alone reveals neither.

type KeyConfig = Pick<Config, 'TOTP_ENCRYPTION_KEY' | 'NODE_ENV' | 'DEMO_DATA'>;
const DEVELOPMENT_KEY = 'cartella-development-only-totp-key-not-for-production';

export const KEY_MISSING_MESSAGE =
  'La verifica in due passaggi non è disponibile: manca TOTP_ENCRYPTION_KEY nella configurazione del server';

function masterKey(config: KeyConfig): string {
  if (config.TOTP_ENCRYPTION_KEY) return config.TOTP_ENCRYPTION_KEY;
  if (config.NODE_ENV !== 'production' || config.DEMO_DATA) return DEVELOPMENT_KEY;
  throw new AppError('RULE_BROKEN', KEY_MISSING_MESSAGE, { status: 503 });
}

export function secondFactorAvailable(config: KeyConfig): boolean {
  return Boolean(config.TOTP_ENCRYPTION_KEY) || config.NODE_ENV !== 'production' || config.DEMO_DATA;
}

function derive(config: KeyConfig, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey(config), 'cartella', purpose, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(config: KeyConfig, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(config, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(config: KeyConfig, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('second factor secret in an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', derive(config, 'totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are compared by keyed hash, without case, spaces or dashes. */
export function hashRecoveryCode(config: KeyConfig, code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHmac('sha256', derive(config, 'recovery-code')).update(normal).digest('base64url');
}
