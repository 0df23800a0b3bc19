import { type Context, Hono } from 'hono';
import { listInput, listsImport } from '#common/lists/validation.ts';
import { requireCustomer } from '../accounts/guards.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../http/errors.ts';
import { unauthorized } from '../shared/errors.ts';
import { parseInput } from '../shared/validation.ts';
import { createList, deleteList, importLists, listsOf, updateList } from './lists.ts';

/** The signed-in family's user id (requireCustomer ran before). */
function userId(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (session?.kind !== 'customer') throw unauthorized('Accesso richiesto');
  return session.user.id;
}

/** API.md "Books and family lists": a signed-in family's lists, one per child. */
export function listsApi() {
  const app = new Hono<AppEnv>();

  app.get('/lists', requireCustomer, async (c) => {
    const lists = await listsOf(c.var.services.db, { userId: userId(c), tenantId: c.get('tenant').id });
    return c.json({ lists });
  });

  app.post('/lists', requireCustomer, async (c) => {
    const body = parseInput(listInput, await readJson(c));
    const list = await createList(c.var.services.db, { userId: userId(c), tenantId: c.get('tenant').id, input: body });
    return c.json({ list }, 201);
  });

  // Before /lists/:id: the browser's lists moved to the account at sign-in.
  app.post('/lists/import', requireCustomer, async (c) => {
    const body = parseInput(listsImport, await readJson(c));
    return c.json(
      await importLists(c.var.services.db, { userId: userId(c), tenantId: c.get('tenant').id, lists: body.lists }),
    );
  });

  app.put('/lists/:id', requireCustomer, async (c) => {
    const body = parseInput(listInput, await readJson(c));
    const list = await updateList(c.var.services.db, {
      userId: userId(c),
      tenantId: c.get('tenant').id,
      id: c.req.param('id'),
      input: body,
    });
    return c.json({ list });
  });

  app.delete('/lists/:id', requireCustomer, async (c) => {
    await deleteList(c.var.services.db, { userId: userId(c), id: c.req.param('id') });
    return c.json({ success: true });
  });

  return app;
}
