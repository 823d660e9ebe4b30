import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, type DialectName, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testDialects: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  db: Db;
  config: Config;
  dispose(): Promise<void>;
}

/** A fresh, migrated database: a temp SQLite file, or a PostgreSQL schema of its own that is dropped after. */
export async function createTestDatabase(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorted-test-'));
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `create schema ${schema}`);
  }
  const db = openDatabase({ databaseUrl, dataDir, poolSize: 4, ...(schema ? { searchPath: schema } : {}) });
  await migrateToLatest(db);
  return {
    db,
    config: { ...config, databaseUrl },
    dispose: async () => {
      await db.close();
      if (databaseUrl && schema) await adminQuery(databaseUrl, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another connection (a pool of its own on PostgreSQL) to the same test database, sharing nothing in
 * memory with the first: what a second server has. `databaseUrl` reaches the same server another way.
 */
export function reopenDatabase(database: TestDatabase, databaseUrl = database.config.databaseUrl): Db {
  return openDatabase({
    databaseUrl,
    dataDir: database.config.dataDir,
    poolSize: 4,
    ...(database.db.schema ? { searchPath: database.db.schema } : {}),
  });
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A suite that needs a PostgreSQL server: without TEST_DATABASE_URL it is skipped, and its name says why. */
export function describeOnPostgres(name: string, suite: () => void): void {
  if (process.env.TEST_DATABASE_URL) describe(`${name} [postgres]`, suite);
  else describe.skip(`${name} [postgres] (skipped: needs TEST_DATABASE_URL, a PostgreSQL server)`, suite);
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/**
 * Runs a suite once per database, each against the real app on a fresh database of its own.
 * `use()` gives the running app inside tests.
 */
export function describeOnEachDatabase(
  name: string,
  suite: (use: () => TestApp, dialect: DialectName) => void,
  options: { env?: Record<string, string>; webDist?: string } = {},
): void {
  for (const dialect of testDialects) {
    describe(`${name} [${dialect}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        const database = await createTestDatabase(dialect, options.env);
        const app = await buildApp({
          config: database.config,
          db: database.db,
          checkContract: true,
          // A 500 in a test says why on stderr (its stack), so that a rare one in CI can be traced.
          logger: { level: 'error', stream: process.stderr },
          ...(options.webDist ? { webDist: options.webDist } : {}),
        });
        current = { ...database, app };
      });
      afterAll(async () => {
        await current?.app.close();
        await current?.dispose();
      });
      suite(() => {
        if (!current) throw new Error('the test app is not ready yet');
        return current;
      }, dialect);
    });
  }
}
