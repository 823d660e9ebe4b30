import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { parsePayId } from '../identifiers/payid.ts';
import { taxInvoiceIssues } from '../invoices/tax-invoice.ts';
import { itemTotals } from '../sales-documents/totals.ts';
import {
  address,
  message,
  optionalAbn,
  optionalEmail,
  optionalText,
  phone,
  printable,
  printedName,
} from './fields.ts';
import { checkInvoiceDocument, invoiceDocumentFields } from './invoices.ts';

/** A business or client as printed on an invoice, with the same rules as when it is saved. */
const party = (nameRequired: ValidationMessageKey) =>
  z.object(
    {
      name: printedName(nameRequired),
      abn: optionalAbn,
      email: optionalEmail,
      phone,
      address,
    },
    message(nameRequired),
  );

/** A PayID checked like a saved one, but printed as it was typed (spaces and all), as the payer sees it. */
const typedPayId = z.object({
  payid: printable(
    z
      .string(message('payid_required'))
      .trim()
      .min(1, message('payid_required'))
      .max(256, message('payid_invalid')),
  ).refine((value) => parsePayId(value) !== null, message('payid_invalid')),
  name: printedName('payid_name_required'),
});

/**
 * An invoice to print without saving it (POST /invoice-pdfs): the free invoice, or the invoice form as
 * it stands. Everyone and everything on it comes written out, since there may be no account to look
 * them up in. Amounts are never taken from here: the server works them out from the items.
 */
export const invoicePdfSchema = z
  .object({
    ...invoiceDocumentFields,
    ref: printable(optionalText(100, 'ref_too_long')),
    gst_registered: z.boolean().default(false),
    seller: party('business_name_required'),
    buyer: party('client_name_required').nullable().default(null),
    payid: typedPayId.nullish(),
  })
  .superRefine((invoice, context) => {
    checkInvoiceDocument(invoice, context);
    if (invoice.payment_method === 'payid' && !invoice.payid) {
      context.addIssue({ code: 'custom', message: message('payid_required'), path: ['payid'] });
    }
  })
  // Printed as typed, so the seller's ABN or the buyer may be missing, which a tax invoice cannot be. Only
  // once the rest is valid: the total is worked out from items that are.
  .superRefine(
    (invoice, context) => {
      const gstRegistered = invoice.gst_registered;
      const { total } = itemTotals(invoice.items, {
        gstRegistered,
        pricesIncludeGst: gstRegistered && invoice.prices_include_gst,
      });
      const facts = { gstRegistered, sellerAbn: invoice.seller.abn, buyer: invoice.buyer, totalCents: total };
      for (const issue of taxInvoiceIssues(facts)) {
        context.addIssue({ code: 'custom', message: message(issue.message), path: issue.path });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type InvoicePdfInput = z.infer<typeof invoicePdfSchema>;
/** What the browser sends: amounts and quantities as typed. */
export type InvoicePdfRequest = z.input<typeof invoicePdfSchema>;
