export { action, loader } from './logout.server.ts';
