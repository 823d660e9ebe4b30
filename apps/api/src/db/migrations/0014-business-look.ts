import type { MigrationDb } from './columns.ts';

// A business's look on its PDFs (issue 18): a logo kept with the uploaded files (gone with the file, as a
// receipt is), and an accent colour ("#RRGGBB"); null for either is the plain look.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('logo_file_id', 'integer', (col) => col.references('stored_files.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('companies').addColumn('accent_color', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('accent_color').execute();
  await db.schema.alterTable('companies').dropColumn('logo_file_id').execute();
}
