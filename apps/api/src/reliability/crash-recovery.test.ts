import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildInvoiceTotals } from '../books/invoice-totals.repository.ts';
import { ledgerTotalsOf, rebuildLedgerTotals } from '../books/ledger-totals.repository.ts';
import { integrityOf } from '../db/backup.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openSqlite } from '../db/sqlite-dialect.ts';
import { createHttpClient, type HttpTestClient } from '../test/http-client.ts';
import { killServers, startServing } from '../test/server-process.ts';
import { insertTestUser, TEST_PASSWORD } from '../test/users.ts';

// The server is killed with SIGKILL while several invoice writes are in flight, then started again on
// the same SQLite file. SQLite in WAL mode with synchronous=NORMAL (what openSqlite sets) makes a commit
// durable against the death of the process: the commit is in the WAL file, in the operating system's
// cache, before the write is answered. It is not durable against a power cut or a kernel crash, which
// may lose the last commits (never corrupt the file); synchronous=FULL would pay an fsync per commit.

const WRITERS = 6;
const KILL_AFTER_ACKNOWLEDGED = 30;

interface Written {
  id: string;
  items: { quantity: number; priceCents: number }[];
  totalCents: number;
  /** Unknown while the request that marks it paid has no answer. */
  paid: boolean | 'unknown';
}

/** One to four items whose amounts differ by invoice, so that a torn write cannot add up by chance. */
function itemsOf(n: number) {
  return Array.from({ length: (n % 4) + 1 }, (_, index) => ({
    quantity: index + 1,
    priceCents: 1_000 + n * 7 + index * 13,
  }));
}

const cents = (value: number) => (value / 100).toFixed(2);

async function signIn(baseUrl: string, email: string): Promise<HttpTestClient> {
  const client = createHttpClient(baseUrl);
  const response = await client.post('/api/v1/login', { email, password: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

const folders: string[] = [];
afterAll(() => {
  killServers();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the server killed with SIGKILL during a stream of invoice writes [sqlite]', () => {
  it('keeps every acknowledged write whole after a restart, and nothing half-written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorted-crash-'));
    folders.push(dataDir);
    const setup = openDatabase({ dataDir });
    await migrateToLatest(setup);
    const user = await insertTestUser(setup);
    await setup.close();

    const env = { DATA_DIR: dataDir };
    const first = await startServing(env);
    const client = await signIn(first.baseUrl, user.email);
    const company = await client.post('/api/v1/companies', {
      data: { type: 'companies', attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556' } },
    });
    expect(company.statusCode, company.body).toBe(201);
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name: 'Café Zoë' } },
    });
    expect(customer.statusCode, customer.body).toBe(201);

    const acknowledged = new Map<string, Written>();
    const attempted = new Set<string>();
    let sequence = 0;
    let killed = false;
    const kill = () => {
      killed = true;
      first.child.kill('SIGKILL');
    };

    // Each writer creates invoices one after another, and marks every third one paid, until the kill.
    async function writer(): Promise<void> {
      while (!killed) {
        const n = ++sequence;
        const name = `INV-${String(n).padStart(5, '0')}`;
        const items = itemsOf(n);
        attempted.add(name);
        try {
          const created = await client.post('/api/v1/invoices', {
            data: {
              type: 'invoices',
              attributes: {
                name,
                invoice_date: '2026-11-01',
                due_date: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
                items: items.map((item, index) => ({
                  name: `Labour ${index + 1}`,
                  quantity: item.quantity,
                  price: cents(item.priceCents),
                })),
              },
              relationships: {
                company: { data: { type: 'companies', id: company.json().data.id } },
                customer: { data: { type: 'customers', id: customer.json().data.id } },
              },
            },
          });
          expect(created.statusCode, created.body).toBe(201);
          const id: string = created.json().data.id;
          const totalCents = items.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);
          acknowledged.set(name, { id, items, totalCents, paid: false });
          if (n % 3 === 0) {
            acknowledged.set(name, { id, items, totalCents, paid: 'unknown' });
            const paid = await client.patch(`/api/v1/invoices/${id}`, {
              data: { type: 'invoices', id, attributes: { status: 1, paid_date: '2026-11-20' } },
            });
            expect(paid.statusCode, paid.body).toBe(200);
            acknowledged.set(name, { id, items, totalCents, paid: true });
          }
          if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED && !killed) kill();
        } catch (error) {
          // Requests cut off by the kill have no answer; whether they were written is checked below.
          if (killed) continue;
          kill();
          throw error;
        }
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await first.exit;
    expect(first.child.signalCode).toBe('SIGKILL');
    const unanswered = [...attempted].filter((name) => !acknowledged.has(name));
    const payingUnanswered = [...acknowledged.values()].filter((written) => written.paid === 'unknown');
    expect(unanswered.length + payingUnanswered.length, 'writes cut off by the kill').toBeGreaterThan(0);

    const second = await startServing(env);
    const after = await signIn(second.baseUrl, user.email);

    for (const [name, written] of acknowledged) {
      const response = await after.get(`/api/v1/invoices/${written.id}?include=items`);
      expect(response.statusCode, name).toBe(200);
      const { data, included } = response.json();
      expect(data.attributes).toMatchObject({ name, total: cents(written.totalCents) });
      if (written.paid !== 'unknown') expect(data.attributes.status, name).toBe(written.paid ? 1 : 0);
      expect(
        included.map((item: { attributes: { quantity: string; price: string; amount: string } }) => ({
          quantity: item.attributes.quantity,
          price: item.attributes.price,
          amount: item.attributes.amount,
        })),
      ).toEqual(
        written.items.map((item) => ({
          quantity: String(item.quantity),
          price: cents(item.priceCents),
          amount: cents(item.quantity * item.priceCents),
        })),
      );
    }
    // Beyond the acknowledged writes, only some of those cut off by the kill may be there.
    const list = await after.get('/api/v1/invoices?page[size]=100');
    const names: string[] = list
      .json()
      .data.map((invoice: { attributes: { name: string } }) => invoice.attributes.name);
    expect(names.filter((name) => !acknowledged.has(name)).every((name) => unanswered.includes(name))).toBe(
      true,
    );
    expect(list.json().meta.page.total).toBe(names.length);
    const dashboard = await after.get('/api/v1/dashboard/summary');
    expect(dashboard.statusCode).toBe(200);

    // The running totals the writes kept equal the totals recomputed from the invoices themselves.
    const db = openDatabase({ dataDir });
    try {
      const totals = () =>
        Promise.all(
          (['invoice_month_totals', 'invoice_customer_totals', 'invoice_due_totals'] as const).map((table) =>
            db.kysely.selectFrom(table).selectAll().where('user_id', '=', user.id).execute(),
          ),
        ).then((tables) => tables.map((rows) => rows.filter(hasAmount).sort(byKey)));
      const kept = await totals();
      await rebuildInvoiceTotals(db.kysely, user.id);
      expect(await totals()).toEqual(kept);
      // And so do the BAS's and profit and loss's, kept by the same writes.
      const ledger = await ledgerTotalsOf(db.kysely, user.id);
      expect(ledger.months.length).toBeGreaterThan(0);
      await rebuildLedgerTotals(db.kysely, user.id);
      expect(await ledgerTotalsOf(db.kysely, user.id)).toEqual(ledger);
      expect((await after.get('/api/v1/dashboard/summary')).json()).toEqual(dashboard.json());

      const { rows } = await sql<{ orphanItems: number; bareInvoices: number; wrongTotals: number }>`
        select
          (select count(*) from invoice_items where invoice_id not in (select id from invoices)) as "orphanItems",
          (select count(*) from invoices i where not exists
            (select 1 from invoice_items t where t.invoice_id = i.id)) as "bareInvoices",
          (select count(*) from invoices i where total_cents <>
            (select sum(amount_cents) from invoice_items t where t.invoice_id = i.id)) as "wrongTotals"
      `.execute(db.kysely);
      expect(rows[0]).toEqual({ orphanItems: 0, bareInvoices: 0, wrongTotals: 0 });
      const count = await db.kysely
        .selectFrom('invoice_counts')
        .select('invoices')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      expect(count?.invoices).toBe(names.length);
    } finally {
      await db.close();
    }
    await second.stop();
    expect(await second.exit).toBe(0);
    expect(integrityOf(join(dataDir, 'sorted.db'))).toBe('ok');
    // Two server starts and a few hundred requests: ~10 s, up to twice that on a busy machine.
  }, 45_000);

  it('opens SQLite the way that durability rests on: WAL and synchronous=NORMAL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorted-crash-'));
    folders.push(dataDir);
    const { database } = openSqlite(join(dataDir, 'sorted.db'));
    try {
      expect(database.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      // 1 is NORMAL: in WAL mode, a commit is in the WAL file when it returns; fsync at checkpoints.
      expect(database.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    } finally {
      database.close();
    }
  });
});

// A total row may stay behind at zero once its last invoice moved (paid); the rebuild leaves none.
const hasAmount = (row: {
  paid_count?: number;
  paid_cents?: number;
  unpaid_count?: number;
  unpaid_cents?: number;
}) => (row.paid_count ?? row.unpaid_count) !== 0 || (row.paid_cents ?? row.unpaid_cents) !== 0;

const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;
