import type { Db } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';

export interface RateLimiter {
  /** Counts one attempt at `key`; past `limit` in the window it throws a 429 with Retry-After. */
  hit(key: string, limit: number, windowSeconds: number): Promise<void>;
}

/**
 * Fixed-window counters in the database, so that several servers share them. One upsert per attempt:
 * an expired window restarts at 1, a live one counts up.
 */
export function createRateLimiter(db: Db, scale = 1): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const now = new Date();
      const windowOpenedBefore = new Date(now.getTime() - windowSeconds * 1000).toISOString();
      const row = await db.kysely
        .insertInto('rate_limits')
        .values({ key, window_start: now.toISOString(), hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            hits: eb
              .case()
              .when('rate_limits.window_start', '<=', windowOpenedBefore)
              .then(1)
              .else(eb('rate_limits.hits', '+', 1))
              .end(),
            window_start: eb
              .case()
              .when('rate_limits.window_start', '<=', windowOpenedBefore)
              .then(eb.ref('excluded.window_start'))
              .else(eb.ref('rate_limits.window_start'))
              .end(),
          })),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      if (row.hits > limit * scale) {
        const retryAfter = Math.max(
          1,
          Math.ceil((Date.parse(row.window_start) + windowSeconds * 1000 - now.getTime()) / 1000),
        );
        throw new HttpError(429, 'Too many attempts. Please wait a moment and try again.', { retryAfter });
      }
    },
  };
}
