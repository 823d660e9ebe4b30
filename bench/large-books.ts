import { benchDatabases, type DatabaseKind, seededDatabase } from './databases.ts';
import { type Session, signIn, startServer } from './server.ts';

// The budgets at a large set of books (DESIGN.md §4, issue 17): a user with 100,000 invoices, 100,000
// expenses and 2,000 clients; the dashboard summary, the BAS and the profit and loss each answer in
// < 50 ms of server time, on SQLite and on PostgreSQL. Measured as the time to the full response of
// sequential requests on 127.0.0.1 (server time plus a loopback round trip), after a warm-up. The
// expense list has no budget of its own and is reported for information.

/** The financial year before today's, named by the year it starts in. */
function lastFinancialYear(): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const year = Number(today.slice(0, 4));
  return (Number(today.slice(5, 7)) >= 7 ? year : year - 1) - 1;
}

const SIZES = { customers: 2_000, invoices: 100_000, expenses: 100_000 };
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60);
const LAST_YEAR = new Date().getUTCFullYear() - 1;

interface Endpoint {
  name: string;
  /** Its budget of server time in ms (p95), or null for one reported for information. */
  budgetMs: number | null;
  /** Answers a file (a PDF), checked on its bytes. */
  binary?: boolean;
  /** Paths taken in turn; `check` proves the answer read the seeded books. */
  paths: string[];
  check: (body: unknown) => boolean;
}

type Body = { data?: { attributes?: Record<string, unknown> }; meta?: Record<string, unknown> };

const ENDPOINTS: Endpoint[] = [
  {
    name: 'Dashboard summary',
    budgetMs: 50,
    paths: ['monthly', 'quarterly', 'annual'].map((period) => `/api/v1/dashboard/summary?period=${period}`),
    check: (body) =>
      (body as Body).data?.attributes?.invoices !== undefined &&
      (body as { data: { attributes: { invoices: { count: number } } } }).data.attributes.invoices.count ===
        SIZES.invoices,
  },
  {
    // The seeded user's one business is the database's first; a quarter of last year is well inside the
    // three years of books.
    name: 'BAS: a financial year of quarters, and one quarter',
    budgetMs: 50,
    paths: ['/api/v1/companies/1/bas-periods', `/api/v1/companies/1/bas-periods/${LAST_YEAR}-Q3`],
    check: (body) => {
      const data = (body as { data?: unknown }).data;
      const periods = (Array.isArray(data) ? data : [data]) as {
        attributes?: { figures?: { g1: string } };
      }[];
      return periods.length > 0 && periods.some((period) => Number(period.attributes?.figures?.g1) > 0);
    },
  },
  {
    name: 'BAS drill-down: the first page of G1 invoices of a quarter',
    budgetMs: null,
    paths: [`/api/v1/companies/1/bas-periods/${LAST_YEAR}-Q3/records?figure=g1`],
    check: (body) => (((body as Body).meta?.page as { total?: number } | undefined)?.total ?? 0) > 0,
  },
  {
    name: 'Profit and loss',
    budgetMs: 50,
    // This financial year, and the last (the books reach three years back).
    paths: ['/api/v1/profit-and-loss', `/api/v1/profit-and-loss?year=${lastFinancialYear()}`],
    check: (body) => {
      const totals = (body as Body).data?.attributes?.totals as
        | { income?: string; expenses?: string }
        | undefined;
      return totals !== undefined && totals.income !== '0.00' && totals.expenses !== '0.00';
    },
  },
  {
    name: 'Set aside (tax so far and projected, GST owed)',
    budgetMs: 50,
    paths: ['/api/v1/set-aside'],
    check: (body) => (body as Body).data?.attributes?.profit_so_far !== undefined,
  },
  {
    // Issue 31: the year's estimate, step by step (profit, car, working from home, super, PAYG), of the
    // last financial year and this one.
    name: 'The year’s tax estimate',
    budgetMs: 100,
    paths: [lastFinancialYear(), lastFinancialYear() + 1].map(
      (start) => `/api/v1/tax-years/${start}-${String((start + 1) % 100).padStart(2, '0')}/estimate`,
    ),
    check: (body) => {
      const lines = (body as Body).data?.attributes?.lines as { key: string; amount: string }[] | undefined;
      return lines?.some((line) => line.key === 'business-profit' && line.amount !== '0.00') === true;
    },
  },
  {
    // The accountant's pack's summary (issue 31): the year's P&L by schedule label, BAS periods, car,
    // working from home and the estimate, from the running totals, rendered to PDF in a worker thread.
    name: "Accountant's pack summary (PDF)",
    budgetMs: 100,
    binary: true,
    paths: [
      `/api/v1/tax-years/${lastFinancialYear()}-${String((lastFinancialYear() + 1) % 100).padStart(2, '0')}/accountants-pack/summary.pdf`,
    ],
    check: (body) =>
      Buffer.from(body as ArrayBuffer)
        .subarray(0, 5)
        .toString('latin1') === '%PDF-',
  },
  {
    name: 'Expense list, first page with totals',
    budgetMs: null,
    paths: ['/api/v1/expenses', '/api/v1/expenses?filter[search]=supplier 12'],
    check: (body) => typeof (body as Body).meta?.totals === 'object',
  },
];

export interface LargeBooksTiming {
  database: DatabaseKind;
  endpoint: string;
  budgetMs: number | null;
  p50: number;
  p95: number;
  max: number;
}

async function time(base: string, session: Session, endpoint: Endpoint) {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const path = endpoint.paths[run % endpoint.paths.length] ?? '';
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: session.headers });
    const body = endpoint.binary ? await response.arrayBuffer() : await response.json();
    const took = performance.now() - started;
    if (!response.ok || !endpoint.check(body))
      throw new Error(`${path} answered ${response.status} without the seeded books`);
    if (run >= 5) times.push(took);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0 };
}

export async function measureLargeBooks(): Promise<LargeBooksTiming[]> {
  const results: LargeBooksTiming[] = [];
  for (const kind of benchDatabases) {
    const database = await seededDatabase(kind, SIZES);
    const server = await startServer(database.env);
    try {
      const session = await signIn(server.base);
      for (const endpoint of ENDPOINTS) {
        results.push({
          database: kind,
          endpoint: endpoint.name,
          budgetMs: endpoint.budgetMs,
          ...(await time(server.base, session, endpoint)),
        });
      }
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  return results;
}

// `node bench/large-books.ts` measures only these.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await measureLargeBooks()) {
    console.log(
      `${result.database}: ${result.endpoint} at 100,000 invoices and expenses: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
  }
}
