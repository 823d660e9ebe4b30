import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// The few column types that differ between the two dialects, so each migration is written once.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no schema.
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** ISO-8601 UTC timestamps: timestamptz on PostgreSQL, sortable text on SQLite. */
export const timestamp = (db: MigrationDb): ColumnDataType => (isPostgres(db) ? 'timestamptz' : 'text');

/** An integer primary key the database numbers: identity on PostgreSQL, autoincrement on SQLite. */
export const primaryId = (db: MigrationDb) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/** The current time as a column default, in the same ISO-8601 shape on both dialects. */
export const nowDefault = (db: MigrationDb) =>
  isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Bytes: bytea on PostgreSQL, blob on SQLite. */
export const binary = (db: MigrationDb): ColumnDataType => (isPostgres(db) ? 'bytea' : 'blob');
