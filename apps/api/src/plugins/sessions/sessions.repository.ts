import type { Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

export interface SessionRow {
  userId: number;
  remember: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  session: {
    idHash: string;
    userId: number;
    remember: boolean;
    ip: string;
    userAgent: string | null;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      remember: session.remember,
      ip: session.ip,
      user_agent: session.userAgent,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

const liveSession = preparedQuery(
  (db, values: { idHash: string; now: string; startedAfter: string }, _shape: '') =>
    db
      .selectFrom('sessions')
      .select(['user_id', 'remember', 'created_at', 'last_seen_at', 'expires_at'])
      .where('id_hash', '=', values.idHash)
      .where('expires_at', '>', values.now)
      .where('created_at', '>', values.startedAfter),
);

/** The session with this id, unless it has expired or was started at or before `startedAfter`. */
export async function findLiveSession(
  db: Kysely<Database>,
  idHash: string,
  now: string,
  startedAfter: string,
): Promise<SessionRow | undefined> {
  const [row] = await liveSession(db, { idHash, now, startedAfter }, '');
  return (
    row && {
      userId: row.user_id,
      remember: Boolean(row.remember),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }
  );
}

export async function touchSession(
  db: Kysely<Database>,
  idHash: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteSessionsOfUser(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Sessions past their expiry (housekeeping). */
export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
