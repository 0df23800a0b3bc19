import { Hono } from 'hono';
import { z } from 'zod';
import { adminLoginInput } from '#common/accounts/validation.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { rateLimit } from '../ratelimit/limits.ts';
import { logRequestSecurityEvent } from '../security/log.ts';
import { AppError, errorBody } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { clientInfo, startBrowserSession } from './api.ts';
import { clearCookie, SESSION_COOKIE } from './cookies.ts';
import { requireAdmin } from './guards.ts';
import { loginAdmin } from './login.ts';
import { deleteSession, loadSession } from './sessions.ts';

export const verifyInput = z.object({ token: z.string().min(1).max(200) });

/** /api/admin/login, verify-token, logout and me (API.md "Accounts and access"). */
export function adminAuthApi() {
  const app = new Hono<AppEnv>();

  app.post('/admin/login', rateLimit('strict', 'admin-login'), async (c) => {
    const input = parseInput(adminLoginInput, await readJson(c));
    const result = await loginAdmin(c.var.services.db, input, clientInfo(c), c.var.services.config, {
      challenge: false,
      floor: c.var.services.loginFloor,
    });
    if (result.ok === 'second-factor') {
      // A program signs in with the code in the same call (decision 0028).
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Inserisci anche il codice della verifica in due passaggi (code)', {
        status: 401,
        fields: { code: 'Obbligatorio per questo account' },
      });
    }
    if (!result.ok) {
      await logRequestSecurityEvent(c, {
        level: 'warn',
        category: result.throttled ? 'RATE_LIMIT' : 'ADMIN',
        message: result.throttled ? result.error.message : 'Accesso amministratore non riuscito',
        data: { username: input.username },
      });
      throw result.error;
    }
    await startBrowserSession(c, result.session);
    await logRequestSecurityEvent(c, {
      level: result.via === 'recovery' ? 'warn' : 'info',
      category: 'ADMIN',
      message:
        result.via === 'recovery' ? 'Accesso amministratore con un codice di recupero' : 'Accesso amministratore',
      userId: result.admin.id,
      ...(result.via ? { data: { secondFactor: result.via, recoveryLeft: result.recoveryLeft } } : {}),
    });
    return c.json({
      success: true,
      token: result.session.token,
      user: { username: result.admin.username },
      csrfToken: result.session.csrfToken,
    });
  });

  app.post('/admin/verify-token', async (c) => {
    const { token } = parseInput(verifyInput, await readJson(c));
    const loaded = await loadSession(c.var.services.db, token, 'bearer');
    if (loaded?.session.kind !== 'admin') {
      return c.json(errorBody(new AppError('UNAUTHORIZED', 'Token non valido o scaduto')), 401);
    }
    return c.json({ success: true, user: { username: loaded.session.admin.username } });
  });

  app.get('/admin/me', requireAdmin, (c) => {
    const session = c.get('session');
    if (session?.kind !== 'admin') throw new Error('unreachable');
    return c.json({ success: true, user: { username: session.admin.username }, csrfToken: session.csrfToken });
  });

  app.post('/admin/logout', async (c) => {
    const session = c.get('session');
    if (session?.kind === 'admin') {
      await deleteSession(c.var.services.db, session.idHash);
      await logRequestSecurityEvent(c, { level: 'info', category: 'ADMIN', message: 'Uscita amministratore' });
    }
    if (session?.via !== 'bearer')
      c.header('Set-Cookie', clearCookie(SESSION_COOKIE, c.get('secureCookies')), { append: true });
    return c.json({ success: true });
  });

  return app;
}
