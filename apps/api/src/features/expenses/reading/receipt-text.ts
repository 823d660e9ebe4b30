import { runHeavyWork } from '../../../lib/heavy-work.ts';

// A receipt's text as the reader made it out, for core's readReceiptText to find the supplier, ABN,
// date, total and GST in (issue 30), and for the expense form to show where each field came from.

export interface ReceiptBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A line of the receipt as read, top to bottom; `box` is where it sits, as fractions (0–1) of the
 * stored image's width/height (the upright image as `prepareReceipt` in
 * apps/api/src/features/expenses/receipts.ts keeps it; for a scanned PDF, of its page's largest
 * image); null for a PDF's own text.
 */
export interface ReceiptTextLine {
  text: string;
  box: ReceiptBox | null;
}

export interface ReceiptText {
  source: 'pdf-text' | 'ocr';
  lines: ReceiptTextLine[];
}

export type ReceiptContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * Runs in the worker pool: never call OCR on the main thread. A file that cannot be read at all (not
 * a PDF or an image the libraries can open, a PDF with neither text nor an image) answers
 * `{ source: 'ocr', lines: [] }`: reading it again would fail again. A throw means the reading itself
 * failed (the OCR engine or the worker thread died, the pool's time limit), which a retry may mend.
 */
export function readReceiptFile(bytes: Uint8Array, contentType: ReceiptContentType): Promise<ReceiptText> {
  return runHeavyWork({ kind: 'receipt-text', bytes, contentType });
}
