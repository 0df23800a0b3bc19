import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The browser bundle must never carry server code: a constant imported from server/ once
// pulled drizzle and the schools schema into /search's chunk. React Router refuses
// `*.server.ts` modules in the client; this plugin also refuses anything under server/
// and the server's libraries, and writes the list of modules each client chunk holds
// (build/client-modules.json, outside the served folder) for the test that checks the built assets.

/** Module ids that must not reach a client chunk. */
export const SERVER_ONLY = [
  /\/server\//,
  /\.server\.tsx?$/,
  /node_modules\/(drizzle-orm|pg|pg-[a-z-]+|@electric-sql|@node-rs|nodemailer|stripe|pino|hono|@hono|sanitize-html|marked|csv-parse)\//,
];

export function clientBoundary(root: string): Plugin {
  return {
    name: 'cartella:client-boundary',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      const offending: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.keys(output.modules).map((id) => id.replace(root, '').replace(/\?.*$/, ''));
        chunks[output.fileName] = modules;
        for (const id of modules) {
          if (SERVER_ONLY.some((pattern) => pattern.test(id))) offending.push(`${output.fileName}: ${id}`);
        }
      }
      if (offending.length > 0) {
        this.error(`server code in the browser bundle:\n${offending.join('\n')}`);
      }
      mkdirSync(path.join(root, 'build'), { recursive: true });
      writeFileSync(path.join(root, 'build', 'client-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}
