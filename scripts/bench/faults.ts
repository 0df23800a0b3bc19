import os from 'node:os';
import { killDuringCheckout, killDuringWebhooks } from './faults-kill.ts';
import { postgresRestart } from './faults-postgres.ts';
import { smtpDown } from './faults-smtp.ts';
import { stripeOutage } from './faults-stripe.ts';
import type { DbKind } from './faults-world.ts';
import { stopSuitePostgres } from './faults-world.ts';
import { machineLine } from './lib.ts';

// `npm run bench -- faults [--only=a,b] [--db=pglite,postgres] [--smtp-down=60] [--seconds=20]`
// (docs/faults.md). Each scenario breaks one thing while customers order, puts it back, and
// compares what clients were told with what the shop holds. PGlite: kill -9 only (one
// process owns its folder); PostgreSQL: everything, on the suite's own instance.

function flag(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

const SCENARIOS = ['kill-checkout', 'kill-webhook', 'smtp-down', 'postgres-restart', 'stripe-outage'] as const;

export async function benchFaults(): Promise<Record<string, unknown>> {
  const only = new Set(flag('only', SCENARIOS.join(',')).split(','));
  const kinds = flag('db', 'pglite,postgres').split(',') as DbKind[];
  const seconds = Number(flag('seconds', '20'));
  const smtpDownSeconds = Number(flag('smtp-down', '60'));
  const stripeSeconds = Number(flag('stripe-outage', '20'));
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: machineLine(),
    loadAverageBefore: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const run = async (name: string, scenario: () => Promise<Record<string, unknown>>) => {
    console.log(`-- ${name}`);
    const started = performance.now();
    try {
      results[name] = { ...(await scenario()), scenarioSeconds: Math.round((performance.now() - started) / 1000) };
    } catch (error) {
      results[name] = { failed: String(error instanceof Error ? error.stack : error).slice(0, 3000) };
    }
    console.log(JSON.stringify(results[name], null, 2));
  };
  try {
    for (const kind of kinds) {
      if (only.has('kill-checkout')) await run(`kill-checkout/${kind}`, () => killDuringCheckout(kind, seconds));
      if (only.has('kill-webhook')) await run(`kill-webhook/${kind}`, () => killDuringWebhooks(kind, 40));
    }
    if (kinds.includes('postgres')) {
      if (only.has('smtp-down')) await run('smtp-down/postgres', () => smtpDown('postgres', smtpDownSeconds));
      if (only.has('postgres-restart')) await run('postgres-restart/postgres', () => postgresRestart(seconds));
      if (only.has('stripe-outage')) await run('stripe-outage/postgres', () => stripeOutage(stripeSeconds));
    }
  } finally {
    await stopSuitePostgres();
  }
  results.loadAverageAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
  return results;
}
