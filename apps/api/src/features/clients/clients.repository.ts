import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { contains } from '../../db/like.ts';
import { type CustomerRow, deleteOrArchive, ownedRows, updateOwned } from '../../db/owned.ts';
import { pageOf } from '../../db/page.ts';
import type { Database } from '../../db/schema.ts';
import { invoiceWasSent } from '../../repositories/mail-sendings.repository.ts';
import { INVOICE_SUMMARY_COLUMNS } from '../../resources/invoices.ts';

// Every query names its owner (db/owned.ts): another user's id finds nothing.
export type { CustomerRow };

export interface CustomerFields {
  name: string;
  email: string | null;
  abn: string | null;
  phone: string | null;
  address: string | null;
}

export async function listCustomers(
  db: Executor,
  userId: number,
  options: {
    search: string | undefined;
    limit: number;
    offset: number;
    sort: 'name' | 'created_at';
    direction: 'asc' | 'desc';
  },
): Promise<{ rows: CustomerRow[]; total: number }> {
  let base = ownedRows(db, 'customers', userId).where('archived_at', 'is', null);
  const term = options.search?.toLowerCase();
  if (term) {
    const digits = term.replace(/\s/g, '');
    base = base.where((eb) =>
      eb.or([
        contains(eb.fn('lower', ['name']), term),
        contains(eb.ref('email'), term),
        ...(/^\d+$/.test(digits) ? [contains(eb.ref('abn'), digits)] : []),
      ]),
    );
  }
  return pageOf(base, options, (live) =>
    live.selectAll().orderBy(options.sort, options.direction).orderBy('id', options.direction),
  );
}

export async function insertCustomer(
  db: Executor,
  userId: number,
  fields: CustomerFields,
): Promise<CustomerRow> {
  return db
    .insertInto('customers')
    .values({ ...fields, user_id: userId, archived_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCustomer(
  db: Executor,
  userId: number,
  id: number,
  fields: CustomerFields,
  now: string,
): Promise<CustomerRow | undefined> {
  return updateOwned(db, 'customers', userId, id)
    .set({ ...fields, updated_at: now })
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a client, or archives it when any invoice, quote or recurring schedule names it (they keep
 * showing it, and an accepted quote can still become an invoice). Null when not found.
 */
export async function deleteOrArchiveCustomer(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: string,
): Promise<'deleted' | 'archived' | null> {
  const namedBy = ['invoices', 'quotes', 'recurring_schedules'] as const;
  return deleteOrArchive(db, userId, { table: 'customers', id, namedBy }, now);
}

/** A client's invoices at a glance: how many, received (status not 0) and outstanding (status 0), in cents. */
export async function invoiceSummaryOf(db: Executor, userId: number, customerId: number) {
  // Received is what the client's payments came to; outstanding what is still due after adjustment notes
  // (the running paid_cents and adjusted_cents).
  const row = await ownedRows(db, 'invoices', userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('paid_cents').as('received'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('status', '=', 0)
            .then(eb(eb('total_cents', '-', eb.ref('paid_cents')), '-', eb.ref('adjusted_cents')))
            .else(0)
            .end(),
        )
        .as('outstanding'),
    ])
    .where('customer_id', '=', customerId)
    // A voided invoice was neither received nor is it owed.
    .where('voided_on', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    received: Number(row.received ?? 0),
    outstanding: Number(row.outstanding ?? 0),
  };
}

/** The client's newest invoices, newest first. */
export async function recentInvoicesOf(db: Executor, userId: number, customerId: number, limit: number) {
  return ownedRows(db, 'invoices', userId)
    .select(INVOICE_SUMMARY_COLUMNS)
    .select(invoiceWasSent)
    .where('customer_id', '=', customerId)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
