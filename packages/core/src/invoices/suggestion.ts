import { addDays, daysBetween, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { lineAmount } from './totals.ts';

// "AI" invoice suggestions without a model: what this user usually bills this client, learnt from their
// own past invoices with that client, and said to be so in the UI.

export interface PastItem {
  name: string;
  description: string | null;
  quantityMilli: number;
  priceCents: Cents;
  taxable: boolean;
}

export interface PastInvoice {
  invoiceDate: IsoDate;
  dueDate: IsoDate;
  items: readonly PastItem[];
}

export interface SuggestedItem extends PastItem {
  amountCents: Cents;
  /** On how many past invoices this item appears. */
  timesBilled: number;
}

export interface InvoiceSuggestion {
  invoiceDate: IsoDate;
  dueDate: IsoDate;
  /** Days from issue to due: the median over past invoices. */
  termsDays: number;
  items: SuggestedItem[];
  /** How many past invoices the suggestion was learnt from. */
  basedOn: number;
}

export const DEFAULT_TERMS_DAYS = 14;
export const MAX_SUGGESTED_ITEMS = 10;

/** The median of whole numbers, the two middle ones averaged (halves up) when the count is even. */
export function medianDays(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return Math.floor(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0) + 1) / 2);
}

const keyOf = (name: string) => name.trim().toLocaleLowerCase('en-AU');

/**
 * A new invoice for a client from their history: dated today, due by their usual terms (else 14 days),
 * with the items they are usually billed — those on two or more past invoices, most often billed first,
 * at their latest price and quantity; when nothing recurs, the items of the latest invoice. At most 10.
 * Null without history.
 */
export function suggestInvoice(history: readonly PastInvoice[], today: IsoDate): InvoiceSuggestion | null {
  if (history.length === 0) return null;
  // Newest first; the sort is stable, so invoices of the same day keep the order they came in.
  const newestFirst = [...history].sort((a, b) =>
    a.invoiceDate < b.invoiceDate ? 1 : a.invoiceDate > b.invoiceDate ? -1 : 0,
  );
  const terms = medianDays(
    newestFirst
      .map((invoice) => daysBetween(invoice.invoiceDate, invoice.dueDate))
      .filter((days) => days >= 0),
  );
  const termsDays = terms ?? DEFAULT_TERMS_DAYS;

  const seen = new Map<string, { latest: PastItem; times: number; recency: number }>();
  newestFirst.forEach((invoice, recency) => {
    const onThisInvoice = new Set<string>();
    for (const item of invoice.items) {
      const key = keyOf(item.name);
      if (!key || onThisInvoice.has(key)) continue;
      onThisInvoice.add(key);
      const known = seen.get(key);
      if (known) known.times += 1;
      else seen.set(key, { latest: item, times: 1, recency });
    }
  });
  const recurring = [...seen.values()]
    .filter((entry) => entry.times >= 2)
    .sort((a, b) => b.times - a.times || a.recency - b.recency || a.latest.name.localeCompare(b.latest.name));
  const chosen =
    recurring.length > 0
      ? recurring.map((entry) => ({ item: entry.latest, times: entry.times }))
      : (newestFirst[0]?.items ?? []).map((item) => ({ item, times: 1 }));

  return {
    invoiceDate: today,
    dueDate: addDays(today, termsDays),
    termsDays,
    items: chosen.slice(0, MAX_SUGGESTED_ITEMS).map(({ item, times }) => ({
      name: item.name,
      description: item.description,
      quantityMilli: item.quantityMilli,
      priceCents: item.priceCents,
      taxable: item.taxable,
      amountCents: lineAmount(item.quantityMilli, item.priceCents),
      timesBilled: times,
    })),
    basedOn: history.length,
  };
}
