import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientBoundary } from './scripts/build/client-boundary.ts';
import { FRAMEWORK_MODULES } from './scripts/build/first-load-js.ts';

const OURS = /[\\/](app|common|lucide-react)[\\/]/;
const OUR_CODE = /[\\/](app|common)[\\/]/;
const BACK_OFFICE = /[\\/]app[\\/]components[\\/](admin[\\/]|ui[\\/]data-table)/;
const SECOND_FACTOR = /[\\/]app[\\/]components[\\/]accounts[\\/]second-factor/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Whether the root route (the layout of every page) imports `id`, directly or through other
 * modules (static imports only; lucide's icons are left out by the caller: every icon is
 * "imported" through the package's index, whichever the code uses).
 */
function rootImports(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some(
    (importer) => /[\\/]app[\\/]root\.tsx$/.test(importer) || rootImports(importer, graph, seen),
  );
}

// The SSR bundle's entry is our own server module (server/main.ts), which imports the
// React Router server build: pages, API and services then share one bundle and one
// database handle.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), clientBoundary(import.meta.dirname)],
  build: isSsrBuild
    ? { target: 'node24' }
    : {
        target: 'es2022',
        // React, React DOM and React Router in chunks of their own, never mixed with our
        // modules: they change only with an upgrade (cached for a year), and the first-load
        // budget of decision 0007 (framework + 30 KB of ours) can tell the two apart.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                // Our modules at least four pages share (icons, cart store, API helper, error
                // pages) in one file: 8-15 requests per page instead of 18-26 files of a few
                // hundred bytes, which Lighthouse's simulated slow 4G charged as round trips
                // before the first paint. Four keeps the school page under its 30 KB budget.
                // The back office's own kit (tables, its page frame) never goes there: public pages
                // would download it. It is shared among admin pages.
                { name: 'backoffice', test: (id: string) => BACK_OFFICE.test(id), minShareCount: 2, priority: 1 },
                // The second-factor step, in its own file: only the sign-in pages, the profile and
                // the shops' list show it, not every back-office screen.
                { name: 'second-factor', test: (id: string) => SECOND_FACTOR.test(id), minShareCount: 2, priority: 1 },
                // What the layout (root) imports and two or three pages import too (the logo, the
                // lists and cart helpers, "Esci"): one file, loaded by every page anyway, instead
                // of a file of a few hundred bytes each (decision 0007: 0.5-1 KB less per page).
                {
                  name: (id: string, ctx: ModuleGraph) => (OUR_CODE.test(id) && rootImports(id, ctx) ? 'layout' : null),
                  debugName: 'layout',
                  minShareCount: 2,
                  priority: 1.5,
                },
                {
                  name: 'shared',
                  test: (id: string) => OURS.test(id) && !BACK_OFFICE.test(id) && !SECOND_FACTOR.test(id),
                  minShareCount: 4,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: './server/main.ts' },
      },
    },
  },
  ssr: {
    external: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino', 'nodemailer'],
  },
}));
