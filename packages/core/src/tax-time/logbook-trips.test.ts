import { describe, expect, it } from 'vitest';
import {
  journeyProblems,
  type LogbookJourney,
  logbookTotals,
  logbookYearChoices,
  periodLeavesOut,
} from './logbook-trips.ts';

const period = {
  start_date: '2025-05-01',
  end_date: '2025-08-31',
  odometer_start: 10_000,
  odometer_end: 14_000,
};
const journey = (start: number, end: number, date = '2025-06-02'): LogbookJourney => ({
  start_date: date,
  end_date: date,
  odometer_start: start,
  odometer_end: end,
});

describe('logbook kept journey by journey', () => {
  it.each([
    ['no journeys', [], { totalKm: 4000, businessKm: 0, businessUseBps: 0 }],
    ['one journey', [journey(10_000, 10_250)], { totalKm: 4000, businessKm: 250, businessUseBps: 625 }],
    [
      'journeys add up',
      [journey(10_000, 11_000), journey(12_000, 14_000)],
      { totalKm: 4000, businessKm: 3000, businessUseBps: 7500 },
    ],
    [
      'rounded half up to the hundredth of a percent',
      [journey(10_000, 10_001)],
      { totalKm: 4000, businessKm: 1, businessUseBps: 3 },
    ],
  ])('totals: %s', (_name, journeys, totals) => {
    expect(logbookTotals(period, journeys)).toEqual(totals);
  });

  it('has no business use when the odometer did not move', () => {
    expect(logbookTotals({ ...period, odometer_end: 10_000 }, [])).toEqual({
      totalKm: 0,
      businessKm: 0,
      businessUseBps: 0,
    });
  });

  const others = [journey(11_000, 11_500)];
  it.each([
    ['inside, touching the next journey', journey(10_500, 11_000), []],
    [
      'on the first and last days and readings',
      { ...journey(10_000, 10_100, '2025-05-01'), end_date: '2025-08-31' },
      [],
    ],
    [
      'starts before the period',
      journey(10_000, 10_100, '2025-04-30'),
      [
        ['start_date', 'journey_outside_period'],
        ['end_date', 'journey_outside_period'],
      ],
    ],
    [
      'ends after the period',
      { ...journey(10_000, 10_100, '2025-08-31'), end_date: '2025-09-01' },
      [['end_date', 'journey_outside_period']],
    ],
    [
      'reading before the period’s',
      journey(9_990, 10_100),
      [['odometer_start', 'journey_odometer_outside_period']],
    ],
    [
      'reading after the period’s',
      journey(13_900, 14_001),
      [['odometer_end', 'journey_odometer_outside_period']],
    ],
    [
      'overlapping another journey',
      journey(11_400, 11_600),
      [['odometer_start', 'journey_odometer_overlaps']],
    ],
    ['inside another journey', journey(11_100, 11_200), [['odometer_start', 'journey_odometer_overlaps']]],
    ['around another journey', journey(10_900, 11_600), [['odometer_start', 'journey_odometer_overlaps']]],
  ])('journey %s', (_name, candidate, problems) => {
    expect(journeyProblems(period, candidate, others).map(({ field, problem }) => [field, problem])).toEqual(
      problems,
    );
  });

  it.each([
    ['holds every journey', period, null],
    ['starts after a journey', { ...period, start_date: '2025-06-03' }, 'start_date'],
    ['ends before a journey', { ...period, end_date: '2025-06-01' }, 'end_date'],
    ['first reading above a journey’s', { ...period, odometer_start: 11_100 }, 'odometer_start'],
    ['last reading below a journey’s', { ...period, odometer_end: 11_400 }, 'odometer_end'],
  ])('a new period that %s', (_name, changed, field) => {
    expect(periodLeavesOut(changed, others)?.field ?? null).toBe(field);
  });

  it.each([
    ['inside one year', '2025-07-01', '2025-09-22', ['2025-26']],
    ['ending on 30 June', '2025-04-01', '2025-06-30', ['2024-25']],
    ['straddling 1 July', '2025-05-01', '2025-08-31', ['2024-25', '2025-26']],
  ])('the years a period %s may be kept for', (_name, start, end, years) => {
    expect(logbookYearChoices(start, end)).toEqual(years);
  });
});
