// Shop address rules both the registration form and the server check.

/** Sub-domain labels no bookshop may take. */
export const RESERVED_SLUGS = new Set([
  'www',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'cartella',
  'cdn',
  'dashboard',
  'default',
  'dev',
  'ftp',
  'help',
  'imap',
  'login',
  'mail',
  'news',
  'pop',
  'root',
  'shop',
  'smtp',
  'static',
  'staging',
  'status',
  'support',
  'test',
  'webmail',
]);

/** Lower-case letters, digits and hyphens, 3-63 characters, no hyphen at either end. */
export const SLUG_PATTERN = /^(?=.{3,63}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An address from a shop's name, as "Registra libreria" proposes it ("Libreria Né & Co." → "libreria-ne-co"). */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
