import { parseCents } from '@sorted/core/money/cents';
import type { InvoicePdfData, InvoicePdfParty } from '@sorted/core/pdf/invoice-pdf';
import { formTotals, type InvoiceFormValues, payloadOf } from '../invoice-form-model.ts';

export interface PdfParties {
  seller: InvoicePdfParty;
  buyer: InvoicePdfParty | null;
  gstRegistered: boolean;
  /** The chosen saved PayID, when the invoice is paid by PayID. */
  payId: { payid: string; name: string } | null;
}

/** The PDF's view of the form as it stands (checked first), with amounts worked out as the server does. */
export function pdfDataFromForm(values: InvoiceFormValues, parties: PdfParties): InvoicePdfData {
  const payload = payloadOf(values);
  const totals = formTotals(values, parties.gstRegistered);
  const bank = payload.bank;
  return {
    number: payload.name,
    issueDate: payload.invoice_date,
    dueDate: payload.due_date,
    seller: parties.seller,
    buyer: parties.buyer,
    gstRegistered: parties.gstRegistered,
    pricesIncludeGst: parties.gstRegistered && payload.prices_include_gst,
    items: payload.items.map((item, index) => ({
      name: item.name,
      description: item.description,
      quantity: String(Number(item.quantity.replace(',', '.'))),
      priceCents: parseCents(item.price) ?? 0,
      amountCents: totals.lines[index]?.amount ?? 0,
      taxable: item.taxable,
    })),
    subtotalCents: totals.subtotal,
    gstCents: totals.gst,
    totalCents: totals.total,
    payment:
      payload.payment_method === 'payid' && parties.payId
        ? { method: 'payid', payId: parties.payId.payid, name: parties.payId.name }
        : payload.payment_method === 'bank' && bank
          ? {
              method: 'bank',
              bankName: bank.bank_name.trim(),
              bsb: bank.bsb.replace(/[\s-]/g, ''),
              accountNumber: bank.account_number.replace(/[\s-]/g, ''),
              accountName: bank.account_name.trim(),
            }
          : null,
    note: payload.note,
  };
}
