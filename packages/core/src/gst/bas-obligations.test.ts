import { describe, expect, it } from 'vitest';
import {
  firstActivityMonth,
  gstOwed,
  isLodged,
  isOverdue,
  type LodgedMonths,
  openPeriods,
  reckonedFrom,
} from './bas-obligations.ts';
import { basPeriodFromKey, type ReportingPeriod } from './bas-periods.ts';

const lodged = (firstMonth: string, lastMonth: string): LodgedMonths => ({ firstMonth, lastMonth });
const quarter = (key: string) => {
  const period = basPeriodFromKey(key, 'quarterly');
  if (!period) throw new Error(key);
  return period;
};

describe('firstActivityMonth', () => {
  it.each([
    ['no months', [], null],
    [
      'rows all zeros (records deleted) are no activity',
      [{ month: '2026-01', sales: 0, gstOnSales: 0, gstOnPurchases: 0 }],
      null,
    ],
    [
      'the earliest month with a figure, in any order, a negative one too',
      [
        { month: '2026-05', sales: 110_00, gstOnSales: 10_00, gstOnPurchases: 0 },
        { month: '2026-02', sales: 0, gstOnSales: 0, gstOnPurchases: 0 },
        { month: '2026-03', sales: -110_00, gstOnSales: -10_00, gstOnPurchases: 0 },
        { month: '2026-04', sales: 0, gstOnSales: 0, gstOnPurchases: 2_00 },
      ],
      '2026-03',
    ],
  ])('%s', (_name, months, expected) => {
    expect(firstActivityMonth(months)).toBe(expected);
  });
});

describe('reckonedFrom', () => {
  it.each([
    ['no activity', null, '2026-11-26', null],
    ['activity this year', '2026-08', '2026-11-26', '2026-08'],
    ['activity last year', '2025-09', '2026-11-26', '2025-09'],
    ['activity years back: from the previous financial year', '2021-03', '2026-11-26', '2025-07'],
    ['in June, the previous year is the one before the year ending', '2020-01', '2026-06-30', '2024-07'],
    ['on 1 July the previous year is the one just ended', '2020-01', '2026-07-01', '2025-07'],
  ])('%s', (_name, first, today, expected) => {
    expect(reckonedFrom(first, today)).toBe(expected);
  });

  it.each([
    [
      'registered mid-month after the first figures: the registration month',
      '2026-08',
      '2026-08-15',
      '2026-08',
    ],
    ['registered after months of figures', '2026-02', '2026-09-01', '2026-09'],
    ['registered before the first figures: the first figures', '2026-08', '2026-03-10', '2026-08'],
    ['registered years back: still not before the previous year', '2021-03', '2019-01-01', '2025-07'],
    ['no figures: nothing, whatever the date', null, '2026-08-15', null],
  ])('with a registration date: %s', (_name, first, registeredFrom, expected) => {
    expect(reckonedFrom(first, '2026-11-26', registeredFrom)).toBe(expected);
  });
});

describe('isLodged', () => {
  it.each([
    ['the period itself', lodged('2026-07', '2026-09'), true],
    [
      'a month of it lodged monthly before the change to quarterly: still owes the others',
      lodged('2026-08', '2026-08'),
      false,
    ],
    ['the year that holds it', lodged('2026-07', '2027-06'), true],
    ['the quarter before', lodged('2026-04', '2026-06'), false],
    ['the quarter after', lodged('2026-10', '2026-12'), false],
  ])('%s', (_name, lodgement, expected) => {
    expect(isLodged(quarter('2026-Q3'), [lodgement])).toBe(expected);
  });

  it('every month lodged monthly: the quarter is lodged', () => {
    expect(
      isLodged(quarter('2026-Q3'), [
        lodged('2026-07', '2026-07'),
        lodged('2026-08', '2026-08'),
        lodged('2026-09', '2026-09'),
      ]),
    ).toBe(true);
  });
});

describe('isOverdue', () => {
  const base = { today: '2026-11-26', from: '2025-07', lodgements: [] as LodgedMonths[] };
  it.each([
    ['ended, not lodged, due 28 October: overdue', '2026-Q3', {}, true],
    ['due today: not yet', '2026-Q3', { today: '2026-10-28' }, false],
    ['the day after it is due', '2026-Q3', { today: '2026-10-29' }, true],
    ['ended but not due yet', '2026-Q3', { today: '2026-10-05' }, false],
    ['the current period', '2026-Q4', {}, false],
    ['lodged', '2026-Q3', { lodgements: [lodged('2026-07', '2026-09')] }, false],
    [
      'one month of it lodged under monthly reporting: the rest is overdue',
      '2026-Q3',
      { lodgements: [lodged('2026-07', '2026-07')] },
      true,
    ],
    ['before the first month reckoned', '2025-Q2', {}, false],
    ['the period holding the first month reckoned', '2025-Q3', { from: '2025-08' }, true],
    ['a business without figures', '2026-Q3', { from: null }, false],
  ])('%s', (_name, key, changes, expected) => {
    expect(isOverdue(quarter(key), { ...base, ...changes })).toBe(expected);
  });
});

describe('openPeriods', () => {
  const keys = (reporting: ReportingPeriod, context: Parameters<typeof openPeriods>[1]) =>
    openPeriods(reporting, context).map(
      ({ period, current, overdue }) =>
        `${period.key}${current ? ' current' : ''}${overdue ? ' overdue' : ''}`,
    );

  it.each<[string, ReportingPeriod, Parameters<typeof openPeriods>[1], string[]]>([
    [
      'no figures yet: the current period only',
      'quarterly',
      { today: '2026-11-26', from: null, lodgements: [] },
      ['2026-Q4 current'],
    ],
    [
      'every ended quarter not lodged since the first month, then the current one',
      'quarterly',
      { today: '2026-11-26', from: '2026-02', lodgements: [lodged('2026-04', '2026-06')] },
      ['2026-Q1 overdue', '2026-Q3 overdue', '2026-Q4 current'],
    ],
    [
      'an ended quarter not due yet is owed, not overdue',
      'quarterly',
      { today: '2026-10-10', from: '2026-07', lodgements: [] },
      ['2026-Q3', '2026-Q4 current'],
    ],
    [
      'months, from the first month reckoned',
      'monthly',
      { today: '2026-11-05', from: '2026-08', lodgements: [lodged('2026-08', '2026-08')] },
      ['2026-09 overdue', '2026-10', '2026-11 current'],
    ],
    [
      'an annual return: last year’s is due on 31 October',
      'annual',
      { today: '2026-11-26', from: '2025-07', lodgements: [] },
      ['FY2025 overdue', 'FY2026 current'],
    ],
    [
      'the current quarter, a month of it lodged monthly (reporting changed): its other months still owed',
      'quarterly',
      { today: '2026-09-20', from: '2026-07', lodgements: [lodged('2026-07', '2026-07')] },
      ['2026-Q3 current'],
    ],
    [
      'quarterly to monthly after lodging a quarter: its months are not owed again',
      'monthly',
      { today: '2026-11-26', from: '2026-07', lodgements: [lodged('2026-07', '2026-09')] },
      ['2026-10 overdue', '2026-11 current'],
    ],
    [
      'monthly to annual after lodging July: the year owes August to June',
      'annual',
      { today: '2027-08-10', from: '2026-07', lodgements: [lodged('2026-07', '2026-07')] },
      ['FY2026', 'FY2027 current'],
    ],
  ])('%s', (_name, reporting, context, expected) => {
    expect(keys(reporting, context)).toEqual(expected);
  });
});

describe('openPeriods: the months a period still reports', () => {
  it('narrows a period part of which was lodged under another reporting period', () => {
    const [open] = openPeriods('quarterly', {
      today: '2026-11-26',
      from: '2026-07',
      lodgements: [lodged('2026-07', '2026-07')],
    });
    expect(open?.months).toEqual(['2026-08', '2026-09']);
    expect([open?.period.key, open?.period.firstMonth, open?.period.start, open?.period.due]).toEqual([
      '2026-Q3',
      '2026-08',
      '2026-08-01',
      '2026-10-28',
    ]);
  });
});

describe('gstOwed', () => {
  const month = (key: string, sales: number, gstOnSales: number, gstOnPurchases = 0) => ({
    month: key,
    sales,
    gstOnSales,
    gstOnPurchases,
  });
  const periods = openPeriods('quarterly', { today: '2026-11-26', from: '2026-04', lodgements: [] });

  it('sums each open period’s months, as labels, and keeps what each owes; a refund is not set against another period', () => {
    const owed = gstOwed(periods, [
      month('2026-03', 1_100_00, 100_00), // before the first period counted
      month('2026-05', 2_200_00, 200_00, 50_00),
      month('2026-06', 0, 0, 10_00),
      // Q3: a note on a Q2 invoice, nothing else: G1 and 1A below zero.
      month('2026-08', -110_00, -10_00),
      month('2026-11', 550_00, 50_00, 5_00),
      month('2027-01', 1_100_00, 100_00), // ahead of the current period
    ]);
    expect(
      owed.periods.map(({ period, current, overdue, gstOnSales, gstOnPurchases, net, owed }) => [
        period.key,
        current,
        overdue,
        gstOnSales,
        gstOnPurchases,
        net,
        owed,
      ]),
    ).toEqual([
      ['2026-Q2', false, true, 200_00, 60_00, 140_00, 140_00],
      ['2026-Q3', false, true, 0, 10_00, -10_00, 0],
      ['2026-Q4', true, false, 50_00, 5_00, 45_00, 45_00],
    ]);
    expect([owed.gstOnSales, owed.gstOnPurchases, owed.owed]).toEqual([250_00, 75_00, 185_00]);
  });

  it('adds what lodged periods carry into a period before the labels: a correction beyond 1A moves to 1B', () => {
    const owed = gstOwed(
      periods,
      [month('2026-05', 110_00, 10_00), month('2026-11', 220_00, 20_00)],
      (period) =>
        period.key === '2026-Q2'
          ? { g1: -330_00, gstOnSales: -30_00, gstOnPurchases: 0 }
          : { g1: 0, gstOnSales: 5_00, gstOnPurchases: 0 },
    );
    expect(
      owed.periods.map(({ period, gstOnSales, gstOnPurchases, net, owed }) => [
        period.key,
        gstOnSales,
        gstOnPurchases,
        net,
        owed,
      ]),
    ).toEqual([
      ['2026-Q2', 0, 20_00, -20_00, 0],
      ['2026-Q3', 5_00, 0, 5_00, 5_00],
      ['2026-Q4', 25_00, 0, 25_00, 25_00],
    ]);
    expect(owed.owed).toBe(30_00);
  });

  it('counts only the months a period still reports: a lodged month within it is not owed again', () => {
    const open = openPeriods('quarterly', {
      today: '2026-11-26',
      from: '2026-07',
      lodgements: [lodged('2026-07', '2026-07')],
    });
    const owed = gstOwed(open, [month('2026-07', 1_100_00, 100_00), month('2026-08', 220_00, 20_00)]);
    expect(owed.periods.map(({ period, owed }) => [period.key, owed])).toEqual([
      ['2026-Q3', 20_00],
      ['2026-Q4', 0],
    ]);
  });

  it('owes nothing without periods', () => {
    expect(gstOwed([], [month('2026-05', 1_100_00, 100_00)])).toEqual({
      periods: [],
      gstOnSales: 0,
      gstOnPurchases: 0,
      owed: 0,
    });
  });
});
