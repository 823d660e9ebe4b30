import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { PublicDocumentAttributes } from '@sorted/core/contract/document-links';
import { todayIn } from '@sorted/core/dates/calendar';
import { paymentState } from '@sorted/core/invoices/payments';
import { displayStatus } from '@sorted/core/invoices/status';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Db } from '../../db/database.ts';
import type { DocumentLoader } from '../../lib/document-links.ts';
import { publicLook } from '../../lib/public-look.ts';
import { publicDocumentFrame } from '../../sales-documents/document-resource.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { savedInvoicePdf, savedInvoicePdfData } from './invoice-pdf.ts';

const bsbText = (bsb: string) => `${bsb.slice(0, 3)}-${bsb.slice(3)}`;

/**
 * An invoice as its client's page shows it: what the PDF shows (the business and client as saved, the
 * items, totals and how to pay), with what is paid so far; of the business only its name, ABN, e-mail,
 * phone, address, logo and colour, and no record's id.
 */
export function publicInvoiceLoader(db: Db, timeZone: string): DocumentLoader {
  return {
    async document(userId, invoiceId) {
      const row = await findDocument(db.kysely, userId, 'invoice', invoiceId);
      if (!row) return undefined;
      const [items, look] = await Promise.all([
        documentItemsOf(db.kysely, userId, 'invoice', [row.id]),
        publicLook(db.kysely, userId, row.company_id),
      ]);
      const data = savedInvoicePdfData(row, items);
      const paid = Number(row.paid_cents);
      const payment = data.payment;
      return {
        kind: 'invoice',
        number: row.name,
        ref: row.ref,
        issue_date: row.invoice_date,
        due_date: row.due_date,
        payment_state: paymentState(row.status, paid),
        paid_date: row.paid_date,
        overdue: displayStatus(row.status, row.due_date, todayIn(timeZone)) === 'Overdue',
        ...publicDocumentFrame(row, items, look),
        amount_paid: centsToDecimal(paid),
        // What the client still owes after any adjustment notes, as the owner's overview says.
        balance_due: centsToDecimal(
          adjustedBalance(Number(row.total_cents), Number(row.adjusted_cents), paid).balance,
        ),
        payment:
          payment?.method === 'payid'
            ? { method: 'payid', payid: payment.payId, name: payment.name }
            : payment?.method === 'bank'
              ? {
                  method: 'bank',
                  bank_name: payment.bankName,
                  bsb: bsbText(payment.bsb),
                  account_number: payment.accountNumber,
                  account_name: payment.accountName,
                }
              : null,
      } satisfies PublicDocumentAttributes;
    },
    pdf: (userId, invoiceId, locale) => savedInvoicePdf(db, userId, invoiceId, locale),
  };
}
