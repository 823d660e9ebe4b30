import { type IsoDate, isIsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { roundHalfUp } from '../tax/individual-tax.ts';
import type { Basis } from './basis.ts';
import { isInYear } from './financial-year.ts';

// Working from home, fixed rate method (PCG 2023/1, from 1 July 2022). Figures from the ATO tax-time
// notes (tax-time.md, "Working from home"). The rate covers energy, internet, phones, stationery and
// computer consumables; furniture and computers are depreciated on top.

interface HourlyRate {
  rateCents: number;
  basis: Basis;
}

const FIXED_RATE: Readonly<Record<string, HourlyRate>> = {
  '2022-23': { rateCents: 67, basis: 'confirmed' },
  '2023-24': { rateCents: 67, basis: 'confirmed' },
  // secondary: PCG 2023/1 as updated, quoted by firms; the ATO's own text was not seen.
  '2024-25': { rateCents: 70, basis: 'secondary' },
  '2025-26': { rateCents: 70, basis: 'secondary' },
  // ESTIMATE: no 2026-27 rate seen; 70c stands in.
  '2026-27': { rateCents: 70, basis: 'estimate' },
};

/** The year's rate per hour worked from home, or null where the method or the table does not reach. */
export const fixedRatePerHour = (year: string): HourlyRate | null => FIXED_RATE[year] ?? null;

/**
 * One day of the diary. Time is whole minutes, so a quarter of an hour is exactly 15 and no decimal hours
 * ever round: the ATO asks for the actual hours, recorded as they are worked.
 */
export interface DiaryEntry {
  date: IsoDate;
  minutes: number;
}

export interface FixedRateClaim extends HourlyRate {
  claim: Cents;
  minutes: number;
  /** Dates in the diary that fall outside the year: not counted, shown so the user can move them. */
  outsideYear: IsoDate[];
}

const MINUTES_IN_A_DAY = 24 * 60;

/**
 * The year's claim: the year's minutes × rate ÷ 60, rounded once, half up to the cent (rounding each day
 * would let a diary kept in quarters gain or lose a cent a day). Null for a year with no known rate.
 */
export function fixedRateClaim(year: string, diary: readonly DiaryEntry[]): FixedRateClaim | null {
  const perDay = new Map<IsoDate, number>();
  for (const { date, minutes } of diary) {
    if (!isIsoDate(date)) throw new RangeError(`${date} is not a YYYY-MM-DD date`);
    if (!Number.isSafeInteger(minutes) || minutes < 0) {
      throw new RangeError(`${minutes} is not a whole number of minutes`);
    }
    const day = (perDay.get(date) ?? 0) + minutes;
    if (day > MINUTES_IN_A_DAY) throw new RangeError(`${date} has more than 24 hours`);
    perDay.set(date, day);
  }
  const rate = fixedRatePerHour(year);
  if (!rate) return null;
  let minutes = 0;
  const outsideYear: IsoDate[] = [];
  for (const [date, day] of perDay) {
    if (isInYear(date, year)) minutes += day;
    else outsideYear.push(date);
  }
  return { claim: roundHalfUp(minutes * rate.rateCents, 60), minutes, ...rate, outsideYear };
}
