import type { Kysely, Selectable } from 'kysely';
import type { Database, WaitlistsTable } from '../../db/schema.ts';

// The user's own waitlist entries; every query names its owner.

export type WaitlistRow = Selectable<WaitlistsTable>;

export async function listWaitlists(db: Kysely<Database>, userId: number): Promise<WaitlistRow[]> {
  return db.selectFrom('waitlists').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Puts the user on a waitlist; a second time the unique (user, name) constraint refuses it. */
export async function insertWaitlist(
  db: Kysely<Database>,
  userId: number,
  name: string,
): Promise<WaitlistRow> {
  return db
    .insertInto('waitlists')
    .values({ user_id: userId, name })
    .returningAll()
    .executeTakeFirstOrThrow();
}
