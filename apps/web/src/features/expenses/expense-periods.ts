import type { IsoDate } from '@sorted/core/dates/calendar';
import { basPeriodOf, shiftBasPeriod } from '@sorted/core/gst/bas-periods';

// The list's period filter: all dates, the quarter or financial year today falls in (in the app's time
// zone), the financial year before, or dates of the person's own choosing.

export const PERIODS = ['all', 'quarter', 'year', 'last-year', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const isPeriod = (value: string | null): value is Period =>
  value !== null && (PERIODS as readonly string[]).includes(value);

export interface DateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

/** The first and last day a period covers; custom takes the dates given (either may be open). */
export function periodRange(period: Period, today: IsoDate, custom: DateRange = EMPTY): DateRange {
  switch (period) {
    case 'all':
      return EMPTY;
    case 'quarter': {
      const quarter = basPeriodOf(today, 'quarterly');
      return { from: quarter.start, to: quarter.end };
    }
    case 'year': {
      const year = basPeriodOf(today, 'annual');
      return { from: year.start, to: year.end };
    }
    case 'last-year': {
      const year = shiftBasPeriod(basPeriodOf(today, 'annual'), 'annual', -1);
      return { from: year.start, to: year.end };
    }
    case 'custom':
      return custom;
  }
}

const EMPTY: DateRange = { from: null, to: null };
