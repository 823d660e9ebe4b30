/** A calendar date as the API carries it: "YYYY-MM-DD". */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Formatting in a time zone is costly (tens of microseconds) and "today" is asked for on hot paths
// (every invoice list), so each zone keeps its formatter and its last answer for the same second.
const days = new Map<string, { format: Intl.DateTimeFormat; second: number; day: IsoDate }>();

/** Today's calendar date in a time zone; "today", overdue and financial years are decided in Australia/Sydney. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const second = Math.floor(now.getTime() / 1000);
  const cached = days.get(timeZone);
  if (cached?.second === second) return cached.day;
  // en-CA formats as YYYY-MM-DD.
  const format =
    cached?.format ??
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const day = format.format(now);
  days.set(timeZone, { format, second, day });
  return day;
}

/**
 * Whether a day is still to come: after `today` (both YYYY-MM-DD, today in the business's time zone).
 * A payment received or a note issued is a fact, so it cannot be dated later than the day it is told.
 */
export function isAfterToday(date: IsoDate, today: IsoDate): boolean {
  return date > today;
}

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** "24/11/2026" → "2026-11-24": a date typed as shown (day first, whatever the browser's locale); null unless a real day. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const date = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}

/** The Australian financial year (1 July to 30 June) a date falls in, named by its starting year. */
export function financialYearOf(date: IsoDate): { start: number; label: string } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 7 ? year : year - 1;
  return { start, label: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

/** The date `days` calendar days after (or before, when negative) a date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return moved.toISOString().slice(0, 10);
}

/** Whole calendar days from one date to another (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const time = (date: IsoDate) => {
    if (!isIsoDate(date)) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
    return Date.parse(`${date}T00:00:00Z`);
  };
  return Math.round((time(to) - time(from)) / 86_400_000);
}
