// Dates as bank files write them: "25/12/2025", "5/1/25" (a spreadsheet's re-save), "02 Feb 22" (NAB),
// "12/25'25" (Quicken), "2025-12-25", and OFX's "20251225120000.000[+10:AEST]". A date that is no real
// day (31/02/2025) is refused, never rolled over into March.

import { type IsoDate, isIsoDate } from '../dates/calendar.ts';

/** Which part comes first in a numeric date: the day (Australia), the month (the US, Quicken) or the year. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

// A time after the date, which spreadsheets add when they re-save ("5/01/2025 0:00").
const TIME = String.raw`(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?`;
// Two parts then the year: "/25", "/2025", or Quicken's "'25" and "' 5" (years from 2000).
const NUMERIC = new RegExp(
  String.raw`^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*(?:[/.-]\s*(\d{4}|\d{2})|'\s*(\d{1,2}))${TIME}$`,
  'i',
);
const YEAR_FIRST = new RegExp(
  String.raw`^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?:T\d{2}:\d{2}(?::\d{2})?|${TIME})$`,
  'i',
);
const MONTH_NAMED = /^(\d{1,2})(?:\s+|\s*-\s*)([a-z]{3,9})\.?,?(?:\s+|\s*-\s*)(\d{4}|\d{2})$/i;
// YYYYMMDD, then optionally HHMM, seconds, fractions and a time zone ("[-5:EST]", "[+10.00:AEST]", "[0]").
const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:\d{4}(?:\d{2}(?:\.\d{1,6})?)?)?\s*(?:\[\s*[+-]?\d{1,2}(?:[.:]\d{1,2})?(?::\s*[a-z_]*)?\s*\])?$/i;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// "Feb", "Sept" and "February" are months; "Febx" is not.
function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex(
    (month) => month.startsWith(lower) || (lower === 'sept' && month === 'september'),
  );
  return index < 0 ? null : index + 1;
}

// Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999 (the spreadsheets' own pivot).
function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function isoOf(year: number, month: number, day: number): IsoDate | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A statement's date as YYYY-MM-DD; null when it is not a real day written in a form read here. A date
 * with the year first or a month name is read whatever the order; "01/02/2025" needs the order.
 */
export function parseStatementDate(text: string, order: DateOrder): IsoDate | null {
  const trimmed = text.trim();
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst) return isoOf(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]));
  const named = MONTH_NAMED.exec(trimmed);
  if (named) {
    const month = monthNumber(named[2] ?? '');
    return month === null ? null : isoOf(fullYear(named[3] ?? ''), month, Number(named[1]));
  }
  const numeric = NUMERIC.exec(trimmed);
  if (!numeric || order === 'YMD') return null;
  const [, first, , second, year, quickenYear] = numeric;
  const fullYearOf = year ? fullYear(year) : 2000 + Number(quickenYear);
  return order === 'DMY'
    ? isoOf(fullYearOf, Number(second), Number(first))
    : isoOf(fullYearOf, Number(first), Number(second));
}

/** The day-first and month-first orders in which a date is a real day ("25/12/2025" fits DMY only). */
export function ordersFitting(text: string): ('DMY' | 'MDY')[] {
  return (['DMY', 'MDY'] as const).filter((order) => parseStatementDate(text, order) !== null);
}

/** An OFX date (YYYYMMDD with an optional time and zone) as the calendar day it names, as written. */
export function parseOfxDate(text: string): IsoDate | null {
  const match = OFX_DATE.exec(text.trim());
  return match ? isoOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
