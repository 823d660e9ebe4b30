import type { Cents } from '../money/cents.ts';
import { divideRoundHalfUp } from '../sales-documents/totals.ts';

// An expense's GST and what of it the business may claim (ATO "Claiming GST credits": only the
// business share of a mixed-use purchase). Amounts are paid amounts including GST, in cents.

/** The most GST a GST-inclusive amount can hold: 1/11 of it, to the cent. */
export function maxGstIn(amount: Cents): Cents {
  return divideRoundHalfUp(amount, 11);
}

/** The GST an expense is given until the person changes it: 1/11 of a taxable purchase for a GST-registered business, else 0. */
export function defaultExpenseGst(
  amount: Cents,
  options: { gstRegistered: boolean; taxable: boolean },
): Cents {
  return options.gstRegistered && options.taxable ? maxGstIn(amount) : 0;
}

/** The amount without GST × the business-use share: what the expense takes off profit. */
export function deductibleAmount(expense: { amount: Cents; gst: Cents; businessUsePercent: number }): Cents {
  return divideRoundHalfUp((expense.amount - expense.gst) * expense.businessUsePercent, 100);
}

export const BUSINESS_USE_MIN = 1;
export const BUSINESS_USE_MAX = 100;
export const BUSINESS_USE_DEFAULT = 100;
