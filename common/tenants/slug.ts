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
