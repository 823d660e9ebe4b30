import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What a job works with: the server's database, mailer, configuration and log. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Work done in the background on a schedule. Every server runs every job: a job coordinates through the
 * database (a write that only one server can win), so running it on two servers at once, or again after
 * a crash, does nothing twice.
 */
export interface Job {
  name: string;
  run(ctx: JobContext, now: Date): Promise<void>;
}

/** One pass: each job in turn; a failing job is logged and the others still run. */
export async function runDueJobs(ctx: JobContext, jobs: readonly Job[], now: Date): Promise<void> {
  for (const job of jobs) {
    try {
      await job.run(ctx, now);
    } catch (error) {
      ctx.log.error({ err: error, job: job.name }, 'job failed; it runs again next pass');
    }
  }
}

/**
 * Runs the jobs every `everyMs`, the first pass at once. One pass at a time in this process: a pass
 * still running when the next is due is not doubled. `stop` waits for the pass under way.
 */
export function startJobRunner(
  ctx: JobContext,
  jobs: readonly Job[],
  everyMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = runDueJobs(ctx, jobs, new Date()).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
