import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The receipts' reading queue, across every account's captures: a reader on any server takes a due one
// under a lease, reads it, and records what it says. A system repository: no route handler imports it.

/** A capture a reader took: whose it is, its file, and how many times it has been taken. */
export interface QueuedCapture {
  id: number;
  userId: number;
  fileId: number;
  attempts: number;
}

/**
 * Takes up to `limit` captures due to be read and leases them for `leaseMs`: another server leaves a
 * leased one alone, and one whose reader died (a crash, a kill, a restart) is taken again when its
 * lease runs out. Taking it counts an attempt, so a file that kills its reader every time is given up.
 */
export async function claimDueCaptures(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<QueuedCapture[]> {
  const due = await db
    .selectFrom('receipt_captures')
    .select(['id', 'user_id', 'file_id', 'attempts', 'next_attempt_at'])
    .where('state', '=', 'reading')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: QueuedCapture[] = [];
  for (const row of due) {
    // Only one server's update finds the row as it read it.
    const result = await db
      .updateTable('receipt_captures')
      .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('state', '=', 'reading')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      claimed.push({ id: row.id, userId: row.user_id, fileId: row.file_id, attempts: row.attempts + 1 });
    }
  }
  return claimed;
}

/** What the receipt says (JSON), recorded once: a capture confirmed or thrown away meanwhile is gone. */
export async function markCaptureRead(
  db: Kysely<Database>,
  id: number,
  reading: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('receipt_captures')
    .set({ state: 'read', reading, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'reading')
    .execute();
}

/** A read that failed: tried again after `retryAt`, or given up (failed) after the last attempt. */
export async function markCaptureUnread(
  db: Kysely<Database>,
  id: number,
  outcome: { retryAt: string } | { givenUp: true },
  now: string,
): Promise<void> {
  await db
    .updateTable('receipt_captures')
    .set(
      'retryAt' in outcome
        ? { next_attempt_at: outcome.retryAt, updated_at: now }
        : { state: 'failed', updated_at: now },
    )
    .where('id', '=', id)
    .where('state', '=', 'reading')
    .execute();
}
