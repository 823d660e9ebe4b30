import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import { ApiError, apiGetFile } from '../../lib/api.ts';

// The server prints every document's PDF (in the language the API client asks in), so the browser never
// loads the PDF engine and its fonts; the browser saves the answer as `<number>.pdf`.

/** Saves a printed document as `<number>.pdf` ("INV-0001.pdf", "Q-0001.pdf", "AN-0001.pdf"). */
export function savePdf(pdf: Blob, number: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(number);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The saved documents the server prints, by the path of their resource. */
export type PrintedDocuments = 'invoices' | 'quotes' | 'adjustment-notes';

/**
 * Has the server print one of the user's saved documents as it was saved, in its business's look (logo
 * and accent colour, which only a saved document carries), and saves it.
 */
export async function downloadSavedPdf(
  documents: PrintedDocuments,
  id: string,
  number: string,
): Promise<void> {
  savePdf(await apiGetFile(`/${documents}/${encodeURIComponent(id)}/pdf`, 'application/pdf'), number);
}

/** The toast for a download that failed: unreachable, too many, or anything else. */
export function pdfFailureKey(
  error: unknown,
): 'invoices.form.pdfOffline' | 'invoices.form.pdfTooMany' | 'invoices.form.pdfFailed' {
  if (error instanceof ApiError && error.status === 0) return 'invoices.form.pdfOffline';
  if (error instanceof ApiError && error.status === 429) return 'invoices.form.pdfTooMany';
  return 'invoices.form.pdfFailed';
}
