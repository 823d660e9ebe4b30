import type { MigrationDb } from './columns.ts';

// Automatic payment reminders (issue 18): a business chooses them and their steps (days from the due date,
// kept as a JSON array); each automatic reminder is a sending that names its step, and a step is sent at
// most once per invoice — the unique index is what stops two servers (or a retry) from sending it twice.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('reminders_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('reminder_steps', 'text', (col) => col.notNull().defaultTo('[-3,0,7,14]'))
    .execute();
  await db.schema.alterTable('invoice_sendings').addColumn('reminder_step', 'integer').execute();
  await db.schema
    .createIndex('invoice_sendings_reminder_step')
    .on('invoice_sendings')
    .columns(['invoice_id', 'reminder_step'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoice_sendings_reminder_step').execute();
  await db.schema.alterTable('invoice_sendings').dropColumn('reminder_step').execute();
  await db.schema.alterTable('companies').dropColumn('reminder_steps').execute();
  await db.schema.alterTable('companies').dropColumn('reminders_enabled').execute();
}
