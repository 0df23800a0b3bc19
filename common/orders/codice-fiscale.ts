// Italian tax codes: 16 characters for people (with a check character) or 11 digits for
// companies and associations (with a Luhn-like check digit, the same as a VAT number).

const ODD: Record<string, number> = {};
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').forEach((ch, i) => {
  ODD[ch] = ODD_VALUES[i] as number;
});
'0123456789'.split('').forEach((ch, i) => {
  ODD[ch] = ODD_VALUES[i] as number;
});

function evenValue(ch: string): number {
  return /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
}

/** A person's 16-character code: shape (with omocodia letters) and check character. */
export function isValidPersonalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code))
    return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = code[i] as string;
    sum += i % 2 === 0 ? (ODD[ch] as number) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** An 11-digit code (partita IVA, or the codice fiscale of a company): check digit. */
export function isValidNumericCode(value: string): boolean {
  const code = value.trim();
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(code[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

export function isValidCodiceFiscale(value: string): boolean {
  return isValidPersonalCode(value) || isValidNumericCode(value);
}
