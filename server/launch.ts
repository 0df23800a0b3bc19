// Starts Cartella. Production: the built bundle. `--dev`: Vite in middleware mode with
// HMR; server code and routes reload on change while the database stays open.
import http from 'node:http';

const dev = process.argv.includes('--dev');

if (!dev) {
  const entry = new URL('../build/server/index.js', import.meta.url);
  const bundle = await import(entry.href).catch((error: unknown) => {
    console.error('Manca la build di produzione: esegui prima "npm run build".', error);
    process.exit(1);
  });
  await bundle.main();
} else {
  process.env.NODE_ENV ??= 'development';
  const { createServer } = await import('vite');
  const { getRequestListener } = await import('@hono/node-server');
  const server = http.createServer();
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
  const { loadConfig } = await vite.ssrLoadModule('/server/config.ts');
  const config = loadConfig();
  const { createRuntime } = await vite.ssrLoadModule('/server/runtime.ts');
  const first = await createRuntime({ config, seedDemo: true });
  const database = first.services.database;
  server.on('request', (req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        // Fresh modules after an edit; the open database is reused.
        const main = await vite.ssrLoadModule('/server/main.ts');
        const runtimeModule = await vite.ssrLoadModule('/server/runtime.ts');
        const runtime = await runtimeModule.createRuntime({
          config,
          database,
          logger: first.services.logger,
          seedDemo: false,
        });
        getRequestListener(main.createFetchHandler(runtime, { dev: true }))(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.statusCode = 500;
        res.end('Errore del server di sviluppo; vedi il terminale.');
      }
    });
  });
  server.listen(config.PORT, config.HOST, () => {
    console.log(`Cartella (sviluppo) su http://localhost:${config.PORT}`);
  });
}
