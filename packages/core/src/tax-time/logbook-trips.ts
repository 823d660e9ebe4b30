import { financialYearOf, type IsoDate } from '../dates/calendar.ts';
import { logbookBusinessUsePercent } from './car.ts';

// A logbook kept journey by journey (s 28-125): the period's dates and odometer readings, and each
// business journey's. Its totals are worked out from them, never typed.

export interface LogbookPeriod {
  start_date: IsoDate;
  end_date: IsoDate;
  odometer_start: number;
  odometer_end: number;
}

export interface LogbookJourney {
  start_date: IsoDate;
  end_date: IsoDate;
  odometer_start: number;
  odometer_end: number;
}

export interface LogbookTotals {
  totalKm: number;
  businessKm: number;
  /** Basis points (6250 = 62.50%); 0 when business km exceed the total, which the checks refuse. */
  businessUseBps: number;
}

export const journeyKm = (journey: Pick<LogbookJourney, 'odometer_start' | 'odometer_end'>): number =>
  journey.odometer_end - journey.odometer_start;

/** Total km = the period's odometer readings apart; business km = its journeys' km added up. */
export function logbookTotals(period: LogbookPeriod, journeys: readonly LogbookJourney[]): LogbookTotals {
  const totalKm = Math.max(0, journeyKm(period));
  const businessKm = journeys.reduce((sum, journey) => sum + Math.max(0, journeyKm(journey)), 0);
  return {
    totalKm,
    businessKm,
    businessUseBps: businessKm > totalKm ? 0 : logbookBusinessUsePercent(businessKm, totalKm),
  };
}

export type JourneyProblem =
  | 'journey_outside_period'
  | 'journey_odometer_outside_period'
  | 'journey_odometer_overlaps';

/**
 * What is wrong with a journey against its logbook and the other journeys (`others` leaves out the one
 * edited), as the field it belongs to. Journeys are driven one after another, so two cannot share a km of
 * the odometer; touching at one reading (one ends at 10,250, the next starts there) is fine.
 */
export function journeyProblems(
  period: LogbookPeriod,
  journey: LogbookJourney,
  others: readonly LogbookJourney[],
): { field: keyof LogbookJourney; problem: JourneyProblem }[] {
  const problems: { field: keyof LogbookJourney; problem: JourneyProblem }[] = [];
  if (journey.start_date < period.start_date || journey.start_date > period.end_date) {
    problems.push({ field: 'start_date', problem: 'journey_outside_period' });
  }
  if (journey.end_date < period.start_date || journey.end_date > period.end_date) {
    problems.push({ field: 'end_date', problem: 'journey_outside_period' });
  }
  if (journey.odometer_start < period.odometer_start || journey.odometer_start > period.odometer_end) {
    problems.push({ field: 'odometer_start', problem: 'journey_odometer_outside_period' });
  }
  if (journey.odometer_end < period.odometer_start || journey.odometer_end > period.odometer_end) {
    problems.push({ field: 'odometer_end', problem: 'journey_odometer_outside_period' });
  }
  const overlaps = others.some(
    (other) => journey.odometer_start < other.odometer_end && other.odometer_start < journey.odometer_end,
  );
  if (overlaps) problems.push({ field: 'odometer_start', problem: 'journey_odometer_overlaps' });
  return problems;
}

/** A new period must still hold every journey already entered: the first field that would leave one out. */
export function periodLeavesOut(
  period: LogbookPeriod,
  journeys: readonly LogbookJourney[],
): { field: keyof LogbookPeriod; problem: 'period_leaves_out_journeys' } | null {
  const fields: [keyof LogbookPeriod, (journey: LogbookJourney) => boolean][] = [
    ['start_date', (journey) => journey.start_date < period.start_date],
    ['end_date', (journey) => journey.end_date > period.end_date],
    ['odometer_start', (journey) => journey.odometer_start < period.odometer_start],
    ['odometer_end', (journey) => journey.odometer_end > period.odometer_end],
  ];
  const field = fields.find(([, outside]) => journeys.some(outside))?.[0];
  return field ? { field, problem: 'period_leaves_out_journeys' } : null;
}

/**
 * The financial years a logbook period touches: one, or two when it straddles 1 July. The Act lets the
 * period straddle (s 28-120) without saying which year it is then kept for, so the owner chooses.
 */
export function logbookYearChoices(start: IsoDate, end: IsoDate): string[] {
  const first = financialYearOf(start).label;
  const last = financialYearOf(end).label;
  return first === last ? [first] : [first, last];
}
