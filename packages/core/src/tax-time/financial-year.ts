import { financialYearOf, type IsoDate } from '../dates/calendar.ts';

// The tax-time tables reach back before the calculator's TAX_YEARS (a logbook or a pool can be years
// old), so they name a year by its label ("2024-25") and check the label here.
const LABEL = /^(\d{4})-(\d{2})$/;

/** The year a label starts in: "2024-25" → 2024. Throws for anything that is not a consecutive pair. */
export function yearStart(label: string): number {
  const match = LABEL.exec(label);
  const start = Number(match?.[1]);
  if (!match || (start + 1) % 100 !== Number(match[2])) {
    throw new RangeError(`${label} is not a financial year like 2024-25`);
  }
  return start;
}

export const isInYear = (date: IsoDate, label: string): boolean =>
  financialYearOf(date).start === yearStart(label);

/** 366 when the year's February (in its second calendar year) has a 29th, else 365. */
export function daysInYear(label: string): number {
  const february = yearStart(label) + 1;
  const leap = (february % 4 === 0 && february % 100 !== 0) || february % 400 === 0;
  return leap ? 366 : 365;
}
