import type { YearEstimateAttributes } from '@sorted/core/contract/tax-estimate';
import { type Cents, centsToDecimal } from '@sorted/core/money/cents';
import { financialYear, profitAndLoss } from '@sorted/core/profit/profit-and-loss';
import { isBusinessType } from '@sorted/core/tax/business';
import { isResidency, roundHalfUp } from '@sorted/core/tax/individual-tax';
import { isTaxYear } from '@sorted/core/tax/tax-years';
import { boughtAssetExpense } from '@sorted/core/tax-time/asset-from-expense';
import { type Basis, weakest } from '@sorted/core/tax-time/basis';
import { type Deduction, estimateYear } from '@sorted/core/tax-time/estimate';
import { fixedRateClaim } from '@sorted/core/tax-time/home-office';
import { concessionalCap, personalSuperDeduction } from '@sorted/core/tax-time/super';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { yearAttributes } from '../../lib/financial-year-attributes.ts';
import { paygPaidOfUser } from '../../repositories/payg-instalments.repository.ts';
import {
  businessesOf,
  categoryMonths,
  ledgerMonths,
  personOf,
} from '../../repositories/profit.repository.ts';
import { expensesOfAssets, listAssets } from './assets.repository.ts';
import { schedulesOf } from './depreciation-of-year.ts';
import { diaryDays } from './home-office.repository.ts';
import { taxYearFiguresOf } from './tax-year-figures.repository.ts';
import { carYearOf } from './vehicle-claims.ts';

const NONE: Deduction = { amount: 0, basis: 'confirmed' as Basis };

/**
 * The year's tax estimate of the person, step by step (core's estimateYear): the profit of their sole
 * trader businesses and their share of each partnership's, less the deductions of tax time, then the
 * income tax, Medicare levy, offsets and PAYG. A company's profit is taxed in the company, so it is
 * listed and counts nothing. Reads the running totals only (a few rows per business and month).
 */
export async function yearEstimateOf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
): Promise<YearEstimateAttributes> {
  return (await yearEstimateWithInputs(db, userId, yearStart, today)).attributes;
}

/** The estimate with what it read (the accountant's pack shows those too, without reading them twice). */
export async function yearEstimateWithInputs(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
) {
  const year = financialYear(yearStart);
  const [businesses, person, ledger, categories, figures, diary, carYear, paygPaid, assets, bought] =
    await Promise.all([
      businessesOf(db, userId),
      personOf(db, userId),
      ledgerMonths(db, userId, year.firstMonth, year.lastMonth),
      categoryMonths(db, userId, year.firstMonth, year.lastMonth),
      taxYearFiguresOf(db, userId, year.label),
      diaryDays(db, userId, year.firstDay, year.lastDay),
      carYearOf(db, userId, year.label, year.start),
      // The instalments of the year's lodged activity statements (5A less 5B).
      paygPaidOfUser(db, userId, year.start),
      listAssets(db, userId),
      expensesOfAssets(db, userId),
    ]);

  const cars = carYear.claims;

  // The register's schedules, from the businesses and ledger months read above.
  const schedules = schedulesOf(year.label, assets, businesses, ledger);

  const rows = businesses
    .map((business) => {
      const books = profitAndLoss(
        year,
        ledger.filter((row) => row.companyId === business.id),
        categories.filter((row) => row.companyId === business.id),
      ).totals;
      // An expense that bought an asset of the register is claimed through its depreciation: its cost
      // comes out of the expenses, so it is not taken off twice.
      const basis = business.accounting_basis === 'accruals' ? 'accruals' : 'cash';
      const capital = bought
        .filter((expense) => expense.company_id === business.id)
        .reduce(
          (sum, expense) =>
            sum +
            boughtAssetExpense(
              {
                amount: Number(expense.amount_cents),
                gst: Number(expense.gst_cents),
                businessUsePercent: expense.business_use_percent,
                date: expense.expense_date,
                paid: expense.paid_date,
              },
              basis,
              year.firstDay,
              year.lastDay,
            ),
          0,
        );
      const totals = { ...books, expenses: books.expenses - capital, profit: books.profit + capital };
      const type = isBusinessType(business.business_type) ? business.business_type : 'sole-trader';
      const share = type === 'partnership' ? (business.partnership_share_percent ?? 100) : 100;
      const counted: Cents = type === 'company' ? 0 : roundHalfUp(totals.profit * share, 100);
      return { business, type, share, totals, counted };
    })
    .filter(({ business, totals }) => !business.archived || totals.income !== 0 || totals.expenses !== 0);
  const individual = rows.filter(({ type }) => type !== 'company');
  const businessProfit = individual.reduce((sum, row) => sum + row.counted, 0);

  // A partnership's car is the partnership's deduction: the person's share of it counts, as its profit
  // does; a company's counts nothing (carClaimOf makes none).
  const shareOf = new Map(rows.map((row) => [row.business.id, row.share]));
  const car = cars.reduce<Deduction>(
    (sum, { vehicle, cents, attributes }) =>
      cents === 0
        ? sum
        : {
            amount: sum.amount + roundHalfUp(cents * (shareOf.get(vehicle.company_id) ?? 100), 100),
            basis: weakest(sum.basis, attributes.basis ?? 'confirmed'),
          },
    NONE,
  );
  const wfh = fixedRateClaim(year.label, diary);
  const homeOffice: Deduction = wfh ? { amount: wfh.claim, basis: wfh.basis } : NONE;
  // Each business's depreciation schedule, net of its balancing income, by the person's share as the
  // car's (a company's counts nothing). A net income (a sale above the value left) adds to the profit.
  const depreciationNet = schedules.reduce(
    (sum, { companyId, businessType, net }) =>
      businessType === 'company' ? sum : sum + roundHalfUp(net * (shareOf.get(companyId) ?? 100), 100),
    0,
  );
  const depreciation: Deduction = {
    amount: Math.max(0, depreciationNet),
    basis: schedules
      .filter(({ businessType, net }) => businessType !== 'company' && net !== 0)
      .reduce<Basis>((basis, { attributes }) => weakest(basis, attributes.basis), 'confirmed'),
  };
  const profitCounted = businessProfit + Math.max(0, -depreciationNet);
  const beforeSuper = profitCounted - car.amount - homeOffice.amount - depreciation.amount;

  const cap = concessionalCap(year.label);
  const superDeduction = cap
    ? personalSuperDeduction({
        planned: figures.superContributions,
        employerContributions: figures.employerSuper,
        carryForwardAvailable: figures.superCarryForward,
        cap,
        // Wages count; a business loss is carried forward rather than set against them (as the estimate does).
        incomeBeforeSuper: Math.max(0, beforeSuper) + figures.salaryWages,
        noticeAcknowledged: figures.superNoticeAcknowledged,
      })
    : null;

  const notApplicable =
    rows.length === 0
      ? ('no-business' as const)
      : individual.length === 0
        ? ('company' as const)
        : !isTaxYear(year.label)
          ? ('unknown-year' as const)
          : null;
  const estimate =
    notApplicable === null && isTaxYear(year.label)
      ? estimateYear({
          year: year.label,
          entity: individual.some(({ type }) => type === 'sole-trader') ? 'sole-trader' : 'partnership',
          aggregatedTurnover: individual.reduce((sum, row) => sum + row.totals.income, 0),
          businessProfit: profitCounted,
          car,
          homeOffice,
          depreciation,
          personalSuper: {
            amount: superDeduction?.deductible ?? 0,
            basis: superDeduction?.basis ?? 'confirmed',
          },
          paygInstalmentsPaid: Math.max(0, paygPaid),
          paygWithheld: figures.paygWithheld,
          salaryAndWages: figures.salaryWages,
          residency: isResidency(person.residency) ? person.residency : 'resident',
          medicareLevy: person.medicare_levy,
        })
      : null;
  const lines = estimate?.ok ? estimate.lines : [];

  const attributes: YearEstimateAttributes = {
    financial_year: yearAttributes(year),
    year_open: today <= year.lastDay,
    not_applicable: notApplicable,
    businesses: rows.map(({ business, type, totals, counted }) => ({
      id: String(business.id),
      name: business.name,
      business_type: type,
      partnership_share_percent: type === 'partnership' ? business.partnership_share_percent : null,
      profit: centsToDecimal(totals.profit),
      counted: centsToDecimal(counted),
      income: centsToDecimal(totals.income),
    })),
    personal_super: {
      planned: centsToDecimal(figures.superContributions),
      cap: cap ? centsToDecimal(cap.amount) : null,
      cap_basis: cap?.basis ?? null,
      deductible: centsToDecimal(superDeduction?.deductible ?? 0),
      deductible_once_acknowledged:
        superDeduction?.status === 'notice-needed'
          ? centsToDecimal(superDeduction.deductibleOnceAcknowledged)
          : null,
      limited_by: superDeduction?.limitedBy ?? 'nothing',
      over_cap_room: centsToDecimal(superDeduction?.overCapRoom ?? 0),
      notice_acknowledged: figures.superNoticeAcknowledged,
    },
    lines: lines.map((line) => ({ key: line.key, amount: centsToDecimal(line.amount), basis: line.basis })),
    amount_owing: estimate?.ok ? centsToDecimal(estimate.amountOwing) : null,
    basis: estimate?.ok ? estimate.basis : 'confirmed',
  };
  return {
    attributes,
    year,
    businesses,
    ledger,
    categories,
    diary,
    cars,
    unassignedCarExpenses: carYear.unassigned,
    schedules,
  };
}
