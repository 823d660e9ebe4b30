import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { createClient } from '../test/http-client.ts';
import {
  createTestDatabase,
  describeOnPostgres,
  reopenDatabase,
  type TestDatabase,
} from '../test/test-app.ts';
import { insertTestUser, TEST_PASSWORD, uniqueEmail } from '../test/users.ts';

// Two app instances on one PostgreSQL schema, as behind a load balancer: each with its own connection
// pool, sharing the database and SESSION_SECRET (which signs the CSRF cookie). They run in this process
// rather than as two servers (a start costs 5 to 20 s on a busy machine); that proves the same, since
// sessions, CSRF and the rate limiter keep nothing in memory: every request reads the database.

describeOnPostgres('two servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let secondDb: Db;
  let servers: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    secondDb = reopenDatabase(database);
    servers = [
      await buildApp({ config: database.config, db: database.db }),
      await buildApp({ config: database.config, db: secondDb }),
    ];
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await secondDb?.close();
    await database?.dispose();
  });

  it('honours a session made on one server on the other, and a sign-out on either ends it on both', async () => {
    const [a, b] = servers;
    const user = await insertTestUser(database.db);
    const onA = createClient(a);
    const signIn = await onA.post('/api/v1/login', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    // The same browser, sent to the other server by the load balancer.
    const onB = createClient(b, { ip: onA.ip });
    for (const [name, value] of onA.jar) onB.jar.set(name, value);

    const me = await onB.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes.email).toBe(user.email);
    const created = await onB.post('/api/v1/customers', { data: { attributes: { name: 'Café Zoë' } } });
    expect(created.statusCode).toBe(201);
    const customers = await onA.get('/api/v1/customers');
    expect(customers.json().data.map((customer: { id: string }) => customer.id)).toEqual([
      created.json().data.id,
    ]);

    expect((await onB.post('/api/v1/logout')).statusCode).toBe(200);
    expect((await onA.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('counts sign-in attempts made on both servers against one limit', async () => {
    const email = uniqueEmail('limited');
    const ip = '10.200.0.1';
    const attempt = (index: number) =>
      createClient(servers[index % 2] as FastifyInstance, { ip }).post('/api/v1/login', {
        email,
        password: 'Wrong7Password',
      });
    // Five a minute per address and IP: alternately on A and B, the sixth is refused wherever it lands.
    for (let index = 0; index < 5; index++) {
      expect((await attempt(index)).statusCode, `attempt ${index + 1}`).toBe(401);
    }
    const sixth = await attempt(5);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(6)).statusCode).toBe(429);
  });
});
