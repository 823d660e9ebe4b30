import { type MigrationDb, nowDefault, timestamp } from './columns.ts';

// What the "set aside" estimate needs beyond invoices and expenses (issue 17): how each business is
// taxed (sole trader by default; a partnership by the user's share; a company at the 25% base rate or
// the 30% full rate), and the person's residency and Medicare levy, kept apart from the users table
// (one row per user who changed them; the defaults hold without one).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('business_type', 'text', (col) => col.notNull().defaultTo('sole-trader'))
    .execute();
  await db.schema.alterTable('companies').addColumn('partnership_share_percent', 'integer').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('company_tax_rate', 'text', (col) => col.notNull().defaultTo('base'))
    .execute();
  await db.schema
    .createTable('tax_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('residency', 'text', (col) => col.notNull().defaultTo('resident'))
    .addColumn('medicare_levy', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('tax_profiles').execute();
  await db.schema.alterTable('companies').dropColumn('company_tax_rate').execute();
  await db.schema.alterTable('companies').dropColumn('partnership_share_percent').execute();
  await db.schema.alterTable('companies').dropColumn('business_type').execute();
}
