import { EXPENSE_CATEGORIES } from '@sorted/core/expenses/categories';
import { maxGstIn } from '@sorted/core/expenses/expense-gst';
import { invoiceTotals } from '@sorted/core/sales-documents/totals';
import { sql } from 'kysely';
import { rebuildInvoiceTotals } from '../apps/api/src/books/invoice-totals.repository.ts';
import { rebuildLedgerTotals } from '../apps/api/src/books/ledger-totals.repository.ts';
import type { Db } from '../apps/api/src/db/database.ts';
import { hashPassword } from '../apps/api/src/features/auth/passwords.ts';

export const BENCH_EMAIL = 'bench@sorted.test';
export const BENCH_PASSWORD = 'Bench7Password';

export interface DataSetSizes {
  customers: number;
  invoices: number;
  /** Expenses over the same three years, a fifth of them bills not paid yet; none unless given. */
  expenses?: number;
}

/**
 * One user with a business, `customers` clients and `invoices` invoices of 1 to 3 items spread over
 * the last three years, written in batches inside one transaction.
 */
export async function seedDataSet(db: Db, sizes: DataSetSizes): Promise<void> {
  const { kysely } = db;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const userId = await kysely.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        name: 'Bench',
        email: BENCH_EMAIL,
        email_verified_at: new Date().toISOString(),
        password_hash: passwordHash,
        google_subject: null,
        profile_image: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await trx
      .insertInto('companies')
      .values({
        user_id: user.id,
        name: 'Bench Pty Ltd',
        email: null,
        abn: '51824753556',
        phone: null,
        address: null,
        gst_registered: true,
        gst_registered_from: '2020-01-01',
        archived_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customerIds: number[] = [];
    for (let start = 0; start < sizes.customers; start += 500) {
      const rows = Array.from({ length: Math.min(500, sizes.customers - start) }, (_, index) => ({
        user_id: user.id,
        name: `Client ${String(start + index).padStart(5, '0')}`,
        email: `client${start + index}@example.com`,
        abn: null,
        phone: null,
        address: null,
        archived_at: null,
      }));
      const inserted = await trx.insertInto('customers').values(rows).returning('id').execute();
      customerIds.push(...inserted.map((row) => row.id));
    }
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (let start = 0; start < sizes.invoices; start += 500) {
      const batch = Array.from({ length: Math.min(500, sizes.invoices - start) }, (_, index) => {
        const n = start + index;
        const lines = Array.from({ length: 1 + (n % 3) }, (_, line) => ({
          quantityMilli: 1000 * (1 + line),
          priceCents: 5_000 + ((n * 37 + line * 11) % 50_000),
          taxable: true,
        }));
        const totals = invoiceTotals({ lines, gstRegistered: true, pricesIncludeGst: false });
        const issued = new Date(now - (n % 1095) * day).toISOString().slice(0, 10);
        const due = new Date(now - (n % 1095) * day + 14 * day).toISOString().slice(0, 10);
        const paid = n % 4 !== 0;
        // Every other unpaid invoice has a part payment of half its total (issue 18).
        const paidCents = paid ? totals.total : n % 8 === 0 ? Math.floor(totals.total / 2) : 0;
        return {
          lines,
          totals,
          payment: paidCents > 0 ? { paid_on: paid ? due : issued, amount_cents: paidCents } : null,
          row: {
            user_id: user.id,
            company_id: company.id,
            customer_id: customerIds[n % customerIds.length] ?? null,
            name: `INV-${String(n + 1).padStart(6, '0')}`,
            number_value: String(n + 1),
            ref: null,
            invoice_date: issued,
            due_date: due,
            paid_date: paid ? due : null,
            status: paid ? 1 : 0,
            note: null,
            gst_registered: true,
            prices_include_gst: false,
            subtotal_cents: totals.subtotal,
            gst_cents: totals.gst,
            total_cents: totals.total,
            paid_cents: paidCents,
            payment_method: 'none',
            payid: null,
            payid_name: null,
            bank_name: null,
            bsb: null,
            account_number: null,
            account_name: null,
            company_details: JSON.stringify({
              name: 'Bench Pty Ltd',
              abn: '51824753556',
              gst_registered: true,
            }),
            customer_details: JSON.stringify({ name: `Client ${n % customerIds.length}` }),
          },
        };
      });
      const ids = await trx
        .insertInto('invoices')
        .values(batch.map((entry) => entry.row))
        .returning('id')
        .execute();
      const items = batch.flatMap((entry, index) =>
        entry.lines.map((line, position) => ({
          invoice_id: ids[index]?.id ?? 0,
          position,
          name: `Item ${position + 1}`,
          description: null,
          quantity_milli: line.quantityMilli,
          price_cents: line.priceCents,
          taxable: true,
          amount_cents: entry.totals.lines[position]?.amount ?? 0,
        })),
      );
      await trx.insertInto('invoice_items').values(items).execute();
      const payments = batch.flatMap((entry, index) =>
        entry.payment
          ? [{ ...entry.payment, user_id: user.id, invoice_id: ids[index]?.id ?? 0, method: 'bank-transfer' }]
          : [],
      );
      if (payments.length > 0) await trx.insertInto('invoice_payments').values(payments).execute();
    }
    await trx.insertInto('invoice_counts').values({ user_id: user.id, invoices: sizes.invoices }).execute();
    const expenses = sizes.expenses ?? 0;
    for (let start = 0; start < expenses; start += 500) {
      const rows = Array.from({ length: Math.min(500, expenses - start) }, (_, index) => {
        const n = start + index;
        const incurred = new Date(now - (n % 1095) * day).toISOString().slice(0, 10);
        const amount = 1_000 + ((n * 53) % 200_000);
        const bill = n % 5 === 0;
        return {
          user_id: user.id,
          company_id: company.id,
          expense_date: incurred,
          supplier_name: `Supplier ${n % 300}`,
          supplier_abn: null,
          description: null,
          category: EXPENSE_CATEGORIES[n % EXPENSE_CATEGORIES.length] ?? 'other',
          amount_cents: amount,
          gst_cents: n % 7 === 0 ? 0 : maxGstIn(amount),
          business_use_percent: n % 10 === 0 ? 60 : 100,
          paid_date: bill ? null : incurred,
          due_date: bill ? new Date(now - (n % 1095) * day + 30 * day).toISOString().slice(0, 10) : null,
          receipt_file_id: null,
        };
      });
      await trx.insertInto('expenses').values(rows).execute();
    }
    return user.id;
  });
  // The invoices went straight into the tables: the dashboard totals are counted once, as the
  // `npm run totals:rebuild` command does.
  await rebuildInvoiceTotals(kysely, userId);
  await rebuildLedgerTotals(kysely, userId);
  // Statistics, as autovacuum would gather them soon after a bulk load (SQLite: PRAGMA optimize at open).
  if (db.dialect === 'postgres') await sql`analyze`.execute(kysely);
}
