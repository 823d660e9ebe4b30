import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import {
  createTestDatabase,
  describeOnPostgres,
  reopenDatabase,
  type TestDatabase,
} from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';

// The machine's PostgreSQL is shared with every other test run, so it is not restarted. The app reaches
// it through a TCP proxy, and a restart is played as PostgreSQL's own fast shutdown goes: new connections
// are refused, and the app's sessions are ended by the server (pg_terminate_backend, the same 57P01
// "terminating connection due to administrator command" a shutdown sends). Then the network is made to
// lose packets (connections accepted, never answered: only a timeout ends them), then all is well again.

// While 'stopping', requests may still succeed or already fail.
type Phase = 'before' | 'stopping' | 'restarting' | 'stalled' | 'after';

interface Outcome {
  started: Phase;
  ended: Phase;
  status: number;
  at: number;
  ms: number;
  retryAfter: unknown;
  body: string;
}

const APPLICATION_NAME = `sorted-outage-${process.pid}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('PostgreSQL going away under load', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let proxied: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    database = await createTestDatabase('postgres');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const proxiedUrl = new URL(proxy.urlFor(url.href));
    proxiedUrl.searchParams.set('application_name', APPLICATION_NAME);
    const databaseUrl = proxiedUrl.href;
    proxied = reopenDatabase(database, databaseUrl);
    app = await buildApp({ config: { ...database.config, databaseUrl }, db: proxied });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await database?.dispose();
  });

  it('answers 503 with Retry-After meanwhile, never a 500 or a hang, and recovers by itself', async () => {
    const { client } = await signedInUser({ ...database, app });
    let phase: Phase = 'before';
    let running = true;
    const outcomes: Outcome[] = [];
    const health = async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode;
    const statuses = (list: Outcome[]) => [...new Set(list.map((outcome) => outcome.status))].sort();

    // Signed-in reads and writes, back to back, from four browsers at once.
    async function browser(id: number): Promise<void> {
      for (let n = 0; running; n++) {
        const started = phase;
        const begin = performance.now();
        const response =
          n % 2 === 0
            ? await client.get('/api/v1/invoices')
            : await client.post('/api/v1/customers', {
                data: { type: 'customers', attributes: { name: `Client ${id}.${n}` } },
              });
        outcomes.push({
          started,
          ended: phase,
          status: response.statusCode,
          at: begin,
          ms: performance.now() - begin,
          retryAfter: response.headers['retry-after'],
          body: response.body,
        });
      }
    }
    const browsers = Promise.all([1, 2, 3, 4].map(browser));

    const beforeStatuses = () =>
      statuses(outcomes.filter((outcome) => outcome.started === 'before' && outcome.ended === 'before'));
    // Until a read and a write have both gone through: on a busy machine that is more than a moment.
    await vi.waitFor(() => expect(beforeStatuses()).toEqual([200, 201]), { timeout: 15_000, interval: 50 });
    phase = 'stopping';
    proxy.refuseNew();
    const backends = sql<{ pid: number }>`
      select pid from pg_stat_activity where application_name = ${APPLICATION_NAME}`;
    const { rows } = await sql`
      select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${APPLICATION_NAME}
    `.execute(database.db.kysely);
    expect(rows.length).toBeGreaterThan(0);
    // A terminated backend ends a moment after it is told to; from then on the database is down.
    await vi.waitFor(async () => expect((await backends.execute(database.db.kysely)).rows).toEqual([]));
    phase = 'restarting';
    await sleep(700);
    expect(await health()).toBe(503);
    phase = 'stalled';
    await proxy.stall();
    // Longer than the connection timeout, so that some requests run into it.
    await sleep(3_500);
    expect(await health()).toBe(503);
    phase = 'after';
    await proxy.restore();
    await vi.waitFor(async () => expect(await health()).toBe(200), { timeout: 10_000, interval: 200 });
    const recoveredAt = performance.now();
    const afterwards = () => outcomes.filter((outcome) => outcome.at >= recoveredAt);
    // Until a few reads and writes have been answered since (on a busy machine, that takes a while).
    await vi.waitFor(
      () => {
        expect(afterwards().length).toBeGreaterThanOrEqual(4);
        expect(statuses(afterwards())).toEqual(expect.arrayContaining([200, 201]));
      },
      { timeout: 10_000, interval: 50 },
    );
    running = false;
    await browsers;

    expect(beforeStatuses()).toEqual([200, 201]);
    for (const down of ['restarting', 'stalled'] as const) {
      const during = outcomes.filter((outcome) => outcome.started === down && outcome.ended === down);
      expect(statuses(during), down).toEqual([503]);
    }
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    for (const outcome of unavailable) {
      expect(outcome.retryAfter).toBe('5');
      expect(JSON.parse(outcome.body)).toEqual({
        errors: [
          {
            status: '503',
            title: 'Service Unavailable',
            detail: 'The service is briefly unavailable. Please try again in a moment.',
          },
        ],
      });
    }
    // Nothing else: no 500 while the connections broke, no 401 for a session that could not be read.
    expect(statuses(outcomes)).toEqual([200, 201, 503]);
    // A request waits at most for the connection timeout (3 s), never for the outage to end.
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(6_000);
    expect(statuses(afterwards())).toEqual([200, 201]);
  }, 45_000);
});
