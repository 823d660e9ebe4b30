import type { Executor } from '../../db/executor.ts';

/** Stores a new reset token's hash; earlier unused tokens of the user stop working. */
export async function replaceResetToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
    .execute();
}

/** Marks a live token of this user used; false when there is none (wrong, used or expired). */
export async function consumeResetToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reset tokens that expired before `before`, used or not (housekeeping). */
export async function deleteExpiredResets(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<=', before).execute();
}
