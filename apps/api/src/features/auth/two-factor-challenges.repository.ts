import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';

export interface ChallengeRecord {
  userId: number;
  remember: boolean;
}

export async function insertChallenge(
  db: Kysely<Database>,
  challenge: { tokenHash: string; userId: number; remember: boolean; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      remember: challenge.remember,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A live challenge, left in place (a wrong code may be corrected); undefined when unknown or expired. */
export async function findLiveChallenge(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<ChallengeRecord | undefined> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .select(['user_id', 'remember'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, remember: Boolean(row.remember) };
}

/** Uses the challenge up; false when another request took it first or it expired. */
export async function takeChallenge(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('two_factor_challenges')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every sign-in of the user still waiting for its code (a password reset: they began with the old one). */
export async function deleteChallengesOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

/** Two-factor sign-ins started and never finished (housekeeping). */
export async function deleteExpiredChallenges(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).execute();
}
