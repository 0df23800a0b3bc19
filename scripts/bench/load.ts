import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#tests/e2e/support/server.ts';
import { errorAnswers, newTally, reconcileOrders } from './faults-shoppers.ts';
import { checkoutLoad, openWorld, registerCustomers, stopSuitePostgres } from './faults-world.ts';
import { machineLine, nginxPath, spawnedServer, steadyRate, untilAnswering } from './lib.ts';

// Issue 16, point 5: two shop processes on one PostgreSQL (the suite's own instance, see
// faults-env.ts) behind nginx as the documented proxy (TRUST_PROXY=1), 200 browsing
// requests a second (open model: they leave on schedule whatever the server does) while 20
// customers check out side by side, for 60 s. Then the orders in the database are compared
// with the answers: none lost, none doubled. `--seconds=N` shortens it while developing.

const CUSTOMERS = 20;
const BROWSE_RATE = 200;

function flag(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

/** nginx round-robin in front of the shops, adding X-Forwarded-For as Caddy would. */
async function startProxy(upstreams: string[]): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (!nginxPath) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-load-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const servers = upstreams.map((u) => `server ${new URL(u).host};`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream shops { ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shops;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}`,
  );
  const child = spawn(nginxPath, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(`${url}/healthz`);
  return spawnedServer(url, child, dir, 'SIGQUIT');
}

export async function benchLoad(): Promise<Record<string, unknown>> {
  const seconds = Number(flag('seconds', '60'));
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  // All synthetic clients come from 127.0.0.1: the per-address limits would refuse them.
  const world = await openWorld('postgres', { shops: 2, env: { TRUST_PROXY: '1', RATE_LIMITS_RELAXED: 'true' } });
  const proxy = await startProxy(world.shops.map((s) => s.url));
  try {
    const front = proxy?.url;
    // Customers go through the proxy when there is one (the shops' PUBLIC_URL is their own).
    const entry = front ? { ...world, shops: world.shops.map((s) => ({ ...s, url: front })) } : world;
    const customers = await registerCustomers(entry, CUSTOMERS, 'load');
    const pages = [
      '/',
      '/products',
      '/scuola/CAPS00000U?classe=3&sezione=A',
      '/api/products?limit=20',
      '/api/products?search=quaderno',
      '/api/schools?nome=liceo',
      '/api/regions',
      '/blog',
      '/api/adoptions?codiceScuola=CAPS00000U&classe=3&sezione=A',
      '/libri',
    ];
    const browseTargets = front
      ? pages.map((p) => `${front}${p}`)
      : pages.flatMap((p) => world.shops.map((s) => `${s.url}${p}`));
    const tally = newTally();
    const [browse] = await Promise.all([
      steadyRate(browseTargets, BROWSE_RATE, { seconds }),
      // Each customer: save the cart, order, a second's pause (20 checkouts going on at once).
      checkoutLoad(entry, customers, tally, { seconds, pauseMs: 1000, retrySeconds: 30 }),
    ]);
    const orders = await reconcileOrders(world.databaseUrl, entry.shops[0]!.url, customers, tally);
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const pct = (p: number) => Math.round((sorted[Math.floor((p / 100) * (sorted.length - 1))] ?? 0) * 10) / 10;
    return {
      date: new Date().toISOString(),
      machine: machineLine(),
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg().map((l) => Math.round(l * 100) / 100),
      proxy: front ? 'nginx (round robin, TRUST_PROXY=1)' : 'none (clients alternate between the two processes)',
      shops: world.shops.length,
      seconds,
      browsing: { target: BROWSE_RATE, ...browse },
      checkouts: {
        customers: CUSTOMERS,
        orders: orders.acknowledged,
        perSecond: Math.round((orders.acknowledged / seconds) * 10) / 10,
        p50: pct(50),
        p99: pct(99),
        errors: errorAnswers(tally) + tally.noAnswer,
        statuses: tally.statuses,
      },
      ordersFound: orders.found,
      lost: orders.lost.length,
      duplicated: orders.duplicated,
      unacknowledgedButPlaced: orders.unacknowledgedButPlaced,
    };
  } finally {
    await proxy?.stop();
    await world.close();
    await stopSuitePostgres();
  }
}
