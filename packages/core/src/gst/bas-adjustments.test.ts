import { describe, expect, it } from 'vitest';
import {
  adjustmentsFor,
  type BasAmounts,
  type Lodgement,
  lodgementOfMonth,
  NO_AMOUNTS,
  netOf,
  nextOpenPeriod,
  pendingCorrection,
  totalOf,
} from './bas-adjustments.ts';

const amounts = (g1: number, gstOnSales: number, gstOnPurchases = 0): BasAmounts => ({
  g1,
  gstOnSales,
  gstOnPurchases,
});

const quarter = (key: string, firstMonth: string, lastMonth: string, fields: Partial<Lodgement> = {}) => ({
  key,
  firstMonth,
  lastMonth,
  basis: 'cash' as const,
  reported: amounts(1_100_00, 100_00, 20_00),
  corrected: NO_AMOUNTS,
  ...fields,
});

const q3 = quarter('2026-Q3', '2026-07', '2026-09');
const q4 = quarter('2026-Q4', '2026-10', '2026-12');

describe('pendingCorrection', () => {
  it.each([
    ['nothing changed', q3, amounts(1_100_00, 100_00, 20_00), amounts(0, 0, 0)],
    ['an invoice of 110 added', q3, amounts(1_210_00, 110_00, 20_00), amounts(110_00, 10_00, 0)],
    ['an invoice of 1,100 deleted', q3, amounts(0, 0, 20_00), amounts(-1_100_00, -100_00, 0)],
    [
      'a correction already reported later',
      { ...q3, corrected: amounts(110_00, 10_00, 0) },
      amounts(1_210_00, 110_00, 20_00),
      amounts(0, 0, 0),
    ],
    [
      'changed again after a correction',
      { ...q3, corrected: amounts(110_00, 10_00, 0) },
      amounts(1_320_00, 120_00, 25_00),
      amounts(110_00, 10_00, 5_00),
    ],
  ])('%s', (_name, lodgement, live, expected) => {
    expect(pendingCorrection(lodgement, live)).toEqual(expected);
  });
});

describe('nextOpenPeriod', () => {
  it.each([
    ['the next quarter when it is open', [q3], 'quarterly', '2026-Q4'],
    ['past lodged quarters', [q3, q4], 'quarterly', '2027-Q1'],
    ['the next month when reporting monthly now', [q3], 'monthly', '2026-10'],
    // The year holding the lodged quarter still reports its other nine months (it was skipped before).
    ['the year holding it when reporting annually: its other months are open', [q3], 'annual', 'FY2026'],
    [
      'the year after when the whole year is lodged',
      [q3, quarter('FY2026', '2026-07', '2027-06')],
      'annual',
      'FY2027',
    ],
  ] as const)('%s', (_name, lodgements, reporting, key) => {
    expect(nextOpenPeriod(q3, lodgements, reporting).key).toBe(key);
  });
});

describe('adjustmentsFor', () => {
  const live = new Map<string, BasAmounts>([
    ['2026-Q3', amounts(1_210_00, 110_00, 20_00)],
    ['2026-Q4', amounts(1_100_00, 100_00, 20_00)],
  ]);
  const liveOf = (lodgement: Lodgement) => live.get(lodgement.key) ?? NO_AMOUNTS;

  it.each([
    ['a changed lodged quarter shows in the next open one', [q3], '2026-Q4', [['2026-Q3', 110_00, 10_00, 0]]],
    ['and nowhere else', [q3], '2027-Q1', []],
    ['past a lodged quarter that did not change', [q3, q4], '2027-Q1', [['2026-Q3', 110_00, 10_00, 0]]],
    [
      'not once the correction was reported',
      [{ ...q3, corrected: amounts(110_00, 10_00, 0) }, q4],
      '2027-Q1',
      [],
    ],
  ] as const)('%s', (_name, lodgements, key, lines) => {
    expect(adjustmentsFor({ key }, lodgements, liveOf, 'quarterly')).toEqual(
      lines.map(([line, g1, gstOnSales, gstOnPurchases]) => ({ key: line, g1, gstOnSales, gstOnPurchases })),
    );
  });

  it('adds up the lines and their net', () => {
    const total = totalOf([amounts(110_00, 10_00, 0), amounts(-55_00, -5_00, 3_00)]);
    expect(total).toEqual(amounts(55_00, 5_00, 3_00));
    expect(netOf(total)).toBe(2_00);
  });
});

describe('lodgementOfMonth', () => {
  it.each([
    ['2026-06', undefined],
    ['2026-07', '2026-Q3'],
    ['2026-09', '2026-Q3'],
    ['2026-10', '2026-Q4'],
    ['2027-01', undefined],
  ])('%s', (month, key) => {
    expect(lodgementOfMonth([q3, q4], month)?.key).toBe(key);
  });
});
