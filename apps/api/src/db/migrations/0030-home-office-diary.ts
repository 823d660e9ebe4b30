import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Working from home (issue 31): the diary of hours worked at home, recorded as they happen, a row a day.
//
// - home_office_days: one day of the owner's diary (`date` as YYYY-MM-DD), its time in whole minutes
//   (1 to 1440: a day without work at home has no row). One row per owner and day: recording a day
//   again replaces its time.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('home_office_days')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('home_office_days_user_date', ['user_id', 'date'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('home_office_days').execute();
}
