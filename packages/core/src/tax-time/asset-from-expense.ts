import type { IsoDate } from '../dates/calendar.ts';
import { creditableGst } from '../gst/bas-worksheet.ts';
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
