// Password length rules shared by the forms (hints, browser checks) and the server.

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

export const COMMON_PASSWORD = 'Questa password è tra le più usate: scegline una meno prevedibile';

let commonCheck: (password: string) => boolean = () => false;

/**
 * The list of common passwords lives on the server (server/accounts/common-passwords.ts,
 * installed at start by setupAccounts); every schema using newPasswordField checks it there.
 * In the browser the check is a no-op (the server answers).
 */
export function installCommonPasswordCheck(check: (password: string) => boolean): void {
  commonCheck = check;
}

export function isCommonPasswordHere(password: string): boolean {
  return commonCheck(password);
}
