// Password length rules shared by the forms (hints, browser checks) and the server.

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
