import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, type RunningServer, startServer as startTestServer } from '#tests/e2e/support/server.ts';

export type { RunningServer } from '#tests/e2e/support/server.ts';

/**
 * The built shop for a benchmark: as the browser journeys start it, but listening on its
 * port itself. The journeys' contract proxy is an HTTP hop inside this process, beside the
 * load generator: in front of a cached page it halved the requests/s measured.
 */
export function startServer(...[env, options]: Parameters<typeof startTestServer>): Promise<RunningServer> {
  return startTestServer(env, { contractProxy: false, ...options });
}

/**
 * The demo shop as it runs after a restart: started once to create the database and the
 * demo data (not the steady state to measure), stopped, and started again on the same data.
 */
export async function startRestartedShop(
  env: Record<string, string>,
  options: Omit<NonNullable<Parameters<typeof startServer>[1]>, 'dataDir' | 'keepData'> = {},
): Promise<RunningServer> {
  const shopEnv = { LOG_LEVEL: 'warn', DEMO_DATA: 'true', ...env };
  const first = await startServer(shopEnv, { ...options, keepData: true });
  await first.stop();
  return startServer(shopEnv, { ...options, dataDir: first.dataDir });
}

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Answers by status code (steadyRate only). */
  statuses?: Record<string, number>;
};

export const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

/**
 * Most requests per second at a fixed number of connections: autocannon, or with `wrk: true`
 * Debian's wrk (C, one thread per core) when it is installed. autocannon is JavaScript on
 * one core: against nginx it measured half of what wrk did on this machine, so a ceiling
 * is measured with wrk.
 */
export async function maxThroughput(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string>; wrk?: boolean } = {},
): Promise<LoadResult & { tool: 'wrk' | 'autocannon' }> {
  const run = {
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
  };
  if (options.wrk && wrkPath) return { ...(await wrk(wrkPath, run)), tool: 'wrk' };
  return { ...(await load(run)), tool: 'autocannon' };
}

/** One wrk run (`--latency` for the percentiles), its text report read into a LoadResult. */
async function wrk(
  bin: string,
  opts: { url: string; connections: number; duration: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = Object.entries(opts.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const threads = String(Math.min(os.cpus().length, opts.connections));
  const args = ['-t', threads, '-c', String(opts.connections), '-d', `${opts.duration}s`, '--latency', ...headers];
  const child = spawn(bin, [...args, opts.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`wrk failed (${code}): ${out}`);
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const ms = (percent: number) => {
    const [, value, unit] = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(out) ?? [];
    const factor = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
    return Math.round(Number(value ?? 0) * factor * 100) / 100;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(50),
    p99: ms(99),
    requests: number(/(\d+) requests in/),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/**
 * Latency at a steady request rate, open model: requests leave on a fixed schedule whatever
 * the server does, so a slow response cannot hide the ones queued behind it.
 */
export async function steadyRate(
  /** One address, or several taken in turn (e.g. pages no cache has seen). */
  url: string | string[],
  rate: number,
  options: { seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const seconds = options.seconds ?? 10;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = (Array.isArray(url) ? url : [url]).map((u) => new URL(u));
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  const total = rate * seconds;
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const target = targets[i % targets.length]!;
    pending.push(
      new Promise<void>((resolve) => {
        const sent = performance.now();
        const req = http.get(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: target.pathname + target.search,
            headers: options.headers,
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              latencies.push(performance.now() - sent);
              if ((res.statusCode ?? 0) >= 300) non2xx++;
              statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
  return {
    rps: Math.round(latencies.length / ((performance.now() - start) / 1000)),
    p50: pct(50),
    p99: pct(99),
    requests: latencies.length,
    errors,
    non2xx,
    statuses,
  };
}

async function load(opts: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const result = await autocannon({ ...opts, headers: opts.headers ?? {} });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Serves one HTML file with nginx (Debian package) on a free port: the ceiling to compare with.
 * With `gzip`, those bytes are served as they are (gzip_static) to a client that accepts
 * gzip: nginx sends the same compressed page from a file, compressing nothing per request.
 */
export async function startNginx(
  html: string | Buffer,
  options: { gzip?: Buffer } = {},
): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (!nginxPath) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'index.html'), html);
  if (options.gzip) writeFileSync(path.join(dir, 'index.html.gz'), options.gzip);
  // nginx workers run as nobody: the temporary folder must be readable.
  chmodSync(dir, 0o755);
  const conf = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; ${options.gzip ? 'gzip_static on; gzip_vary on; ' : ''}try_files /index.html =404; } }
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(nginxPath, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await untilAnswering(url);
  return spawnedServer(url, child, dir, 'SIGQUIT');
}

/**
 * A bare `node:http` server (this Node, no framework, no middleware) that answers every
 * request with one stored answer: the same status line, headers and body the shop sent.
 * What a Node process can do at most for that answer, beside nginx's ceiling: the part of
 * the gap that is Node's own HTTP layer and not the shop's code.
 */
export async function startBareNode(
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-bare-node-'));
  const port = await freePort();
  const kept = Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !['date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
  writeFileSync(path.join(dir, 'body'), body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(kept.flat()));
  const script = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(${JSON.stringify(path.join(dir, 'body'))});
const headers = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'headers.json'))}, 'utf8'));
http.createServer((req, res) => { res.writeHead(200, headers); res.end(req.method === 'HEAD' ? undefined : body); })
  .listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await untilAnswering(url);
  return spawnedServer(url, child, dir, 'SIGTERM');
}

/** Waits (5 s at most) until a server just spawned answers 2xx at this address. */
export async function untilAnswering(url: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A spawned server's handle: its address, and a stop that ends it and removes its folder. */
export function spawnedServer(
  url: string,
  child: ChildProcess,
  dir: string,
  signal: NodeJS.Signals,
): { url: string; stop: () => Promise<void> } {
  return {
    url,
    stop: async () => {
      child.kill(signal);
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The V8 flags of `npm run serve` (package.json is their one home). */
export function serveNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    .serve;
  return (script ?? '').split(/\s+/).filter((part) => part.startsWith('--'));
}

export function machineLine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
