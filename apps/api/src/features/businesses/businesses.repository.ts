import type { Kysely, Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import {
  type CompanyRow,
  deleteOrArchive,
  deleteOwned,
  ownedRow,
  ownedRows,
  updateOwned,
} from '../../db/owned.ts';
import { pageOf } from '../../db/page.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentDetailRow } from '../../repositories/payment-details.repository.ts';
import { fileStore } from '../../storage/file-store.ts';

// Every query names its owner (db/owned.ts): another user's id finds nothing.
export type { CompanyRow };

export interface CompanyFields {
  name: string;
  email: string | null;
  abn: string;
  phone: string | null;
  address: string | null;
  gst_registered: boolean;
  gst_registered_from?: string | null | undefined;
  bas_reporting_period: string;
  bas_accounting_basis: string;
  accent_color?: string | null | undefined;
  reminders_enabled?: boolean | undefined;
  reminder_steps?: number[] | undefined;
}

/** The fields as columns: the reminder plan is kept as a JSON array. */
function columnsOf<T extends Partial<CompanyFields>>({ reminder_steps, ...fields }: T) {
  return { ...fields, ...(reminder_steps ? { reminder_steps: JSON.stringify(reminder_steps) } : {}) };
}

export interface PaymentDetailFields {
  payid: string;
  payid_type: string;
  name: string;
}

/**
 * Whether the user may add a business, with the user's row locked until the transaction ends: two
 * creates of one user then count one after the other, never the same number (SQLite runs one write
 * transaction at a time already; PostgreSQL needs the row lock).
 */
export async function lockAccountStanding(
  trx: Transaction<Database>,
  userId: number,
): Promise<{ verified: boolean; companies: number }> {
  const query = trx.selectFrom('users').select('email_verified_at').where('id', '=', userId);
  const user = await forUpdate(trx, query).executeTakeFirst();
  const count = await ownedRows(trx, 'companies', userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { verified: Boolean(user?.email_verified_at), companies: Number(count.count) };
}

export async function listCompanies(
  db: Executor,
  userId: number,
  options: { limit: number; offset: number; sort: 'name' | 'created_at'; direction: 'asc' | 'desc' },
): Promise<{ rows: CompanyRow[]; total: number }> {
  const base = ownedRows(db, 'companies', userId).where('archived_at', 'is', null);
  return pageOf(base, options, (live) =>
    live.selectAll().orderBy(options.sort, options.direction).orderBy('id', options.direction),
  );
}

/** The last month of each business's latest lodged BAS period (none lodged: not in the map). */
export async function lastLodgedMonths(
  db: Executor,
  userId: number,
  companyIds: readonly number[],
): Promise<Map<number, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await ownedRows(db, 'bas_lodgements', userId)
    .select(['company_id', (eb) => eb.fn.max('last_month').as('last_month')])
    .where('company_id', 'in', companyIds)
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((row) => [row.company_id, String(row.last_month)]));
}

export async function setCompanyLogo(
  db: Executor,
  userId: number,
  id: number,
  logoFileId: number | null,
  now: string,
): Promise<void> {
  await updateOwned(db, 'companies', userId, id).set({ logo_file_id: logoFileId, updated_at: now }).execute();
}

export async function insertCompany(
  db: Executor,
  userId: number,
  fields: CompanyFields,
): Promise<CompanyRow> {
  return db
    .insertInto('companies')
    .values({ ...columnsOf(fields), user_id: userId, archived_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCompany(
  db: Executor,
  userId: number,
  id: number,
  changes: Partial<CompanyFields>,
  now: string,
): Promise<CompanyRow | undefined> {
  return updateOwned(db, 'companies', userId, id)
    .set({ ...columnsOf(changes), updated_at: now })
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a business, or archives it when invoices name it so that they keep showing it: an archived
 * business leaves lists and selects. Null when the user has no such business.
 */
export async function deleteOrArchiveCompany(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: string,
): Promise<'deleted' | 'archived' | null> {
  // Anything the books keep names it: issued documents, expenses, lodgements, schedules, bank accounts
  // (with their statements).
  const namedBy = [
    'invoices',
    'quotes',
    'expenses',
    'bas_lodgements',
    'recurring_schedules',
    'bank_accounts',
  ] as const;
  return deleteOrArchive(db, userId, { table: 'companies', id, namedBy }, now, async (trx, company) => {
    // An archived business keeps its logo for its invoices' PDFs; a deleted one's goes with it.
    if (company.logo_file_id !== null) await fileStore.removeById(trx, userId, company.logo_file_id);
  });
}

export async function insertPaymentDetail(
  db: Executor,
  userId: number,
  companyId: number,
  fields: PaymentDetailFields,
): Promise<PaymentDetailRow> {
  return db
    .insertInto('payment_details')
    .values({ ...fields, user_id: userId, company_id: companyId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPaymentDetail(
  db: Executor,
  userId: number,
  id: number,
): Promise<PaymentDetailRow | undefined> {
  return ownedRow(db, 'payment_details', userId, id).selectAll().executeTakeFirst();
}

export async function updatePaymentDetail(
  db: Executor,
  userId: number,
  id: number,
  fields: PaymentDetailFields,
  now: string,
): Promise<PaymentDetailRow | undefined> {
  return updateOwned(db, 'payment_details', userId, id)
    .set({ ...fields, updated_at: now })
    .returningAll()
    .executeTakeFirst();
}

export async function deletePaymentDetail(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await deleteOwned(db, 'payment_details', userId, id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
