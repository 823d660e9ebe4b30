import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BasAmounts, netOf } from './bas-adjustments.ts';
import { labelShifts, reportedLabels } from './bas-labels.ts';

const amounts = (g1: number, gstOnSales: number, gstOnPurchases: number): BasAmounts => ({
  g1,
  gstOnSales,
  gstOnPurchases,
});

describe('reportedLabels', () => {
  it.each([
    ['nothing at all', amounts(0, 0, 0), amounts(0, 0, 0), [0, 0]],
    [
      'ordinary figures stay as they are',
      amounts(1_100_00, 100_00, 20_00),
      amounts(1_100_00, 100_00, 20_00),
      [0, 0],
    ],
    [
      'a refund from purchases stays as it is',
      amounts(110_00, 10_00, 50_00),
      amounts(110_00, 10_00, 50_00),
      [0, 0],
    ],
    [
      'a period whose only activity is a note on an earlier invoice: G1 0, 1A 0, the note’s GST at 1B',
      amounts(-110_00, -10_00, 0),
      amounts(0, 0, 10_00),
      [10_00, 0],
    ],
    [
      'notes beyond the period’s sales, with purchases: the excess adds to 1B',
      amounts(-880_00, -80_00, 5_00),
      amounts(0, 0, 85_00),
      [80_00, 0],
    ],
    [
      'G1 below zero while 1A is not (a GST-free sale adjusted): only G1 is floored',
      amounts(-50_00, 3_00, 1_00),
      amounts(0, 3_00, 1_00),
      [0, 0],
    ],
    [
      'exactly the period’s GST on sales adjusted away: 0, nothing moves',
      amounts(0, 0, 7_00),
      amounts(0, 0, 7_00),
      [0, 0],
    ],
    [
      'a negative 1B (a lodged purchase removed since): the excess reported at 1A',
      amounts(220_00, 20_00, -30_00),
      amounts(220_00, 50_00, 0),
      [0, 30_00],
    ],
    [
      'both below zero: each moves across, the net unchanged',
      amounts(-220_00, -20_00, -5_00),
      amounts(0, 5_00, 20_00),
      [20_00, 5_00],
    ],
  ])('%s', (_name, figures, expected, [salesToPurchases, purchasesToSales]) => {
    const labels = reportedLabels(figures);
    expect(labels).toEqual(expected);
    expect(netOf(labels)).toBe(netOf(figures));
    expect(labelShifts(figures)).toEqual({ salesToPurchases, purchasesToSales });
  });

  it('never reports a negative label, keeps 1A − 1B, and leaves labels that are not negative alone', () => {
    const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 });
    fc.assert(
      fc.property(cents, cents, cents, (g1, gstOnSales, gstOnPurchases) => {
        const figures = { g1, gstOnSales, gstOnPurchases };
        const labels = reportedLabels(figures);
        expect(labels.g1).toBeGreaterThanOrEqual(0);
        expect(labels.gstOnSales).toBeGreaterThanOrEqual(0);
        expect(labels.gstOnPurchases).toBeGreaterThanOrEqual(0);
        expect(netOf(labels)).toBe(netOf(figures));
        if (g1 >= 0) expect(labels.g1).toBe(g1);
        if (g1 >= 0 && gstOnSales >= 0 && gstOnPurchases >= 0) expect(labels).toEqual(figures);
        // Presented twice is presented once.
        expect(reportedLabels(labels)).toEqual(labels);
      }),
      { numRuns: 200 },
    );
  });
});
