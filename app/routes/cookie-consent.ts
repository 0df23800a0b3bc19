export { action, loader } from './cookie-consent.server.ts';
