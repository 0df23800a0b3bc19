import type { Shop } from './shops.ts';

// Valid-looking values for a JSON Schema of the OpenAPI document, filled with the ids of
// the shop the caller must not reach: a property or parameter named like an id gets that
// shop's id of the matching kind, everything else a plausible value. Unknown id names get
// every kind in turn (see `idCandidates`), so a new call is probed without a new rule here.

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};

export type IdKind =
  | 'tenant'
  | 'order'
  | 'orderItem'
  | 'product'
  | 'article'
  | 'articleSlug'
  | 'list'
  | 'user'
  | 'staffUser'
  | 'category'
  | 'supplier'
  | 'comment'
  | 'pickupPoint'
  | 'isbn';

/** The values of one kind of id of a shop (several where the API takes more than one form). */
export function idValues(shop: Shop, kind: IdKind): (string | number)[] {
  const { ids, people } = shop;
  switch (kind) {
    case 'tenant':
      return [shop.tenantId];
    case 'order':
      return [ids.orderId, ids.orderNumber];
    case 'orderItem':
      return [ids.orderItemId];
    case 'product':
      return [ids.productId];
    case 'article':
      return [ids.articleId];
    case 'articleSlug':
      return [ids.articleSlug];
    case 'list':
      return [ids.listId];
    case 'user':
      return [people.customer.userId, people.staff.userId, people.owner.userId];
    case 'staffUser':
      return [people.staff.userId];
    case 'category':
      return ids.categoryId === null ? [] : [ids.categoryId];
    case 'supplier':
      return ids.supplierId === null ? [] : [ids.supplierId];
    case 'comment':
      return ids.commentId === null ? [] : [ids.commentId];
    case 'pickupPoint':
      return [ids.pickupPointId];
    case 'isbn':
      return [ids.isbn];
  }
}

const ALL_KINDS: IdKind[] = [
  'tenant',
  'order',
  'orderItem',
  'product',
  'article',
  'list',
  'user',
  'category',
  'supplier',
  'comment',
  'pickupPoint',
];

/** The path segment before `{id}` names the thing (`/orders/{id}`, `/admin/users/{id}`). */
const SEGMENT_KINDS: Record<string, IdKind> = {
  tenants: 'tenant',
  orders: 'order',
  items: 'orderItem',
  products: 'product',
  favourites: 'product',
  articles: 'article',
  lists: 'list',
  users: 'user',
  staff: 'staffUser',
  categories: 'category',
  suppliers: 'supplier',
  comments: 'comment',
  books: 'isbn',
};

/** The kinds of id a parameter or property may hold: by its name, else by the path before it. */
export function idKindsFor(name: string, segmentBefore?: string): IdKind[] | null {
  const n = name.toLowerCase();
  if (n === 'tenantid') return ['tenant'];
  if (n === 'orderid') return ['order'];
  if (n === 'itemid' || n === 'itemids') return ['orderItem'];
  if (n === 'productid' || n === 'ids') return ['product'];
  if (n === 'articleid') return ['article'];
  if (n === 'slug') return ['articleSlug'];
  if (n === 'listid') return ['list'];
  if (n === 'userid') return segmentBefore === 'staff' ? ['staffUser'] : ['user'];
  if (n === 'pickuppointid') return ['pickupPoint'];
  if (n === 'isbn' || n === 'isbns') return ['isbn'];
  if (n === 'id' || n.endsWith('id')) {
    const kind = segmentBefore ? SEGMENT_KINDS[segmentBefore] : undefined;
    return kind ? [kind] : ALL_KINDS;
  }
  return null;
}

export type Filler = { shop: Shop; counter: { n: number } };

function pick(values: (string | number)[], fallback: string | number): string | number {
  return values[0] ?? fallback;
}

function sampleString(name: string, schema: JsonSchema, fill: Filler): string {
  const n = name.toLowerCase();
  const kinds = idKindsFor(name);
  if (kinds) {
    const value = pick(idValues(fill.shop, kinds[0]!), fill.shop.tenantId);
    return String(value);
  }
  if (schema.format === 'uuid') return fill.shop.tenantId;
  if (schema.format === 'email' || n.includes('email')) return `sonda-${++fill.counter.n}@example.com`;
  if (schema.format === 'uri' || n.includes('url')) return 'https://example.com/sonda.csv';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (n.includes('password')) return 'Sonda-Isolamento-2026';
  if (n === 'vatnumber' || n === 'partitaiva') return '01234567897';
  if (n === 'iban') return 'IT60X0542811101000000123456';
  if (n === 'domain') return `sonda-${++fill.counter.n}-${Date.now().toString(36)}`;
  if (n === 'idempotencykey') return `sonda-${++fill.counter.n}-${Date.now().toString(36)}`;
  if (n === 'telefono' || n === 'phone') return '+39 070 654321';
  if (n === 'cap' || n === 'postalcode') return '09124';
  if (n === 'provincia' || n === 'province') return 'CA';
  if (n === 'codicefiscale') return 'RSSMRA80A01B354S';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('acct_')) return 'acct_sondaisolamento';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return new Date().toISOString().slice(0, 10);
  if (pattern === '^[A-Za-z0-9]{10}$') return 'CAMM80001N';
  if (pattern === '^\\d$') return '5';
  if (pattern.startsWith('^-?\\d')) return '1';
  if (pattern.startsWith('^\\/')) return '/';
  if (pattern === '^[0-9A-Za-z-]+$') return String(idValues(fill.shop, 'isbn')[0]);
  if (pattern.includes('[A-Za-z0-9 -]')) return '123456';
  let text = 'Sonda isolamento';
  const min = schema.minLength ?? 0;
  while (text.length < min) text += ' sonda';
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

function sampleNumber(name: string, schema: JsonSchema, fill: Filler, integer: boolean): number {
  const kinds = idKindsFor(name);
  if (kinds) {
    for (const kind of kinds) {
      const value = idValues(fill.shop, kind).find((v) => typeof v === 'number');
      if (typeof value === 'number') return value;
    }
  }
  const n = name.toLowerCase();
  if (n === 'stelle') return 5;
  if (n === 'classe') return 2;
  let value = n === 'percentuale' ? 5 : 1;
  if (schema.minimum !== undefined && value < schema.minimum) value = schema.minimum;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) value = schema.exclusiveMinimum + 1;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.round(value) : value;
}

/** Of several alternatives, the one that carries an id (a product line over a book line). */
function chooseAlternative(options: JsonSchema[]): JsonSchema {
  const usable = options.filter((o) => o.type !== 'null');
  const withId = usable.find((o) => Object.keys(o.properties ?? {}).some((k) => idKindsFor(k)));
  return withId ?? usable[0] ?? options[0]!;
}

/**
 * A value for `schema`. `full`: every optional property too; otherwise only the required
 * ones (some calls refuse optional fields that do not go together).
 */
export function sample(schema: JsonSchema, name: string, fill: Filler, full: boolean): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return sample(chooseAlternative(alternatives), name, fill, full);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const idLike = idKindsFor(name);
  let type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  // `["string", "number"]` for an id: the number when the shop's id of that kind is one.
  if (types.includes('number') && idLike?.some((k) => idValues(fill.shop, k).some((v) => typeof v === 'number')))
    type = 'number';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (!full && !required.has(key)) continue;
        out[key] = sample(prop, key, fill, full);
      }
      if (full && 'confirmPassword' in out) out.confirmPassword = out.password;
      return out;
    }
    case 'array': {
      const kinds = idKindsFor(name);
      if (kinds) {
        const values = kinds.flatMap((k) => idValues(fill.shop, k));
        if (values.length) return values.slice(0, Math.max(1, schema.minItems ?? 1));
      }
      return [sample(schema.items ?? { type: 'string' }, name, fill, full)];
    }
    case 'integer':
      return sampleNumber(name, schema, fill, true);
    case 'number':
      return sampleNumber(name, schema, fill, false);
    case 'boolean':
      return true;
    default:
      return sampleString(name, schema, fill);
  }
}
