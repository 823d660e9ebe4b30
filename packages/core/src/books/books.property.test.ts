import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, type MonthKey } from '../dashboard/periods.ts';
import {
  addAmounts,
  adjustmentsFor,
  type BasAmounts,
  type Lodgement,
  NO_AMOUNTS,
  totalOf,
} from '../gst/bas-adjustments.ts';
import { type BasPeriod, basPeriodOf, shiftBasPeriod } from '../gst/bas-periods.ts';

// The books as the write path keeps them, modelled: live figures per month change with every write
// (confirmed ones included, into lodged months), quarters are lodged in turn, and each lodging reports
// its own figures and the corrections of lodged periods it carries (then recorded on them, so they
// are never carried again). Whatever the order, what the lodged BASs reported plus the corrections
// still waiting in the open periods is exactly the live figures of the lodged months.

const FIRST: MonthKey = '2025-07';
const QUARTERS = 8;

type Operation = { kind: 'write'; month: number; amounts: BasAmounts } | { kind: 'lodge' };

const amounts = fc.record({
  g1: fc.integer({ min: -50_000, max: 200_000 }),
  gstOnSales: fc.integer({ min: -5_000, max: 20_000 }),
  gstOnPurchases: fc.integer({ min: -5_000, max: 20_000 }),
});
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), month: fc.nat({ max: QUARTERS * 3 - 1 }), amounts }),
  fc.constant({ kind: 'lodge' as const }),
);

function run(operations: readonly Operation[]) {
  const live = new Map<MonthKey, BasAmounts>();
  const lodgements: Lodgement[] = [];
  let reportedByLodgedBas = NO_AMOUNTS;
  let next: BasPeriod = basPeriodOf(`${FIRST}-01`, 'quarterly');
  const liveOf = (first: MonthKey, last: MonthKey) =>
    [...live]
      .filter(([month]) => first <= month && month <= last)
      .reduce((sum, [, a]) => addAmounts(sum, a), NO_AMOUNTS);
  for (const op of operations) {
    if (op.kind === 'write') {
      const month = addMonths(FIRST, op.month);
      live.set(month, addAmounts(live.get(month) ?? NO_AMOUNTS, op.amounts));
      continue;
    }
    if (lodgements.length >= QUARTERS) continue;
    const lines = adjustmentsFor(next, lodgements, (l) => liveOf(l.firstMonth, l.lastMonth), 'quarterly');
    const own = liveOf(next.firstMonth, next.lastMonth);
    reportedByLodgedBas = addAmounts(reportedByLodgedBas, addAmounts(own, totalOf(lines)));
    for (const line of lines) {
      const corrected = lodgements.find((l) => l.key === line.key);
      if (corrected) corrected.corrected = addAmounts(corrected.corrected, line);
    }
    lodgements.push({
      key: next.key,
      firstMonth: next.firstMonth,
      lastMonth: next.lastMonth,
      basis: 'cash',
      reported: own,
      corrected: NO_AMOUNTS,
    });
    next = shiftBasPeriod(next, 'quarterly', 1);
  }
  return { live, lodgements, reportedByLodgedBas, next, liveOf };
}

describe('the books, modelled', () => {
  it('report every change of a lodged period exactly once: lodged BASs plus waiting corrections equal the live figures', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const { lodgements, reportedByLodgedBas, next, liveOf } = run(operations);
        if (lodgements.length === 0) return;
        const lodgedLive = liveOf(lodgements[0]?.firstMonth ?? FIRST, lodgements.at(-1)?.lastMonth ?? FIRST);
        // The corrections not reported yet show on the next open period, once each.
        const waiting = adjustmentsFor(
          next,
          lodgements,
          (l) => liveOf(l.firstMonth, l.lastMonth),
          'quarterly',
        );
        expect(new Set(waiting.map((line) => line.key)).size).toBe(waiting.length);
        expect(addAmounts(reportedByLodgedBas, totalOf(waiting))).toEqual(lodgedLive);
        // And no other open period carries them again.
        const later = adjustmentsFor(
          shiftBasPeriod(next, 'quarterly', 1),
          lodgements,
          (l) => liveOf(l.firstMonth, l.lastMonth),
          'quarterly',
        );
        expect(later).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
