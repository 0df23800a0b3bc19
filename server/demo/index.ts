import { blogDemoSeed } from '../blog/demo.ts';
import { catalogDemoSeed } from '../catalog/demo.ts';
import type { AppServices } from '../context.ts';
import { reviewsDemoSeed } from '../reviews/demo.ts';
import { schoolsDemoSeed } from '../schools/demo.ts';

/**
 * A domain's demo content for a fresh machine. Each seed checks for itself whether its
 * tables are empty, so running them on every start is safe.
 */
export type DemoSeed = { name: string; run: (services: AppServices) => Promise<void> };

// Reviews come after the catalogue: they rest on demo orders of its products.
const seeds: DemoSeed[] = [schoolsDemoSeed, catalogDemoSeed, blogDemoSeed, reviewsDemoSeed];

export async function runDemoSeeds(services: AppServices): Promise<void> {
  for (const seed of seeds) {
    const started = performance.now();
    await seed.run(services);
    services.logger.info({ seed: seed.name, ms: Math.round(performance.now() - started) }, 'demo data ready');
  }
}
