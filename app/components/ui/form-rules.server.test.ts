import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '#common/zod-locale.ts';
import { productFormInput } from '#common/catalog/validation.ts';
import { type FieldRule, type FormRules, ruleOf } from '#common/forms/rules.ts';
import { checkoutFormInput } from '#common/orders/validation.ts';
import { guestCheckoutExtras } from '#server/orders/guest.ts';
import { formRules } from './form-rules.server.ts';

// The browser's checks derived from the schemas the server validates with (decision 0037).

/** What a browser decides about `value` in a control carrying `rule` (constraint validation). */
function nativeProblem(rule: FieldRule | undefined, value: string): keyof FieldRule['messages'] | null {
  if (!rule) return null;
  if (value === '') return rule.required ? 'missing' : null;
  if (rule.minLength && value.length < rule.minLength) return 'tooShort';
  if (rule.maxLength && value.length > rule.maxLength) return 'tooLong';
  if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`, 'v').test(value)) return 'invalid';
  return null;
}

/** The browser's message for `value`, or null when it lets it through. */
const browserSays = (rules: FormRules, name: string, value: string) => {
  const rule = ruleOf(rules, name);
  const problem = nativeProblem(rule, value);
  return problem ? (rule?.messages[problem] ?? problem) : null;
};

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

const checkout = { schema: checkoutFormInput, disableAutoCoercion: true };
const customer = formRules(checkout);
const guest = formRules(checkout, { schema: guestCheckoutExtras.pick({ contatto: true }), disableAutoCoercion: true });
const product = formRules({ schema: productFormInput });

const validCheckout = {
  idempotencyKey: 'chiave-di-prova-1234567890',
  'contatto.nome': 'Giulia Rossi',
  'contatto.email': 'giulia.rossi+scuola@example.com',
  'contatto.telefono': '+39 070 123456',
  shippingMethod: 'standard',
  paymentMethod: 'bonifico',
  acceptTerms: ['', 'on'],
  'shippingAddress.nome': 'Giulia Rossi',
  'shippingAddress.indirizzo': 'Via Roma 1',
  'shippingAddress.citta': 'Cagliari',
  'shippingAddress.cap': '09124',
  'shippingAddress.provincia': 'ca',
  'shippingAddress.telefono': '070/123.456',
  'fatturazione.tipo': 'privato',
  'fatturazione.nome': 'Giulia Rossi',
  'fatturazione.codiceFiscale': 'rssmra85t10a562s',
  'fatturazione.indirizzo': 'Via Roma 1, 09124 Cagliari',
  'fatturazione.codiceDestinatario': '',
  'fatturazione.pec': '',
  'fatturazione.partitaIva': '',
};

const validProduct = {
  nome: 'Righello flessibile 20 cm',
  descrizione: '',
  categoria: 'Geometria',
  fornitore: 'AliExpress',
  prezzoOriginale: '2,50',
  margine: '25',
  sconto: '0',
  pezzi_disponibili: '999',
  pezzi_singolo_acquisto: '1',
  fornitoreProductId: '',
  urlAliexpress: 'https://example.com/righello',
  'immagini[0]': '/demo/products/geometria-verde-1.svg',
  'immagini[1]': '',
  tags: 'nuovo, flessibile',
  active: 'on',
};

describe('formRules', () => {
  it('never has the browser refuse a form the server accepts', () => {
    const cases = [
      [customer, validCheckout, checkout],
      [guest, validCheckout, checkout],
      [product, validProduct, { schema: productFormInput }],
    ] as const;
    for (const [rules, values, { schema, ...options }] of cases) {
      const submission = parseWithZod(formOf(values), { schema, ...options });
      expect(submission.status === 'success' ? {} : submission.error).toEqual({});
      for (const [name, value] of Object.entries(values))
        for (const v of [value].flat().filter(Boolean)) expect(browserSays(rules, name, v), `${name}=${v}`).toBeNull();
    }
  });

  it('gives the checkout’s fields the schema’s constraints and its messages', () => {
    expect(ruleOf(customer, 'contatto.nome')).toMatchObject({
      required: true,
      maxLength: 120,
      messages: { missing: 'Nome: campo obbligatorio', tooLong: 'Nome: al massimo 120 caratteri' },
    });
    expect(browserSays(customer, 'shippingAddress.cap', '091')).toBe('Il CAP è di 5 cifre');
    expect(browserSays(customer, 'shippingAddress.cap', '')).toBe('Il CAP è di 5 cifre');
    // Any case, as the server takes it (each letter spelled both ways); only the real codes.
    for (const code of ['CA', 'ca', 'Mi']) expect(browserSays(customer, 'shippingAddress.provincia', code)).toBeNull();
    expect(browserSays(customer, 'shippingAddress.provincia', 'ZZ')).toBe(
      'Sigla di provincia non valida (es. CA, MI, RM)',
    );
    expect(browserSays(customer, 'contatto.email', 'giulia@example')).toBe('E-mail non valida');
    expect(browserSays(customer, 'acceptTerms', '')).toBe('Per ordinare devi accettare le condizioni di vendita');
    // A customer's phone may be left empty; a wrong one reads as such.
    expect(browserSays(customer, 'contatto.telefono', '')).toBeNull();
    expect(browserSays(customer, 'contatto.telefono', 'abc')).toBe('Numero di telefono non valido');
    // What only the server can tell (a tax code's check character) is left to it.
    expect(ruleOf(customer, 'fatturazione.codiceFiscale')?.pattern).toBeUndefined();
  });

  it('asks of a guest also what the API asks of guests', () => {
    expect(browserSays(guest, 'contatto.telefono', '')).toBe(
      'Telefono: campo obbligatorio (lo usiamo solo per questo ordine)',
    );
    expect(browserSays(guest, 'contatto.telefono', 'abc')).toBe('Numero di telefono non valido');
    expect(browserSays(guest, 'contatto.nome', 'G')).toBe('Scrivi nome e cognome');
    expect(browserSays(guest, 'contatto.email', 'giulia@example.com')).toBeNull();
  });

  it('gives the product form’s fields the schema’s constraints and its messages', () => {
    expect(browserSays(product, 'nome', '')).toBe('Il nome è obbligatorio');
    expect(browserSays(product, 'prezzoOriginale', '12,555')).toBe(
      'Inserisci un prezzo valido, con al massimo due decimali',
    );
    expect(browserSays(product, 'margine', '-5')).toBe('Il margine va da 0 a 1000 %');
    expect(browserSays(product, 'sconto', 'dieci')).toBe('Lo sconto deve essere tra 0 e 100');
    // Empty numbers take the schema's defaults; an empty image row is dropped.
    expect(browserSays(product, 'margine', '')).toBeNull();
    expect(browserSays(product, 'immagini[3]', '')).toBeNull();
    expect(ruleOf(product, 'urlAliexpress')?.messages.invalid).toBe('Il link del fornitore deve iniziare con https://');
  });

  it('drops a pattern that would refuse a text the schema accepts', () => {
    // The schema takes a number or a text: "1.5" passes as a number, the text's pattern refuses it.
    const schema = z.object({ quota: z.union([z.number(), z.string().regex(/^[a-z]+$/)]) });
    expect(ruleOf(formRules({ schema }), 'quota')?.pattern).toBeUndefined();
  });

  it('writes every pattern so that the browser can compile it', () => {
    for (const rules of [customer, guest, product])
      for (const [name, rule] of Object.entries(rules))
        if (rule.pattern) expect(() => new RegExp(`^(?:${rule.pattern})$`, 'v'), name).not.toThrow();
  });
});
