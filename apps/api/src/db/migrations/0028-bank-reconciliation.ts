import { sql } from 'kysely';
import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Reconciling bank lines (issue 29): what a line became, the owner's bank rules, and the indexes the
// reconcile screen fetches its candidates by, a page at a time (never all the open invoices).
//
// - bank_lines.reconciled_kind / reconciled_at: what a reconciled line became (core's ReconcileKind);
//   a payment or an expense made from a line names it (bank_line_id), so the line shows what it became
//   and an undo finds what to take back. A split's business part is its expense and the rest a drawing,
//   so it needs no table of parts.
// - bank_rules: "a narrative like this is that", in the owner's order (position); for one business, or
//   for every business of the owner (company_id null). Conditions and action are JSON (core's
//   RuleCondition[] and RuleAction).
// - invoices.number_value: the value of the digits an invoice number ends in, without leading zeros
//   (core's invoiceNumberValue), so a narrative's references find their invoices by an index.
// No down: SQLite cannot drop a column that holds a foreign key.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('bank_lines').addColumn('reconciled_kind', 'text').execute();
  await db.schema.alterTable('bank_lines').addColumn('reconciled_at', timestamp(db)).execute();
  // The dashboard's count of a user's unreconciled lines, and the BAS's and the profit's of a period.
  await db.schema
    .createIndex('bank_lines_user_status')
    .on('bank_lines')
    .columns(['user_id', 'status', 'date'])
    .execute();

  for (const table of ['invoice_payments', 'expenses']) {
    await db.schema
      .alterTable(table)
      .addColumn('bank_line_id', 'integer', (col) => col.references('bank_lines.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_bank_line`).on(table).column('bank_line_id').execute();
  }

  await db.schema
    .createTable('bank_rules')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('conditions', 'text', (col) => col.notNull())
    .addColumn('match_all', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('learnt', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('bank_rules_user')
    .on('bank_rules')
    .columns(['user_id', 'position', 'id'])
    .execute();

  // The reconcile screen's candidates for a page of lines: open invoices owing one of the page's
  // amounts (the expression must be written the same way in the query), the invoices its narratives'
  // references name, the open invoices of the clients they name, and the unpaid bills of its amounts.
  await createOutstandingIndex(db);
  await db.schema.alterTable('invoices').addColumn('number_value', 'text').execute();
  await backfillNumberValues(db);
  await db.schema
    .createIndex('invoices_user_number_value')
    .on('invoices')
    .columns(['user_id', 'number_value'])
    .execute();
  await db.schema
    .createIndex('invoices_user_customer_status')
    .on('invoices')
    .columns(['user_id', 'customer_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('expenses_user_unpaid_amount')
    .on('expenses')
    .columns(['user_id', 'company_id', 'paid_date', 'amount_cents'])
    .execute();
}

/**
 * Open invoices by what they still owe. Exported for the tests of earlier migrations that go down and up
 * again: SQLite drops no column an index names, so this index goes first and comes back last.
 */
export async function createOutstandingIndex(db: MigrationDb): Promise<void> {
  await sql`create index invoices_user_outstanding on invoices
    (user_id, status, (total_cents - adjusted_cents - paid_cents))`.execute(db);
}

export async function dropOutstandingIndex(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoices_user_outstanding').execute();
}

// Frozen here (core's invoiceNumberValue may change; this migration must not).
const TRAILING_DIGITS = /(\d+)$/;
const numberValue = (name: string) => {
  const digits = TRAILING_DIGITS.exec(name.trim())?.[1];
  return digits === undefined ? null : digits.replace(/^0+(?=\d)/, '');
};

export async function backfillNumberValues(db: MigrationDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; name: string }[] = await db
      .selectFrom('invoices')
      .select(['id', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2_000)
      .execute();
    if (rows.length === 0) return;
    const byValue = new Map<string, number[]>();
    for (const row of rows) {
      const value = numberValue(row.name);
      if (value !== null) byValue.set(value, [...(byValue.get(value) ?? []), row.id]);
    }
    for (const [value, ids] of byValue) {
      await db.updateTable('invoices').set({ number_value: value }).where('id', 'in', ids).execute();
    }
    after = rows.at(-1)?.id ?? after;
  }
}
