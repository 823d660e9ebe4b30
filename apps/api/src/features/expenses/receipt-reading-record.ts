import type { ReceiptReadingAttributes } from '@sorted/core/contract/receipt-captures';
import { centsToDecimal } from '@sorted/core/money/cents';
import {
  type ReceiptField,
  readReceiptLines,
  type SourcedReceiptReading,
} from '@sorted/core/receipts/receipt-text';
import type { ReceiptText, ReceiptTextLine } from './reading/receipt-text.ts';

// What is kept of a receipt's reading (receipt_captures.reading, JSON): the lines as read and what core
// makes of them, with the line each field came from, so the confirm form can show where it read each.

export interface ReceiptReadingRecord {
  source: ReceiptText['source'];
  lines: ReceiptTextLine[];
  reading: SourcedReceiptReading;
}

/** The record of a file's text: read by core's rules, once, when the text is read. */
export function readingRecordOf(text: ReceiptText): ReceiptReadingRecord {
  return {
    source: text.source,
    lines: text.lines,
    reading: readReceiptLines(text.lines.map((line) => line.text)),
  };
}

export const parseReadingRecord = (json: string): ReceiptReadingRecord =>
  JSON.parse(json) as ReceiptReadingRecord;

const FIELD_NAMES: Record<ReceiptField, keyof ReceiptReadingAttributes['sources']> = {
  supplierName: 'supplier_name',
  abn: 'supplier_abn',
  date: 'expense_date',
  totalCents: 'amount',
  gstCents: 'gst',
  taxInvoice: 'tax_invoice',
};

/** The reading as the API gives it. */
export function readingAttributes(record: ReceiptReadingRecord): ReceiptReadingAttributes {
  const { reading } = record;
  const sources: ReceiptReadingAttributes['sources'] = {};
  for (const [field, index] of Object.entries(reading.sources) as [ReceiptField, number][]) {
    const line = record.lines[index];
    if (line) sources[FIELD_NAMES[field]] = { text: line.text.trim(), box: line.box };
  }
  return {
    source: record.source,
    supplier_name: reading.supplierName,
    supplier_abn: reading.abn?.digits ?? null,
    abn_valid: reading.abn?.valid ?? null,
    expense_date: reading.date,
    amount: reading.totalCents === null ? null : centsToDecimal(reading.totalCents),
    gst: reading.gstCents === null ? null : centsToDecimal(reading.gstCents),
    tax_invoice: reading.taxInvoice,
    sources,
  };
}
