import type { SetAsideAttributes, TaxEstimateAttributes } from '@sorted/core/contract/profit';
import {
  addAmounts,
  adjustmentsFor,
  type BasAmounts,
  type Lodgement,
  NO_AMOUNTS,
  totalOf,
} from '@sorted/core/gst/bas-adjustments';
import { gstOwed, openPeriods, reckonedFrom } from '@sorted/core/gst/bas-obligations';
import {
  type BasPeriod,
  basPeriodOf,
  DEFAULT_REPORTING_PERIOD,
  isReportingPeriod,
  type ReportingPeriod,
} from '@sorted/core/gst/bas-periods';
import { registeredMonths } from '@sorted/core/gst/gst-registration';
import { centsToDecimal } from '@sorted/core/money/cents';
import { type CompanyTaxRate, ownerSetAside } from '@sorted/core/profit/owner-set-aside';
import {
  daysIntoYear,
  financialYearContaining,
  type LedgerMonth,
  profitAndLoss,
  profitToDate,
} from '@sorted/core/profit/profit-and-loss';
import { isBusinessType } from '@sorted/core/tax/business';
import { isResidency } from '@sorted/core/tax/individual-tax';
import { projectedProfit, type TaxEstimate } from '@sorted/core/tax/set-aside';
import { isTaxYear, TAX_YEARS, type TaxYear } from '@sorted/core/tax/tax-years';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { yearAttributes } from '../../lib/financial-year-attributes.ts';
import { lodgementOf, lodgementRowsOfUser } from '../../repositories/bas-lodgements.repository.ts';
import { beforeRegistrationOf } from '../../repositories/gst-registration.repository.ts';
import { paygPaidOfUser } from '../../repositories/payg-instalments.repository.ts';
import {
  type BusinessRow,
  businessesOf,
  categoryMonths,
  firstActivityMonths,
  ledgerMonthsOnBothBases,
  personOf,
} from '../../repositories/profit.repository.ts';
import { basisOf } from './profit-and-loss.ts';

const estimate = (tax: TaxEstimate): TaxEstimateAttributes => ({
  profit: centsToDecimal(tax.profit),
  income_tax: centsToDecimal(tax.incomeTax),
  medicare_levy: centsToDecimal(tax.medicareLevy),
  total: centsToDecimal(tax.total),
});

/** The tax engine's rates for a year; past its last year, its last year's (said in the answer). */
function ratesFor(label: string): TaxYear {
  if (isTaxYear(label)) return label;
  const first = TAX_YEARS[0];
  return label < first ? first : (TAX_YEARS[TAX_YEARS.length - 1] ?? first);
}

const periodAttributes = (period: BasPeriod) => ({
  key: period.key,
  start: period.start,
  end: period.end,
  due: period.due,
});

/**
 * What lodged periods changed since carry into an open one, as the BAS screen shows it (core's
 * adjustmentsFor): each lodged period's figures now, on the basis it was lodged on, less what it
 * reported.
 */
function carriedInto(
  business: { lodgements: Lodgement[]; reporting: ReportingPeriod },
  rows: readonly (LedgerMonth & { basis: string })[],
) {
  const live = (lodgement: Lodgement): BasAmounts =>
    rows
      .filter(
        (row) =>
          row.basis === lodgement.basis &&
          row.month >= lodgement.firstMonth &&
          row.month <= lodgement.lastMonth,
      )
      .reduce<BasAmounts>(
        (sum, row) =>
          addAmounts(sum, { g1: row.sales, gstOnSales: row.gstOnSales, gstOnPurchases: row.gstOnPurchases }),
        NO_AMOUNTS,
      );
  return (period: BasPeriod) =>
    totalOf(adjustmentsFor(period, business.lodgements, live, business.reporting));
}

export function businessProfile(business: BusinessRow) {
  return {
    id: String(business.id),
    name: business.name,
    business_type: isBusinessType(business.business_type) ? business.business_type : 'sole-trader',
    partnership_share_percent: business.partnership_share_percent,
    company_tax_rate: (business.company_tax_rate === 'full' ? 'full' : 'base') as CompanyTaxRate,
    gst_registered: business.gst_registered,
  };
}

/**
 * What to set aside today: the income tax and Medicare levy on this financial year's profit so far and
 * on the year projected from it, and for each registered business the GST of every ended BAS period not
 * marked lodged plus the current one (core's gst/bas-obligations.ts: reckoned from the business's first
 * month with figures, not before the previous financial year). Reads the running totals and the
 * lodgements only: a few rows per business and month, whatever the number of records.
 */
export async function setAsideOf(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<SetAsideAttributes> {
  const year = financialYearContaining(today);
  const [businesses, person, firstActivity, lodgementRows, paygPaid] = await Promise.all([
    businessesOf(db, userId),
    personOf(db, userId),
    firstActivityMonths(db, userId),
    lodgementRowsOfUser(db, userId),
    // The PAYG instalments of the year's lodged quarters: paid already, so not still to pay (issue 31).
    paygPaidOfUser(db, userId, year.start),
  ]);
  const open = new Map(
    businesses
      .filter((business) => business.gst_registered && !business.archived)
      .map((business) => {
        const reporting = isReportingPeriod(business.reporting_period)
          ? business.reporting_period
          : DEFAULT_REPORTING_PERIOD;
        const from = reckonedFrom(
          firstActivity.get(business.id) ?? null,
          today,
          business.gst_registered_from,
        );
        const lodgements = lodgementRows.filter((row) => row.company_id === business.id).map(lodgementOf);
        return [
          business.id,
          {
            from,
            reporting,
            lodgements,
            current: basPeriodOf(today, reporting),
            periods: openPeriods(reporting, { today, from, lodgements }),
          },
        ];
      }),
  );
  // One read covers the year so far, every open period (an annual one ends with the year; a month or
  // quarter may hold invoices dated ahead; none starts before the previous financial year) and the
  // lodged periods whose changes since are carried into them.
  const spans = [...open.values()].flatMap(({ periods, lodgements }) => [
    ...periods.map(({ period }) => period),
    ...lodgements,
  ]);
  const first = [year.firstMonth, ...spans.map((period) => period.firstMonth)].sort()[0] ?? year.firstMonth;
  const last = [year.lastMonth, ...spans.map((period) => period.lastMonth)].sort().at(-1) ?? year.lastMonth;
  const [ledger, categories, before] = await Promise.all([
    ledgerMonthsOnBothBases(db, userId, first, last),
    categoryMonths(db, userId, year.firstMonth, year.lastMonth),
    // What each registered business's records dated in its registration month before the date added
    // (the BAS leaves it out: core's gst/gst-registration.ts); a few days of records, once per business.
    Promise.all(
      businesses
        .filter((business) => open.has(business.id) && business.gst_registered_from)
        .map(
          async (business) =>
            [
              business.id,
              await beforeRegistrationOf(db, userId, business.id, business.gst_registered_from as string),
            ] as const,
        ),
    ).then((entries) => new Map(entries)),
  ]);

  const figures = businesses.map((business) => {
    const rows = ledger.filter((row) => row.companyId === business.id);
    const onBasis = rows.filter((row) => row.basis === business.accounting_basis);
    const own = profitAndLoss(
      year,
      onBasis,
      categories.filter((row) => row.companyId === business.id),
    );
    const gst = open.get(business.id);
    // The GST counts from the registration date; the profit counts every month.
    const parts = before.get(business.id);
    const registered = business.gst_registered_from;
    const gstRows =
      registered && parts
        ? rows.flatMap((row) =>
            registeredMonths([row], {
              from: registered,
              before: row.basis === 'accruals' ? parts.accruals : parts.cash,
            }),
          )
        : rows;
    const gstOnBasis = gstRows.filter((row) => row.basis === business.accounting_basis);
    return {
      business,
      profile: businessProfile(business),
      profitSoFar: profitToDate(own, today),
      gst: gst && { ...gst, owed: gstOwed(gst.periods, gstOnBasis, carriedInto(gst, gstRows)) },
    };
  });
  const shown = figures.filter(({ business, profitSoFar }) => !business.archived || profitSoFar !== 0);

  const days = daysIntoYear(year, today);
  const residency = isResidency(person.residency) ? person.residency : 'resident';
  const result = ownerSetAside({
    year: ratesFor(year.label),
    residency,
    medicareLevy: person.medicare_levy,
    daysElapsed: days.elapsed,
    daysInYear: days.inYear,
    businesses: shown.map(({ profile, profitSoFar, gst, business }) => ({
      companyId: business.id,
      businessType: profile.business_type,
      sharePercent: profile.partnership_share_percent,
      companyRate: profile.company_tax_rate,
      profitSoFar,
      gstOwed: gst ? gst.owed.owed : 0,
    })),
  });
  const profitSoFar = shown.reduce((total, { profitSoFar }) => total + profitSoFar, 0);
  const names = new Map(businesses.map((business) => [business.id, business.name]));
  const taxSoFar = result.total - result.gstOwed;
  const taxStillToPay = Math.max(0, taxSoFar - paygPaid);

  return {
    today,
    financial_year: yearAttributes(year),
    rates_year: ratesFor(year.label),
    days_elapsed: days.elapsed,
    days_in_year: days.inYear,
    residency,
    medicare_levy: person.medicare_levy,
    businesses: shown.map(({ profile, profitSoFar }) => ({
      ...profile,
      profit_so_far: centsToDecimal(profitSoFar),
    })),
    profit_so_far: centsToDecimal(profitSoFar),
    profit_projected: centsToDecimal(projectedProfit(profitSoFar, days.elapsed, days.inYear)),
    individual: result.individual
      ? { so_far: estimate(result.individual.soFar), projected: estimate(result.individual.projected) }
      : null,
    companies: result.companies.map((company) => ({
      id: String(company.companyId),
      name: names.get(company.companyId) ?? '',
      company_tax_rate: company.rate,
      so_far: estimate(company.soFar),
      projected: estimate(company.projected),
    })),
    gst: figures.flatMap(({ business, gst }) =>
      gst
        ? [
            {
              id: String(business.id),
              name: business.name,
              accounting_basis: basisOf(business),
              period: periodAttributes(gst.current),
              counted_from: gst.from,
              periods: gst.owed.periods.map((entry) => ({
                ...periodAttributes(entry.period),
                current: entry.current,
                overdue: entry.overdue,
                gst_on_sales: centsToDecimal(entry.gstOnSales),
                gst_on_purchases: centsToDecimal(entry.gstOnPurchases),
                net: centsToDecimal(entry.net),
                owed: centsToDecimal(entry.owed),
              })),
              gst_on_sales: centsToDecimal(gst.owed.gstOnSales),
              gst_on_purchases: centsToDecimal(gst.owed.gstOnPurchases),
              owed: centsToDecimal(gst.owed.owed),
            },
          ]
        : [],
    ),
    gst_owed: centsToDecimal(result.gstOwed),
    tax_so_far: centsToDecimal(taxSoFar),
    tax_projected: centsToDecimal(result.projectedTax),
    payg_instalments_paid: centsToDecimal(paygPaid),
    tax_still_to_pay: centsToDecimal(taxStillToPay),
    total: centsToDecimal(taxStillToPay + result.gstOwed),
  };
}
