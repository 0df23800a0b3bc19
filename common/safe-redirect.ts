const BASE = 'http://same-origin.invalid';

/**
 * Only same-origin relative paths are followed after a form or a sign-in; anything else
 * returns the fallback. Refused: absolute and protocol-relative addresses, backslashes (read
 * as slashes by browsers), whitespace and control characters (a tab or CR/LF in `/\t/evil`
 * would be dropped by the browser and leave `//evil`), and whatever the URL parser would
 * take to another origin. The answer is re-serialised by the URL parser, so it is safe in a
 * Location header.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\\s]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}
