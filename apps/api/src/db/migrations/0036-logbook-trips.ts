import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// The car logbook kept journey by journey (issue 31, item 1).
//
// - vehicle_logbooks: one a vehicle, keyed by it. A logbook serves the year it is kept for and the four
//   after it, so a vehicle has one at a time; keeping a new one replaces its period and journeys. Its
//   period's dates and odometer readings, and `kept_for_year` ("2025-26"): the year the period falls in,
//   or the one the owner chose when it straddles 1 July.
// - vehicle_logbook_journeys: the business journeys, keyed to the vehicle (its one logbook), with their
//   dates, odometer readings and purpose. Business km are added up from them, never stored.
// - vehicle_years.logbook_source: 'trips' when the year's logbook method takes the vehicle's logbook,
//   'totals' (or null, as every year saved before) when its figures were typed in.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('vehicle_logbooks')
    .addColumn('vehicle_id', 'integer', (col) =>
      col.primaryKey().references('vehicles.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('odometer_start', 'integer', (col) => col.notNull())
    .addColumn('odometer_end', 'integer', (col) => col.notNull())
    .addColumn('kept_for_year', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('vehicle_logbooks_user').on('vehicle_logbooks').columns(['user_id']).execute();

  await db.schema
    .createTable('vehicle_logbook_journeys')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (col) =>
      col.notNull().references('vehicle_logbooks.vehicle_id').onDelete('cascade'),
    )
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('odometer_start', 'integer', (col) => col.notNull())
    .addColumn('odometer_end', 'integer', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('vehicle_logbook_journeys_user')
    .on('vehicle_logbook_journeys')
    .columns(['user_id', 'vehicle_id'])
    .execute();

  await db.schema.alterTable('vehicle_years').addColumn('logbook_source', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('vehicle_years').dropColumn('logbook_source').execute();
  await db.schema.dropTable('vehicle_logbook_journeys').execute();
  await db.schema.dropTable('vehicle_logbooks').execute();
}
