import type { Locale } from '@sorted/core/i18n/locales';
import { itemTotals } from '@sorted/core/invoices/totals';
import type { QuoteInput } from '@sorted/core/schemas/quotes';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflictError, fieldError, relationshipError } from '../../lib/validation.ts';
import {
  findOwnCompany,
  findOwnCustomers,
  insertQuote,
  type QuoteValues,
  replaceQuoteItems,
  updateUndecidedQuote,
} from './quotes.repository.ts';

/**
 * Creates or replaces a quote in one transaction. Amounts come from the items through the invoices'
 * totals engine, never from the request; the business and client must be the user's own, and their
 * details are copied onto the quote. A quote already accepted or declined is not changed (409).
 */
export async function saveQuote(
  db: Db,
  userId: number,
  input: QuoteInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
  existingId?: number,
): Promise<number> {
  const company = await findOwnCompany(db.kysely, userId, refs.companyId);
  if (!company || company.archived_at) throw relationshipError(locale, 'company', 'company_required');
  const [customer] = await findOwnCustomers(db.kysely, userId, [refs.customerId]);
  if (!customer || customer.archived_at) throw relationshipError(locale, 'customer', 'customer_required');

  const gstRegistered = Boolean(company.gst_registered);
  const totals = itemTotals(input.items, { gstRegistered, pricesIncludeGst: input.prices_include_gst });
  const values: QuoteValues = {
    company_id: company.id,
    customer_id: customer.id,
    number: input.number,
    issue_date: input.issue_date,
    valid_until: input.valid_until,
    note: input.note,
    gst_registered: gstRegistered,
    prices_include_gst: input.prices_include_gst,
    subtotal_cents: totals.subtotal,
    gst_cents: totals.gst,
    total_cents: totals.total,
    company_details: JSON.stringify({
      name: company.name,
      email: company.email,
      abn: company.abn,
      phone: company.phone,
      address: company.address,
      gst_registered: gstRegistered,
    }),
    customer_details: JSON.stringify({
      name: customer.name,
      email: customer.email,
      abn: customer.abn,
      phone: customer.phone,
      address: customer.address,
    }),
  };
  const items = input.items.map((item, position) => ({
    position,
    name: item.name,
    description: item.description,
    quantity_milli: item.quantity,
    price_cents: item.price,
    taxable: item.taxable,
    amount_cents: totals.lines[position]?.amount ?? 0,
  }));

  try {
    return await db.kysely.transaction().execute(async (trx) => {
      let id = existingId;
      if (id === undefined) {
        id = await insertQuote(trx, userId, values);
      } else if (!(await updateUndecidedQuote(trx, userId, id, values))) {
        throw conflictError(locale, 'quote_not_editable');
      }
      await replaceQuoteItems(trx, id, items);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(locale, 'number', 'quote_number_taken');
    throw error;
  }
}
