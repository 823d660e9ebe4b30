import { z } from 'zod';
import { all, resource, single, toOneOrNone } from './json-api.ts';

// Receipts snapped or uploaded and not yet expenses (issue 30): the inbox of receipts to confirm. Amounts
// are decimal strings ("1234.50"), as on expenses.

/** Where on the receipt a field was read: the line's words, and its place on the image as fractions. */
export const readSource = z.strictObject({
  text: z.string(),
  box: z.strictObject({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
});
export type ReadSource = z.infer<typeof readSource>;

/** What the receipt says, each field null where it does not say it plainly. */
export const receiptReadingAttributes = z.strictObject({
  /** pdf-text: the PDF's own text; ocr: read from a photo or a scan. */
  source: z.enum(['pdf-text', 'ocr']),
  supplier_name: z.string().nullable(),
  /** 11 digits as printed; `abn_valid` false when the ATO's check refuses it (never "corrected"). */
  supplier_abn: z.string().nullable(),
  abn_valid: z.boolean().nullable(),
  expense_date: z.string().nullable(),
  amount: z.string().nullable(),
  gst: z.string().nullable(),
  tax_invoice: z.boolean(),
  /** For each field read, the line it was read from. */
  sources: z.strictObject({
    supplier_name: readSource.optional(),
    supplier_abn: readSource.optional(),
    expense_date: readSource.optional(),
    amount: readSource.optional(),
    gst: readSource.optional(),
    tax_invoice: readSource.optional(),
  }),
});
export type ReceiptReadingAttributes = z.infer<typeof receiptReadingAttributes>;

/** What the owner chose last time for the supplier's ABN: the second receipt needs no edits. */
export const rememberedSupplier = z.strictObject({
  supplier_name: z.string(),
  category: z.string(),
  business_use_percent: z.number(),
  company_id: z.string().nullable(),
});
export type RememberedSupplier = z.infer<typeof rememberedSupplier>;

export const receiptCaptureAttributes = z.strictObject({
  /** reading: queued or being read; read: ready to confirm; failed: could not be read (type it in). */
  state: z.enum(['reading', 'read', 'failed']),
  file_name: z.string(),
  file: z.strictObject({ url: z.string(), content_type: z.string(), byte_size: z.number() }),
  reading: receiptReadingAttributes.nullable(),
  remembered: rememberedSupplier.nullable(),
  created_at: z.string(),
});
export type ReceiptCaptureAttributes = z.infer<typeof receiptCaptureAttributes>;

export const receiptCaptureResource = resource(
  'receipt-captures',
  receiptCaptureAttributes,
  z.strictObject({
    /** An expense already entered with the same supplier, date and total: maybe this receipt again. */
    possible_duplicate: toOneOrNone('expenses'),
  }),
);
export type ReceiptCaptureResource = z.infer<typeof receiptCaptureResource>;

export const receiptCaptureDocument = single(receiptCaptureResource);
export type ReceiptCaptureDocument = z.infer<typeof receiptCaptureDocument>;

/** The owner's receipts to confirm, newest first (a handful: each goes once it is an expense). */
export const receiptCaptureListDocument = all(receiptCaptureResource);
export type ReceiptCaptureListDocument = z.infer<typeof receiptCaptureListDocument>;
