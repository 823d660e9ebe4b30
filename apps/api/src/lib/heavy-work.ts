import { availableParallelism } from 'node:os';
import type { Tinypool } from 'tinypool';
import type { HeavyResults, HeavyTask } from './heavy-work.worker.ts';

// CPU-heavy work (HEIC photos, PDFs) runs in worker threads, so that one big photo or long invoice
// does not hold up every other request: one core is left to the main thread, the rest decode and
// render, a task at a time each. Tinypool starts a worker with the first task and lets it go after a
// while idle (its libraries stay loaded while it lives); Node runs the worker's TypeScript as it runs
// the server's (type stripping), from src/ in development, tests and `npm start` alike.

const IDLE_MS = 5 * 60_000;
/** A 48-megapixel phone photo decodes in seconds, a 500-line PDF in one; a minute is for a busy machine. */
const TASK_LIMIT_MS = 60_000;

let pool: Tinypool | undefined;
let holders = 0;

/**
 * Runs `task` in the pool. A task past the time limit ends its worker (the caller gets the abort as an
 * error) rather than holding the thread, and every task queued behind it, for good.
 */
export async function runHeavyWork<T extends HeavyTask>(task: T): Promise<HeavyResults[T['kind']]> {
  if (!pool) {
    const { Tinypool } = await import('tinypool');
    pool ??= new Tinypool({
      filename: new URL('./heavy-work.worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: IDLE_MS,
    });
  }
  return pool.run(task, { signal: AbortSignal.timeout(TASK_LIMIT_MS) });
}

/**
 * A server's hold on the pool: the last one to let go ends its workers (several apps share a process
 * in tests, and one closing must not end another's work).
 */
export function holdHeavyWork(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    const ending = pool;
    pool = undefined;
    await ending?.destroy();
  };
}
