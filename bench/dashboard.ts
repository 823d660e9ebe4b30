import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedDataSet } from './seed.ts';
import { signIn, startServer } from './server.ts';

// The dashboard budget (DESIGN.md §4): GET /dashboard/summary for a user with 100,000 invoices and
// 2,000 clients answers in < 50 ms of server time, on SQLite and on PostgreSQL. Measured as the time
// to the full response of sequential requests on 127.0.0.1 (server time plus a loopback round trip),
// after a warm-up, for each revenue period.

const SIZES = { customers: 2_000, invoices: 100_000 };
const PERIODS = ['monthly', 'quarterly', 'annual'] as const;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/';
const BENCH_DATABASE = 'sorted_bench_dashboard';

export interface DashboardTiming {
  database: 'SQLite' | 'PostgreSQL';
  seedSeconds: number;
  p50: number;
  p95: number;
  max: number;
}

async function timeSummary(base: string, cookie: string): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const period = PERIODS[run % PERIODS.length];
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/dashboard/summary?period=${period}`, {
      headers: { cookie, accept: 'application/vnd.api+json' },
    });
    const body = (await response.json()) as { data?: { attributes?: { invoices?: { count?: number } } } };
    const took = performance.now() - started;
    if (!response.ok || body.data?.attributes?.invoices?.count !== SIZES.invoices)
      throw new Error(`dashboard summary answered ${response.status} without the seeded invoices`);
    if (run >= 5) times.push(took);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
}

async function measure(
  database: DashboardTiming['database'],
  env: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
): Promise<DashboardTiming> {
  const db = open();
  await migrateToLatest(db);
  const started = performance.now();
  await seedDataSet(db, SIZES);
  const seedSeconds = (performance.now() - started) / 1000;
  await db.close();
  console.log(`${database}: seeded 2,000 clients and 100,000 invoices in ${seedSeconds.toFixed(1)} s`);
  const server = await startServer(env);
  try {
    const cookie = await signIn(server.base);
    return { database, seedSeconds, ...(await timeSummary(server.base, cookie)) };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: `${BENCH_POSTGRES_URL.replace(/\/[^/]*$/, '/')}postgres`,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function measureDashboard(): Promise<DashboardTiming[]> {
  const results: DashboardTiming[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sorted-bench-dashboard-'));
  try {
    results.push(
      await measure('SQLite', { DATA_DIR: dataDir }, () =>
        openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })),
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = `${BENCH_POSTGRES_URL.replace(/\/[^/]*$/, '/')}${BENCH_DATABASE}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'sorted-bench-dashboard-pg-'));
  try {
    await admin(`drop database if exists ${BENCH_DATABASE}`);
    await admin(`create database ${BENCH_DATABASE}`);
    results.push(
      await measure('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: databaseUrl }, () =>
        openDatabase({ databaseUrl, dataDir: pgDir }),
      ),
    );
  } catch (error) {
    console.error(`PostgreSQL dashboard bench skipped: ${(error as Error).message}`);
  } finally {
    await admin(`drop database if exists ${BENCH_DATABASE}`).catch(() => undefined);
    rmSync(pgDir, { recursive: true, force: true });
  }
  return results;
}

// `node bench/dashboard.ts` measures only this budget.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await measureDashboard()) {
    console.log(
      `${result.database}: dashboard summary at 100,000 invoices p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
  }
}
