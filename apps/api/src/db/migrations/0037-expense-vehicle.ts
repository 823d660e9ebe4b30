import type { MigrationDb } from './columns.ts';

// The vehicle a motor-vehicle expense is for (issue 31, item 1): a business with several vehicles claims
// each one's logbook or actual costs from the expenses named for it. A vehicle deleted leaves its
// expenses in the books, unassigned.
// No down: SQLite cannot drop a column that holds a foreign key.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('expenses')
    .addColumn('vehicle_id', 'integer', (col) => col.references('vehicles.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('expenses_vehicle').on('expenses').column('vehicle_id').execute();
}
