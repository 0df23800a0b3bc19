import { and, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/connection.ts';
import { jobRuns } from './schema.ts';

/** True for results like 0, { sent: 0, failed: 0 } or { sessions: 0 }: nothing happened. */
export function isIdleResult(result: unknown): boolean {
  if (result === undefined || result === null || result === 0) return true;
  if (typeof result === 'object') return Object.values(result).every((v) => v === 0);
  return false;
}

export type PeriodicJob = { name: string; everyMs: number; run: (now: Date) => Promise<unknown> };

/**
 * Runs periodic jobs inside the server. A job's turn is claimed in the database (an
 * UPDATE that only one process wins), so with several processes each job still runs
 * once per period.
 */
export function createJobRunner(options: { db: Db; logger: Logger }) {
  const jobs: PeriodicJob[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  /** Claims this period's run of the job; false when another process already has it. */
  async function claim(job: PeriodicJob, now: Date): Promise<boolean> {
    const inserted = await options.db
      .insert(jobRuns)
      .values({ name: job.name, lastRunAt: now })
      .onConflictDoNothing()
      .returning({ name: jobRuns.name });
    if (inserted.length > 0) return true;
    // A little slack so timers firing a few ms early still win their turn.
    const due = new Date(now.getTime() - job.everyMs + 1000);
    const updated = await options.db
      .update(jobRuns)
      .set({ lastRunAt: now })
      .where(and(eq(jobRuns.name, job.name), lte(jobRuns.lastRunAt, due)))
      .returning({ name: jobRuns.name });
    return updated.length > 0;
  }

  async function runOnce(job: PeriodicJob, now = new Date()): Promise<boolean> {
    if (!(await claim(job, now))) return false;
    const started = performance.now();
    const result = await job.run(now);
    // Frequent jobs that found nothing to do (an empty outbox) would flood the log.
    const idle = isIdleResult(result);
    options.logger[idle ? 'debug' : 'info'](
      { job: job.name, ms: Math.round(performance.now() - started), result },
      'job done',
    );
    return true;
  }

  function tick(job: PeriodicJob) {
    const p = runOnce(job)
      .catch((error: unknown) => options.logger.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(p));
    running.add(p);
  }

  return {
    register(job: PeriodicJob) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} registered twice`);
      jobs.push(job);
    },
    jobs: () => jobs as readonly PeriodicJob[],
    runOnce,
    /** Runs every job now and then every period (timers do not keep the process alive). */
    start() {
      for (const job of jobs) {
        tick(job);
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
