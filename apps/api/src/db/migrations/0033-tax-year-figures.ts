import { type MigrationDb, nowDefault, timestamp } from './columns.ts';

// The figures of a financial year that only the person knows (issue 31): personal super contributions
// to deduct, employer contributions counted against the same cap, unused cap carried forward, whether the
// fund acknowledged the notice of intent, and PAYG withheld from wages. One row per user and year that
// was ever changed; without one, every figure is nothing. Amounts in cents.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('tax_year_figures')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('super_contributions', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('employer_super', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('super_carry_forward', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('super_notice_acknowledged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('payg_withheld', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('tax_year_figures_pk', ['user_id', 'financial_year'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('tax_year_figures').execute();
}
