import { type MigrationDb, nowDefault, primaryId, timestamp } from './columns.ts';

// The client's page (issue 18): a link that opens one sent invoice (or quote) without signing in. The
// token is HMAC(SESSION_SECRET, seed): the row keeps the seed, so the owner can be shown the link again,
// and the token's SHA-256 to find it by; neither opens the page without the server's secret. A kind and a
// document id rather than a foreign key, since the document is an invoice or a quote; one live link
// per document, a revoked one kept (revoked_at) until its document or account goes.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('document_links')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp(db), (col) => col.notNull().defaultTo(nowDefault(db)))
    .addColumn('revoked_at', timestamp(db))
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', timestamp(db))
    .execute();
  await db.schema
    .createIndex('document_links_document')
    .on('document_links')
    .columns(['user_id', 'kind', 'document_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('document_links').execute();
}
