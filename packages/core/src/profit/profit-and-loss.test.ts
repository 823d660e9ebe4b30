import { describe, expect, it } from 'vitest';
import {
  daysIntoYear,
  financialYear,
  financialYearContaining,
  monthsOfFinancialYear,
  profitAndLoss,
  profitToDate,
} from './profit-and-loss.ts';

const year = financialYear(2026);

describe('profit and loss of a financial year', () => {
  it('runs from 1 July to 30 June', () => {
    expect(year).toEqual({
      start: 2026,
      label: '2026-27',
      firstDay: '2026-07-01',
      lastDay: '2027-06-30',
      firstMonth: '2026-07',
      lastMonth: '2027-06',
    });
    expect(financialYearContaining('2027-06-30').start).toBe(2026);
    expect(financialYearContaining('2026-07-01').start).toBe(2026);
    expect(financialYearContaining('2026-06-30').start).toBe(2025);
    expect(monthsOfFinancialYear(year)).toHaveLength(12);
    expect(monthsOfFinancialYear(year)[11]).toBe('2027-06');
  });

  it('counts the days gone, today included, in a year of 365 or 366 days', () => {
    expect(daysIntoYear(year, '2026-07-01')).toEqual({ elapsed: 1, inYear: 365 });
    expect(daysIntoYear(year, '2027-06-30')).toEqual({ elapsed: 365, inYear: 365 });
    expect(daysIntoYear(financialYear(2027), '2028-06-30')).toEqual({ elapsed: 366, inYear: 366 });
    // Asked about a year already over, or not begun: all of it, or its first day.
    expect(daysIntoYear(year, '2028-01-01').elapsed).toBe(365);
    expect(daysIntoYear(year, '2026-01-01').elapsed).toBe(1);
  });

  it('takes income without GST, minus deductible expenses, by month and by category', () => {
    const pnl = profitAndLoss(
      year,
      [
        { companyId: 1, month: '2026-07', sales: 1_100_00, gstOnSales: 100_00, gstOnPurchases: 10_00 },
        { companyId: 2, month: '2026-07', sales: 500_00, gstOnSales: 0, gstOnPurchases: 0 },
        { companyId: 1, month: '2026-09', sales: 2_200_00, gstOnSales: 200_00, gstOnPurchases: 0 },
        // Outside the year: ignored.
        { companyId: 1, month: '2026-06', sales: 9_999_00, gstOnSales: 0, gstOnPurchases: 0 },
      ],
      [
        { companyId: 1, month: '2026-07', category: 'tools-equipment', count: 1, deductible: 300_00 },
        { companyId: 2, month: '2026-09', category: 'travel', count: 2, deductible: 450_00 },
        { companyId: 1, month: '2026-09', category: 'tools-equipment', count: 1, deductible: 200_00 },
        { companyId: 1, month: '2027-07', category: 'rent', count: 1, deductible: 1_000_00 },
      ],
    );
    expect(pnl.months[0]).toEqual({ month: '2026-07', income: 1_500_00, expenses: 300_00, profit: 1_200_00 });
    expect(pnl.months[1]).toEqual({ month: '2026-08', income: 0, expenses: 0, profit: 0 });
    expect(pnl.months[2]).toEqual({ month: '2026-09', income: 2_000_00, expenses: 650_00, profit: 1_350_00 });
    expect(pnl.categories).toEqual([
      { category: 'tools-equipment', count: 2, amount: 500_00 },
      { category: 'travel', count: 2, amount: 450_00 },
    ]);
    expect(pnl.totals).toEqual({ income: 3_500_00, expenses: 950_00, profit: 2_550_00 });
    expect(profitToDate(pnl, '2026-08-15')).toBe(1_200_00);
    expect(profitToDate(pnl, '2026-09-01')).toBe(2_550_00);
  });

  it('shows a loss as a negative profit', () => {
    const pnl = profitAndLoss(
      year,
      [],
      [{ companyId: 1, month: '2026-10', category: 'rent', count: 1, deductible: 800_00 }],
    );
    expect(pnl.totals).toEqual({ income: 0, expenses: 800_00, profit: -800_00 });
  });
});
