// `npm run bench [-- name ...]`: runs the named benchmarks (default: all) and prints JSON
// results; docs/benchmarks.md records them with this command.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchArgon2 } from './argon2.ts';
import { benchCatalog } from './catalog.ts';
import { benchCatalogQuery } from './catalog-query.ts';
import { benchCheckout } from './checkout.ts';
import { benchFaults } from './faults.ts';
import { benchImportInterleave } from './import-interleave.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchMemory } from './memory.ts';
import { benchPages } from './pages.ts';
import { benchSchools } from './schools.ts';

const benches: Record<string, () => Promise<Record<string, unknown>>> = {
  pages: benchPages,
  schools: benchSchools,
  catalog: benchCatalog,
  'catalog-query': benchCatalogQuery,
  checkout: benchCheckout,
  argon2: benchArgon2,
  'import-interleave': benchImportInterleave,
  faults: benchFaults,
  load: benchLoad,
  lighthouse: benchLighthouse,
  memory: benchMemory,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// The faults suite and the load run take minutes and break things on purpose, and the
// in-process catalogue timing is a diagnosis of the catalog bench: only by name.
const byNameOnly = new Set(['faults', 'load', 'catalog-query']);
const names = wanted.length ? wanted : Object.keys(benches).filter((n) => !byNameOnly.has(n));
const results: Record<string, unknown> = {};
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Benchmark sconosciuto: ${name}. Disponibili: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`== ${name}`);
  results[name] = await bench();
  console.log(JSON.stringify(results[name], null, 2));
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(`bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
