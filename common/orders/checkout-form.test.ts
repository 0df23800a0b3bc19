import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { checkoutFormInput } from './validation.ts';

/** The checkout page's fields as a browser posts them (names are the API's paths). */
function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

const pickup = {
  idempotencyKey: 'chiave-di-prova-123',
  'contatto.nome': 'Giulia Rossi',
  'contatto.email': 'giulia@example.com',
  'contatto.telefono': '',
  shippingMethod: 'pickup',
  pickupPointId: '3',
  paymentMethod: 'ritiro',
  // The box follows an empty hidden value, so the name is posted ticked or not.
  acceptTerms: ['', 'on'],
};

const parse = (values: Record<string, string | string[]>) =>
  parseWithZod(formOf(values), { schema: checkoutFormInput, disableAutoCoercion: true });

describe('checkout form schema (the page in the browser, then POST /api/checkout)', () => {
  it('reads the posted form into the API body: nested paths, the terms box, an empty phone', () => {
    const submission = parse(pickup);
    expect(submission.status === 'success' ? null : submission.error).toBeNull();
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      shippingMethod: 'pickup',
      pickupPointId: 3,
      acceptTerms: true,
      contatto: { nome: 'Giulia Rossi', email: 'giulia@example.com', telefono: '' },
    });
    expect(submission.payload).toMatchObject({ contatto: { nome: 'Giulia Rossi' }, pickupPointId: '3' });
  });

  it('puts each problem on its field path, as the server does', () => {
    const submission = parse({
      ...pickup,
      shippingMethod: 'standard',
      paymentMethod: 'bonifico',
      acceptTerms: '',
      'shippingAddress.nome': 'Giulia Rossi',
      'shippingAddress.indirizzo': 'Via Roma 1',
      'shippingAddress.citta': 'Cagliari',
      'shippingAddress.cap': '0912',
      'shippingAddress.provincia': 'ZZ',
      'shippingAddress.telefono': '070 123456',
    });
    const errors = submission.status === 'error' ? submission.error : null;
    expect(errors?.acceptTerms).toEqual(['Per ordinare devi accettare le condizioni di vendita']);
    expect(errors?.['shippingAddress.cap']).toEqual(['Il CAP è di 5 cifre']);
    expect(errors?.['shippingAddress.provincia']).toEqual(['Sigla di provincia non valida (es. CA, MI, RM)']);
  });

  it('asks for an address when the parcel is shipped', () => {
    const submission = parse({ ...pickup, shippingMethod: 'standard', paymentMethod: 'bonifico' });
    expect(submission.status === 'error' ? submission.error?.shippingAddress : null).toEqual([
      'Inserisci l’indirizzo di spedizione',
    ]);
  });
});
