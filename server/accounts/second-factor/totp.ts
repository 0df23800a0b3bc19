import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// TOTP codes as authenticator apps make them (RFC 6238: SHA-1, 6 digits, 30 seconds).

const PERIOD = 30;

function totp(secretBase32: string, label = 'back office', issuer = 'Cartella') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code carries, and the QR code itself as SVG markup. */
export async function enrolmentQr(secretBase32: string, label: string, issuer: string) {
  const uri = totp(secretBase32, label, issuer).toString();
  // Loaded when someone enrols (about 14 MB of the process's memory otherwise: decision 0033).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, svg };
}

/** The code's time step when it is valid now (one step of clock drift either way), else null. */
export function totpStep(secretBase32: string, code: string, now = new Date()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** For tests and for nothing else: the code an app would show at `now`. */
export function totpCode(secretBase32: string, now = new Date()): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** Ten recovery codes like `K7QM-2XWD-P9TA` (60 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}
