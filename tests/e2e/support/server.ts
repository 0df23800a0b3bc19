import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './auth.ts';
import { startContractProxy } from './contract-proxy.ts';

export type RunningServer = {
  url: string;
  pid: number;
  dataDir: string;
  stop: () => Promise<void>;
  output: () => string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A seller identity for production test servers without demo data (not the demo's placeholder). */
export const E2E_SELLER = {
  SHOP_LEGAL_NAME: 'Libreria di Prova E2E S.r.l.',
  SHOP_VAT_NUMBER: 'IT01234567897',
  SHOP_IBAN: 'IT02L1234512345123456789012',
};

/**
 * Starts the built server (node server/start.js) with a temporary data folder, behind a
 * validating proxy on the public port: every /api answer the journeys receive is checked
 * against /api/openapi.json, and `stop()` fails with the first one that does not follow it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    keepData?: boolean;
    /** V8 flags for the server's node (the memory benchmark passes those of `npm run serve`). */
    nodeArgs?: string[];
    /**
     * false: the server listens on the public port itself, without the validating proxy
     * (throughput benchmarks: the proxy is one more HTTP hop inside the load generator).
     */
    contractProxy?: boolean;
  } = {},
): Promise<RunningServer> {
  if (!existsSync(path.resolve('build/server/index.js'))) {
    throw new Error('No build found: run "npm run build" first (npm test does it).');
  }
  const port = await freePort();
  const proxied = options.contractProxy ?? true;
  const internalPort = proxied ? await freePort() : port;
  const proxy = proxied ? await startContractProxy(port, internalPort) : null;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'cartella-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(internalPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS_RELAXED: 'true',
      ADMIN_USERNAME: E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production refuses the demo's placeholder seller outside demo mode (issue 19): a
      // non-demo test server gets an identity of its own.
      ...(env.DEMO_DATA === 'false' ? E2E_SELLER : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await proxy?.close();
      throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    }
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    // Not left running (and holding its port and data folder) behind the failed start.
    child.kill('SIGKILL');
    await proxy?.close();
    throw new Error(`server did not start in time:\n${output}`);
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // unref: a pending timer would keep the test runner alive after the server exited.
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
      if (!proxy) return;
      await proxy.close();
      if (proxy.violations.length > 0) {
        throw new Error(
          `API answers that do not follow /api/openapi.json (${proxy.violations.length}); the first:\n${proxy.violations[0]}`,
        );
      }
    },
  };
}
