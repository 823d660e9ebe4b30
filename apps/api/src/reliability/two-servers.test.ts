import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpClient } from '../test/http-client.ts';
import { type ServerProcess, startServing } from '../test/server-process.ts';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test/test-app.ts';
import { insertVerifiedUser, TEST_PASSWORD, uniqueEmail } from '../test/users.ts';

// Two server processes on one PostgreSQL schema, as behind a load balancer: they share the database and
// SESSION_SECRET (which signs the CSRF cookie), nothing else.

type Server = ServerProcess & { baseUrl: string; stop(): Promise<void> };

describeOnPostgres('two servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: Server[] = [];
  const server = (index: number): Server => {
    const found = servers[index];
    if (!found) throw new Error('the servers did not start');
    return found;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${database.db.schema}`);
    const env = {
      DATABASE_URL: url.href,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    };
    servers = await Promise.all([startServing(env), startServing(env)]);
  }, 40_000);
  afterAll(async () => {
    await Promise.all(servers.map((each) => each.stop()));
    await database?.dispose();
  });

  it('honours a session made on one server on the other, and a sign-out on either ends it on both', async () => {
    const user = await insertVerifiedUser(database.db);
    const onA = createHttpClient(server(0).baseUrl);
    const signIn = await onA.post('/api/v1/login', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    // The same browser, sent to the other server by the load balancer.
    const onB = createHttpClient(server(1).baseUrl);
    for (const [name, value] of onA.jar) onB.jar.set(name, value);

    const me = await onB.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes.email).toBe(user.email);
    expect(
      (await onB.post('/api/v1/customers', { data: { attributes: { name: 'Café Zoë' } } })).statusCode,
    ).toBe(201);
    const customers = await onA.get('/api/v1/customers');
    expect(
      customers.json().data.map((customer: { attributes: { name: string } }) => customer.attributes.name),
    ).toEqual(['Café Zoë']);

    expect((await onB.post('/api/v1/logout')).statusCode).toBe(200);
    expect((await onA.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('counts sign-in attempts made on both servers against one limit', async () => {
    const email = uniqueEmail('limited');
    const attempt = (index: number) =>
      createHttpClient(server(index % 2).baseUrl).post('/api/v1/login', {
        email,
        password: 'Wrong7Password',
      });
    // Five a minute per address and IP: alternately on A and B, the sixth is refused wherever it lands.
    for (let index = 0; index < 5; index++)
      expect((await attempt(index)).statusCode, `attempt ${index + 1}`).toBe(401);
    const sixth = await attempt(5);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(6)).statusCode).toBe(429);
  });
});
