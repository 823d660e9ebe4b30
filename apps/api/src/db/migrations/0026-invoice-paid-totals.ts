import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';

// The dashboard's "Average invoice" is what the paid invoices received over how many they are: a total
// per user of the invoices paid in full (not voided), kept by the books beside the other invoice totals
// (an invoice paid in two parts is one invoice, where the month totals count two payments).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('invoice_paid_totals')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('paid_count', 'integer', (col) => col.notNull())
    .addColumn('paid_cents', 'bigint', (col) => col.notNull())
    .execute();
  // The invoices already paid (the same sum as the rebuild command).
  await sql`
    insert into invoice_paid_totals (user_id, paid_count, paid_cents)
    select user_id, count(*), sum((select coalesce(sum(amount_cents), 0) from invoice_payments
      where invoice_payments.invoice_id = invoices.id))
    from invoices where status <> 0 and voided_on is null
    group by user_id`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoice_paid_totals').execute();
}
