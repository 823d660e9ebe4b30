import type { Executor } from '../db/executor.ts';
import { ownedRows } from '../db/owned.ts';

// How many bank lines still wait for a decision, for the figures that may miss them: the dashboard (all
// of them), a BAS period and a year's profit (those dated within it). Read through the index
// bank_lines_user_status (user_id, status, date): counting never reads the lines themselves. A line of an
// import still being written is 'importing', which no reader counts.

export interface UnreconciledScope {
  /** One business's accounts; every account of the user's when absent. */
  companyId?: number;
  /** The first and last day, inclusive; any date when absent. */
  from?: string;
  to?: string;
}

export async function unreconciledBankLineCount(
  db: Executor,
  userId: number,
  scope: UnreconciledScope = {},
): Promise<number> {
  const { companyId, from, to } = scope;
  const row = await ownedRows(db, 'bank_lines', userId)
    .where('bank_lines.status', '=', 'unreconciled')
    .$if(from !== undefined, (query) => query.where('bank_lines.date', '>=', from ?? ''))
    .$if(to !== undefined, (query) => query.where('bank_lines.date', '<=', to ?? ''))
    .$if(companyId !== undefined, (query) =>
      query.where(
        'bank_lines.bank_account_id',
        'in',
        ownedRows(db, 'bank_accounts', userId)
          .select('bank_accounts.id')
          .where('bank_accounts.company_id', '=', companyId ?? 0),
      ),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
