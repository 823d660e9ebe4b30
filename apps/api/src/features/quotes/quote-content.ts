import { centsToDecimal } from '@sorted/core/money/cents';
import type { QuotePrintedContent } from '@sorted/core/quotes/revisions';
import type { QuoteItemRow, QuoteRow } from '../../repositories/quotes.repository.ts';
import { lineAttributes } from '../../sales-documents/document-resource.ts';

type PrintedRow = {
  note?: string | null | undefined;
  customer_details?: string | null | undefined;
} & Pick<
  QuoteRow,
  | 'number'
  | 'issue_date'
  | 'valid_until'
  | 'gst_registered'
  | 'prices_include_gst'
  | 'subtotal_cents'
  | 'gst_cents'
  | 'total_cents'
  | 'company_details'
>;
type PrintedItem = Omit<QuoteItemRow, 'id' | 'quote_id'>;

/** What a quote (saved, or about to be) prints: what a revision keeps and compares. */
export function printedContentOf(row: PrintedRow, items: readonly PrintedItem[]): QuotePrintedContent {
  return {
    number: row.number,
    issue_date: row.issue_date,
    valid_until: row.valid_until,
    note: row.note ?? null,
    gst_registered: Boolean(row.gst_registered),
    prices_include_gst: Boolean(row.prices_include_gst),
    subtotal: centsToDecimal(Number(row.subtotal_cents)),
    gst: centsToDecimal(Number(row.gst_cents)),
    total: centsToDecimal(Number(row.total_cents)),
    seller: JSON.parse(row.company_details) as Record<string, unknown>,
    client: row.customer_details ? (JSON.parse(row.customer_details) as Record<string, unknown>) : null,
    items: [...items].sort((a, b) => a.position - b.position).map(lineAttributes),
  };
}
