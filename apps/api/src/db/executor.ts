import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** What a repository runs on: the database, or the transaction of the write it is part of. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The one place that asks which database this is. Repositories need it where the dialects differ in
 * what they can do: row locks (`FOR UPDATE`, `FOR KEY SHARE`) exist on PostgreSQL only, where writers
 * run side by side; SQLite has one writer at a time, so the lock is not needed there.
 */
// biome-ignore lint/suspicious/noExplicitAny: any Kysely database, the migrations' schema-less one too
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The query locked `FOR UPDATE` on PostgreSQL; as it is on SQLite. */
export const forUpdate = <Query extends { forUpdate(): Query }>(db: Executor, query: Query): Query =>
  isPostgres(db) ? query.forUpdate() : query;

/**
 * Lets the event loop turn between the chunks of a long write or read. node:sqlite runs each query
 * synchronously and Kysely's promises then resolve as microtasks, so a transaction of many queries would
 * otherwise hold the loop, and every other request, from its first query to its commit.
 */
export const letOthersRun = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
