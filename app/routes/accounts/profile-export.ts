export { loader } from './profile-export.server.ts';
