import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Car expenses (issue 31, item 1).
//
// - vehicles: a vehicle of one of the owner's businesses, with what it is designed to carry (payload and
//   passengers, asked, never guessed): whether it is a car in the tax sense follows from them.
// - vehicle_years: the vehicle's method for a financial year ("2025-26") and its figures: cents per km
//   takes the business km; a logbook its period and km as totals; actual costs (a vehicle that is not a
//   car) a business use. `business_use_bps` is in basis points (6250 = 62.50%). One row a vehicle and
//   year; `user_id` is the vehicle's owner, so every query names it.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload_kg', 'integer', (col) => col.notNull())
    .addColumn('passengers', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('vehicles_user').on('vehicles').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('vehicle_years')
    .addColumn('vehicle_id', 'integer', (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('business_km', 'integer')
    .addColumn('logbook_start', 'text')
    .addColumn('logbook_end', 'text')
    .addColumn('logbook_business_km', 'integer')
    .addColumn('logbook_total_km', 'integer')
    .addColumn('business_use_bps', 'integer')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('vehicle_years_pk', ['vehicle_id', 'financial_year'])
    .execute();
  await db.schema
    .createIndex('vehicle_years_user')
    .on('vehicle_years')
    .columns(['user_id', 'financial_year'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('vehicle_years').execute();
  await db.schema.dropTable('vehicles').execute();
}
