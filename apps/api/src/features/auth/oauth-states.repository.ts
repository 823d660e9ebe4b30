import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function saveOAuthState(
  db: Kysely<Database>,
  state: { stateHash: string; codeVerifier: string; nonce: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: state.stateHash,
      code_verifier: state.codeVerifier,
      nonce: state.nonce,
      expires_at: state.expiresAt,
    })
    .execute();
}

/** Takes a live state out (single use); undefined when unknown, used or expired. */
export async function takeOAuthState(
  db: Kysely<Database>,
  stateHash: string,
  now: string,
): Promise<{ codeVerifier: string; nonce: string } | undefined> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', stateHash)
    .returning(['code_verifier', 'nonce', 'expires_at'])
    .executeTakeFirst();
  await deleteExpiredOAuthStates(db, now);
  if (!row || row.expires_at <= now) return undefined;
  return { codeVerifier: row.code_verifier, nonce: row.nonce };
}

/** Google sign-ins started and never finished (at each callback, and by housekeeping). */
export async function deleteExpiredOAuthStates(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
}
