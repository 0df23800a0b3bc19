import type { AppServices } from '../context.ts';
import { ENRICHMENT_EVERY_MS, runEnrichmentJobs } from './enrichment.ts';

/** What books plug into the shared registries at start: the enrichment worker. */
export function setupBooks(services: AppServices): void {
  services.jobs.register({
    name: 'book-enrichment',
    everyMs: ENRICHMENT_EVERY_MS,
    run: (now) => runEnrichmentJobs(services, now),
  });
}
