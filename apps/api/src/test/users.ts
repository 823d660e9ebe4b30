import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { insertUser } from '../features/auth/users.repository.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { insertSession } from '../plugins/sessions/sessions.repository.ts';
import { SESSION_COOKIE } from '../plugins/sessions/sessions.ts';
import { createClient, type TestClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Sunburnt7Koala';
let sequence = 0;
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

let passwordHash: Promise<string> | undefined;

/** An account made straight in the database (verified unless told otherwise), with TEST_PASSWORD. */
export async function insertTestUser(
  db: Db,
  options: { roles?: string[]; name?: string; verified?: boolean } = {},
): Promise<{ id: number; email: string }> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = uniqueEmail('user');
  const user = await insertUser(db.kysely, {
    name: options.name ?? 'Grace Hopper',
    email,
    passwordHash: await passwordHash,
    locale: 'en',
    verifiedAt: options.verified === false ? null : new Date().toISOString(),
    roles: options.roles ?? ['grow'],
  });
  return { id: user.id, email };
}

/**
 * A new client with a session of its own for the user, made straight in the database: no password
 * check, for tests that use sessions up by the dozen.
 */
export async function sessionClient(context: TestApp, userId: number): Promise<TestClient> {
  const token = randomToken();
  const now = new Date();
  await insertSession(context.db.kysely, {
    idHash: sha256(token),
    userId,
    remember: false,
    ip: '127.0.0.1',
    userAgent: null,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
  });
  const client = createClient(context.app);
  client.jar.set(SESSION_COOKIE, token);
  return client;
}

/**
 * A verified account and a session of its own, both made straight in the database: for property tests
 * that open a fresh account per run, where checking the password (argon2, by design slow) at each
 * sign-in took seconds a run on a loaded machine.
 */
export async function sessionUser(
  context: TestApp,
): Promise<{ client: TestClient; id: number; email: string }> {
  const user = await insertTestUser(context.db);
  return { client: await sessionClient(context, user.id), ...user };
}

/** A verified account made straight in the database, and a client signed in as it. */
export async function signedInUser(
  context: TestApp,
  options: { roles?: string[]; name?: string } = {},
): Promise<{ client: TestClient; id: number; email: string }> {
  const user = await insertTestUser(context.db, options);
  const client = createClient(context.app);
  const response = await client.post('/api/v1/login', { email: user.email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { client, ...user };
}

/** The SPA route of a verification mail's link becomes the API call the SPA makes, as the verify gate does. */
export function verificationApiPath(link: string): string {
  const query = new URL(link).searchParams;
  return `/api/v1/email/verify/${query.get('id')}/${query.get('hash')}?expires=${query.get('expires')}&signature=${query.get('signature')}`;
}
