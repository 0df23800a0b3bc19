import type { Marker, Person, Role, Shop } from './shops.ts';
import type { Change } from './snapshot.ts';

// What a caller may see and change, as the probe judges each answer and each write.

export type Caller = { person: Person; home: Shop };

const BACK_OFFICE: readonly Role[] = ['owner', 'staff'];

/**
 * Rows any visitor adds to a shop's data by using it: a comment or a like on its blog, and
 * the order counter a family's order advances (the order itself is the family's row).
 */
const PUBLIC_CONTRIBUTIONS = new Set(['blog_comments', 'blog_likes', 'blog_views', 'order_counters']);

/** The caller is the owner or staff of this shop. */
function runsShop(caller: Caller, shopKey: string): boolean {
  return caller.home.key === shopKey && BACK_OFFICE.includes(caller.person.role);
}

/**
 * Whether the caller may see a marker in an answer of `host`. A shop's public texts on its
 * own host; anything of a shop to the people who run it (API.md's "Bookshops" calls name the
 * shop in the path, so its owner reaches it from any address); a shop's public texts to its
 * own families anywhere (one login serves every shop: their data export lists their orders
 * there); a person's own data (their e-mail, their lists) to them.
 */
export function mayRead(marker: Marker, host: Shop, caller: Caller): boolean {
  if (marker.visibility === 'public' && (marker.shop === host.key || marker.shop === caller.home.key)) return true;
  if (runsShop(caller, marker.shop)) return true;
  return marker.person === caller.person.userId && (marker.anywhere === true || marker.shop === host.key);
}

/** The markers in an answer the caller must not see. */
export function leakedMarkers(body: string, markers: Marker[], host: Shop, caller: Caller): Marker[] {
  return markers.filter((m) => body.includes(m.value) && !mayRead(m, host, caller));
}

/**
 * A change is the caller's to make: their own rows, a shop's rows when they run it, and in
 * the host shop the rows of an account the call itself created (anyone may sign up).
 */
export function mayWrite(change: Change, host: Shop, caller: Caller, known: ReadonlySet<string>): boolean {
  const { row } = change;
  if (row.tenant === null) return row.person === caller.person.userId;
  if (row.tenant === caller.home.tenantId && runsShop(caller, caller.home.key)) return true;
  if (row.tenant !== host.tenantId) return false;
  if (change.kind === 'insert' && row.person !== null && !known.has(row.person)) return true;
  return row.person === caller.person.userId || PUBLIC_CONTRIBUTIONS.has(row.table);
}
