import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// Bank accounts per business and the statements imported into them (issue 29). A statement file is kept
// in stored_files with its import; each of its lines the account did not have yet becomes a bank line,
// known by its content key (unique per account: the same line imported twice is one line) and, where
// the format has one, by the bank's own id. Undoing an import deletes its lines and its file and keeps
// the import, marked undone.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('bsb', 'text')
    .addColumn('account_number', 'text')
    .addColumn('opening_balance_cents', 'bigint', (col) => col.notNull())
    .addColumn('opening_date', 'text', (col) => col.notNull())
    .addColumn('column_mapping', 'text')
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('bank_accounts_user').on('bank_accounts').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('bank_accounts_company').on('bank_accounts').column('company_id').execute();

  await db.schema
    .createTable('bank_imports')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bank_account_id', 'integer', (col) =>
      col.notNull().references('bank_accounts.id').onDelete('cascade'),
    )
    // Null once undone (the file goes with its lines).
    .addColumn('stored_file_id', 'integer', (col) => col.references('stored_files.id').onDelete('set null'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('new_count', 'integer', (col) => col.notNull())
    .addColumn('duplicate_count', 'integer', (col) => col.notNull())
    .addColumn('skipped_count', 'integer', (col) => col.notNull())
    .addColumn('first_date', 'text')
    .addColumn('last_date', 'text')
    // JSON: the balance gaps found at the import.
    .addColumn('gaps', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('undone_at', timestamp(db))
    .addColumn('completed_at', timestamp(db))
    .execute();
  await db.schema
    .createIndex('bank_imports_account')
    .on('bank_imports')
    .columns(['bank_account_id', 'id'])
    .execute();
  await db.schema.createIndex('bank_imports_file').on('bank_imports').column('stored_file_id').execute();

  await db.schema
    .createTable('bank_lines')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bank_account_id', 'integer', (col) =>
      col.notNull().references('bank_accounts.id').onDelete('cascade'),
    )
    .addColumn('import_id', 'integer', (col) =>
      col.notNull().references('bank_imports.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('balance_cents', 'bigint')
    .addColumn('bank_id', 'text')
    .addColumn('content_key', 'text', (col) => col.notNull())
    .addColumn('bank_key', 'text')
    .addColumn('source_line', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('unreconciled'))
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('bank_lines_content')
    .on('bank_lines')
    .columns(['bank_account_id', 'content_key'])
    .unique()
    .execute();
  // Only lines with a bank id (OFX) have a bank key: a CSV's lines cost this index nothing.
  await db.schema
    .createIndex('bank_lines_bank_key')
    .on('bank_lines')
    .columns(['bank_account_id', 'bank_key'])
    .where('bank_key', 'is not', null)
    .execute();
  // The reconcile screen's pages (one status, newest first)…
  await db.schema
    .createIndex('bank_lines_status')
    .on('bank_lines')
    .columns(['bank_account_id', 'status', 'date', 'id'])
    .execute();
  // …and every line by date: a page of all of them, the keys of an import's date range, the newest line's
  // balance.
  await db.schema
    .createIndex('bank_lines_date')
    .on('bank_lines')
    .columns(['bank_account_id', 'date', 'id'])
    .execute();
  await db.schema.createIndex('bank_lines_import').on('bank_lines').column('import_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('bank_lines').execute();
  await db.schema.dropTable('bank_imports').execute();
  await db.schema.dropTable('bank_accounts').execute();
}
