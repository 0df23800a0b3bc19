import { machineLine, maxThroughput, memoryOf, startNginx, startServer, steadyRate } from './lib.ts';

/**
 * Home page: most requests/s at 50 connections for 10 s, latency at a steady 200 requests/s,
 * the same HTML served by nginx as the ceiling, and the server's resident memory.
 */
export async function benchHome(): Promise<Record<string, unknown>> {
  // A shop restarts on an existing database; the first start (database creation and demo
  // data) is not the steady state to measure memory on.
  const first = await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: 'true' }, { keepData: true });
  await first.stop();
  const server = await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: 'true' }, { dataDir: first.dataDir });
  try {
    const url = `${server.url}/`;
    const html = await (await fetch(url)).text();
    // Warm-up so JIT and caches are in their steady state.
    await maxThroughput(url, { connections: 10, seconds: 3 });
    const max = await maxThroughput(url, { connections: 50, seconds: 10 });
    const maxBrotli = await maxThroughput(url, { connections: 50, seconds: 10, headers: { 'accept-encoding': 'br' } });
    const steady = await steadyRate(url, 200, { seconds: 10 });
    const memory = memoryOf(server.pid);
    let nginx: Awaited<ReturnType<typeof maxThroughput>> | null = null;
    const ng = await startNginx(html);
    if (ng) {
      try {
        await maxThroughput(ng.url, { connections: 10, seconds: 2 });
        nginx = await maxThroughput(ng.url, { connections: 50, seconds: 10 });
      } finally {
        await ng.stop();
      }
    }
    return {
      machine: machineLine(),
      htmlBytes: html.length,
      max,
      maxBrotli,
      steady200: steady,
      nginx,
      ratioToNginx: nginx ? Math.round((max.rps / nginx.rps) * 100) / 100 : null,
      memory,
    };
  } finally {
    await server.stop();
  }
}
