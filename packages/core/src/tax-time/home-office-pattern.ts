import { addDays, type IsoDate } from '../dates/calendar.ts';
import type { DiaryEntry } from './home-office.ts';

// A week's pattern of hours at home: a shortcut to fill the diary, which still records each day on its
// own (the ATO asks for the hours actually worked; a day that went otherwise is then edited).

/** Monday first, as the pattern form shows them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: IsoDate): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/**
 * The days from `from` to `to` (inclusive) with their weekday's minutes, leaving out the weekdays of 0
 * minutes and the days already recorded: a pattern never overwrites what the diary says.
 */
export function patternDays(
  from: IsoDate,
  to: IsoDate,
  minutesByWeekday: Readonly<Record<Weekday, number>>,
  recorded: ReadonlySet<IsoDate>,
): DiaryEntry[] {
  const days: DiaryEntry[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const minutes = minutesByWeekday[weekdayOf(date)];
    if (minutes > 0 && !recorded.has(date)) days.push({ date, minutes });
  }
  return days;
}
