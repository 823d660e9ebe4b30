import type { TaxYearFiguresInput } from '@sorted/core/schemas/tax-year-figures';
import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';

/** A year's figures as kept, in cents; a year never changed has nothing in any of them. */
export interface TaxYearFigures {
  superContributions: number;
  employerSuper: number;
  superCarryForward: number;
  superNoticeAcknowledged: boolean;
  paygWithheld: number;
  salaryWages: number;
}

const NOTHING: TaxYearFigures = {
  superContributions: 0,
  employerSuper: 0,
  superCarryForward: 0,
  superNoticeAcknowledged: false,
  paygWithheld: 0,
  salaryWages: 0,
};

export async function taxYearFiguresOf(db: Executor, userId: number, year: string): Promise<TaxYearFigures> {
  const row = await ownedRows(db, 'tax_year_figures', userId)
    .where('financial_year', '=', year)
    .select([
      'super_contributions',
      'employer_super',
      'super_carry_forward',
      'super_notice_acknowledged',
      'payg_withheld',
      'salary_wages',
    ])
    .executeTakeFirst();
  if (!row) return NOTHING;
  return {
    superContributions: row.super_contributions,
    employerSuper: row.employer_super,
    superCarryForward: row.super_carry_forward,
    superNoticeAcknowledged: Boolean(row.super_notice_acknowledged),
    paygWithheld: row.payg_withheld,
    salaryWages: row.salary_wages,
  };
}

/** Saves what a change names over what the year held, in one statement (the row is the user's own). */
export async function saveTaxYearFigures(
  db: Executor,
  userId: number,
  year: string,
  change: TaxYearFiguresInput,
  now: string,
): Promise<void> {
  const current = await taxYearFiguresOf(db, userId, year);
  const values = {
    super_contributions: change.super_contributions ?? current.superContributions,
    employer_super: change.employer_super ?? current.employerSuper,
    super_carry_forward: change.super_carry_forward ?? current.superCarryForward,
    super_notice_acknowledged: change.super_notice_acknowledged ?? current.superNoticeAcknowledged,
    payg_withheld: change.payg_withheld ?? current.paygWithheld,
    salary_wages: change.salary_wages ?? current.salaryWages,
    updated_at: now,
  };
  await db
    .insertInto('tax_year_figures')
    .values({ user_id: userId, financial_year: year, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'financial_year']).doUpdateSet(values))
    .execute();
}
