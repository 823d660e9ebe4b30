import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { InvoicePdfRequest } from '@sorted/core/schemas/invoice-pdfs';
import { ApiError, apiFile, apiGetFile } from '../../../lib/api.ts';

// The server prints the PDF (in the language the API client asks in), so the browser never loads the
// PDF engine and its fonts.

/** Has the server print the invoice and saves the answer as `<number>.pdf`. */
export async function downloadInvoicePdf(invoice: InvoicePdfRequest): Promise<void> {
  const pdf = await apiFile(
    '/invoice-pdfs',
    { data: { type: 'invoice-pdfs', attributes: invoice } },
    'application/pdf',
  );
  saveFile(pdf, invoiceFileName(invoice.name));
}

/**
 * Has the server print a saved invoice as it was saved, in its business's look (logo and accent colour,
 * which only a saved invoice carries), and saves it as `<number>.pdf`.
 */
export async function downloadSavedInvoicePdf(id: string, number: string): Promise<void> {
  const pdf = await apiGetFile(`/invoices/${encodeURIComponent(id)}/pdf`, 'application/pdf');
  saveFile(pdf, invoiceFileName(number));
}

/** Has the server print one of the user's adjustment notes and saves it as `<number>.pdf` ("AN-0001.pdf"). */
export async function downloadAdjustmentNotePdf(id: string, number: string): Promise<void> {
  const pdf = await apiGetFile(`/adjustment-notes/${encodeURIComponent(id)}/pdf`, 'application/pdf');
  saveFile(pdf, invoiceFileName(number));
}

function saveFile(pdf: Blob, name: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the object URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The toast for a download that failed: unreachable, too many, or anything else. */
export function pdfFailureKey(
  error: unknown,
): 'invoices.form.pdfOffline' | 'invoices.form.pdfTooMany' | 'invoices.form.pdfFailed' {
  if (error instanceof ApiError && error.status === 0) return 'invoices.form.pdfOffline';
  if (error instanceof ApiError && error.status === 429) return 'invoices.form.pdfTooMany';
  return 'invoices.form.pdfFailed';
}
