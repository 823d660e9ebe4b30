import type { Executor } from '../db/executor.ts';
import { ownedRow } from '../db/owned.ts';

// A vehicle looked up by the expenses that name it (issue 31): only its owner's id finds it, so another
// user's vehicle is missing. Here, not in features/tax-time, because features do not import each other.

/** The user's vehicle and the business it is one of; undefined when the user has no such vehicle. */
export function vehicleOfUser(
  db: Executor,
  userId: number,
  id: number,
): Promise<{ id: number; company_id: number } | undefined> {
  return ownedRow(db, 'vehicles', userId, id)
    .select(['vehicles.id', 'vehicles.company_id'])
    .executeTakeFirst();
}
