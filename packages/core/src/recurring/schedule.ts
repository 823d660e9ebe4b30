import type { IsoDate } from '../dates/calendar.ts';

/** How often a recurring schedule issues an invoice. */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const STEP: Record<Frequency, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  fortnightly: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { months: 12 },
};

const partsOf = (date: IsoDate) => date.split('-').map(Number) as [number, number, number];
const isoOf = (utc: Date): IsoDate => utc.toISOString().slice(0, 10);

/** A calendar date plus some days (calendar arithmetic in UTC: no time zone, no daylight saving). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = partsOf(date);
  return isoOf(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}

/**
 * The date of a schedule's occurrence `index` (0 is the start date). Always counted from the start, never
 * from the occurrence before, so that a month-end start does not drift: from 31 January come 28 (or 29)
 * February, then 31 March. A day past the month's end is its last day.
 */
export function occurrenceDate(start: IsoDate, frequency: Frequency, index: number): IsoDate {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`occurrence ${index} is not an index`);
  const step = STEP[frequency];
  if ('days' in step) return addDays(start, step.days * index);
  const [year, month, day] = partsOf(start);
  const months = month - 1 + step.months * index;
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = months % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))));
}

/** Where a schedule stops: on an end date (included), after a number of occurrences, or never. */
export interface ScheduleEnd {
  endDate: IsoDate | null;
  maxCount: number | null;
}

/**
 * Whether a schedule has ended before the occurrence dated `nextDate`: past its end date (the end date
 * itself still has one), or with as many invoices made as it was to make.
 */
export function hasEnded(end: ScheduleEnd, nextDate: IsoDate, made: number): boolean {
  return (end.maxCount !== null && made >= end.maxCount) || (end.endDate !== null && nextDate > end.endDate);
}

/**
 * The first occurrence on or after a date: where a schedule resumes after a pause (the paused
 * stretch is skipped, not caught up) and where an edited one goes on.
 */
export function firstIndexOnOrAfter(start: IsoDate, frequency: Frequency, date: IsoDate): number {
  if (date <= start) return 0;
  const step = STEP[frequency];
  // A guess from the average length of a step, then a walk to the exact index (at most a step or two).
  const [sy, sm, sd] = partsOf(start);
  const [dy, dm, dd] = partsOf(date);
  const spanDays = (Date.UTC(dy, dm - 1, dd) - Date.UTC(sy, sm - 1, sd)) / DAY_MS;
  const stepDays = 'days' in step ? step.days : step.months * 30.436875;
  let index = Math.max(0, Math.floor(spanDays / stepDays) - 1);
  while (index > 0 && occurrenceDate(start, frequency, index - 1) >= date) index -= 1;
  while (occurrenceDate(start, frequency, index) < date) index += 1;
  return index;
}

/** The due date of an invoice issued on `issued` with payment terms of `dueDays` days. */
export function dueDateOf(issued: IsoDate, dueDays: number): IsoDate {
  return addDays(issued, dueDays);
}
