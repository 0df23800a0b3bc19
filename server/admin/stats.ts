import type { AppServices } from '../context.ts';

/**
 * The back office's "quick overview" counters. Each domain registers the counter it owns
 * (catalogue: active products, accounts: registered users, orders: total orders); a
 * counter nobody registered is shown without a number rather than a made-up 0.
 */
export const OVERVIEW_STATS = [
  { key: 'activeProducts', label: 'Prodotti attivi' },
  { key: 'registeredUsers', label: 'Utenti registrati' },
  { key: 'totalOrders', label: 'Ordini totali' },
] as const;

export type OverviewStatKey = (typeof OVERVIEW_STATS)[number]['key'];

export type AdminStatSource = {
  key: OverviewStatKey | (string & {});
  count: (services: AppServices) => Promise<number>;
};

export type AdminStatValue = { key: string; label: string; value: number | null };

export function createAdminStats() {
  const sources = new Map<string, AdminStatSource>();
  return {
    register(source: AdminStatSource) {
      if (sources.has(source.key)) throw new Error(`admin stat ${source.key} registered twice`);
      sources.set(source.key, source);
    },
    has: (key: string) => sources.has(key),
    /** The overview counters in their fixed order; null where no domain counts yet. */
    async overview(services: AppServices): Promise<AdminStatValue[]> {
      return Promise.all(
        OVERVIEW_STATS.map(async ({ key, label }) => {
          const source = sources.get(key);
          return { key, label, value: source ? await source.count(services) : null };
        }),
      );
    },
  };
}

export type AdminStatsRegistry = ReturnType<typeof createAdminStats>;
