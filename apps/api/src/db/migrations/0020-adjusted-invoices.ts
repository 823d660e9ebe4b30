import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';

// The BAS drill-down on the cash basis lists the credits adjustment notes leave owed: it reads a business's
// invoices that have notes, few by nature, rather than all of its invoices (queries must say
// `adjusted_cents > 0` literally for the planners to use the partial index).
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('invoices_user_company_adjusted')
    .on('invoices')
    .columns(['user_id', 'company_id'])
    .where(sql<boolean>`adjusted_cents > 0`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('invoices_user_company_adjusted').execute();
}
