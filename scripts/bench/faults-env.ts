import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable, type ReceivedMail } from '#server/test/smtp.ts';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '#tests/e2e/support/auth.ts';
import { freePort } from '#tests/e2e/support/server.ts';

// What the faults suite (scripts/bench/faults.ts) breaks: shop processes it can kill -9 and
// start again on the same port and data, and a PostgreSQL of its own it can restart. The
// machine's PostgreSQL service is never touched: other people's databases live there.

export type Shop = {
  url: string;
  port: number;
  dataDir: string;
  pid: () => number;
  /** kill -9: no shutdown hook runs, as when the machine or the container dies. */
  kill9: () => Promise<void>;
  /** A new process on the same port, folder and database. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  output: () => string;
  /** The exit code or signal of a process that ended by itself, else null. */
  exited: () => string | null;
};

export async function waitHealthy(url: string, child: ChildProcess, log: () => string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited early (${child.exitCode}):\n${log().slice(-3000)}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`shop did not answer /healthz in ${seconds} s:\n${log().slice(-3000)}`);
}

/** Starts `node server/start.js` (the production build) as its own process on a fixed port. */
export async function startShop(
  env: Record<string, string>,
  options: { dataDir?: string; port?: number } = {},
): Promise<Shop> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'cartella-faults-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let output = '';
  const launch = async () => {
    child = spawn(process.execPath, ['server/start.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMITS_RELAXED: 'true',
        ADMIN_USERNAME: E2E_ADMIN_USERNAME,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        PUBLIC_URL: url,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    await waitHealthy(url, child, () => output);
  };
  await launch();
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => c.once('exit', () => r()));
  return {
    url,
    port,
    dataDir,
    pid: () => child.pid ?? 0,
    output: () => output,
    exited: () => (child.exitCode !== null ? String(child.exitCode) : child.signalCode),
    kill9: async () => {
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
    restart: launch,
    stop: async () => {
      const done = exited(child);
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export type Postgres = {
  /** postgres:// address of the suite's database on this instance. */
  url: string;
  /** Restarts the instance; `immediate` is a crash (no checkpoint, every connection cut). */
  restart: (mode: 'fast' | 'immediate', downMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin');
  return path.join(root, versions[0], 'bin');
}

/**
 * A throw-away PostgreSQL instance (initdb in a temporary folder, its own port, trust
 * authentication on 127.0.0.1 only). PostgreSQL refuses to run as root: then its programs
 * run as the `postgres` system user, which owns the folder.
 */
export async function startOwnPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-faults-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir }).toString();
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    restart: async (mode, downMs = 0) => {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      start();
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export type SwitchableSmtp = {
  url: string;
  mails: ReceivedMail[];
  /** Stops listening: connections are refused, as when the mail server is down. */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
};

/** A local SMTP sink (as server/test/smtp.ts) that the suite can take down and bring back. */
export async function startSwitchableSmtp(): Promise<SwitchableSmtp> {
  const mails: ReceivedMail[] = [];
  const port = await freePort();
  let server: SMTPServer | null = null;
  const up = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    server = next;
  };
  const down = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await up();
  return { url: `smtp://127.0.0.1:${port}`, mails, down, up, close: down };
}
