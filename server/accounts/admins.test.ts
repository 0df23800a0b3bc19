import { expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { describeEachDatabase, useTestDatabase } from '../test/database.ts';
import { countAdmins, createAdmin, ensureInitialAdmin, findAdminByUsername } from './admins.ts';
import { weakAdminPasswordReason } from './passwords.ts';

it('refuses weak admin passwords', () => {
  expect(weakAdminPasswordReason('corta1')).toBe('La password deve essere di almeno 12 caratteri');
  expect(weakAdminPasswordReason('solamentelettere')).toBe('La password deve contenere lettere e numeri');
  expect(weakAdminPasswordReason('password12345')).toBe('La password è troppo facile da indovinare');
  expect(weakAdminPasswordReason('mario-rossi-2026', 'mario-rossi')).toBe(
    'La password non deve contenere il nome utente',
  );
  expect(weakAdminPasswordReason('Quaderno-Verde-2026')).toBeNull();
});

describeEachDatabase('admin accounts', (kind) => {
  const database = useTestDatabase(kind);

  it('creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD only when none exists', async () => {
    const { db } = database();
    const config = { NODE_ENV: 'test' as const, ADMIN_USERNAME: 'capo', ADMIN_PASSWORD: 'Quaderno-Verde-2026' };
    await expect(ensureInitialAdmin(db, { ...config, ADMIN_PASSWORD: undefined })).resolves.toBeNull();
    expect(await countAdmins(db)).toBe(0);
    const created = await ensureInitialAdmin(db, config);
    expect(created?.username).toBe('capo');
    expect(created?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    await expect(ensureInitialAdmin(db, { ...config, ADMIN_USERNAME: 'altro' })).resolves.toBeNull();
    expect(await countAdmins(db)).toBe(1);
    expect((await findAdminByUsername(db, 'CAPO'))?.id).toBe(created?.id);
  });

  it('stops the start on a weak ADMIN_PASSWORD', async () => {
    const fresh = database();
    await fresh.exec('DELETE FROM admins');
    await expect(
      ensureInitialAdmin(fresh.db, { NODE_ENV: 'test', ADMIN_USERNAME: 'capo', ADMIN_PASSWORD: 'admin' }),
    ).rejects.toBeInstanceOf(ConfigError);
  });

  it('usernames are unique regardless of case', async () => {
    const { db } = database();
    await createAdmin(db, { username: 'Redazione', password: 'x' }, { allowWeak: true });
    await expect(createAdmin(db, { username: 'redazione', password: 'x' }, { allowWeak: true })).rejects.toThrow(
      'Esiste già un amministratore con questo nome utente',
    );
  });
});
