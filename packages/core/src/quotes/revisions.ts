import type { QuoteStatus } from './status.ts';

// A quote's revisions (issue 26): once its client has been sent a quote, what they were sent is kept.
// An edit of a sent quote that changes what it prints (items, totals, dates, note, number, business or
// client) makes a new revision; the one it replaces is kept as it printed. A draft's edits make none
// (the client has seen nothing yet), nor does a save that prints the same. The client's answer names
// the revision they saw, and only the current one may be answered.

/** What a quote prints, as kept with each revision: amounts are decimal strings. */
export interface QuotePrintedContent {
  number: string;
  issue_date: string;
  valid_until: string;
  note: string | null;
  gst_registered: boolean;
  prices_include_gst: boolean;
  subtotal: string;
  gst: string;
  total: string;
  /** The business's and the client's details as printed. */
  seller: Record<string, unknown>;
  client: Record<string, unknown> | null;
  items: Array<{
    name: string;
    description: string | null;
    quantity: string;
    price: string;
    taxable: boolean;
    amount: string;
  }>;
}

/** The same value whatever order an object's keys came in (details parsed from stored JSON). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether the two print differently. */
export const printedContentChanged = (before: QuotePrintedContent, after: QuotePrintedContent) =>
  JSON.stringify(canonical(before)) !== JSON.stringify(canonical(after));

/**
 * What a save of a quote in `status` at `revision` does to its revisions: a sent quote whose printed
 * content changed keeps the revision it replaces and moves to the next one.
 */
export function revisionOnSave(
  status: QuoteStatus,
  revision: number,
  changed: boolean,
): { revision: number; keepReplaced: boolean } {
  if (status === 'sent' && changed) return { revision: revision + 1, keepReplaced: true };
  return { revision, keepReplaced: false };
}

/**
 * Whether a client's answer naming `asked` may land on the quote's `current` revision. An answer that
 * names none (a page opened before revisions existed) stands only while the quote was never revised.
 */
export const answersRevision = (asked: number | undefined, current: number) => (asked ?? 1) === current;
