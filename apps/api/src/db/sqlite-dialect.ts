import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

// node:sqlite speaks a slightly different dialect from better-sqlite3, which Kysely's SqliteDialect
// expects; this adapter is the whole difference. No native addon is compiled at install time.
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bind(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

const STATEMENT_CACHE_SIZE = 200;

export function openSqlite(file: string): { dialect: SqliteDialect; database: DatabaseSync } {
  const database = new DatabaseSync(file, { timeout: 5_000, enableForeignKeyConstraints: true });
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  // Table statistics let the planner see that a user's id is not selective where a primary key is (it
  // otherwise scans all of a user's clients to fetch 25 by id). SQLite's advice: optimize at open and
  // now and then (housekeeping does, hourly).
  database.exec('PRAGMA optimize = 0x10002;');
  // Kysely prepares every query anew; the app sends the same few hundred SQL texts over and over, so
  // compiled statements are kept (least recently used out). Kysely runs one query at a time on this
  // connection, so a statement is never used by two queries at once.
  const statements = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const cached = statements.get(sql);
    if (cached) {
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = adaptStatement(database.prepare(sql));
    statements.set(sql, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  const adapted: SqliteDatabase = {
    prepare,
    close: () => {
      statements.clear();
      database.close();
    },
  };
  return { dialect: new SqliteDialect({ database: adapted }), database };
}
