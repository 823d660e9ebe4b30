import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';

export interface TwoFactorRecord {
  secretCiphertext: string;
  enabled: boolean;
}

export async function findTwoFactor(db: Executor, userId: number): Promise<TwoFactorRecord | undefined> {
  const row = await db
    .selectFrom('two_factor')
    .select(['secret_ciphertext', 'enabled_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { secretCiphertext: row.secret_ciphertext, enabled: row.enabled_at !== null };
}

export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  return (await findTwoFactor(db, userId))?.enabled === true;
}

/**
 * Keeps a new secret waiting for its first code, replacing an earlier unconfirmed one. False when
 * two-factor is on already: an enabled secret is never replaced this way.
 */
export async function savePendingSecret(
  db: Executor,
  userId: number,
  secretCiphertext: string,
): Promise<boolean> {
  const row = await db
    .insertInto('two_factor')
    .values({ user_id: userId, secret_ciphertext: secretCiphertext, enabled_at: null, last_used_step: null })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_ciphertext: secretCiphertext, last_used_step: null })
        .where('two_factor.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns a pending secret on with the step of its first code and the hashes of new recovery codes.
 * False when there was no pending secret (confirmed meanwhile, or never set up).
 */
export async function enableTwoFactor(
  db: Kysely<Database>,
  userId: number,
  options: { step: number; recoveryCodeHashes: string[]; now: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('two_factor')
      .set({ enabled_at: options.now, last_used_step: options.step })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        options.recoveryCodeHashes.map((codeHash) => ({
          user_id: userId,
          code_hash: codeHash,
          used_at: null,
        })),
      )
      .execute();
    return true;
  });
}

/**
 * Records `step` as the last one used, only if it is later than the last one: of two requests with
 * the same code, one wins and the other is a replay.
 */
export async function acceptStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up one unused recovery code; false when it is not one of the user's or was used before. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor off: the secret and, by cascade, every recovery code go. */
export async function deleteTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}
