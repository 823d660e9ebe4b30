import type { InvoiceSuggestionResource } from '@sorted/core/contract/invoices';
import { todayIn } from '@sorted/core/dates/calendar';
import { suggestInvoice } from '@sorted/core/invoices/suggestion';
import { centsToDecimal } from '@sorted/core/money/cents';
import { quantityText } from '@sorted/core/sales-documents/lines';
import { INVOICE_NUMBERS, nextNumber } from '@sorted/core/sales-documents/numbering';
import type { Db } from '../../db/database.ts';
import { errorObject, HttpError, notFound } from '../../lib/http-error.ts';
import { userHasRole } from '../../plugins/sessions/roles.repository.ts';
import {
  documentItemsOf,
  findOwnCompanies,
  findOwnCustomers,
  lastNumberOf,
} from '../../sales-documents/sales-documents.repository.ts';
import { recentInvoicesOfCustomer } from './invoices.repository.ts';

/** How far back a suggestion looks: enough to see habits, few enough to stay fast. */
const HISTORY = 50;

export const SUGGESTION_ROLE = 'grow';

/**
 * A suggested next invoice for a client, learnt from the user's own invoices to that client (role grow).
 * The business is the one asked for, else the one of the client's latest invoice.
 */
export async function invoiceSuggestion(
  deps: { db: Db; timeZone: string },
  userId: number,
  customerId: number,
  companyId: number | undefined,
): Promise<InvoiceSuggestionResource> {
  const { kysely } = deps.db;
  if (!(await userHasRole(kysely, userId, SUGGESTION_ROLE))) {
    throw new HttpError(403, 'Invoice suggestions are part of the Grow plan.');
  }
  const [customer] = await findOwnCustomers(kysely, userId, [customerId]);
  if (!customer) throw notFound();
  const past = await recentInvoicesOfCustomer(kysely, userId, customerId, HISTORY);
  const items = await documentItemsOf(
    kysely,
    userId,
    'invoice',
    past.map((invoice) => invoice.id),
  );
  const suggestion = suggestInvoice(
    past.map((invoice) => ({
      invoiceDate: invoice.invoice_date,
      dueDate: invoice.due_date,
      items: items
        .filter((item) => item.invoice_id === invoice.id)
        .map((item) => ({
          name: item.name,
          description: item.description,
          quantityMilli: item.quantity_milli,
          priceCents: item.price_cents,
          taxable: Boolean(item.taxable),
        })),
    })),
    todayIn(deps.timeZone),
  );
  if (!suggestion) {
    const detail = 'There are no past invoices for this client to learn from yet.';
    throw new HttpError(404, detail, {
      errors: [{ ...errorObject(404, detail), code: 'no_invoice_history' }],
    });
  }
  const [company] = await findOwnCompanies(kysely, userId, [companyId ?? past[0]?.company_id ?? 0]);
  const number = company
    ? nextNumber(INVOICE_NUMBERS, await lastNumberOf(kysely, userId, 'invoice', company.id))
    : null;
  const amount = suggestion.items.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    type: 'invoiceSuggestions',
    id: String(customer.id),
    attributes: {
      number,
      company_id: company ? String(company.id) : null,
      invoice_date: suggestion.invoiceDate,
      due_date: suggestion.dueDate,
      terms_days: suggestion.termsDays,
      amount: centsToDecimal(amount),
      status: 0,
      based_on: suggestion.basedOn,
      items: suggestion.items.map((item) => ({
        name: item.name,
        description: item.description,
        quantity: quantityText(item.quantityMilli),
        price: centsToDecimal(item.priceCents),
        taxable: item.taxable,
        amount: centsToDecimal(item.amountCents),
        times_billed: item.timesBilled,
      })),
    },
  };
}
