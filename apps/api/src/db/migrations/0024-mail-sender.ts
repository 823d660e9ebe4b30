import type { MigrationDb } from './columns.ts';

// A mail to a client comes from the business: its name is the sender's display name (on the server's
// own address, which the mail provider vouches for) and replies go to the business's address.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sender_name', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('sender_name').execute();
}
