import type { StatementLine } from '@sorted/core/bank/statement';
import { sql } from 'kysely';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedBankLines } from './bank-import.ts';
import { benchDatabases, type DatabaseKind, seededDatabase } from './databases.ts';
import { BENCH_EMAIL } from './seed.ts';
import { signIn, startServer } from './server.ts';

// DESIGN.md §4 (issue 29): the reconcile screen's first page of suggestions in < 150 ms of server time,
// at 100,000 bank lines and 100,000 invoices (a quarter of them open) of 2,000 clients. The lines'
// narratives are what the screen weighs: deposits naming an open invoice's number and its client,
// deposits naming only the client, deposits of an amount alone, and card payments, transfers and the
// ATO for the owner's 50 bank rules. Measured like large-books.ts: sequential requests on 127.0.0.1,
// after a warm-up, the time to the full response (server time plus a loopback round trip).

const LINES = 100_000;
const PER_DAY = 30;
const RUNS = Number(process.env.BENCH_RECONCILE_RUNS ?? 40);
const SIZES = { customers: 2_000, invoices: 100_000 };

interface OpenInvoice {
  name: string;
  client: string;
  outstanding: number;
}

const DEBITS = [
  'WOOLWORTHS 1234 SYDNEY AU Card xx2784 Value Date',
  'BUNNINGS 341000 BALGOWLAH AU Card xx2784',
  'Transfer to xx1234 NetBank Savings',
  'BPAY ATO 551234567890',
  'TELSTRA DIRECT DEBIT 0299887766',
  'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784',
  'Account Fee',
];

/** The account's lines, oldest first: a credit in five naming what it pays, as payers do, in turn. */
function history(open: readonly OpenInvoice[]): StatementLine[] {
  const start = Date.UTC(2016, 0, 1);
  let balance = 500_000;
  return Array.from({ length: LINES }, (_, index) => {
    const invoice = open[(index * 7_919) % open.length];
    let amountCents = -(100 + ((index * 53) % 20_000));
    let description = `${DEBITS[index % DEBITS.length]} ${index}`;
    if (index % 5 === 1 && invoice) {
      const client = invoice.client.toUpperCase();
      const way = Math.floor(index / 5) % 4;
      amountCents = way === 3 ? 50_000 + ((index * 37) % 90_000) : invoice.outstanding;
      description = [
        `Direct Credit 301500 ${client} ${invoice.name}`,
        `Fast Transfer From ${client}`,
        `DEPOSIT ONLINE ${invoice.name.replace('INV-', 'INV ')}`,
        `Direct Credit 301500 PAYMENT ${index}`,
      ][way] as string;
    }
    balance += amountCents;
    return {
      sourceLine: index + 1,
      date: new Date(start + Math.floor(index / PER_DAY) * 86_400_000).toISOString().slice(0, 10),
      amountCents,
      description,
      balanceCents: balance,
      bankId: null,
    };
  });
}

/** The bench user's open invoices (as seeded), and 50 bank rules of theirs, the first that match late in the order. */
async function openInvoicesAndRules(env: Record<string, string>): Promise<OpenInvoice[]> {
  const db = openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const user = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', BENCH_EMAIL)
      .executeTakeFirstOrThrow();
    const rows = await db.kysely
      .selectFrom('invoices')
      .innerJoin('customers', 'customers.id', 'invoices.customer_id')
      .select([
        'invoices.name',
        'customers.name as client',
        sql<number>`invoices.total_cents - invoices.adjusted_cents - invoices.paid_cents`.as('outstanding'),
      ])
      .where('invoices.user_id', '=', user.id)
      .where('invoices.status', '=', 0)
      .orderBy('invoices.id')
      .limit(20_000)
      .execute();
    const rules = Array.from({ length: 50 }, (_, index) => {
      const payee =
        index < 45
          ? `SHOP ${index}`
          : (['WOOLWORTHS', 'BUNNINGS', 'TRANSFER TO XX1234', 'ATO', 'TELSTRA'][index - 45] as string);
      const action =
        payee === 'TRANSFER TO XX1234'
          ? { kind: 'transfer' }
          : payee === 'ATO'
            ? { kind: 'ato' }
            : {
                kind: 'expense',
                supplierName: payee,
                category: 'other',
                gstFree: false,
                businessUsePercent: 100,
              };
      return {
        user_id: user.id,
        company_id: null,
        position: index + 1,
        conditions: JSON.stringify([{ field: 'description', kind: 'contains', text: payee }]),
        match_all: true,
        direction: 'any',
        action: JSON.stringify(action),
        learnt: false,
      };
    });
    await db.kysely.insertInto('bank_rules').values(rules).execute();
    return rows.map((row) => ({ ...row, outstanding: Number(row.outstanding) }));
  } finally {
    await db.close();
  }
}

export interface BankReconcileTiming {
  database: DatabaseKind;
  /** The first page (25 lines, the screen's), sequential requests. */
  p50: number;
  p95: number;
  /** The first page of 100 lines, for information. */
  largeP50: number;
  suggestions: number;
}

async function timings(url: string, headers: Record<string, string>, runs: number) {
  const times: number[] = [];
  let body: unknown;
  for (let run = 0; run < runs + 3; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    if (run >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), body };
}

async function measure(kind: DatabaseKind): Promise<BankReconcileTiming> {
  const database = await seededDatabase(kind, SIZES);
  try {
    const open = await openInvoicesAndRules(database.env);
    const seeding = performance.now();
    const accountId = await seedBankLines(database.env, history(open));
    console.log(
      `${kind}: seeded ${LINES.toLocaleString('en')} bank lines in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const server = await startServer(database.env);
    try {
      const { headers } = await signIn(server.base);
      const page = `${server.base}/api/v1/bank-accounts/${accountId}/reconcile`;
      const first = await timings(page, headers, RUNS);
      const large = await timings(`${page}?page[size]=100`, headers, Math.ceil(RUNS / 4));
      const data = (first.body as { data: { meta: { suggestions: unknown[] } }[] }).data;
      const suggestions = data.reduce((sum, line) => sum + line.meta.suggestions.length, 0);
      if (data.length !== 25 || suggestions === 0) throw new Error('the first page suggested nothing');
      return { database: kind, p50: first.p50, p95: first.p95, largeP50: large.p50, suggestions };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function measureBankReconcile(): Promise<BankReconcileTiming[]> {
  const results: BankReconcileTiming[] = [];
  for (const kind of benchDatabases) results.push(await measure(kind));
  return results;
}

export const describeBankReconcile = (result: BankReconcileTiming) =>
  `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (25 lines, ${result.suggestions} suggestions; sequential, loopback included); 100 lines: p50 ${result.largeP50.toFixed(1)} ms`;

// `node bench/bank-reconcile.ts` measures only this.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await measureBankReconcile())
    console.log(`${result.database}: ${describeBankReconcile(result)}`);
}
