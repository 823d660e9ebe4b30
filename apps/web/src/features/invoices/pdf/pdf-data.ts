import type { InvoicePdfRequest } from '@sorted/core/schemas/invoice-pdfs';
import { type InvoiceFormValues, payloadOf } from '../invoice-form-model.ts';

/** A business or client, as far as the invoice prints it. */
export interface PdfParty {
  name: string;
  abn?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  address?: string | null | undefined;
}

export interface PdfParties {
  seller: PdfParty;
  buyer: PdfParty | null;
  gstRegistered: boolean;
  /** The chosen saved PayID, when the invoice is paid by PayID. */
  payId: { payid: string; name: string } | null;
}

/** Only the printed fields: a saved business brings ids, PayIDs and more that the PDF has no use for. */
const printed = ({ name, abn, email, phone, address }: PdfParty): PdfParty => ({
  name,
  abn,
  email,
  phone,
  address,
});

/**
 * The form as it stands (checked first), for the server to print: what the form would save, with the
 * business, client and PayID written out. The server works out the amounts itself.
 */
export function pdfRequestFromForm(values: InvoiceFormValues, parties: PdfParties): InvoicePdfRequest {
  const payload = payloadOf(values);
  const payId = payload.payment_method === 'payid' ? parties.payId : null;
  return {
    name: payload.name,
    ref: payload.ref,
    invoice_date: payload.invoice_date,
    due_date: payload.due_date,
    note: payload.note,
    prices_include_gst: payload.prices_include_gst,
    items: payload.items,
    gst_registered: parties.gstRegistered,
    seller: printed(parties.seller),
    buyer: parties.buyer && printed(parties.buyer),
    payment_method: payload.payment_method === 'payid' && !payId ? 'none' : payload.payment_method,
    payid: payId,
    bank: payload.bank,
  };
}
