import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { OMNIBUS_WINDOW_MS } from '#common/catalog/pricing.ts';
import { productPriceHistory } from './schema.ts';

const windowHours = OMNIBUS_WINDOW_MS / 3_600_000;

/**
 * The Omnibus reference of the product whose id is `productId`, as a scalar subquery read
 * in the same statement as the product: the SQL twin of `lowest30DayPrice` (common/catalog/
 * pricing.ts), so a list costs no second round trip. Over the product's history ordered by
 * (changed_at, id), the newest entry is the current price; each earlier price counts when it
 * stayed in force for some time (its successor is later than it) and ended inside the 30 days
 * before the current price took effect. None counts → the current price; no history → null.
 * The window is in hours, not days, so a daylight-saving change does not stretch it.
 */
export function lowest30DaySql(productId: AnyColumn): SQL<number | null> {
  const h = productPriceHistory;
  return sql<number | null>`(
    select coalesce(
      min(t.price_cents) filter (where t.next_at > t.last_at - make_interval(hours => ${sql.raw(String(windowHours))})
                                   and t.next_at <> t.changed_at),
      (array_agg(t.price_cents order by t.changed_at desc, t.id desc))[1])
    from (
      select ${h.id} as id, ${h.priceCents} as price_cents, ${h.changedAt} as changed_at,
        lead(${h.changedAt}) over (order by ${h.changedAt}, ${h.id}) as next_at,
        max(${h.changedAt}) over () as last_at
      from ${h}
      where ${h.productId} = ${productId}
    ) t
  )`;
}
