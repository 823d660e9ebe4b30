import type { IsoDate } from '../dates/calendar.ts';
import type { BusinessType } from '../tax/business.ts';

// How long a business record is kept (tax-time notes, "Record keeping"; confirmed): five years from when
// it was prepared or obtained, or the transaction completed, whichever is later (ITAA 1936 s 262A; GST
// records TAA Sch 1 s 382-5); a company's, seven (ASIC).

export const RECORD_YEARS: Readonly<Record<BusinessType, number>> = {
  'sole-trader': 5,
  partnership: 5,
  company: 7,
};

/** The same day `years` later; 29 February moves to 1 March in a year without one (kept a day longer). */
function yearsAfter(date: IsoDate, years: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year + years, month - 1, day));
  return later.toISOString().slice(0, 10);
}

/**
 * The first day a record may go: `years` of its business type after the latest of its dates (the
 * expense, its payment, the day its receipt was stored).
 */
export function keptUntil(dates: readonly (IsoDate | null)[], businessType: BusinessType): IsoDate {
  const latest = dates
    .filter((date): date is IsoDate => date !== null)
    .sort()
    .at(-1);
  if (!latest) throw new RangeError('a record needs at least one date');
  return yearsAfter(latest, RECORD_YEARS[businessType]);
}

/** Whether a record kept until `until` may be removed on `today`. */
export const mayRemove = (until: IsoDate, today: IsoDate): boolean => today >= until;
