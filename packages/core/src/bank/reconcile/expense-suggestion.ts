import { daysBetween, type IsoDate } from '../../dates/calendar.ts';
import type { ExpenseCategory } from '../../expenses/categories.ts';
import { BUSINESS_USE_DEFAULT, defaultExpenseGst } from '../../expenses/expense-gst.ts';
import type { Cents } from '../../money/cents.ts';
import { type BankRule, ruleFor } from './bank-rules.ts';
import { CONFIDENCE, DATE_BONUS_MAX } from './confidence.ts';
import { namesIn } from './party-name.ts';
import { payeeKey } from './payee-key.ts';
import { kindFitsAmount, kindOfAction, type RuleKind } from './reconcile-kinds.ts';

// What a debit is: a bill already entered and now paid, what one of the owner's bank rules says, or
// failing both a new expense named from the narrative for the owner to complete. An unpaid bill of the
// amount whose supplier the narrative names comes before any rule: recording a new expense for it
// would count the purchase twice.

/** An expense entered before it was paid (no paid date yet). */
export interface OpenBill {
  id: number;
  supplierName: string;
  /** What it costs, GST included, positive cents. */
  amountCents: Cents;
  dueDate: IsoDate | null;
}

/** A new expense as the reconcile screen offers it, for the owner to accept or change. */
export interface ExpenseDraft {
  supplierName: string;
  category: ExpenseCategory;
  /** Positive: what the line paid. */
  amountCents: Cents;
  gstCents: Cents;
  businessUsePercent: number;
  /** The bank rule it comes from, else null. */
  fromRule: number | null;
}

export type ExpenseSuggestion =
  | { kind: 'bill'; billId: number; confidence: number }
  | { kind: 'expense'; expense: ExpenseDraft; confidence: number }
  /** A rule made the line a transfer, a drawing or a payment to the ATO. */
  | { kind: Exclude<RuleKind, 'expense'>; fromRule: number; confidence: number };

interface BankDebit {
  date: IsoDate;
  /** Negative: money out. */
  amountCents: Cents;
  description: string;
}

// A bill paid within this many days of its due date fits it.
const NEAR_DUE_DAYS = 14;

/**
 * The unpaid bill of the line's amount likeliest paid by it (supplier named, then the nearest due
 * date), and how sure; `named` when its supplier is in the narrative.
 */
function billFor(
  line: BankDebit,
  openBills: readonly OpenBill[],
): { suggestion: ExpenseSuggestion; named: boolean } | null {
  const paid = -line.amountCents;
  const supplierNamed = namesIn(line.description);
  const distance = (bill: OpenBill) =>
    bill.dueDate === null ? Number.POSITIVE_INFINITY : Math.abs(daysBetween(bill.dueDate, line.date));
  const same = openBills
    .filter((bill) => bill.amountCents === paid)
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id);
  const named = same.filter((bill) => supplierNamed(bill.supplierName));
  const pool = named.length > 0 ? named : same;
  const [best] = pool;
  if (best === undefined) return null;
  const level =
    pool.length > 1
      ? CONFIDENCE.ambiguous
      : named.length > 0
        ? CONFIDENCE.billSupplierAndAmount
        : CONFIDENCE.billAmountOnly;
  const bonus = pool.length === 1 && distance(best) <= NEAR_DUE_DAYS ? DATE_BONUS_MAX : 0;
  return {
    suggestion: { kind: 'bill', billId: best.id, confidence: level + bonus },
    named: named.length > 0,
  };
}

/**
 * The suggestion for a debit line (amountCents < 0); null for a credit. The expense's GST is core's
 * default (1/11 of the amount, halves up, for a GST-registered business unless the rule says GST-free);
 * without a rule the supplier is the narrative's payee key, the category "other", business use 100%.
 */
export function suggestExpense(
  line: BankDebit,
  context: { rules: readonly BankRule[]; gstRegistered: boolean; openBills: readonly OpenBill[] },
): ExpenseSuggestion | null {
  if (!Number.isSafeInteger(line.amountCents) || line.amountCents >= 0) return null;
  const amountCents = -line.amountCents;
  const bill = billFor(line, context.openBills);
  if (bill?.named) return bill.suggestion;
  const rule = ruleFor(line, context.rules);
  if (rule !== null) {
    const { action } = rule;
    if (action.kind === 'expense') {
      const gstCents = defaultExpenseGst(amountCents, {
        gstRegistered: context.gstRegistered,
        taxable: !action.gstFree,
      });
      const expense: ExpenseDraft = {
        supplierName: action.supplierName,
        category: action.category,
        amountCents,
        gstCents,
        businessUsePercent: action.businessUsePercent,
        fromRule: rule.id,
      };
      return { kind: 'expense', expense, confidence: CONFIDENCE.rule };
    }
    const kind = kindOfAction(action, line.amountCents);
    // A rule for either direction may say "contribution", which a debit cannot be: no suggestion from it.
    if (kind !== 'expense' && kindFitsAmount(kind, line.amountCents)) {
      return { kind, fromRule: rule.id, confidence: CONFIDENCE.rule };
    }
  }
  if (bill !== null) return bill.suggestion;
  const expense: ExpenseDraft = {
    supplierName: payeeKey(line.description),
    category: 'other',
    amountCents,
    gstCents: defaultExpenseGst(amountCents, { gstRegistered: context.gstRegistered, taxable: true }),
    businessUsePercent: BUSINESS_USE_DEFAULT,
    fromRule: null,
  };
  return { kind: 'expense', expense, confidence: CONFIDENCE.nothing };
}
