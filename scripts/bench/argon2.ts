import { hashPassword, verifyPassword } from '#server/accounts/passwords.ts';

/**
 * CPU and wall time of one password check (what a login costs) with the argon2id
 * parameters of server/accounts/passwords.ts. The budget is about 250 ms of CPU.
 */
export async function benchArgon2(): Promise<Record<string, unknown>> {
  const hash = await hashPassword('password-di-prova');
  const params = hash.split('$')[3];
  const runs = 20;
  // One warm-up run, then measured ones.
  await verifyPassword(hash, 'password-di-prova');
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await verifyPassword(hash, 'password-di-prova');
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = (performance.now() - started) / runs;
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
  return { params, runs, cpuMsPerCheck: Math.round(cpuMs * 10) / 10, wallMsPerCheck: Math.round(wallMs * 10) / 10 };
}
