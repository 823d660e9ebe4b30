import { todayIn } from '@sorted/core/dates/calendar';
import { DEFAULT_TIME_ZONE } from '@sorted/core/dates/time-zone';
import { addDays } from '@sorted/core/recurring/schedule';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db, DialectName } from '../db/database.ts';
import { killServers, startServing } from '../test/server-process.ts';
import { createTestDatabase, describeOnPostgres, type TestDatabase, testDialects } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';

// The recurring runner across processes: each occurrence exactly once, with two servers on one
// PostgreSQL making the same occurrences at the same time, and after a server is killed (SIGKILL)
// in the middle of a catch-up and started again. Every schedule is of one business, so that the
// servers also race for its invoice numbers.

const SCHEDULES = 8;
/** Weekly schedules started this many weeks ago, less one: each has this many occurrences due. */
const DUE_EACH = 25;
/** Of the schedules, how many e-mail their invoices (the rest leave drafts). */
const SENDING = 2;
const EXPECTED = SCHEDULES * DUE_EACH;

const SERVER_ENV = { JOB_POLL_MS: '200', MAIL_LIMIT_PER_HOUR: '100000', MAIL_LIMIT_PER_DAY: '100000' };

afterAll(() => killServers());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user with SCHEDULES weekly schedules of one business, each DUE_EACH occurrences behind. */
async function seed(database: TestDatabase): Promise<{ email: string }> {
  const app = await buildApp({ config: database.config, db: database.db });
  try {
    const { client } = await signedInUser({ ...database, app });
    const company = await client.post('/api/v1/companies', {
      data: { attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556' } },
    });
    const email = `recurring.${process.pid}.${Date.now()}@example.com`;
    const customer = await client.post('/api/v1/customers', {
      data: { attributes: { name: 'Café Zoë', email } },
    });
    const today = todayIn(DEFAULT_TIME_ZONE);
    for (let index = 0; index < SCHEDULES; index++) {
      const response = await client.post('/api/v1/recurring-schedules', {
        data: {
          attributes: {
            frequency: 'weekly',
            start_date: today,
            due_days: 7,
            send_automatically: index < SENDING,
            items: [{ name: `Service ${index}`, quantity: 1, price: `${100 + index}.00` }],
          },
          relationships: {
            company: { data: { type: 'companies', id: company.json().data.id } },
            customer: { data: { type: 'customers', id: customer.json().data.id } },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // As if the servers had been down for DUE_EACH - 1 weeks since the schedules began.
    const start = addDays(today, -7 * (DUE_EACH - 1));
    await database.db.kysely
      .updateTable('recurring_schedules')
      .set({ start_date: start, next_date: start, next_index: 0 })
      .execute();
    return { email };
  } finally {
    await app.close();
  }
}

const countOf = async (db: Db, table: 'recurring_occurrences' | 'invoices') =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Every occurrence once, none missing, each with its own invoice and a number of its own; one mail each. */
async function expectExactlyOnce(db: Db, email: string): Promise<void> {
  const occurrences = await db.kysely
    .selectFrom('recurring_occurrences')
    .select(['schedule_id', 'occurrence_index', 'invoice_id', 'sent'])
    .execute();
  expect(occurrences).toHaveLength(EXPECTED);
  const bySchedule = new Map<number, number[]>();
  for (const row of occurrences) {
    bySchedule.set(row.schedule_id, [...(bySchedule.get(row.schedule_id) ?? []), row.occurrence_index]);
  }
  expect(bySchedule.size).toBe(SCHEDULES);
  for (const indexes of bySchedule.values()) {
    expect(indexes.sort((a, b) => a - b)).toEqual(Array.from({ length: DUE_EACH }, (_, index) => index));
  }
  const invoices = await db.kysely.selectFrom('invoices').select(['id', 'name']).execute();
  expect(invoices).toHaveLength(EXPECTED);
  expect(new Set(invoices.map((invoice) => invoice.name)).size).toBe(EXPECTED);
  expect(new Set(occurrences.map((row) => row.invoice_id)).size).toBe(EXPECTED);
  const schedules = await db.kysely
    .selectFrom('recurring_schedules')
    .select(['made_count', 'next_index'])
    .execute();
  for (const schedule of schedules) expect(schedule).toEqual({ made_count: DUE_EACH, next_index: DUE_EACH });
  const mails = await db.kysely
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', email)
    .execute();
  expect(mails).toHaveLength(SENDING * DUE_EACH);
  const sendings = await db.kysely.selectFrom('invoice_sendings').select('id').execute();
  expect(sendings).toHaveLength(SENDING * DUE_EACH);
  expect(occurrences.filter((row) => Boolean(row.sent))).toHaveLength(SENDING * DUE_EACH);
}

/** What a server process needs to reach the test's database: the same SQLite file, or PostgreSQL schema. */
function serverEnv(database: TestDatabase): Record<string, string> {
  const env: Record<string, string> = { ...SERVER_ENV, DATA_DIR: database.config.dataDir };
  if (database.config.databaseUrl) {
    const url = new URL(database.config.databaseUrl);
    url.searchParams.set('options', `-c search_path=${database.db.schema}`);
    env.DATABASE_URL = url.href;
  }
  return env;
}

const unexpectedLogs = (output: string) =>
  output
    .split('\n')
    .filter((line) => /job failed|recurring invoice not made|invoice refused|"level":50/.test(line));

describeOnPostgres('the recurring runner on two servers at once', () => {
  it('makes each occurrence exactly once, numbers unique, one mail each', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase('postgres');
    try {
      const { email } = await seed(database);
      const env = serverEnv(database);
      const servers = await Promise.all([startServing(env), startServing(env)]);
      try {
        await waitFor(
          'every occurrence',
          async () => (await countOf(database.db, 'recurring_occurrences')) >= EXPECTED,
        );
        // A few more passes of both: nothing more is made.
        await sleep(1_000);
        await expectExactlyOnce(database.db, email);
        for (const server of servers) expect(unexpectedLogs(server.output())).toEqual([]);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    } finally {
      await database.dispose();
    }
  });
});

for (const dialect of testDialects as DialectName[]) {
  describe(`the recurring runner killed with SIGKILL mid-catch-up [${dialect}]`, () => {
    it('makes the rest after a restart: each occurrence once, no gaps', { timeout: 240_000 }, async () => {
      const database = await createTestDatabase(dialect);
      try {
        const { email } = await seed(database);
        const env = serverEnv(database);
        const first = await startServing(env);
        await waitFor(
          'the first occurrences',
          async () => (await countOf(database.db, 'recurring_occurrences')) >= 10,
        );
        first.child.kill('SIGKILL');
        await first.exit;
        const before = await countOf(database.db, 'recurring_occurrences');
        expect(before).toBeLessThan(EXPECTED);
        // Whatever the kill cut short left nothing: each invoice made has its occurrence, and no more.
        expect(await countOf(database.db, 'invoices')).toBe(before);

        const second = await startServing(env);
        try {
          await waitFor(
            'every occurrence',
            async () => (await countOf(database.db, 'recurring_occurrences')) >= EXPECTED,
          );
          await sleep(1_000);
          await expectExactlyOnce(database.db, email);
          expect(unexpectedLogs(second.output())).toEqual([]);
        } finally {
          await second.stop();
        }
      } finally {
        await database.dispose();
      }
    });
  });
}
