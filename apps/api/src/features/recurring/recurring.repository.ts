import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { deleteOwned, ownedRows, updateOwned } from '../../db/owned.ts';
import type { RecurringSchedulesTable } from '../../db/schema.ts';

// Every query names the schedule's owner: another user's id finds nothing. The runner's, across all
// users, are in recurring.system-repository.ts.

export type ScheduleRow = Selectable<RecurringSchedulesTable> & {
  customer_name: string;
  company_name: string;
  company_gst_registered: boolean | number;
};
export type ScheduleValues = Omit<
  Insertable<RecurringSchedulesTable>,
  'id' | 'user_id' | 'made_count' | 'created_at' | 'updated_at'
>;

function schedulesWithNames(db: Executor, userId: number) {
  return ownedRows(db, 'recurring_schedules', userId)
    .innerJoin('customers', 'customers.id', 'recurring_schedules.customer_id')
    .innerJoin('companies', 'companies.id', 'recurring_schedules.company_id')
    .selectAll('recurring_schedules')
    .select([
      'customers.name as customer_name',
      'companies.name as company_name',
      'companies.gst_registered as company_gst_registered',
    ]);
}

/** The user's schedules (of one client when `customerId` is given), the live ones first, then the newest. */
export async function listSchedules(
  db: Executor,
  userId: number,
  customerId: number | undefined,
): Promise<ScheduleRow[]> {
  let query = schedulesWithNames(db, userId);
  if (customerId !== undefined) query = query.where('recurring_schedules.customer_id', '=', customerId);
  return query
    .orderBy((eb) => eb.case().when('recurring_schedules.status', '=', 'ended').then(1).else(0).end())
    .orderBy('recurring_schedules.id', 'desc')
    .execute();
}

export async function findSchedule(
  db: Executor,
  userId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  return schedulesWithNames(db, userId).where('recurring_schedules.id', '=', id).executeTakeFirst();
}

export async function insertSchedule(db: Executor, userId: number, values: ScheduleValues): Promise<number> {
  const row = await db
    .insertInto('recurring_schedules')
    .values({ ...values, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes one of the user's schedules if it is still as read: `from` is the status and next
 * occurrence it had, so a change made meanwhile (by the runner or another request) is not overwritten.
 */
export async function updateSchedule(
  db: Executor,
  userId: number,
  id: number,
  from: { status: string; nextIndex: number },
  values: Updateable<RecurringSchedulesTable>,
): Promise<boolean> {
  const result = await updateOwned(db, 'recurring_schedules', userId, id)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('status', '=', from.status)
    .where('next_index', '=', from.nextIndex)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSchedule(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await deleteOwned(db, 'recurring_schedules', userId, id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recurring_occurrences')
            .select('id')
            .where('recurring_occurrences.schedule_id', '=', id),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** One of the user's schedules' occurrences, newest first. */
const occurrencesNewestFirst = (db: Executor, userId: number, scheduleId: number) =>
  db
    .selectFrom('recurring_occurrences')
    .innerJoin('recurring_schedules', 'recurring_schedules.id', 'recurring_occurrences.schedule_id')
    .where('recurring_schedules.user_id', '=', userId)
    .where('recurring_occurrences.schedule_id', '=', scheduleId)
    .orderBy('recurring_occurrences.occurrence_index', 'desc');

/** A schedule's occurrences, newest first, with their invoices' numbers (none when deleted since). */
export async function occurrencesOf(db: Executor, userId: number, scheduleId: number) {
  return occurrencesNewestFirst(db, userId, scheduleId)
    .leftJoin('invoices', 'invoices.id', 'recurring_occurrences.invoice_id')
    .select([
      'recurring_occurrences.occurrence_index',
      'recurring_occurrences.issued_on',
      'recurring_occurrences.invoice_id',
      'recurring_occurrences.sent',
      'recurring_occurrences.unsent_reason',
      'invoices.name as invoice_number',
    ])
    .execute();
}

/** The last occurrence a schedule made (of the user's), if any. */
export async function lastOccurrenceOf(db: Executor, userId: number, scheduleId: number) {
  return occurrencesNewestFirst(db, userId, scheduleId)
    .select(['recurring_occurrences.occurrence_index', 'recurring_occurrences.issued_on'])
    .limit(1)
    .executeTakeFirst();
}
