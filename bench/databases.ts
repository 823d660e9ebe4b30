import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { type DataSetSizes, seedDataSet } from './seed.ts';

// Fresh, seeded databases for the benchmarks: a SQLite file in a temp folder, or a database of its own
// on the PostgreSQL server named by BENCH_DATABASE_URL (created, then dropped).

export type DatabaseKind = 'SQLite' | 'PostgreSQL';

/** PostgreSQL runs too when BENCH_DATABASE_URL names a server (any database on it; the bench makes its own). */
export const benchDatabases: DatabaseKind[] = process.env.BENCH_DATABASE_URL
  ? ['SQLite', 'PostgreSQL']
  : ['SQLite'];

export interface SeededDatabase {
  kind: DatabaseKind;
  /** What the server needs to use it. */
  env: Record<string, string>;
  seedSeconds: number;
  drop(): Promise<void>;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function seededDatabase(kind: DatabaseKind, sizes: DataSetSizes): Promise<SeededDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorted-bench-'));
  const name = `sorted_bench_${sizes.invoices}_${sizes.expenses ?? 0}`;
  const databaseUrl = kind === 'PostgreSQL' ? serverUrl(name) : undefined;
  if (databaseUrl) {
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name}`);
  }
  const db = databaseUrl
    ? openDatabase({ databaseUrl, dataDir })
    : openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  await migrateToLatest(db);
  const started = performance.now();
  await seedDataSet(db, sizes);
  const seedSeconds = (performance.now() - started) / 1000;
  await db.close();
  console.log(
    `${kind}: seeded ${sizes.customers.toLocaleString('en')} clients and ${sizes.invoices.toLocaleString('en')} invoices, ${(sizes.expenses ?? 0).toLocaleString('en')} expenses in ${seedSeconds.toFixed(1)} s`,
  );
  return {
    kind,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    seedSeconds,
    async drop() {
      if (databaseUrl) await admin(`drop database if exists ${name}`).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
