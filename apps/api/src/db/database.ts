import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { SearchPathPostgresDialect } from './postgres-introspector.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-dialect.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema named by `searchPath`, when there is one. */
  schema?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  poolSize?: number;
}

const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;

// int8 comes back as a string by default (our counts and cents stay far below 2^53), and timestamptz as
// a Date; both dialects hand the code the same shapes: numbers, and ISO-8601 UTC strings.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
};

// While PostgreSQL is away (a restart, a fail-over) a request waits at most this long for a connection
// before it answers 503, instead of hanging.
const CONNECT_TIMEOUT_MS = 3_000;

const ignore = () => undefined;

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A connection that breaks (PostgreSQL restarting) emits 'error' on its client and, when idle, on the
    // pool; unheard, that ends the process. The query on it fails (answered 503 by the error handler) and
    // the pool replaces the broken connection, so the event itself needs no action.
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    const db = wrap(new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) }), 'postgres');
    return options.searchPath ? { ...db, schema: options.searchPath } : db;
  }
  const { dialect } = openSqlite(join(options.dataDir, 'sorted.db'));
  return wrap(new Kysely<Database>({ dialect }), 'sqlite');
}

function wrap(kysely: Kysely<Database>, dialect: DialectName): Db {
  return {
    kysely,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

/** Keeps SQLite's planner statistics current (PostgreSQL's autovacuum does this itself). */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.dialect === 'sqlite') await sql`pragma optimize`.execute(db.kysely);
}
