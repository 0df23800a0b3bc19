// What the browser checks on a form's fields before the server sees them (decision 0037): the
// native constraint attributes and the schema's own messages for each, derived on the server
// from the zod schema the action validates with (app/components/ui/form-rules.server.ts) and
// sent with the page's data, so the browser validates without zod.

/** One field's rule; only what the schema imposes is present. */
export type FieldRule = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** An HTML `pattern` (matched whole, compiled with the `v` flag). */
  pattern?: string;
  /** The schema's message for an empty field, a text too short or too long, a value of the wrong form. */
  messages: { missing?: string; tooShort?: string; tooLong?: string; invalid?: string };
};

/** Rules by field name (`contatto.email`; a list's items as `immagini[]`). */
export type FormRules = Record<string, FieldRule>;

/** The rule of a field, a list item's (`immagini[2]`) read from its list's (`immagini[]`). */
export function ruleOf(rules: FormRules, name: string): FieldRule | undefined {
  return rules[name] ?? rules[name.replace(/\[\d+\]/g, '[]')];
}
