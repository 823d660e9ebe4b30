import type { InvoicePdfRequest as InvoicePdfDocumentRequest } from '@sorted/core/contract/requests';
import type { InvoicePdfRequest } from '@sorted/core/schemas/invoice-pdfs';
import { apiFile } from '../../../lib/api.ts';
import { savePdf } from '../../sales-documents/index.ts';

/** Has the server print an invoice only typed in (not saved) and saves the answer as `<number>.pdf`. */
export async function downloadInvoicePdf(invoice: InvoicePdfRequest): Promise<void> {
  const request: InvoicePdfDocumentRequest = { data: { type: 'invoice-pdfs', attributes: invoice } };
  const pdf = await apiFile('/invoice-pdfs', request, 'application/pdf');
  savePdf(pdf, invoice.name);
}
