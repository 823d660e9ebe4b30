import { benchDatabases, type DatabaseKind, seededDatabase } from './databases.ts';
import { type Session, signIn, startServer } from './server.ts';

// The dashboard budget (DESIGN.md §4): GET /dashboard/summary for a user with 100,000 invoices and
// 2,000 clients answers in < 50 ms of server time, on SQLite and on PostgreSQL. Measured as the time
// to the full response of sequential requests on 127.0.0.1 (server time plus a loopback round trip),
// after a warm-up, for each revenue period.

const SIZES = { customers: 2_000, invoices: 100_000 };
const PERIODS = ['monthly', 'quarterly', 'annual'] as const;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);

export interface DashboardTiming {
  database: DatabaseKind;
  seedSeconds: number;
  p50: number;
  p95: number;
  max: number;
}

async function timeSummary(
  base: string,
  session: Session,
): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const period = PERIODS[run % PERIODS.length];
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/dashboard/summary?period=${period}`, {
      headers: session.headers,
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

export async function measureDashboard(): Promise<DashboardTiming[]> {
  const results: DashboardTiming[] = [];
  for (const kind of benchDatabases) {
    const database = await seededDatabase(kind, SIZES);
    const server = await startServer(database.env);
    try {
      const timing = await timeSummary(server.base, await signIn(server.base));
      results.push({ database: kind, seedSeconds: database.seedSeconds, ...timing });
    } finally {
      await server.stop();
      await database.drop();
    }
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
