import type { IdentifiedLine } from '@sorted/core/bank/line-identity';
import type { ParseOptions, StatementError, StatementFormat } from '@sorted/core/bank/statement';
import type { BasReport } from '@sorted/core/gst/bas-report';
import type { Locale } from '@sorted/core/i18n/locales';
import type { AdjustmentNotePdfData } from '@sorted/core/pdf/adjustment-note-pdf';
import type { InvoicePdfData } from '@sorted/core/pdf/invoice-pdf';
import type { PackSummary } from '@sorted/core/pdf/pack-summary-pdf';
import type { ReceiptContentType, ReceiptText } from '../features/expenses/reading/receipt-text.ts';
import { pdfFonts } from './pdf-fonts.ts';

// Runs in a worker thread (heavy-work.ts's pool): decoding a phone's HEIC photo takes seconds of CPU
// (libheif as WebAssembly), a long invoice's PDF or a long bank statement hundreds of milliseconds, which
// on the main thread would stop every other request meanwhile. Plain TypeScript that Node strips itself (no enum, no
// parameter property), as the server's own files. The libraries load with the first task of their kind.

export type HeavyTask =
  | { kind: 'heic'; bytes: Uint8Array; maxPixels: number }
  | { kind: 'document-pdf'; data: InvoicePdfData; locale: Locale }
  | { kind: 'adjustment-note-pdf'; data: AdjustmentNotePdfData; locale: Locale }
  | { kind: 'bas-pdf'; data: BasReport; locale: Locale }
  | { kind: 'pack-summary-pdf'; data: PackSummary }
  | { kind: 'bank-statement'; bytes: Uint8Array; options: ParseOptions }
  | { kind: 'receipt-text'; bytes: Uint8Array; contentType: ReceiptContentType };

export interface HeicPixels {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8ClampedArray;
}

/** A statement file read: its lines oldest first, each with what it is known by; or why it cannot be read. */
export type ReadStatement =
  | { ok: true; format: StatementFormat; lines: IdentifiedLine[]; skippedCount: number }
  | { ok: false; error: StatementError };

export interface HeavyResults {
  heic: HeicPixels | null;
  'document-pdf': Uint8Array;
  'adjustment-note-pdf': Uint8Array;
  'bas-pdf': Uint8Array;
  'pack-summary-pdf': Uint8Array;
  'bank-statement': ReadStatement;
  'receipt-text': ReceiptText;
}

/** RGBA pixels of a HEIC/HEIF photo's first image, or null when it is not one we can read. */
async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicPixels | null> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>> | undefined;
  try {
    images = await decode.all({ buffer: bytes });
    const first = images[0];
    if (!first || first.width * first.height > maxPixels) return null;
    const { width, height, data } = await first.decode();
    return { width, height, data };
  } catch {
    return null;
  } finally {
    images?.dispose();
  }
}

/** A 10,000-line statement takes a good part of a second to read and key: never on the main thread. */
async function readStatement(bytes: Uint8Array, options: ParseOptions): Promise<ReadStatement> {
  const [{ parseStatement }, { identifyLines }, { chronological }] = await Promise.all([
    import('@sorted/core/bank/parse-statement'),
    import('@sorted/core/bank/line-identity'),
    import('@sorted/core/bank/balance-check'),
  ]);
  const parsed = parseStatement(bytes, options);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    format: parsed.format,
    lines: identifyLines(chronological(parsed.lines)),
    skippedCount: parsed.skipped.length,
  };
}

export default async function run(task: HeavyTask): Promise<HeavyResults[HeavyTask['kind']]> {
  switch (task.kind) {
    case 'heic':
      return decodeHeic(task.bytes, task.maxPixels);
    case 'document-pdf': {
      const { renderInvoicePdf } = await import('@sorted/core/pdf/invoice-pdf');
      return renderInvoicePdf(task.data, pdfFonts(), task.locale);
    }
    case 'adjustment-note-pdf': {
      const { renderAdjustmentNotePdf } = await import('@sorted/core/pdf/adjustment-note-pdf');
      return renderAdjustmentNotePdf(task.data, pdfFonts(), task.locale);
    }
    case 'bas-pdf': {
      const { renderBasPdf } = await import('@sorted/core/pdf/bas-pdf');
      return renderBasPdf(task.data, pdfFonts(), task.locale);
    }
    case 'pack-summary-pdf': {
      const { renderPackSummaryPdf } = await import('@sorted/core/pdf/pack-summary-pdf');
      return renderPackSummaryPdf(task.data, pdfFonts());
    }
    case 'bank-statement':
      return readStatement(task.bytes, task.options);
    case 'receipt-text': {
      // OCR's WebAssembly and English model load with the first receipt, never with the server.
      const { readReceipt } = await import('../features/expenses/reading/read-receipt.ts');
      return readReceipt(task.bytes, task.contentType);
    }
  }
}
