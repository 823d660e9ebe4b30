import { addMonths, lastDayOf, type MonthKey, monthOf } from '../dashboard/periods.ts';
import { financialYearOf, type IsoDate, todayIn } from '../dates/calendar.ts';
import { oneOf } from '../identifiers/one-of.ts';

// The periods a GST-registered business reports on its BAS and when each is due (ATO "Lodging and
// paying your BAS"). Every period is a run of whole calendar months, so figures kept per month add up
// to any period. Dates are calendar dates in the app's time zone (Australia/Sydney by default).

export const REPORTING_PERIODS = ['monthly', 'quarterly', 'annual'] as const;
export type ReportingPeriod = (typeof REPORTING_PERIODS)[number];
export const DEFAULT_REPORTING_PERIOD: ReportingPeriod = 'quarterly';

export const isReportingPeriod = oneOf(REPORTING_PERIODS);

export interface BasPeriod {
  /** "2026-08" (a month), "2026-Q3" (the calendar quarter July–September 2026), "FY2026" (2026-27). */
  key: string;
  firstMonth: MonthKey;
  lastMonth: MonthKey;
  start: IsoDate;
  end: IsoDate;
  /** The day the BAS of the period is due. */
  due: IsoDate;
}

const MONTHS: Record<ReportingPeriod, number> = { monthly: 1, quarterly: 3, annual: 12 };

const monthNumber = (month: MonthKey) => Number(month.slice(5, 7));
const yearOf = (month: MonthKey) => Number(month.slice(0, 4));
const day = (month: MonthKey, dayOfMonth: number): IsoDate =>
  `${month}-${String(dayOfMonth).padStart(2, '0')}`;

/** The first month of the period a month falls in. */
function firstMonthOf(month: MonthKey, reporting: ReportingPeriod): MonthKey {
  if (reporting === 'monthly') return month;
  if (reporting === 'quarterly') return addMonths(month, -((monthNumber(month) - 1) % 3));
  // Financial years start in July.
  return `${financialYearOf(day(month, 1)).start}-07`;
}

/**
 * Due dates: a month's BAS on the 21st of the next month; a quarter's on the 28th of the month after it,
 * except October–December's, due 28 February; an annual GST return on 31 October after the year.
 */
function dueDateOf(firstMonth: MonthKey, lastMonth: MonthKey, reporting: ReportingPeriod): IsoDate {
  if (reporting === 'monthly') return day(addMonths(lastMonth, 1), 21);
  if (reporting === 'annual') return `${yearOf(lastMonth)}-10-31`;
  return monthNumber(firstMonth) === 10 ? `${yearOf(lastMonth) + 1}-02-28` : day(addMonths(lastMonth, 1), 28);
}

function keyOf(firstMonth: MonthKey, reporting: ReportingPeriod): string {
  if (reporting === 'monthly') return firstMonth;
  if (reporting === 'quarterly') return `${yearOf(firstMonth)}-Q${(monthNumber(firstMonth) + 2) / 3}`;
  return `FY${yearOf(firstMonth)}`;
}

/**
 * A period's file name as the ATO counts it, by the financial year: "BAS-2026-27-Q2.pdf" for
 * October–December 2026, "BAS-2026-27.csv" for the year; a month keeps its own name ("BAS-2026-11.csv").
 */
export function basFileName(key: string, extension: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  const year = /^FY(\d{4})$/.exec(key);
  let name = key;
  if (quarter) {
    const firstMonth = `${quarter[1]}-${String(Number(quarter[2]) * 3 - 2).padStart(2, '0')}`;
    // July–September is the financial year's first quarter, January–March its third.
    name = `${financialYearOf(day(firstMonth, 1)).label}-Q${((Number(quarter[2]) + 1) % 4) + 1}`;
  } else if (year) {
    name = financialYearOf(`${year[1]}-07-01`).label;
  }
  return `BAS-${name}.${extension}`;
}

/** The period that starts in a given first month. */
function periodStarting(firstMonth: MonthKey, reporting: ReportingPeriod): BasPeriod {
  const lastMonth = addMonths(firstMonth, MONTHS[reporting] - 1);
  return {
    key: keyOf(firstMonth, reporting),
    firstMonth,
    lastMonth,
    start: day(firstMonth, 1),
    end: lastDayOf(lastMonth),
    due: dueDateOf(firstMonth, lastMonth, reporting),
  };
}

/** The period a date falls in. */
export function basPeriodOf(date: IsoDate, reporting: ReportingPeriod): BasPeriod {
  return periodStarting(firstMonthOf(monthOf(date), reporting), reporting);
}

/** The period an instant falls in, read as a calendar date in the time zone (Sydney by default). */
export function basPeriodOfInstant(instant: Date, reporting: ReportingPeriod, timeZone: string): BasPeriod {
  return basPeriodOf(todayIn(timeZone, instant), reporting);
}

/** The period after (count 1) or before (count -1) a period. */
export function shiftBasPeriod(period: BasPeriod, reporting: ReportingPeriod, count: number): BasPeriod {
  return periodStarting(addMonths(period.firstMonth, count * MONTHS[reporting]), reporting);
}

/** Every period of a financial year (named by its starting year), in order. */
export function basPeriodsOfYear(financialYearStart: number, reporting: ReportingPeriod): BasPeriod[] {
  const first = periodStarting(`${financialYearStart}-07`, reporting);
  return Array.from({ length: 12 / MONTHS[reporting] }, (_, index) =>
    shiftBasPeriod(first, reporting, index),
  );
}

/** The months of a period, oldest first. */
export function monthsOf(period: BasPeriod): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = period.firstMonth; month <= period.lastMonth; month = addMonths(month, 1))
    months.push(month);
  return months;
}

/** The period a key names ("2026-08", "2026-Q3", "FY2026"), or null when it names none of this kind. */
export function basPeriodFromKey(key: string, reporting: ReportingPeriod): BasPeriod | null {
  const patterns: Record<ReportingPeriod, RegExp> = {
    monthly: /^(\d{4})-(0[1-9]|1[0-2])$/,
    quarterly: /^(\d{4})-Q([1-4])$/,
    annual: /^FY(\d{4})$/,
  };
  const match = patterns[reporting].exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2999) return null;
  if (reporting === 'monthly') return periodStarting(key, reporting);
  if (reporting === 'quarterly') {
    const first = (Number(match[2]) - 1) * 3 + 1;
    return periodStarting(`${year}-${String(first).padStart(2, '0')}`, reporting);
  }
  return periodStarting(`${year}-07`, reporting);
}

/** A run of months marked lodged (a lodgement's months). */
export interface LodgedMonths {
  firstMonth: MonthKey;
  lastMonth: MonthKey;
}

/**
 * The months of a period that no lodgement covers, oldest first: what the period still reports. All
 * of them when nothing of it was lodged; none when it is lodged, by itself or by periods lodged under
 * another reporting period (a quarter's months within a lodged year, a month within a lodged quarter);
 * some when the reporting period changed after part of it was lodged (monthly July lodged, then
 * quarterly: the July–September quarter reports August and September).
 */
export function unlodgedMonths(
  period: Pick<BasPeriod, 'firstMonth' | 'lastMonth'>,
  lodgements: readonly LodgedMonths[],
): MonthKey[] {
  return monthsOf(period as BasPeriod).filter(
    (month) => !lodgements.some((lodgement) => lodgement.firstMonth <= month && month <= lodgement.lastMonth),
  );
}

/** Whether every month of a period is covered by lodgements (its own, or others'). */
export function isLodged(
  period: Pick<BasPeriod, 'firstMonth' | 'lastMonth'>,
  lodgements: readonly LodgedMonths[],
): boolean {
  return unlodgedMonths(period, lodgements).length === 0;
}

/**
 * What a period reports once lodged months are taken out: the period itself, narrowed to its unlodged
 * months when part of it was lodged under another reporting period (same key and due date; the
 * first month and start move). 'lodged' when nothing is left; 'split' when a lodged month lies between
 * two unlodged ones (a later month was lodged before an earlier one, then the reporting period grew):
 * such a period cannot be lodged as one run of months.
 */
export function remainderOf(
  period: BasPeriod,
  lodgements: readonly LodgedMonths[],
): BasPeriod | 'lodged' | 'split' {
  const months = unlodgedMonths(period, lodgements);
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return 'lodged';
  if (months.length !== monthsOf({ ...period, firstMonth: first, lastMonth: last }).length) return 'split';
  return { ...period, firstMonth: first, lastMonth: last, start: day(first, 1), end: lastDayOf(last) };
}
