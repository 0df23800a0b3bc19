import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { assertPublicUrl, assertRealSellerIdentity, ConfigError, loadConfig } from './config.ts';
import { DatabaseError } from './db/connection.ts';
import { SHARED_ANSWERS } from './http/api-routes.ts';
import { createApp, sharedPageStore } from './http/app.ts';
import { pageHitsFast } from './http/page-hits-fast.ts';
import { pagePoliciesFromBuild } from './http/page-policies.ts';
import { withSharedAnswers } from './http/shared-answers.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { fileStore } from './storage/file-store.ts';
import '#common/zod-locale.ts';

// Composition root and entry of the production bundle (build/server/index.js): it reads
// the configuration, opens and migrates the database, and serves API, assets and pages.

const serverBuild = build as unknown as ServerBuild;

export function createFetchHandler(runtime: Runtime, options: { dev: boolean; clientDir?: string }) {
  return createHandlers(runtime, options).fetch;
}

/**
 * The app's web-standard handler and the Node request listener production serves with:
 * page-cache hits answered straight from Node's request (page-hits-fast.ts), everything
 * else through @hono/node-server and the app.
 */
export function createHandlers(runtime: Runtime, options: { dev: boolean; clientDir?: string }) {
  const { services } = runtime;
  const handler = createRequestHandler(serverBuild, options.dev ? 'development' : 'production');
  const pageStore = sharedPageStore(services, withSharedAnswers(pagePoliciesFromBuild(serverBuild), SHARED_ANSWERS));
  const app = createApp(services, { pages: handler, pageStore, clientDir: options.clientDir, dev: options.dev });
  const viaHono = getRequestListener(app.fetch);
  const fromMemory = pageHitsFast(pageStore, {
    dev: options.dev,
    trustProxy: services.config.TRUST_PROXY,
    logger: services.logger,
  });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!fromMemory(req, res)) void viaHono(req, res);
  };
  return { fetch: app.fetch, listener };
}

/** Starts the production server; used by server/launch.ts. */
export async function main(): Promise<void> {
  let runtime: Runtime;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    assertRealSellerIdentity(config);
    assertPublicUrl(config);
    // A half-configured S3 bucket stops the start, not the first upload.
    fileStore(config);
    runtime = await createRuntime({ config });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseError) {
      console.error(`Avvio interrotto. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { logger } = runtime.services;
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const { listener } = createHandlers(runtime, { dev: false, clientDir });
  const server = createServer(listener);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, database: runtime.services.database.kind }, 'Cartella è in ascolto');
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    process.exit(1);
  });
  runtime.services.jobs.start();
  installGracefulShutdown(server, runtime);
}

/** Stop accepting, let in-flight requests finish (10 s at most), then close the database. */
export function installGracefulShutdown(server: Server, runtime: Runtime): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.services.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await runtime.close().catch(() => {});
      runtime.services.logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
