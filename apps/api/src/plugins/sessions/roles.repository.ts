import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the user holds a role (grow, admin), asked of the database each time so a change counts at once. */
export async function userHasRole(db: Kysely<Database>, userId: number, role: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}
