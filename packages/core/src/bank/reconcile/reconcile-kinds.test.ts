import { describe, expect, it } from 'vitest';
import {
  countsAsIncomeOrExpense,
  kindFitsAmount,
  kindOfAction,
  RECONCILE_KINDS,
  type ReconcileKind,
} from './reconcile-kinds.ts';

describe('what each kind of reconciled line means for the books', () => {
  const MEANINGS: [ReconcileKind, boolean, 'in' | 'out' | 'either'][] = [
    ['invoice-payment', true, 'in'],
    ['expense', true, 'out'],
    ['bill', true, 'out'],
    ['split', true, 'out'],
    ['transfer', false, 'either'],
    ['drawing', false, 'out'],
    ['contribution', false, 'in'],
    ['ato-payment', false, 'out'],
    ['ato-refund', false, 'in'],
  ];

  it.each(MEANINGS)('%s: income or expense %s, money %s', (kind, counts, direction) => {
    expect(countsAsIncomeOrExpense(kind)).toBe(counts);
    expect([kindFitsAmount(kind, 100), kindFitsAmount(kind, -100)]).toEqual([
      direction !== 'out',
      direction !== 'in',
    ]);
    expect(kindFitsAmount(kind, 0)).toBe(false);
  });

  it('says it of every kind', () => {
    expect(MEANINGS.map(([kind]) => kind).sort()).toEqual([...RECONCILE_KINDS].sort());
  });

  it('reads a rule’s ATO action by the money’s direction', () => {
    expect(kindOfAction({ kind: 'ato' }, -100)).toBe('ato-payment');
    expect(kindOfAction({ kind: 'ato' }, 100)).toBe('ato-refund');
    expect(kindOfAction({ kind: 'transfer' }, 100)).toBe('transfer');
    expect(
      kindOfAction(
        {
          kind: 'expense',
          supplierName: 'BP',
          category: 'motor-vehicle',
          gstFree: false,
          businessUsePercent: 100,
        },
        -100,
      ),
    ).toBe('expense');
  });
});
