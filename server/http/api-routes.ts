import { Hono } from 'hono';
import { analyticsApi } from '../analytics/api.ts';
import type { AppEnv } from '../context.ts';

/** Every domain's /api routes, mounted under /api. Add a domain's router here. */
export function apiRoutes() {
  const api = new Hono<AppEnv>();
  api.route('/', analyticsApi());
  return api;
}
