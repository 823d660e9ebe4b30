import type { DocumentLine } from '@sorted/core/sales-documents/lines';
import type { Selectable } from 'kysely';
import { counterOf } from '../books/books.repository.ts';
import type { Executor } from '../db/executor.ts';
import { matches } from '../db/like.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { InvoiceItemsTable, InvoicesTable, QuoteItemsTable, QuotesTable } from '../db/schema.ts';

// The queries every kind of sales document shares: a document and its lines found among its owner's
// own, its lines replaced, a draft deleted, its number series' counter, and the business and client it
// is made from. Every query names its owner: another user's id finds nothing.

/** Each kind's tables: the documents, their lines, and the line's column naming its document. */
const TABLES = {
  invoice: { documents: 'invoices', items: 'invoice_items', itemOf: 'invoice_id' },
  quote: { documents: 'quotes', items: 'quote_items', itemOf: 'quote_id' },
} as const;

export type SalesKind = keyof typeof TABLES;

export interface SalesDocumentRows {
  invoice: Selectable<InvoicesTable>;
  quote: Selectable<QuotesTable>;
}
export interface SalesItemRows {
  invoice: Selectable<InvoiceItemsTable>;
  quote: Selectable<QuoteItemsTable>;
}
/** What every kind of document keeps the same way: its parties as saved, GST choice, totals and note. */
export type StoredDocument = Pick<
  SalesDocumentRows[SalesKind],
  | 'company_id'
  | 'customer_id'
  | 'company_details'
  | 'customer_details'
  | 'gst_registered'
  | 'prices_include_gst'
  | 'subtotal_cents'
  | 'gst_cents'
  | 'total_cents'
  | 'note'
>;
/** A line as every kind stores it, without its id and the column naming its document. */
export type StoredLine = Omit<SalesItemRows['invoice'], 'id' | 'invoice_id'>;

// Kysely types a query for one table: each query below is written for the invoices' tables and runs on
// the kind's, whose columns it uses are the same (user_id, id; a line's columns but the one naming its
// document).
const tablesOf = (kind: SalesKind) => TABLES[kind] as (typeof TABLES)['invoice'];

/** One of the user's documents of a kind; undefined when it is not there or not theirs. */
export function findDocument<K extends SalesKind>(
  db: Executor,
  userId: number,
  kind: K,
  id: number,
): Promise<SalesDocumentRows[K] | undefined> {
  return db
    .selectFrom(tablesOf(kind).documents)
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<SalesDocumentRows[K] | undefined>;
}

/** The lines of some of the user's documents of a kind, in their order. */
export async function documentItemsOf<K extends SalesKind>(
  db: Executor,
  userId: number,
  kind: K,
  documentIds: number[],
): Promise<SalesItemRows[K][]> {
  if (documentIds.length === 0) return [];
  const { documents, items, itemOf } = tablesOf(kind);
  const ofDocument = `${items}.${itemOf}` as 'invoice_items.invoice_id';
  return (await db
    .selectFrom(items)
    .innerJoin(documents, `${documents}.id` as 'invoices.id', ofDocument)
    .selectAll(items)
    .where(`${documents}.user_id` as 'invoices.user_id', '=', userId)
    .where(ofDocument, 'in', documentIds)
    .orderBy(ofDocument)
    .orderBy(`${items}.position` as 'invoice_items.position')
    .execute()) as SalesItemRows[K][];
}

/** Replaces a document's lines; only for a document already found to be the user's, in its transaction. */
export async function replaceDocumentItems(
  db: Executor,
  kind: SalesKind,
  documentId: number,
  lines: readonly DocumentLine[],
): Promise<void> {
  const { items, itemOf } = tablesOf(kind);
  await db.deleteFrom(items).where(itemOf, '=', documentId).execute();
  await db
    .insertInto(items)
    .values(lines.map((line) => ({ ...line, [itemOf]: documentId }) as Omit<InvoiceItemsTable, 'id'>))
    .execute();
}

/** Deletes one of the user's documents (its lines go with it); false when it was not there. */
export async function deleteDocument(db: Executor, userId: number, kind: SalesKind, id: number) {
  const result = await db
    .deleteFrom(tablesOf(kind).documents)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The business's counter of a kind: the last number issued, which deleting a draft never takes back. */
export const lastNumberOf = (db: Executor, userId: number, kind: SalesKind, companyId: number) =>
  counterOf(db, userId, companyId, kind);

/** The user's clients whose name matches a search: a document's search looks at its client's name too. */
export function customersMatching(db: Executor, userId: number, pattern: string) {
  return db
    .selectFrom('customers')
    .select('customers.id')
    .where('customers.user_id', '=', userId)
    .where((eb) => matches(eb.fn('lower', ['customers.name']), pattern));
}

// What a document is made from and shows, each found only among the user's own records.

export async function findOwnCompanies(db: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('companies')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

// Prepared per number of ids (a list page's clients: at most 100).
const ownCustomers = preparedQuery((db, values: Record<string, number>, count: `${number}`) =>
  db
    .selectFrom('customers')
    .selectAll()
    .where('user_id', '=', values.userId as number)
    .where(
      'id',
      'in',
      Array.from({ length: Number(count) }, (_, index) => values[`id${index}`] as number),
    ),
);

export async function findOwnCustomers(db: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const values: Record<string, number> = { userId };
  for (const [index, id] of ids.entries()) values[`id${index}`] = id;
  return ownCustomers(db, values, `${ids.length}`);
}

export type OwnCompanyRow = Awaited<ReturnType<typeof findOwnCompanies>>[number];
export type OwnCustomerRow = Awaited<ReturnType<typeof findOwnCustomers>>[number];
