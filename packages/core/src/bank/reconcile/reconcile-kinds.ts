import type { Cents } from '../../money/cents.ts';
import type { RuleAction } from './bank-rules.ts';

// What a reconciled bank line became, and what that means for the books. Only payments of invoices
// (income, through the payment write path) and expenses reach the profit and the BAS; moving money
// between the owner's own accounts, taking it out or putting it in, and paying or being refunded by
// the ATO change the bank balance and nothing else.

export const RECONCILE_KINDS = [
  'invoice-payment',
  'expense',
  'bill',
  'transfer',
  'drawing',
  'contribution',
  'ato-payment',
  'ato-refund',
  'split',
] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

interface KindMeaning {
  /** Which way the money must go: in (a credit), out (a debit), or either. */
  direction: 'in' | 'out' | 'either';
  /** What reaches the profit and the BAS: income, an expense, nothing, or each part's own kind. */
  books: 'income' | 'expense' | 'none' | 'parts';
}

const MEANINGS: Record<ReconcileKind, KindMeaning> = {
  'invoice-payment': { direction: 'in', books: 'income' },
  expense: { direction: 'out', books: 'expense' },
  // A bill entered before it was paid: the line pays it (on the cash basis it counts from the line's date).
  bill: { direction: 'out', books: 'expense' },
  transfer: { direction: 'either', books: 'none' },
  drawing: { direction: 'out', books: 'none' },
  contribution: { direction: 'in', books: 'none' },
  'ato-payment': { direction: 'out', books: 'none' },
  'ato-refund': { direction: 'in', books: 'none' },
  // Part business (an expense), part private (a drawing): each part counts as what it is.
  split: { direction: 'out', books: 'parts' },
};

/** Whether a line of this kind reaches the profit and the BAS (a split does through its business part). */
export function countsAsIncomeOrExpense(kind: ReconcileKind): boolean {
  return MEANINGS[kind].books !== 'none';
}

/** Whether a line of this amount can become this kind: an invoice is paid by money in, an expense by money out. */
export function kindFitsAmount(kind: ReconcileKind, amountCents: Cents): boolean {
  const { direction } = MEANINGS[kind];
  if (direction === 'in') return amountCents > 0;
  if (direction === 'out') return amountCents < 0;
  return amountCents !== 0;
}

/** What a bank rule can make of a line. */
export type RuleKind = Exclude<ReconcileKind, 'invoice-payment' | 'bill' | 'split'>;

/** What a bank rule's action makes of a line: the ATO's is a payment on a debit and a refund on a credit. */
export function kindOfAction(action: RuleAction, amountCents: Cents): RuleKind {
  if (action.kind === 'ato') return amountCents < 0 ? 'ato-payment' : 'ato-refund';
  return action.kind;
}
