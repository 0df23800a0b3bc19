import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SELLER, startServer } from './support/server.ts';

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['server/start.js'], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...E2E_SELLER, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('server start', () => {
  it('stops with a message naming a bad environment variable', () => {
    const result = start({ PORT: 'tremila' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Configurazione non valida/);
    expect(result.stderr).toMatch(/PORT="tremila"/);
  });

  it('stops with a message naming a data folder that cannot be written', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bad-'));
    const file = path.join(dir, 'file');
    writeFileSync(file, 'x');
    const result = start({ DATA_DIR: file, PORT: '0' });
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/non è scrivibile/);
    expect(result.stderr).toContain(file);
  });

  it('stops with a message when PostgreSQL cannot be reached', () => {
    const result = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Impossibile raggiungere il database/);
  });

  it('refuses to start in production with the demo’s placeholder seller, unless it is the demo', async () => {
    const placeholder = {
      SHOP_LEGAL_NAME: '',
      SHOP_VAT_NUMBER: '',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      PORT: '0',
    };
    const result = start(placeholder);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Avvio interrotto/);
    expect(result.stderr).toMatch(/ragione sociale e la partita IVA reali/);
    expect(result.stderr).toMatch(/DEMO_DATA=true/);
    // The demo starts with it and says so in the footer.
    const demo = await startServer({ DEMO_DATA: 'true', SHOP_LEGAL_NAME: '', SHOP_VAT_NUMBER: '' });
    try {
      const html = await (await fetch(`${demo.url}/`)).text();
      expect(html).toContain('Negozio dimostrativo');
      expect(html).toContain('società di esempio');
    } finally {
      await demo.stop();
    }
    // A real shop does not carry the mark.
    const real = await startServer({ DEMO_DATA: 'false' });
    try {
      const html = await (await fetch(`${real.url}/`)).text();
      expect(html).not.toContain('Negozio dimostrativo');
      expect(html).toContain(E2E_SELLER.SHOP_LEGAL_NAME);
    } finally {
      await real.stop();
    }
  });

  it('serves hashed assets with long-lived cache headers, and shuts down gracefully', async () => {
    const server = await startServer({ DEMO_DATA: 'false' });
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeDefined();
      const res = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding')).toBe('br');
      // A stale Content-Length would make browsers wait for bytes that never come.
      expect(res.headers.get('content-length')).toBeNull();
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
