import { sql } from 'kysely';
import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Dashboard totals, kept in the same transaction as every write of an invoice (create, edit, paid,
// unpaid, delete) so the dashboard reads a few dozen rows instead of a user's every invoice; the
// `npm run totals:rebuild` command recomputes them from the invoices. And the waitlists (Tax Summary).
export async function up(db: MigrationDb): Promise<void> {
  // Income: paid invoices per user and month paid (the invoice date's month when no paid date).
  await db.schema
    .createTable('invoice_month_totals')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('paid_count', 'integer', (col) => col.notNull())
    .addColumn('paid_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_month_totals_pk', ['user_id', 'month'])
    .execute();
  // Income per client (top customers).
  await db.schema
    .createTable('invoice_customer_totals')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('paid_count', 'integer', (col) => col.notNull())
    .addColumn('paid_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_customer_totals_pk', ['user_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('invoice_customer_totals_rank')
    .on('invoice_customer_totals')
    .columns(['user_id', 'paid_cents'])
    .execute();
  // What is owed: unpaid invoices per user and due date (outstanding, and overdue against any today).
  await db.schema
    .createTable('invoice_due_totals')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('unpaid_count', 'integer', (col) => col.notNull())
    .addColumn('unpaid_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_due_totals_pk', ['user_id', 'due_date'])
    .execute();
  // The outstanding list: a user's unpaid invoices in due-date order, read 10 at a time without sorting
  // them all (queries must say `status = 0` literally for the planners to use a partial index).
  await db.schema
    .createIndex('invoices_user_unpaid_due')
    .on('invoices')
    .columns(['user_id', 'due_date', 'id'])
    .where(sql<boolean>`status = 0`)
    .execute();

  // The totals of the invoices already there (the same sums as the rebuild command).
  await sql`
    insert into invoice_month_totals (user_id, month, paid_count, paid_cents)
    select user_id, substr(coalesce(paid_date, invoice_date), 1, 7), count(*), sum(total_cents)
    from invoices where status <> 0
    group by user_id, substr(coalesce(paid_date, invoice_date), 1, 7)`.execute(db);
  await sql`
    insert into invoice_customer_totals (user_id, customer_id, paid_count, paid_cents)
    select user_id, customer_id, count(*), sum(total_cents)
    from invoices where status <> 0 and customer_id is not null
    group by user_id, customer_id`.execute(db);
  await sql`
    insert into invoice_due_totals (user_id, due_date, unpaid_count, unpaid_cents)
    select user_id, due_date, count(*), sum(total_cents)
    from invoices where status = 0
    group by user_id, due_date`.execute(db);

  await db.schema
    .createTable('waitlists')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('waitlists_user_name', ['user_id', 'name'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoices_user_unpaid_due').execute();
  await db.schema.dropTable('waitlists').execute();
  await db.schema.dropTable('invoice_due_totals').execute();
  await db.schema.dropTable('invoice_customer_totals').execute();
  await db.schema.dropTable('invoice_month_totals').execute();
}
