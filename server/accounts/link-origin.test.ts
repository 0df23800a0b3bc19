import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { registerCustomer } from '../test/auth.ts';
import { describeEachDatabase } from '../test/database.ts';
import { startSmtpSink } from '../test/smtp.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

describeEachDatabase('absolute links never come from the request Host', (kind) => {
  // No PUBLIC_URL (development, tests): links go to http://localhost:PORT, not to the Host.
  const app = useTestApp(kind, { SMTP_URL: smtp.url, PORT: '4123' });

  it('a forged Host does not reach the password-reset link', async () => {
    const customer = await registerCustomer(app());
    const res = await app().request('/api/auth/password-reset', {
      method: 'POST',
      host: 'attacker.example',
      json: { email: customer.email },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(customer.email));
    expect(mail.text).not.toContain('attacker.example');
    expect(mail.text).toContain('http://localhost:4123/auth/reset-password?token=');
  });
});
