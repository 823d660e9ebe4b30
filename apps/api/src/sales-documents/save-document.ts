import { type FieldValue, fieldChanges } from '@sorted/core/books/field-changes';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { type DocumentLine, documentLines, type ItemInput } from '@sorted/core/sales-documents/lines';
import { itemTotals, type Totals } from '@sorted/core/sales-documents/totals';
import { type Book, type BookRecord, writeBooks } from '../books/book.ts';
import type { BookContext } from '../books/book-context.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { notFound } from '../lib/http-error.ts';
import { fieldError, relationshipError } from '../lib/validation.ts';
import { deleteLinksOf } from '../repositories/document-links.repository.ts';
import type { SalesDocumentKind } from './kinds.ts';
import {
  deleteDocument,
  findOwnCompanies,
  findOwnCustomers,
  type OwnCompanyRow,
  type OwnCustomerRow,
} from './sales-documents.repository.ts';

// The save path every kind of sales document shares, on the books' one write path (writeBooks): what a
// document is made of checked and worked out the same way, its history entries, its number taken, and a
// draft deleted. Each kind's save (save-invoice.ts, save-quote.ts) adds what its state means.

/** The business and client a document is made for; `archivedAllowed`: what an accepted quote promised. */
export interface DocumentRefs {
  companyId: number;
  customerId: number;
  archivedAllowed?: boolean;
}

/** A document checked and worked out: its business and client, its totals and lines, their columns. */
export interface PreparedDocument {
  company: OwnCompanyRow;
  customer: OwnCustomerRow;
  totals: Totals;
  lines: DocumentLine[];
  /** The columns every kind has, from the business, the client and the lines. */
  values: {
    company_id: number;
    customer_id: number;
    gst_registered: boolean;
    prices_include_gst: boolean;
    subtotal_cents: number;
    gst_cents: number;
    total_cents: number;
    company_details: string;
    customer_details: string;
  };
}

/**
 * Checks what a document is made of and works out its amounts and copies: the business and client must
 * be the user's own and not archived; amounts come from the items, never the request; the business's and
 * the client's details are copied onto it as they are now.
 */
export async function prepareDocument(
  db: Db,
  userId: number,
  input: { items: readonly ItemInput[]; prices_include_gst: boolean },
  refs: DocumentRefs,
  locale: Locale,
): Promise<PreparedDocument> {
  const archived = (row: { archived_at: string | null }) => row.archived_at !== null && !refs.archivedAllowed;
  const [company] = await findOwnCompanies(db.kysely, userId, [refs.companyId]);
  if (!company || archived(company)) throw relationshipError(locale, 'company', 'company_required');
  const [customer] = await findOwnCustomers(db.kysely, userId, [refs.customerId]);
  if (!customer || archived(customer)) throw relationshipError(locale, 'customer', 'customer_required');
  const gstRegistered = Boolean(company.gst_registered);
  const totals = itemTotals(input.items, { gstRegistered, pricesIncludeGst: input.prices_include_gst });
  return {
    company,
    customer,
    totals,
    lines: documentLines(input.items, totals),
    values: {
      company_id: company.id,
      customer_id: customer.id,
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
    },
  };
}

/**
 * A write of the books that saves a document of the kind: a number its business issued already (the
 * unique index) is the number field's error.
 */
export async function writeDocument<T>(
  db: Db,
  context: BookContext,
  kind: SalesDocumentKind,
  locale: Locale,
  work: (book: Book) => Promise<T>,
): Promise<T> {
  try {
    return await writeBooks(db, context, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(locale, kind.numberField, kind.numberTaken);
    throw error;
  }
}

/** The history of a new document: its number and total. */
export const historyCreated = (book: Book, record: BookRecord, number: string, totalCents: number) =>
  book.history(record, 'created', { number, total: centsToDecimal(totalCents) });

/** The history of an edit: the fields that changed, before and after; nothing when none did. */
export async function historyEdited<Field extends string>(
  book: Book,
  record: BookRecord,
  before: Readonly<Record<Field, FieldValue>>,
  after: Readonly<Record<Field, FieldValue>>,
  fields: readonly Field[],
): Promise<void> {
  const changes = fieldChanges(before, after, fields);
  if (Object.keys(changes).length > 0) await book.history(record, 'edited', { changes });
}

/**
 * Deletes a draft (its lines and its client-page links go with it), in the caller's write of the books.
 * Its history stays, so a gap in the numbers is accounted for (the history CSV lists it); a later
 * document may not inherit a stale link.
 */
export async function deleteDraft(
  book: Book,
  kind: SalesDocumentKind,
  record: BookRecord & { key: number },
  number: string,
): Promise<void> {
  await book.history(record, 'deleted', { number });
  if (!(await deleteDocument(book.trx, book.userId, kind.kind, record.key))) throw notFound();
  await deleteLinksOf(book.trx, book.userId, kind.kind, record.key);
}

/** The name a document's saved JSON details give (its client's or business's), for its history. */
export function nameIn(json: string | null | undefined): string | null {
  try {
    return json ? String((JSON.parse(json) as { name?: unknown }).name ?? '') : null;
  } catch {
    return null;
  }
}
