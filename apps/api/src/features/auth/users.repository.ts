import type { ExpressionBuilder, SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { contains } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  emailVerifiedAt: string | null;
  passwordHash: string | null;
  locale: string;
  profileImage: string | null;
  createdAt: string;
  updatedAt: string;
  twoFactorEnabled: boolean;
  notifyByEmail: boolean;
}

const columnNames = [
  'id',
  'name',
  'email',
  'email_verified_at',
  'password_hash',
  'locale',
  'profile_image',
  'notify_by_email',
  'created_at',
  'updated_at',
] as const;

/** The user's columns, and whether their two-factor sign-in is on (a confirmed authenticator). */
const columns = (eb: ExpressionBuilder<Database, 'users'>) => [
  ...columnNames,
  eb
    .exists(
      eb
        .selectFrom('two_factor')
        .select('two_factor.user_id')
        .whereRef('two_factor.user_id', '=', 'users.id')
        .where('two_factor.enabled_at', 'is not', null),
    )
    .as('two_factor_enabled'),
];

function toRecord(row: {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  password_hash: string | null;
  locale: string;
  profile_image: string | null;
  notify_by_email: boolean | number;
  created_at: string;
  updated_at: string;
  two_factor_enabled: SqlBool;
}): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerifiedAt: row.email_verified_at,
    passwordHash: row.password_hash,
    locale: row.locale,
    profileImage: row.profile_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
    notifyByEmail: Boolean(row.notify_by_email),
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
  return row && toRecord(row);
}

export async function findUserById(db: Executor, userId: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertUser(
  db: Executor,
  user: {
    name: string;
    email: string;
    passwordHash: string | null;
    locale: string;
    verifiedAt: string | null;
    roles: string[];
  },
): Promise<UserRecord> {
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      locale: user.locale,
      email_verified_at: user.verifiedAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  if (user.roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(user.roles.map((role) => ({ user_id: row.id, role })))
      .execute();
  }
  return toRecord(row);
}

export async function rolesOfUser(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

/** Roles of many users in one query. */
export async function rolesOfUsers(db: Executor, userIds: number[]): Promise<Map<number, string[]>> {
  const roles = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', userIds)
    .orderBy('role')
    .execute();
  for (const row of rows) roles.get(row.user_id)?.push(row.role);
  return roles;
}

export async function markEmailVerified(db: Executor, userId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
  options: { verify: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      updated_at: now,
      ...(options.verify ? { email_verified_at: now } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** What the profile changes, one field at a time: the name, the language, the notification e-mails. */
export type ProfileChange = { name: string } | { locale: string } | { notify_by_email: boolean };

export async function updateProfile(
  db: Executor,
  userId: number,
  change: ProfileChange,
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...change, updated_at: now })
    .where('id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function setProfileImage(
  db: Executor,
  userId: number,
  file: string,
  now: string,
): Promise<string | null> {
  const previous = await db
    .selectFrom('users')
    .select('profile_image')
    .where('id', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ profile_image: file, updated_at: now })
    .where('id', '=', userId)
    .execute();
  return previous?.profile_image ?? null;
}

export async function listUsers(
  db: Executor,
  options: { search: string | undefined; limit: number; offset: number },
): Promise<{ users: UserRecord[]; total: number }> {
  let query = db.selectFrom('users');
  const search = options.search?.toLowerCase();
  if (search) {
    query = query.where((eb) =>
      eb.or([contains(eb.fn('lower', ['name']), search), contains(eb.ref('email'), search)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.select(columns).orderBy('id').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toRecord), total: Number(count.total) };
}

export async function updateUser(
  db: Executor,
  userId: number,
  changes: { name?: string | undefined; email?: string | undefined },
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({
      updated_at: now,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
    })
    .where('id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function replaceRoles(db: Executor, userId: number, roles: readonly string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length > 0) {
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: userId, role })))
      .execute();
  }
}

export async function grantRole(db: Executor, userId: number, role: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Deletes the account: answers its profile image file, for the caller to remove; undefined when none. */
export async function deleteUser(
  db: Executor,
  userId: number,
): Promise<{ profileImage: string | null } | undefined> {
  const row = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .returning('profile_image')
    .executeTakeFirst();
  return row && { profileImage: row.profile_image };
}

export async function findUserByGoogleSubject(
  db: Executor,
  subject: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .select(columns)
    .where('google_subject', '=', subject)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Links a Google account and marks the address verified (Google vouches for it). */
export async function linkGoogleAccount(
  db: Executor,
  userId: number,
  subject: string,
  now: string,
  options: { dropPassword: boolean },
): Promise<UserRecord> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      google_subject: subject,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      updated_at: now,
      ...(options.dropPassword ? { password_hash: null } : {}),
    }))
    .where('id', '=', userId)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}
