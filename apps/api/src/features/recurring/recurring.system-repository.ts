import type { Insertable, Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database, RecurringOccurrencesTable } from '../../db/schema.ts';

// The job runner's queries of the schedules (jobs/recurring-invoices.ts): across all users, since it
// runs for all of them; each schedule's owner comes from its row. A system repository: no route handler
// imports it.

/** Active schedules of all users with an occurrence due by `today`, the most overdue first (job). */
export async function dueSchedules(db: Executor, today: string, limit: number) {
  return db
    .selectFrom('recurring_schedules')
    .select(['id', 'user_id'])
    .where('status', '=', 'active')
    .where('next_date', '<=', today)
    .orderBy('next_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A schedule as the runner reads it, with its owner's language (job: the owner comes from the row). */
export async function scheduleToRun(db: Executor, id: number) {
  return db
    .selectFrom('recurring_schedules')
    .innerJoin('users', 'users.id', 'recurring_schedules.user_id')
    .selectAll('recurring_schedules')
    .select('users.locale')
    .where('recurring_schedules.id', '=', id)
    .executeTakeFirst();
}

/**
 * Moves a schedule past occurrence `index`, only if it is active and still there: the one write that
 * decides which server makes the occurrence. On PostgreSQL a second server's update waits for the
 * first's transaction and then finds nothing to change. False when someone else has moved it.
 */
export async function advanceSchedule(
  trx: Transaction<Database>,
  id: number,
  index: number,
  next: { nextIndex: number; nextDate: string; status: 'active' | 'ended' },
): Promise<boolean> {
  const result = await trx
    .updateTable('recurring_schedules')
    .set((eb) => ({
      next_index: next.nextIndex,
      next_date: next.nextDate,
      status: next.status,
      made_count: eb('made_count', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('next_index', '=', index)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pauses an active schedule the runner cannot make (job: its owner comes from the row). */
/** Pauses an active schedule; whether it was active (and is paused now). */
export async function pauseStuckSchedule(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('recurring_schedules')
    .set({ status: 'paused', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertOccurrence(
  trx: Transaction<Database>,
  values: Omit<Insertable<RecurringOccurrencesTable>, 'id' | 'created_at'>,
): Promise<void> {
  await trx.insertInto('recurring_occurrences').values(values).execute();
}
