import { ocrLines } from './ocr.ts';
import { pdfTextLines } from './pdf-text.ts';
import type { ReceiptContentType, ReceiptText } from './receipt-text.ts';

// The heavy-work pool's 'receipt-text' task (receipt-text.ts's readReceiptFile on the main thread).

/** Fewer letters and digits than this on a PDF's pages is a scan with at most a stamp of text on it. */
const MIN_PDF_TEXT = 20;
const UNREADABLE: ReceiptText = { source: 'ocr', lines: [] };

async function readPdf(bytes: Uint8Array): Promise<ReceiptText> {
  const { getDocumentProxy, extractImages } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes the bytes' buffer for its own: a copy keeps the caller's.
    pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch {
    return UNREADABLE;
  }
  try {
    const text = await pdfTextLines(pdf);
    if (text.join('').replace(/[^a-z0-9]/gi, '').length >= MIN_PDF_TEXT) {
      return { source: 'pdf-text', lines: text.map((line) => ({ text: line, box: null })) };
    }
    // A scan: the page's largest image is the receipt (a logo or a stamp is smaller). Rendering the
    // page instead would need a canvas, a native addon.
    let largest: Awaited<ReturnType<typeof extractImages>>[number] | undefined;
    for (let number = 1; number <= Math.min(pdf.numPages, 3); number++) {
      for (const image of await extractImages(pdf, number)) {
        if (!largest || image.width * image.height > largest.width * largest.height) largest = image;
      }
    }
    if (!largest) return UNREADABLE;
    const { data, width, height, channels } = largest;
    const { lines } = await ocrLines({
      input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      options: { raw: { width, height, channels } },
    });
    return { source: 'ocr', lines };
  } finally {
    await pdf.destroy();
  }
}

async function readImage(bytes: Uint8Array): Promise<ReceiptText> {
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    // The header only: prepareReceipt has decoded the whole image once already.
    await sharp(input).metadata();
  } catch {
    // Not an image sharp can decode: reading it again will not change that.
    return UNREADABLE;
  }
  const { lines } = await ocrLines({ input });
  return { source: 'ocr', lines };
}

export function readReceipt(bytes: Uint8Array, contentType: ReceiptContentType): Promise<ReceiptText> {
  return contentType === 'application/pdf' ? readPdf(bytes) : readImage(bytes);
}
