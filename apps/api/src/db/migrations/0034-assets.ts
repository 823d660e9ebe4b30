import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// The asset register (issue 31, item 3): an asset of one of the owner's businesses, from one of its
// expenses or entered. Money in cents; business use in basis points (10000 = 100%); the effective life in
// whole months (3⅓ years = 40); `method` one of core's ASSET_METHODS. A disposal sets `disposed_on` and
// `proceeds_cents`. `user_id` is the owner, so every query names it.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('assets')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('expense_id', 'integer', (col) => col.references('expenses.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cost_cents', 'bigint', (col) => col.notNull())
    .addColumn('first_used', 'text', (col) => col.notNull())
    .addColumn('business_use_bps', 'integer', (col) => col.notNull())
    .addColumn('effective_life_months', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('is_car', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('disposed_on', 'text')
    .addColumn('proceeds_cents', 'bigint')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('assets_user').on('assets').columns(['user_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('assets').execute();
}
