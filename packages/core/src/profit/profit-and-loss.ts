import { addMonths, type MonthKey } from '../dashboard/periods.ts';
import { daysBetween, financialYearOf, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';

// The profit and loss of a financial year (1 July – 30 June) from the ledger's running totals: income
// without GST (sales − GST on sales) minus the deductible part of expenses (without GST × business use),
// each business on its own accounting basis (the caller passes the rows of that basis only).

/** A business's month of the ledger on its basis (ledger_month_totals). */
export interface LedgerMonth {
  companyId: number;
  month: MonthKey;
  /** Sales including GST. */
  sales: Cents;
  gstOnSales: Cents;
  gstOnPurchases: Cents;
}

/** A business's month of one expense category on its basis (expense_category_totals). */
export interface CategoryMonth {
  companyId: number;
  month: MonthKey;
  category: string;
  count: number;
  deductible: Cents;
}

export interface FinancialYear {
  /** The year it starts in: 2026 for 2026-27. */
  start: number;
  label: string;
  firstDay: IsoDate;
  lastDay: IsoDate;
  firstMonth: MonthKey;
  lastMonth: MonthKey;
}

export function financialYear(start: number): FinancialYear {
  return {
    start,
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    firstDay: `${start}-07-01`,
    lastDay: `${start + 1}-06-30`,
    firstMonth: `${start}-07`,
    lastMonth: `${start + 1}-06`,
  };
}

/** The financial year a date falls in. */
export function financialYearContaining(date: IsoDate): FinancialYear {
  return financialYear(financialYearOf(date).start);
}

/** The twelve months of a financial year, July first. */
export function monthsOfFinancialYear(year: FinancialYear): MonthKey[] {
  return Array.from({ length: 12 }, (_, index) => addMonths(year.firstMonth, index));
}

/** Days of the year gone, today included, and the days in it (365 or 366). */
export function daysIntoYear(year: FinancialYear, today: IsoDate): { elapsed: number; inYear: number } {
  const inYear = daysBetween(year.firstDay, year.lastDay) + 1;
  const elapsed = Math.min(inYear, Math.max(1, daysBetween(year.firstDay, today) + 1));
  return { elapsed, inYear };
}

export interface ProfitFigures {
  /** Sales without GST. */
  income: Cents;
  /** The deductible part of the expenses. */
  expenses: Cents;
  /** Income − expenses; negative for a loss. */
  profit: Cents;
}

export interface ProfitAndLoss {
  months: (ProfitFigures & { month: MonthKey })[];
  /** Every category with an expense in the year, the largest first. */
  categories: { category: string; count: number; amount: Cents }[];
  totals: ProfitFigures;
}

const figures = (income: Cents, expenses: Cents): ProfitFigures => ({
  income,
  expenses,
  profit: income - expenses,
});

/** The year's profit and loss over the rows given (rows outside the year are ignored). */
export function profitAndLoss(
  year: FinancialYear,
  ledger: readonly LedgerMonth[],
  categories: readonly CategoryMonth[],
): ProfitAndLoss {
  const months = monthsOfFinancialYear(year);
  const income = new Map<MonthKey, Cents>(months.map((month) => [month, 0]));
  const expenses = new Map<MonthKey, Cents>(months.map((month) => [month, 0]));
  const byCategory = new Map<string, { count: number; amount: Cents }>();
  for (const row of ledger) {
    const current = income.get(row.month);
    if (current !== undefined) income.set(row.month, current + row.sales - row.gstOnSales);
  }
  for (const row of categories) {
    const current = expenses.get(row.month);
    if (current === undefined) continue;
    expenses.set(row.month, current + row.deductible);
    const category = byCategory.get(row.category) ?? { count: 0, amount: 0 };
    byCategory.set(row.category, {
      count: category.count + row.count,
      amount: category.amount + row.deductible,
    });
  }
  const monthRows = months.map((month) => ({
    month,
    ...figures(income.get(month) ?? 0, expenses.get(month) ?? 0),
  }));
  const sum = (key: 'income' | 'expenses') => monthRows.reduce((total, row) => total + row[key], 0);
  return {
    months: monthRows,
    categories: [...byCategory.entries()]
      .filter(([, totals]) => totals.count !== 0 || totals.amount !== 0)
      .map(([category, totals]) => ({ category, ...totals }))
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
    totals: figures(sum('income'), sum('expenses')),
  };
}

/** The profit of the months from the year's first up to `today`'s month (later months hold nothing yet, or future-dated records). */
export function profitToDate(pnl: ProfitAndLoss, today: IsoDate): Cents {
  const lastMonth = today.slice(0, 7);
  return pnl.months.filter((row) => row.month <= lastMonth).reduce((total, row) => total + row.profit, 0);
}
