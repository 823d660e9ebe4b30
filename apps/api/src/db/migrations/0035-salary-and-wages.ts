import type { MigrationDb } from './columns.ts';

// The year's salary and wages from any job (issue 31): the income the PAYG withheld was taken from,
// taxed beside the business in the year's estimate. In cents; nothing until said.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('tax_year_figures')
    .addColumn('salary_wages', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('tax_year_figures').dropColumn('salary_wages').execute();
}
