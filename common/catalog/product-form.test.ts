import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { productFormInput } from './validation.ts';

/** The product dialog's fields as a browser posts them. */
function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

const valid = {
  nome: 'Righello flessibile 20 cm',
  categoria: 'Geometria',
  fornitore: 'AliExpress',
  prezzoOriginale: '2,00',
  margine: '25',
  sconto: '10',
  pezzi_disponibili: '999',
  pezzi_singolo_acquisto: '1',
  'immagini[0]': '',
  active: 'on',
  tags: 'Nuovo, flessibile',
};

describe('product form schema (the dialog in the browser and the route action)', () => {
  it('reads a posted form: comma decimals, unticked box false, empty image rows dropped', () => {
    const submission = parseWithZod(formOf(valid), { schema: productFormInput });
    expect(submission.status === 'success' ? {} : submission.error).toEqual({});
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ prezzoOriginale: 2, margine: 25, sconto: 10, active: true });
    expect(submission.value.disponibile).toBe(false);
    expect(submission.value.immagini).toEqual([]);
    expect(submission.value.urlAliexpress).toBeNull();
    expect(submission.value.tags).toEqual(['nuovo', 'flessibile']);
  });

  it('refuses what the server refuses: the 100,000 € cap and a supplier link that is not https', () => {
    const submission = parseWithZod(
      formOf({ ...valid, prezzoOriginale: '100000,01', urlAliexpress: 'http://example.com/x' }),
      { schema: productFormInput },
    );
    expect(submission.status).toBe('error');
    expect((submission.status === 'error' ? submission.error : null)?.prezzoOriginale).toEqual([
      'Il prezzo è troppo alto',
    ]);
    expect((submission.status === 'error' ? submission.error : null)?.urlAliexpress).toEqual([
      'Il link del fornitore deve iniziare con https://',
    ]);
  });

  it('names the missing fields in Italian', () => {
    const submission = parseWithZod(formOf({ ...valid, nome: '', categoria: '' }), { schema: productFormInput });
    expect((submission.status === 'error' ? submission.error : null)?.nome).toEqual(['Il nome è obbligatorio']);
    expect((submission.status === 'error' ? submission.error : null)?.categoria).toEqual([
      'La categoria è obbligatoria',
    ]);
  });
});
