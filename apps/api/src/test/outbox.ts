import type { Db } from '../db/database.ts';

/** The mail_outbox row of the one mail queued to `recipient`, as stored (what a database copy holds). */
export const outboxRowTo = (db: Db, recipient: string) =>
  db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
