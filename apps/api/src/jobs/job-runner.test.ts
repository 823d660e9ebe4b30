import { describe, expect, it, vi } from 'vitest';
import type { JobContext } from './job-runner.ts';
import { type Job, runDueJobs, startJobRunner } from './job-runner.ts';

const logged: unknown[] = [];
const ctx = {
  log: { error: (...args: unknown[]) => logged.push(args) },
} as unknown as JobContext;

describe('the job runner', () => {
  it('runs every job; a failing one is logged and does not stop the others', async () => {
    const ran: string[] = [];
    const jobs: Job[] = [
      { name: 'first', run: async () => void ran.push('first') },
      {
        name: 'broken',
        run: async () => {
          throw new Error('boom');
        },
      },
      { name: 'last', run: async () => void ran.push('last') },
    ];
    await runDueJobs(ctx, jobs, new Date());
    expect(ran).toEqual(['first', 'last']);
    expect(JSON.stringify(logged.at(-1))).toContain('broken');
  });

  it('runs one pass at a time, the first at once, and stop waits for the pass under way', async () => {
    vi.useFakeTimers();
    try {
      let running = 0;
      let most = 0;
      let passes = 0;
      let finish: () => void = () => undefined;
      const slow: Job = {
        name: 'slow',
        run: () => {
          running += 1;
          passes += 1;
          most = Math.max(most, running);
          return new Promise<void>((resolve) => {
            finish = () => {
              running -= 1;
              resolve();
            };
          });
        },
      };
      const runner = startJobRunner(ctx, [slow], 100);
      expect(passes).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(passes).toBe(1);
      finish();
      await vi.advanceTimersByTimeAsync(100);
      expect(passes).toBe(2);
      const stopped = runner.stop();
      finish();
      await stopped;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(passes).toBe(2);
      expect(most).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
