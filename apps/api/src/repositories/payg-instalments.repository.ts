import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';

// The PAYG instalments the set-aside reads (the BAS feature writes them: features/bas/payg-instalments.repository.ts).

/** The instalments a user's lodged quarters of a year paid (5A less 5B), every business: the set-aside's. */
export async function paygPaidOfUser(db: Executor, userId: number, yearStart: number): Promise<number> {
  const rows = await ownedRows(db, 'payg_instalment_lodgements', userId)
    .select(['a5_cents', 'b5_cents'])
    .where('year_start', '=', yearStart)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.a5_cents) - Number(row.b5_cents), 0);
}
