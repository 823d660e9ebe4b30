import type { Cents } from '../money/cents.ts';
import { QUANTITY_SCALE, type Totals } from './totals.ts';

// A sales document's lines (an invoice's, a quote's, a schedule's) as they are stored and shown: the
// quantity in thousandths, the price and the amount in cents, in the order they were entered.

/** An item as the document schemas give it (the same for invoices and quotes). */
export interface ItemInput {
  name: string;
  description: string | null;
  /** Thousandths of a unit. */
  quantity: number;
  price: Cents;
  taxable: boolean;
}

/** A line as a document keeps it. */
export interface DocumentLine {
  position: number;
  name: string;
  description: string | null;
  quantity_milli: number;
  price_cents: Cents;
  taxable: boolean;
  amount_cents: Cents;
}

/** The lines of validated items, each with the amount the totals worked out for it. */
export function documentLines(items: readonly ItemInput[], totals: Pick<Totals, 'lines'>): DocumentLine[] {
  return items.map((item, position) => ({
    position,
    name: item.name,
    description: item.description,
    quantity_milli: item.quantity,
    price_cents: item.price,
    taxable: item.taxable,
    amount_cents: totals.lines[position]?.amount ?? 0,
  }));
}

/** "1.5" for 1500 thousandths, as the forms and the PDF show a quantity. */
export const quantityText = (quantityMilli: number): string => String(Number(quantityMilli) / QUANTITY_SCALE);
