import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Businesses (companies) with their saved PayIDs, and clients (customers). Each row names its owner.
export async function up(db: MigrationDb): Promise<void> {
  const ts = timestamp(db);
  const now = nowDefault(db);
  const id = primaryId(db);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('abn', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('gst_registered', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('archived_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('companies_user').on('companies').columns(['user_id', 'archived_at']).execute();

  await db.schema
    .createTable('payment_details')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('payid', 'text', (col) => col.notNull())
    .addColumn('payid_type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('payment_details_company')
    .on('payment_details')
    .columns(['company_id'])
    .execute();
  await db.schema.createIndex('payment_details_user').on('payment_details').columns(['user_id']).execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('abn', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('archived_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('customers_user_name')
    .on('customers')
    .columns(['user_id', 'archived_at', 'name'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['customers', 'payment_details', 'companies'])
    await db.schema.dropTable(table).execute();
}
