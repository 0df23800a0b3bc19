import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { createAdminStats } from './stats.ts';

it('a counter nobody registered has no number', async () => {
  const stats = createAdminStats();
  stats.register({ key: 'totalOrders', count: async () => 7 });
  // biome-ignore lint/suspicious/noExplicitAny: the registry does not use services in this test
  const values = await stats.overview({} as any);
  expect(values).toEqual([
    { key: 'activeProducts', label: 'Prodotti attivi', value: null },
    { key: 'registeredUsers', label: 'Utenti registrati', value: null },
    { key: 'totalOrders', label: 'Ordini totali', value: 7 },
  ]);
  expect(() => stats.register({ key: 'totalOrders', count: async () => 1 })).toThrow();
});

describeEachDatabase('admin overview counters', (kind) => {
  const app = useTestApp(kind);

  it('counts registered users for real', async () => {
    const { services } = app();
    const before = (await services.adminStats.overview(services)).find((s) => s.key === 'registeredUsers')!.value;
    await registerCustomer(app());
    await registerCustomer(app());
    const after = (await services.adminStats.overview(services)).find((s) => s.key === 'registeredUsers')!.value;
    expect(after).toBe((before ?? 0) + 2);
  });
});
