import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Counts one hit at `key` in one upsert: a window opened at or before `windowOpenedBefore` has expired
 * and restarts at 1 from `now`, a live one counts up. Answers the window's hits and start.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  now: string,
  windowOpenedBefore: string,
): Promise<{ hits: number; windowStart: string }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
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
  return { hits: row.hits, windowStart: row.window_start };
}

/** Forgets one key's window. */
export async function deleteWindow(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Windows opened before `before`: longer ago than any limit's window (housekeeping). */
export async function deleteStaleWindows(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<=', before).execute();
}
