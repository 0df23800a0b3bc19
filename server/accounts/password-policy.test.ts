import { expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { registerCustomer, uniqueSuffix } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { isCommonPassword } from './common-passwords.ts';

it('the shipped list knows the usual long passwords', () => {
  expect(isCommonPassword('1234567890')).toBe(true);
  expect(isCommonPassword('Password123')).toBe(true);
  expect(isCommonPassword('quaderno-verde-sul-banco')).toBe(false);
});

describeEachDatabase('password policy', (kind) => {
  const app = useTestApp(kind);
  const register = (password: string) =>
    app().request('/api/auth/register', {
      method: 'POST',
      json: { name: 'Prova', email: `pw-${uniqueSuffix()}@example.com`, password },
    });

  it('refuses passwords under 10 characters and common ones, with the API error format', async () => {
    for (const [password, message] of [
      ['123456', 'La password deve essere di almeno 10 caratteri'],
      ['qwertyuiop', 'Questa password è tra le più usate: scegline una meno prevedibile'],
    ] as const) {
      const res = await register(password);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION', fields: { password: message } });
    }
    expect((await register('quaderno-verde-sul-banco')).status).toBe(201);
  });
});

describeEachDatabase('profile address rules', (kind) => {
  const app = useTestApp(kind);

  it('PUT /api/auth/profile checks CAP and province like the checkout', async () => {
    const customer = await registerCustomer(app());
    const put = (json: unknown) =>
      app().request('/api/auth/profile', { method: 'PUT', json, headers: customer.headers });
    const bad = await put({ postalCode: 'abc', province: 'Cagliari' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { postalCode: 'Il CAP è di 5 cifre', province: 'Sigla di provincia non valida (es. CA, MI, RM)' },
    });
    const good = await put({ postalCode: '09124', province: 'ca' });
    expect(good.status).toBe(200);
    expect((await good.json()).user).toMatchObject({ postalCode: '09124', province: 'CA' });
    expect((await put({ postalCode: '', province: '' })).status).toBe(200);
  });
});
