import type { IsoDate } from '@sorted/core/dates/calendar';
import type { DiaryEntry } from '@sorted/core/tax-time/home-office';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';
import type { Database } from '../../db/schema.ts';

// The owner's working-from-home diary: every read and write goes through the owner's id, so another
// user's day is simply not there.

/** The owner's days from `from` to `to` (inclusive), by date. */
export function diaryDays(db: Executor, userId: number, from: IsoDate, to: IsoDate): Promise<DiaryEntry[]> {
  return ownedRows(db, 'home_office_days', userId)
    .select(['date', 'minutes'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Records a day: made, or its time replaced when the owner had recorded it already. */
export async function recordDay(db: Executor, userId: number, day: DiaryEntry): Promise<DiaryEntry> {
  const now = new Date().toISOString();
  await db
    .insertInto('home_office_days')
    .values({ user_id: userId, date: day.date, minutes: day.minutes, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'date']).doUpdateSet({ minutes: day.minutes, updated_at: now }),
    )
    .execute();
  return day;
}

/** Removes the owner's day, if they had recorded it. */
export async function removeDay(db: Executor, userId: number, date: IsoDate): Promise<void> {
  await db.deleteFrom('home_office_days').where('user_id', '=', userId).where('date', '=', date).execute();
}

/**
 * Fills a period with the days `daysOf` makes from the dates already recorded in it, in one transaction;
 * a day recorded meanwhile (another tab) is kept as it is. Answers the days made.
 */
export function fillDays(
  db: Kysely<Database>,
  userId: number,
  from: IsoDate,
  to: IsoDate,
  daysOf: (recorded: ReadonlySet<IsoDate>) => DiaryEntry[],
): Promise<DiaryEntry[]> {
  return db.transaction().execute(async (trx) => {
    const recorded = await diaryDays(trx, userId, from, to);
    const days = daysOf(new Set(recorded.map((day) => day.date)));
    if (days.length === 0) return [];
    const now = new Date().toISOString();
    const made = await trx
      .insertInto('home_office_days')
      .values(
        days.map((day) => ({
          user_id: userId,
          date: day.date,
          minutes: day.minutes,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'date']).doNothing())
      .returning(['date', 'minutes'])
      .execute();
    return made.sort((a, b) => a.date.localeCompare(b.date));
  });
}
