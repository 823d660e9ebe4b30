import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { countHit, deleteWindow } from './rate-limits.repository.ts';

export interface RateLimiter {
  /** Counts one attempt at `key`; past `limit` in the window it throws a 429 with Retry-After. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
  /** Counts one event at `key` without refusing anything; answers the count in the current window. */
  count(key: string, windowSeconds: number): Promise<number>;
  /** Forgets `key`'s window: the next count starts at 1. */
  clear(key: string): Promise<void>;
}

/**
 * Fixed-window counters in the database, so that several servers share them. One upsert per attempt:
 * an expired window restarts at 1, a live one counts up.
 */
export function createRateLimiter(db: Db, scale = 1): RateLimiter {
  const count = (key: string, windowSeconds: number, now: Date) =>
    countHit(db.kysely, key, now.toISOString(), new Date(now.getTime() - windowSeconds * 1000).toISOString());
  return {
    async count(key, windowSeconds) {
      return (await count(key, windowSeconds, new Date())).hits;
    },
    async clear(key) {
      await deleteWindow(db.kysely, key);
    },
    async hit(key, limit, windowSeconds) {
      const now = new Date();
      const row = await count(key, windowSeconds, now);
      if (row.hits > limit * scale) {
        const retryAfter = Math.max(
          1,
          Math.ceil((Date.parse(row.windowStart) + windowSeconds * 1000 - now.getTime()) / 1000),
        );
        throw new HttpError(429, 'Too many attempts. Please wait a moment and try again.', { retryAfter });
      }
    },
  };
}
