import os from 'node:os';
import { killDuringCheckout, killDuringWebhooks } from './faults-kill.ts';
import { postgresRestart } from './faults-postgres.ts';
import { smtpDown } from './faults-smtp.ts';
import { stripeOutage } from './faults-stripe.ts';
import type { DbKind } from './faults-world.ts';
import { type ScenarioResult, stopSuitePostgres } from './faults-world.ts';
import { machineLine } from './lib.ts';

// `npm run bench -- faults [--only=a,b] [--db=pglite,postgres] [--seconds=20] [--smtp-down=60]
// [--stripe-outage=20] [--mail-wait=330]`
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
  // Mail claimed by a killed process waits for its 5-minute lease: wait that long by default.
  const mailWait = Number(flag('mail-wait', '330'));
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: machineLine(),
    loadAverageBefore: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  const settling: Promise<void>[] = [];
  const run = async (name: string, scenario: () => Promise<ScenarioResult>) => {
    console.log(`-- ${name}`);
    const started = performance.now();
    try {
      const { settle, ...now } = await scenario();
      const result: Record<string, unknown> = {
        ...now,
        scenarioSeconds: Math.round((performance.now() - started) / 1000),
      };
      results[name] = result;
      if (settle) {
        settling.push(
          settle.then(
            (later) => {
              result.afterwards = later;
              console.log(`-- ${name} (afterwards)\n${JSON.stringify(later, null, 2)}`);
            },
            (error: unknown) => {
              result.afterwards = { failed: String(error) };
            },
          ),
        );
      }
    } catch (error) {
      results[name] = { failed: String(error instanceof Error ? error.stack : error).slice(0, 3000) };
    }
    console.log(JSON.stringify(results[name], null, 2));
  };
  try {
    // First, while no other scenario's shop uses the suite's PostgreSQL (its mail settles
    // while the next scenarios run).
    if (kinds.includes('postgres') && only.has('postgres-restart')) {
      await run('postgres-restart/postgres', () => postgresRestart(seconds, mailWait));
    }
    for (const kind of kinds) {
      if (only.has('kill-checkout'))
        await run(`kill-checkout/${kind}`, () => killDuringCheckout(kind, seconds, mailWait));
      if (only.has('kill-webhook')) await run(`kill-webhook/${kind}`, () => killDuringWebhooks(kind, 40, mailWait));
    }
    if (kinds.includes('postgres')) {
      if (only.has('smtp-down')) await run('smtp-down/postgres', () => smtpDown('postgres', smtpDownSeconds));
      if (only.has('stripe-outage')) await run('stripe-outage/postgres', () => stripeOutage(stripeSeconds));
    }
    await Promise.all(settling);
  } finally {
    await stopSuitePostgres();
  }
  results.loadAverageAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
  return results;
}
