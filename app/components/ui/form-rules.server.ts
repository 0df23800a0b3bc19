import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { FieldRule, FormRules } from '#common/forms/rules.ts';
import { htmlPattern } from './html-pattern.server.ts';

// The browser's checks of a form, derived from the zod schema its action validates with
// (decision 0037): the page's loader sends them, the kit's useKitForm renders them as native
// constraint attributes and shows these messages, so no zod reaches the browser.
//
// - Whether a field is required, and every message, come from running the schema itself the
//   way the action does (Conform's parseWithZod on a posted form, with the same coercion) on
//   a value that breaks one constraint: the browser says what the server would say.
// - Lengths and patterns come from the field's text schema (its zod checks). A pattern is kept
//   only if, on sample texts, it refuses nothing the schema accepts.

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The schema a field's value goes through next, when `def` only wraps or reshapes one. */
function innerOf(def: Def): Schema | undefined {
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType as Schema;
    case 'pipe': {
      // A form posts text: what it is checked with on its way in. A preprocess (a transform
      // first) only reshapes what it is given: the schema after it names the fields.
      const input = def.in as Schema;
      return defOf(input).type === 'transform' ? (def.out as Schema) : input;
    }
    case 'union': {
      // A text field of `text | ""` or `number | text` is the text's; literals, numbers and
      // booleans take no text constraint of their own.
      const texts = (def.options as Schema[]).filter((o) => !['literal', 'number', 'boolean'].includes(defOf(o).type));
      return texts.length === 1 ? texts[0] : undefined;
    }
    default:
      return undefined;
  }
}

/** Each field's name and the text schemas (zero or more) its value goes through. */
function fieldsOf(schema: Schema, name: string, out: Map<string, Schema[]>): void {
  const def = defOf(schema);
  const inner = innerOf(def);
  if (inner) fieldsOf(inner, name, out);
  else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, Schema>))
      fieldsOf(child, name ? `${name}.${key}` : key, out);
  } else if (name) {
    out.set(name, [...(out.get(name) ?? []), ...(def.type === 'string' ? [schema] : [])]);
    if (def.type === 'array') fieldsOf(def.element as Schema, `${name}[]`, out);
  }
}

/** One pattern that holds when all of `patterns` do (each matched whole, as an attribute is). */
const allOf = (patterns: string[]) =>
  patterns.length === 1
    ? patterns[0]!
    : `${patterns
        .slice(0, -1)
        .map((p) => `(?=(?:${p})$)`)
        .join('')}(?:${patterns.at(-1)})`;

type Limits = { minLength?: number; maxLength?: number; patterns: RegExp[] };

function limitsOf(texts: Schema[]): Limits {
  const limits: Limits = { patterns: [] };
  for (const text of texts) {
    const def = defOf(text);
    if (def.pattern instanceof RegExp) limits.patterns.push(def.pattern);
    for (const check of (def.checks as Schema[] | undefined) ?? []) {
      const c = defOf(check) as Def & { check?: string; minimum?: number; maximum?: number; length?: number };
      if (c.check === 'min_length' || c.check === 'length_equals') {
        const min = c.minimum ?? c.length ?? 0;
        limits.minLength = Math.max(limits.minLength ?? 0, min);
      }
      if (c.check === 'max_length' || c.check === 'length_equals') {
        const max = c.maximum ?? c.length ?? Number.POSITIVE_INFINITY;
        limits.maxLength = Math.min(limits.maxLength ?? Number.POSITIVE_INFINITY, max);
      }
      if (c.check === 'string_format' && c.pattern instanceof RegExp) limits.patterns.push(c.pattern);
    }
  }
  return limits;
}

/** A form with one field set: a list item's name gets an index. */
function formWith(name: string, value: string): FormData {
  const form = new FormData();
  form.append(name.replace(/\[\]/g, '[0]'), value);
  return form;
}

type Issue = { code: string; message: string };

/** A rule for one schema: the server's parse (with its coercion) on one field's value. */
function probeWith(schema: Schema, disableAutoCoercion: boolean) {
  return (name: string, value: string): Issue[] => {
    const submission = parseWithZod(formWith(name, value), {
      schema: schema as z.ZodType,
      disableAutoCoercion,
      formatError: (issues: z.core.$ZodIssue[]) => issues.map((i) => ({ code: i.code, message: i.message })),
    });
    if (submission.status !== 'error' || !submission.error) return [];
    return (submission.error[name.replace(/\[\]/g, '[0]')] as Issue[] | null | undefined) ?? [];
  };
}

/** Texts tried against a pattern: it must not refuse one of them that the schema takes. */
const SAMPLES = ['0', '1', '12', '1.5', '1,5', '-1', 'a', 'AB', 'ab', 'x@example.com', 'https://example.com/a'];
/** Texts that break a pattern, the first one that does is used to read its message. */
const BREAKERS = ['#', '0', 'x', '##########', '0000000000', 'xxxxxxxxxx'];

function ruleOf(name: string, texts: Schema[], probe: ReturnType<typeof probeWith>): FieldRule {
  const rule: FieldRule = { messages: {} };
  const missing = probe(name, '');
  if (missing.length > 0) {
    rule.required = true;
    rule.messages.missing = missing[0]!.message;
  }
  const limits = limitsOf(texts);
  const first = (issues: Issue[], code?: string) => issues.find((i) => !code || i.code === code)?.message;
  if (limits.minLength && limits.minLength > 1) {
    rule.minLength = limits.minLength;
    rule.messages.tooShort = first(probe(name, 'x'.repeat(limits.minLength - 1)), 'too_small');
  }
  if (limits.maxLength !== undefined && Number.isFinite(limits.maxLength)) {
    rule.maxLength = limits.maxLength;
    rule.messages.tooLong = first(probe(name, 'x'.repeat(limits.maxLength + 1)), 'too_big');
  }
  const patterns = limits.patterns.map(htmlPattern);
  if (patterns.length > 0 && patterns.every((p) => p !== undefined)) {
    const pattern = allOf(patterns as string[]);
    const matches = (text: string) => new RegExp(`^(?:${pattern})$`, 'v').test(text);
    const safe = SAMPLES.every((s) => matches(s) || probe(name, s).length > 0);
    const breaker = BREAKERS.find((b) => !matches(b));
    if (safe && breaker !== undefined) {
      rule.pattern = pattern;
      rule.messages.invalid = first(probe(name, breaker), 'invalid_format') ?? first(probe(name, breaker));
    }
  }
  // A value of the wrong form (an e-mail or link field's type): the schema's word for it.
  rule.messages.invalid ??= probe(name, 'x').find((i) => i.code !== 'too_small' && i.code !== 'too_big')?.message;
  for (const key of Object.keys(rule.messages) as (keyof FieldRule['messages'])[])
    if (rule.messages[key] === undefined) delete rule.messages[key];
  return rule;
}

/**
 * The browser's rules for a form validated by `schema` (parsed as the action parses it:
 * `disableAutoCoercion` when the action keeps texts as typed). With several schemas (a
 * posted form the server checks with more than one), a field takes the strictest of each.
 */
export function formRules(...forms: { schema: Schema; disableAutoCoercion?: boolean }[]): FormRules {
  const rules: FormRules = {};
  for (const { schema, disableAutoCoercion = false } of forms) {
    const probe = probeWith(schema, disableAutoCoercion);
    const fields = new Map<string, Schema[]>();
    fieldsOf(schema, '', fields);
    for (const [name, texts] of fields) {
      const next = ruleOf(name, texts, probe);
      const prev = rules[name];
      rules[name] = prev ? strictest(prev, next) : next;
    }
  }
  return rules;
}

/** Both rules at once: what either requires, the tighter lengths, both patterns. */
function strictest(a: FieldRule, b: FieldRule): FieldRule {
  const rule: FieldRule = { messages: { ...b.messages, ...a.messages } };
  if (a.required || b.required) {
    rule.required = true;
    rule.messages.missing = a.required ? a.messages.missing : b.messages.missing;
  }
  const minLength = Math.max(a.minLength ?? 0, b.minLength ?? 0);
  if (minLength > 1) {
    rule.minLength = minLength;
    rule.messages.tooShort = minLength === a.minLength ? a.messages.tooShort : b.messages.tooShort;
  }
  const maxLength = Math.min(a.maxLength ?? Number.POSITIVE_INFINITY, b.maxLength ?? Number.POSITIVE_INFINITY);
  if (Number.isFinite(maxLength)) {
    rule.maxLength = maxLength;
    rule.messages.tooLong = maxLength === a.maxLength ? a.messages.tooLong : b.messages.tooLong;
  }
  const patterns = [...new Set([a.pattern, b.pattern].filter((p) => p !== undefined))];
  if (patterns.length > 0) rule.pattern = allOf(patterns);
  for (const key of Object.keys(rule.messages) as (keyof FieldRule['messages'])[])
    if (rule.messages[key] === undefined) delete rule.messages[key];
  return rule;
}
