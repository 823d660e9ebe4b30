import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, paymentDetailsOf } from '../../businesses/index.ts';
import { customersKey, fetchCustomer } from '../../clients/index.ts';
import { downloadSavedPdf } from '../../sales-documents/index.ts';
import type { InvoiceFormValues } from '../invoice-form-model.ts';
import type { Invoice } from '../invoices.ts';
import { downloadInvoicePdf } from './download-pdf.ts';
import { type PdfParties, pdfRequestFromForm } from './pdf-data.ts';

interface PdfOf {
  values: InvoiceFormValues;
  /** The form is as the invoice was saved: print who it was from and to then. */
  asSaved: boolean;
}

/** Download PDF of the account's invoice form; `companies` are the user's businesses (Pay To). */
export function useInvoicePdf(invoice: Invoice | undefined, companies: Company[] | undefined) {
  const queryClient = useQueryClient();

  /** Who the PDF is from and to: as saved when nothing changed, else as they are now. */
  const partiesFor = async ({ values, asSaved }: PdfOf): Promise<PdfParties> => {
    if (invoice && asSaved) {
      return {
        seller: invoice.company_details,
        buyer: invoice.customer_details,
        gstRegistered: invoice.gst_registered,
        payId: invoice.payid ? { payid: invoice.payid, name: invoice.payid_name ?? '' } : null,
      };
    }
    const seller = companies?.find((candidate) => candidate.id === values.company_id);
    const { company_id: companyId, customer_id: customerId } = values;
    if (!seller || !customerId || !companyId) throw new Error('business or client missing');
    const detail = await queryClient.fetchQuery({
      queryKey: [...customersKey, 'one', customerId],
      queryFn: ({ signal }) => fetchCustomer(customerId, signal),
    });
    const payIds =
      values.payment_enabled && values.payment_method === 'payid'
        ? await paymentDetailsOf(queryClient, companyId)
        : [];
    const payId = payIds.find((saved) => saved.id === values.payment_detail_id);
    return {
      seller,
      buyer: detail.customer,
      gstRegistered: seller.gst_registered,
      payId: payId ? { payid: payId.payid, name: payId.name } : null,
    };
  };

  return useMutation({
    // The saved invoice as it stands is the saved one's PDF (with its business's logo and colour); a form
    // with changes is printed as it stands.
    mutationFn: async (pdf: PdfOf) =>
      invoice && pdf.asSaved
        ? downloadSavedPdf('invoices', invoice.id, invoice.name)
        : downloadInvoicePdf(pdfRequestFromForm(pdf.values, await partiesFor(pdf))),
  });
}
