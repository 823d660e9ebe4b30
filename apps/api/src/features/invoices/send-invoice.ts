import { formatDisplayDate } from '@sorted/core/dates/calendar';
import type { Locale } from '@sorted/core/i18n/locales';
import { QUANTITY_SCALE } from '@sorted/core/invoices/totals';
import { formatAud } from '@sorted/core/money/cents';
import { type InvoicePdfData, invoiceFileName, renderInvoicePdf } from '@sorted/core/pdf/invoice-pdf';
import { pdfLabels } from '@sorted/core/pdf/pdf-labels';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { pdfFonts } from '../../lib/pdf-fonts.ts';
import { relationshipError } from '../../lib/validation.ts';
import { type InvoiceMailKind, invoiceMail } from '../../mail/invoice-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import {
  findInvoice,
  findOwnCustomers,
  type InvoiceItemRow,
  type InvoiceRow,
  itemsOf,
  recordSending,
} from './invoices.repository.ts';

interface Party {
  name: string;
  abn?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/** The PDF's view of a saved invoice: the business and client as they were when it was saved. */
export function pdfDataOf(row: InvoiceRow, items: InvoiceItemRow[]): InvoicePdfData {
  const seller = JSON.parse(row.company_details) as Party;
  const buyer = row.customer_details ? (JSON.parse(row.customer_details) as Party) : null;
  return {
    number: row.name,
    issueDate: row.invoice_date,
    dueDate: row.due_date,
    seller,
    buyer,
    gstRegistered: Boolean(row.gst_registered),
    pricesIncludeGst: Boolean(row.prices_include_gst),
    items: items.map((item) => ({
      name: item.name,
      description: item.description,
      quantity: String(item.quantity_milli / QUANTITY_SCALE),
      priceCents: item.price_cents,
      amountCents: item.amount_cents,
      taxable: Boolean(item.taxable),
    })),
    subtotalCents: row.subtotal_cents,
    gstCents: row.gst_cents,
    totalCents: row.total_cents,
    payment:
      row.payment_method === 'payid' && row.payid
        ? { method: 'payid', payId: row.payid, name: row.payid_name ?? '' }
        : row.payment_method === 'bank' && row.bsb
          ? {
              method: 'bank',
              bankName: row.bank_name ?? '',
              bsb: row.bsb,
              accountNumber: row.account_number ?? '',
              accountName: row.account_name ?? '',
            }
          : null,
    note: row.note,
  };
}

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
}

/**
 * E-mails an invoice (or a reminder of it) to its client with the PDF attached, through the outbox, and
 * records the sending. The client's e-mail is needed; each kind goes at most once an hour per invoice.
 */
export async function sendInvoiceMail(
  deps: SendDeps,
  userId: number,
  invoiceId: number,
  kind: InvoiceMailKind,
  locale: Locale,
): Promise<{ recipient: string; number: string }> {
  const invoice = await findInvoice(deps.db.kysely, userId, invoiceId);
  if (!invoice) throw notFound();
  const [customer] = invoice.customer_id
    ? await findOwnCustomers(deps.db.kysely, userId, [invoice.customer_id])
    : [];
  if (!customer?.email) throw relationshipError(locale, 'customer', 'client_email_required');
  await deps.limiter.hit(`invoice-mail:${kind}:${invoice.id}`, 1, 60 * 60);

  const data = pdfDataOf(invoice, await itemsOf(deps.db.kysely, userId, [invoice.id]));
  const pdf = await renderInvoicePdf(data, pdfFonts(), pdfLabels[locale]);
  await deps.mailer.send(
    invoiceMail(
      kind,
      locale,
      {
        to: { email: customer.email, name: customer.name },
        seller: data.seller.name,
        number: invoice.name,
        total: formatAud(invoice.total_cents),
        dueDate: formatDisplayDate(invoice.due_date),
      },
      {
        filename: invoiceFileName(invoice.name),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
      },
    ),
  );
  await recordSending(deps.db.kysely, userId, invoice.id, kind, customer.email);
  return { recipient: customer.email, number: invoice.name };
}
