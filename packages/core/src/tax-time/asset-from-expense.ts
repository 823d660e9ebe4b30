import type { IsoDate } from '../dates/calendar.ts';
import { deductibleAmount } from '../expenses/expense-gst.ts';
import { type AccountingBasis, creditableGst } from '../gst/bas-worksheet.ts';
import type { Cents } from '../money/cents.ts';

// An asset of the register worked out from the expense that bought it (issue 31, item 3).

export interface ExpenseBought {
  /** Paid, GST included. */
  amount: Cents;
  gst: Cents;
  businessUsePercent: number;
  date: IsoDate;
}

export interface BuyingBusiness {
  gstRegistered: boolean;
  /** The day its registration starts; null when registered all along (or not at all). */
  gstRegisteredFrom: IsoDate | null;
}

/** Whether the business was registered for GST on the day, so that the purchase gave it a GST credit. */
export const registeredOn = (business: BuyingBusiness, date: IsoDate): boolean =>
  business.gstRegistered && (business.gstRegisteredFrom === null || business.gstRegisteredFrom <= date);

/**
 * The asset's cost, its business use and its first-use date as the form first offers them. The cost is
 * what was paid less the GST credit the business is entitled to (s 27-80): a registered business claims
 * the business share of the GST only, so the private share's GST stays in the cost; an unregistered one
 * claims none, so its cost is the whole price. The depreciation then takes the business share of that
 * cost, as the expense's own business use says. The date of the expense stands for the first use until
 * the person says otherwise.
 */
export function assetFromExpense(
  expense: ExpenseBought,
  business: BuyingBusiness,
): { cost: Cents; businessUsePercent: number; firstUsed: IsoDate } {
  const credit = registeredOn(business, expense.date)
    ? creditableGst({ gst: expense.gst, businessUsePercent: expense.businessUsePercent })
    : 0;
  return {
    cost: expense.amount - credit,
    businessUsePercent: expense.businessUsePercent,
    firstUsed: expense.date,
  };
}

/**
 * What an expense that bought an asset took off the profit of the year from `first` to `last`, on the
 * business's basis (accruals: its date; cash: the day it was paid, none while unpaid), as the running
 * totals count it. A capital outlay is not deductible as an expense (its decline in value is, through
 * the asset), so the year's estimate gives this back to the profit rather than claim the cost twice.
 */
export function boughtAssetExpense(
  expense: ExpenseBought & { paid: IsoDate | null },
  basis: AccountingBasis,
  first: IsoDate,
  last: IsoDate,
): Cents {
  const day = basis === 'accruals' ? expense.date : expense.paid;
  if (day === null || day < first || day > last) return 0;
  return deductibleAmount(expense);
}
