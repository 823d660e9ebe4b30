import { expect } from 'vitest';
import { hashPassword } from '../features/auth/passwords.ts';
import { insertUser } from '../features/auth/users.repository.ts';
import { createClient, type TestClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Sunburnt7Koala';
let sequence = 0;
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

let passwordHash: Promise<string> | undefined;

/** A verified account made straight in the database (password TEST_PASSWORD), without signing in. */
export async function insertTestUser(
  context: TestApp,
  options: { roles?: string[]; name?: string } = {},
): Promise<{ id: number; email: string }> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail('user');
  const user = await insertUser(context.db.kysely, {
    name: options.name ?? 'Grace Hopper',
    email,
    passwordHash: await passwordHash,
    locale: 'en',
    verifiedAt: new Date().toISOString(),
    roles: options.roles ?? ['grow'],
  });
  return { id: user.id, email };
}

/** A verified account made straight in the database, and a client signed in as it. */
export async function signedInUser(
  context: TestApp,
  options: { roles?: string[]; name?: string } = {},
): Promise<{ client: TestClient; id: number; email: string }> {
  const { id, email } = await insertTestUser(context, options);
  const client = createClient(context.app);
  const response = await client.post('/api/v1/login', { email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { client, id, email };
}
