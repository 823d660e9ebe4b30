import type { ProfitAndLossAttributes } from '@sorted/core/contract/profit';
import { type AccountingBasis, isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import { centsToDecimal } from '@sorted/core/money/cents';
import { financialYear, type ProfitFigures, profitAndLoss } from '@sorted/core/profit/profit-and-loss';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { yearAttributes } from '../../lib/financial-year-attributes.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  type BusinessRow,
  businessesOf,
  categoryMonths,
  ledgerMonths,
} from '../../repositories/profit.repository.ts';
import { unreconciledBankLineCount } from '../../repositories/unreconciled-bank-lines.repository.ts';

export const basisOf = (business: BusinessRow): AccountingBasis =>
  isAccountingBasis(business.accounting_basis) ? business.accounting_basis : 'cash';

const decimals = (figures: ProfitFigures) => ({
  income: centsToDecimal(figures.income),
  expenses: centsToDecimal(figures.expenses),
  profit: centsToDecimal(figures.profit),
});

/**
 * A financial year's profit and loss, of all the user's businesses together or of one (404 when it is
 * not theirs), with each business's own totals.
 */
export async function profitAndLossOf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  businessId: number | null,
  today: string,
): Promise<ProfitAndLossAttributes> {
  const year = financialYear(yearStart);
  const [allBusinesses, ledger, categories, unreconciled] = await Promise.all([
    businessesOf(db, userId),
    ledgerMonths(db, userId, year.firstMonth, year.lastMonth),
    categoryMonths(db, userId, year.firstMonth, year.lastMonth),
    unreconciledBankLineCount(db, userId, {
      ...(businessId === null ? {} : { companyId: businessId }),
      from: year.firstDay,
      to: year.lastDay,
    }),
  ]);
  const businesses =
    businessId === null ? allBusinesses : allBusinesses.filter((business) => business.id === businessId);
  if (businessId !== null && businesses.length === 0) throw notFound();
  const of = (id: number) => ({
    ledger: ledger.filter((row) => row.companyId === id),
    categories: categories.filter((row) => row.companyId === id),
  });
  const perBusiness = businesses.map((business) => {
    const rows = of(business.id);
    return { business, pnl: profitAndLoss(year, rows.ledger, rows.categories) };
  });
  const shown = new Set(businesses.map((business) => business.id));
  const pnl = profitAndLoss(
    year,
    ledger.filter((row) => shown.has(row.companyId)),
    categories.filter((row) => shown.has(row.companyId)),
  );
  return {
    today,
    financial_year: yearAttributes(year),
    business_id: businessId === null ? null : String(businessId),
    // An archived business shows only where it has figures this year.
    businesses: perBusiness
      .filter(
        ({ business, pnl: own }) =>
          !business.archived || own.totals.income !== 0 || own.totals.expenses !== 0,
      )
      .map(({ business, pnl: own }) => ({
        id: String(business.id),
        name: business.name,
        accounting_basis: basisOf(business),
        gst_registered: business.gst_registered,
        ...decimals(own.totals),
      })),
    months: pnl.months.map((row) => ({ month: row.month, ...decimals(row) })),
    categories: pnl.categories.map((row) => ({
      category: row.category,
      count: row.count,
      amount: centsToDecimal(row.amount),
    })),
    totals: decimals(pnl.totals),
    unreconciled_bank_lines: unreconciled,
  };
}
