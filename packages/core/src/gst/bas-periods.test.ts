import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.ts';
import {
  type BasPeriod,
  basFileName,
  basPeriodFromKey,
  basPeriodOf,
  basPeriodOfInstant,
  basPeriodsOfYear,
  isLodged,
  monthsOf,
  type ReportingPeriod,
  remainderOf,
  shiftBasPeriod,
  unlodgedMonths,
} from './bas-periods.ts';

describe('quarterly periods and their due dates (ATO: 28 Oct, 28 Feb, 28 Apr, 28 Jul)', () => {
  it.each([
    ['2026-07-01', '2026-Q3', '2026-07-01', '2026-09-30', '2026-10-28'],
    ['2026-09-30', '2026-Q3', '2026-07-01', '2026-09-30', '2026-10-28'],
    ['2026-10-01', '2026-Q4', '2026-10-01', '2026-12-31', '2027-02-28'],
    ['2026-12-31', '2026-Q4', '2026-10-01', '2026-12-31', '2027-02-28'],
    ['2027-01-01', '2027-Q1', '2027-01-01', '2027-03-31', '2027-04-28'],
    ['2027-03-31', '2027-Q1', '2027-01-01', '2027-03-31', '2027-04-28'],
    ['2027-04-01', '2027-Q2', '2027-04-01', '2027-06-30', '2027-07-28'],
    ['2027-06-30', '2027-Q2', '2027-04-01', '2027-06-30', '2027-07-28'],
  ])('%s is in %s (%s to %s), due %s', (date, key, start, end, due) => {
    expect(basPeriodOf(date, 'quarterly')).toMatchObject({ key, start, end, due });
  });
});

describe('monthly periods, due on the 21st of the next month', () => {
  it.each([
    ['2026-02-14', '2026-02', '2026-02-01', '2026-02-28', '2026-03-21'],
    ['2028-02-29', '2028-02', '2028-02-01', '2028-02-29', '2028-03-21'],
    ['2026-12-31', '2026-12', '2026-12-01', '2026-12-31', '2027-01-21'],
  ])('%s is in %s (%s to %s), due %s', (date, key, start, end, due) => {
    expect(basPeriodOf(date, 'monthly')).toMatchObject({ key, start, end, due });
  });
});

describe('annual periods: the financial year, due 31 October after it', () => {
  it.each([
    ['2026-07-01', 'FY2026', '2026-07-01', '2027-06-30', '2027-10-31'],
    ['2027-06-30', 'FY2026', '2026-07-01', '2027-06-30', '2027-10-31'],
    ['2026-06-30', 'FY2025', '2025-07-01', '2026-06-30', '2026-10-31'],
  ])('%s is in %s (%s to %s), due %s', (date, key, start, end, due) => {
    expect(basPeriodOf(date, 'annual')).toMatchObject({ key, start, end, due });
  });
});

describe('period boundaries in Sydney time', () => {
  it('an instant late on 30 September UTC is already October in Sydney', () => {
    const instant = new Date('2026-09-30T15:30:00Z'); // 01:30 on 1 October in Sydney (AEST)
    expect(basPeriodOfInstant(instant, 'quarterly', 'Australia/Sydney').key).toBe('2026-Q4');
    expect(basPeriodOfInstant(instant, 'quarterly', 'UTC').key).toBe('2026-Q3');
  });

  it('daylight saving: 1 January 00:30 in Sydney (AEDT) is 31 December UTC', () => {
    const instant = new Date('2026-12-31T13:30:00Z');
    expect(basPeriodOfInstant(instant, 'quarterly', 'Australia/Sydney').key).toBe('2027-Q1');
  });
});

describe('a year of periods', () => {
  it.each([
    ['monthly', 12],
    ['quarterly', 4],
    ['annual', 1],
  ] as const)('%s: %i periods covering 1 July to 30 June without gaps', (reporting, count) => {
    const periods = basPeriodsOfYear(2026, reporting);
    expect(periods).toHaveLength(count);
    expect(periods[0]?.start).toBe('2026-07-01');
    expect(periods.at(-1)?.end).toBe('2027-06-30');
    for (let index = 1; index < periods.length; index += 1) {
      expect(periods[index]?.start).toBe(addDays(periods[index - 1]?.end ?? '', 1));
    }
    expect(periods.flatMap(monthsOf)).toHaveLength(12);
  });
});

const reportings: ReportingPeriod[] = ['monthly', 'quarterly', 'annual'];
const dates = fc
  .date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('properties', () => {
  it('every date lies inside its period, and the next period starts the day after it ends', () => {
    fc.assert(
      fc.property(dates, fc.constantFrom(...reportings), (date, reporting) => {
        const period = basPeriodOf(date, reporting);
        expect(period.start <= date && date <= period.end).toBe(true);
        expect(period.due > period.end).toBe(true);
        const next = shiftBasPeriod(period, reporting, 1);
        expect(next.start).toBe(addDays(period.end, 1));
        expect(shiftBasPeriod(next, reporting, -1)).toEqual(period);
        expect(basPeriodFromKey(period.key, reporting)).toEqual(period);
      }),
    );
  });
});

describe('basPeriodFromKey', () => {
  it.each([
    ['2026-13', 'monthly'],
    ['2026-Q5', 'quarterly'],
    ['2026-Q3', 'monthly'],
    ['FY26', 'annual'],
    ['1999-Q1', 'quarterly'],
  ] as const)('%s is not a %s period', (key, reporting) => {
    expect(basPeriodFromKey(key, reporting)).toBeNull();
  });
});

describe('unlodgedMonths and remainderOf', () => {
  const lodged = (firstMonth: string, lastMonth: string) => ({ firstMonth, lastMonth });
  const q3 = basPeriodFromKey('2026-Q3', 'quarterly') as BasPeriod;
  it.each<
    [string, { firstMonth: string; lastMonth: string }[], string[], string | { first: string; start: string }]
  >([
    [
      'nothing lodged: the whole quarter',
      [],
      ['2026-07', '2026-08', '2026-09'],
      { first: '2026-07', start: '2026-07-01' },
    ],
    ['the quarter lodged', [lodged('2026-07', '2026-09')], [], 'lodged'],
    ['within a lodged year', [lodged('2026-07', '2027-06')], [], 'lodged'],
    [
      'July lodged monthly: August and September',
      [lodged('2026-07', '2026-07')],
      ['2026-08', '2026-09'],
      { first: '2026-08', start: '2026-08-01' },
    ],
    [
      'every month lodged monthly',
      [lodged('2026-07', '2026-07'), lodged('2026-08', '2026-08'), lodged('2026-09', '2026-09')],
      [],
      'lodged',
    ],
    [
      'August lodged before July: July and September, not one run',
      [lodged('2026-08', '2026-08')],
      ['2026-07', '2026-09'],
      'split',
    ],
  ])('%s', (_name, lodgements, months, remainder) => {
    expect(unlodgedMonths(q3, lodgements)).toEqual(months);
    expect(isLodged(q3, lodgements)).toBe(months.length === 0);
    const result = remainderOf(q3, lodgements);
    if (typeof remainder === 'string') expect(result).toBe(remainder);
    else
      expect(result).toMatchObject({
        key: '2026-Q3',
        firstMonth: remainder.first,
        lastMonth: '2026-09',
        start: remainder.start,
        end: '2026-09-30',
        due: '2026-10-28',
      });
  });
});

describe('basFileName', () => {
  it.each([
    ['2026-Q3', 'BAS-2026-27-Q1.csv'],
    ['2026-Q4', 'BAS-2026-27-Q2.csv'],
    ['2027-Q1', 'BAS-2026-27-Q3.csv'],
    ['2027-Q2', 'BAS-2026-27-Q4.csv'],
    ['2026-11', 'BAS-2026-11.csv'],
    ['FY2026', 'BAS-2026-27.csv'],
  ])('names %s by the financial year: %s', (key, name) => {
    expect(basFileName(key, 'csv')).toBe(name);
  });
});
