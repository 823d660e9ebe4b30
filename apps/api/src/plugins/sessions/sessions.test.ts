import { expect, it } from 'vitest';
import { createClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { insertTestUser, TEST_PASSWORD } from '../../test/users.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function signIn(context: TestApp, remember: boolean) {
  const { id, email } = await insertTestUser(context.db);
  const client = createClient(context.app);
  const response = await client.post('/api/v1/login', { email, password: TEST_PASSWORD, remember });
  expect(response.statusCode).toBe(200);
  return { client, userId: id };
}

/** Dates the user's session back as if it had been signed in `age` ago and kept busy ever since. */
async function ageSession(context: TestApp, userId: number, age: number) {
  await context.db.kysely
    .updateTable('sessions')
    .set({
      created_at: ago(age),
      last_seen_at: ago(2 * MINUTE),
      expires_at: new Date(Date.now() + 60 * MINUTE).toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
}

describeOnEachDatabase('session lifetime', (use) => {
  it('ends a session kept busy every day 30 days after its sign-in', async () => {
    const context = use();
    const { client, userId } = await signIn(context, false);
    await ageSession(context, userId, 30 * DAY - 10 * MINUTE);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    // Refreshing it for idleness does not carry it past the 30 days.
    const { expires_at } = await context.db.kysely
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(expires_at)).toBeLessThanOrEqual(Date.now() + 10 * MINUTE);

    await ageSession(context, userId, 30 * DAY + MINUTE);
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('ends a remembered session 30 days after its sign-in, whatever its expiry says', async () => {
    const context = use();
    const { client, userId } = await signIn(context, true);
    await ageSession(context, userId, 30 * DAY + MINUTE);
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });
});
