import type { BasAmounts as BasAmountsAttributes, BasPeriodResource } from '@sorted/core/contract/bas';
import {
  type Adjustment,
  addAmounts,
  adjustmentsFor,
  type BasAmounts,
  type Lodgement,
  NO_AMOUNTS,
  netOf,
  nextOpenPeriod,
  pendingCorrection,
  totalOf,
} from '@sorted/core/gst/bas-adjustments';
import { labelShifts, reportedLabels } from '@sorted/core/gst/bas-labels';
import { firstActivityMonth, isOverdue, reckonedFrom } from '@sorted/core/gst/bas-obligations';
import {
  type BasPeriod,
  basPeriodFromKey,
  isReportingPeriod,
  monthsOf,
  type ReportingPeriod,
  remainderOf,
} from '@sorted/core/gst/bas-periods';
import { type AccountingBasis, isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import { isRegisteredPeriod, registeredMonths } from '@sorted/core/gst/gst-registration';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Kysely, Transaction } from 'kysely';
import { type CompanyRow, companyOfUser } from '../db/owned.ts';
import type { Database } from '../db/schema.ts';
import {
  type BasLodgementRow,
  lodgementOf,
  lodgementRowsOf,
} from '../repositories/bas-lodgements.repository.ts';
import { ledgerMonthsOf } from '../repositories/bas-months.repository.ts';
import { beforeRegistrationOf } from '../repositories/gst-registration.repository.ts';
import { type PaygRows, paygRowsOf } from '../repositories/payg-instalment-rows.repository.ts';
import { unreconciledBankLineCount } from '../repositories/unreconciled-bank-lines.repository.ts';
import { HttpError } from './http-error.ts';
import { paygAttributes, paygOfPeriod } from './payg-worksheet.ts';

// A business's BAS as the API shows it: each period's figures summed from the monthly totals on the
// business's basis, the lodgements, and the adjustments that lodged periods changed since carry into
// the next open one (core's gst/bas-adjustments.ts).

/** What every BAS answer of one business reads: a few rows, whatever the number of records. */
export interface BasContext {
  company: CompanyRow;
  reporting: ReportingPeriod;
  basis: AccountingBasis;
  lodgements: { row: BasLodgementRow; lodgement: Lodgement }[];
  /** G1/1A/1B per basis and month as the BAS counts them: from the registration date (gst-registration.ts). */
  months: Map<string, BasAmounts>;
  /** The first month with figures on the business's basis (what its periods are reckoned from). */
  firstActivity: string | null;
  /** The first day registered for GST: no period ends before it. Null: registered since before its records. */
  registeredFrom: string | null;
  /** The PAYG instalment options, variations and lodged quarters (payg-worksheet.ts). */
  payg: PaygRows;
}

/** The user's GST-registered business; another user's, a missing or an unregistered one is not found. */
export async function basContext(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  companyId: number,
  locale: Locale,
) {
  const company = await companyOfUser(db, userId, companyId);
  if (!company) throw new HttpError(404, 'The resource could not be found.');
  if (!company.gst_registered) {
    const detail = translate(locale, 'validation', 'bas_not_registered');
    throw new HttpError(404, detail, {
      errors: [{ status: '404', title: 'Not Found', detail, code: 'bas_not_registered' }],
    });
  }
  const registeredFrom = company.gst_registered_from;
  const [ledger, lodgements, before, payg] = await Promise.all([
    ledgerMonthsOf(db, userId, companyId),
    lodgementRowsOf(db, userId, companyId),
    registeredFrom ? beforeRegistrationOf(db, userId, companyId, registeredFrom) : null,
    paygRowsOf(db, userId, companyId),
  ]);
  const basis = isAccountingBasis(company.bas_accounting_basis) ? company.bas_accounting_basis : 'cash';
  // The monthly totals less what is dated before registration (its month's part read from the records).
  const months = ledger.flatMap((month) => {
    const row = { ...month, sales: month.g1 };
    if (!registeredFrom || !before) return [row];
    return registeredMonths([row], {
      from: registeredFrom,
      before: before[month.basis === 'accruals' ? 'accruals' : 'cash'],
    });
  });
  return {
    company,
    reporting: isReportingPeriod(company.bas_reporting_period) ? company.bas_reporting_period : 'quarterly',
    basis,
    lodgements: lodgements.map((row) => ({ row, lodgement: lodgementOf(row) })),
    months: new Map(
      months.map((month) => [
        `${month.basis}|${month.month}`,
        { g1: month.sales, gstOnSales: month.gstOnSales, gstOnPurchases: month.gstOnPurchases },
      ]),
    ),
    firstActivity: firstActivityMonth(
      ledger.filter((month) => month.basis === basis).map((month) => ({ ...month, sales: month.g1 })),
    ),
    registeredFrom,
    payg,
  } satisfies BasContext;
}

/**
 * The period a key names for this business's reporting period; 404 when it names none, or one that
 * ended before the business registered for GST (its BAS starts at the period holding the date).
 */
export function periodOfKey(context: BasContext, key: string): BasPeriod {
  const period = basPeriodFromKey(key, context.reporting);
  if (!period || !isRegisteredPeriod(period, context.registeredFrom))
    throw new HttpError(404, 'The resource could not be found.');
  return period;
}

/** The periods of a list that are part of the business's BAS (none ending before registration). */
export const registeredPeriods = (context: BasContext, periods: readonly BasPeriod[]) =>
  periods.filter((period) => isRegisteredPeriod(period, context.registeredFrom));

/**
 * What a period reports once lodged months are taken out (core's remainderOf): itself; narrowed to
 * its unlodged months when the reporting period changed after part of it was lodged; 'lodged' when
 * lodgements of other periods cover it all (a month within a lodged quarter); 'split' when a lodged
 * month lies between unlodged ones.
 */
export function remainderOfPeriod(context: BasContext, period: BasPeriod) {
  return remainderOf(
    period,
    context.lodgements.map((entry) => entry.lodgement),
  );
}

/** The keys of other periods' lodgements that cover months of a period. */
const lodgedWithin = (context: BasContext, period: BasPeriod) =>
  context.lodgements
    .filter(
      ({ lodgement }) =>
        lodgement.key !== period.key &&
        lodgement.firstMonth <= period.lastMonth &&
        period.firstMonth <= lodgement.lastMonth,
    )
    .map(({ lodgement }) => lodgement.key);

/** The figures of some months on a basis, from the monthly totals. */
export function liveFigures(
  context: BasContext,
  period: Pick<BasPeriod, 'firstMonth' | 'lastMonth'>,
  basis: AccountingBasis,
): BasAmounts {
  return monthsOf(period as BasPeriod).reduce<BasAmounts>(
    (sum, month) => addAmounts(sum, context.months.get(`${basis}|${month}`) ?? NO_AMOUNTS),
    NO_AMOUNTS,
  );
}

const liveOfLodgement = (context: BasContext) => (lodgement: Lodgement) =>
  liveFigures(context, lodgement, lodgement.basis);

/** The adjustment lines an open period reports. */
export function adjustmentLines(context: BasContext, period: BasPeriod) {
  return adjustmentsFor(
    period,
    context.lodgements.map((entry) => entry.lodgement),
    liveOfLodgement(context),
    context.reporting,
  );
}

export const amountsAttributes = (amounts: BasAmounts): BasAmountsAttributes => ({
  g1: centsToDecimal(amounts.g1),
  gst_on_sales: centsToDecimal(amounts.gstOnSales),
  gst_on_purchases: centsToDecimal(amounts.gstOnPurchases),
  net: centsToDecimal(netOf(amounts)),
});

const isZero = (amounts: BasAmounts) =>
  amounts.g1 === 0 && amounts.gstOnSales === 0 && amounts.gstOnPurchases === 0;

/** A period's worksheet in cents: its figures, what it reports, and its lodgement if any. */
export interface PeriodView {
  period: BasPeriod;
  figures: BasAmounts;
  adjustments: Adjustment[];
  total: BasAmounts;
  /** Lodged by its own lodgement, or its months all within other periods' lodgements. */
  lodgedAll: boolean;
  /** The keys of other periods' lodgements covering months of it. */
  lodgedWithin: string[];
  lodged: {
    row: BasLodgementRow;
    lodgement: Lodgement;
    adjustment: BasAmounts;
    pending: BasAmounts | null;
    adjustedIn: string | null;
  } | null;
}

export function periodView(context: BasContext, whole: BasPeriod): PeriodView {
  const entry = context.lodgements.find((candidate) => candidate.lodgement.key === whole.key);
  const within = lodgedWithin(context, whole);
  if (!entry) {
    const remainder = remainderOfPeriod(context, whole);
    if (remainder === 'lodged') {
      // Its months were lodged within other periods (a month of a lodged quarter, after a change to
      // monthly): nothing more to report, its figures shown on the basis they were lodged on.
      const basis = context.lodgements.find((candidate) => within.includes(candidate.lodgement.key))
        ?.lodgement.basis;
      const figures = liveFigures(context, whole, basis ?? context.basis);
      return {
        period: whole,
        figures,
        adjustments: [],
        total: figures,
        lodgedAll: true,
        lodgedWithin: within,
        lodged: null,
      };
    }
    const period = remainder === 'split' ? whole : remainder;
    const figures = liveFigures(context, period, context.basis);
    const adjustments = adjustmentLines(context, whole);
    return {
      period,
      figures,
      adjustments,
      total: addAmounts(figures, totalOf(adjustments)),
      lodgedAll: false,
      lodgedWithin: within,
      lodged: null,
    };
  }
  const period = { ...whole, firstMonth: entry.lodgement.firstMonth, lastMonth: entry.lodgement.lastMonth };
  const figures = liveFigures(context, period, context.basis);
  const { row, lodgement } = entry;
  const adjustment = {
    g1: Number(row.adjustment_g1_cents),
    gstOnSales: Number(row.adjustment_gst_on_sales_cents),
    gstOnPurchases: Number(row.adjustment_gst_on_purchases_cents),
  };
  const pending = pendingCorrection(lodgement, liveOfLodgement(context)(lodgement));
  const lodgements = context.lodgements.map((candidate) => candidate.lodgement);
  return {
    period,
    figures,
    adjustments: [],
    total: addAmounts(lodgement.reported, adjustment),
    lodgedAll: true,
    lodgedWithin: within,
    lodged: {
      row,
      lodgement,
      adjustment,
      pending: isZero(pending) ? null : pending,
      adjustedIn: isZero(pending) ? null : nextOpenPeriod(lodgement, lodgements, context.reporting).key,
    },
  };
}

/**
 * A quarter's PAYG instalment labels (payg-worksheet.ts): null when the business does not report
 * quarterly or has no option for the quarter's year.
 */
export function periodPayg(context: BasContext, whole: BasPeriod) {
  if (context.reporting !== 'quarterly') return null;
  return paygOfPeriod(context.payg, whole, (quarter) => periodView(context, quarter).figures);
}

/**
 * The days whose records make a period's figures (the drill-down): its months as it reports them,
 * from the registration date.
 */
export function recordsSpan(context: BasContext, whole: BasPeriod): { start: string; end: string } {
  const { period } = periodView(context, whole);
  const from = context.registeredFrom;
  return { start: from && from > period.start ? from : period.start, end: period.end };
}

/** Whether a period is overdue on `today` (the app's date): core's rule, as the set-aside reads it. */
export function periodOverdue(context: BasContext, period: BasPeriod, today: string): boolean {
  return isOverdue(period, {
    today,
    from: reckonedFrom(context.firstActivity, today, context.registeredFrom),
    lodgements: context.lodgements.map((entry) => entry.lodgement),
  });
}

/**
 * Periods of the business as resources, `today` the app's date, each with how many of the business's bank
 * lines dated within it (as it reports, from `start` to `end`) are not reconciled yet.
 */
export function basPeriodResources(
  db: Kysely<Database> | Transaction<Database>,
  context: BasContext,
  periods: readonly BasPeriod[],
  today: string,
): Promise<BasPeriodResource[]> {
  return Promise.all(
    periods.map(async (whole) => {
      const { period } = periodView(context, whole);
      const unreconciled = await unreconciledBankLineCount(db, context.company.user_id, {
        companyId: context.company.id,
        from: period.start,
        to: period.end,
      });
      return basPeriodResource(context, whole, today, unreconciled);
    }),
  );
}

function basPeriodResource(
  context: BasContext,
  whole: BasPeriod,
  today: string,
  unreconciledBankLines: number,
): BasPeriodResource {
  const view = periodView(context, whole);
  const { lodged, period } = view;
  const shifts = labelShifts(view.total);
  return {
    type: 'basPeriods',
    id: period.key,
    attributes: {
      key: period.key,
      reporting_period: context.reporting,
      basis: context.basis,
      first_month: period.firstMonth,
      last_month: period.lastMonth,
      start: period.start,
      end: period.end,
      due_date: period.due,
      figures: amountsAttributes(view.figures),
      adjustments: view.adjustments.map(({ key, ...amounts }) => ({
        period_key: key,
        ...amountsAttributes(amounts),
      })),
      total: amountsAttributes(view.total),
      labels: amountsAttributes(reportedLabels(view.total)),
      label_shifts: {
        sales_to_purchases: centsToDecimal(shifts.salesToPurchases),
        purchases_to_sales: centsToDecimal(shifts.purchasesToSales),
      },
      lodged: view.lodgedAll,
      lodged_within: view.lodgedWithin,
      overdue: periodOverdue(context, whole, today),
      unreconciled_bank_lines: unreconciledBankLines,
      payg: ((labels) => labels && paygAttributes(labels))(periodPayg(context, whole)),
      lodgement: lodged && {
        lodged_at: new Date(lodged.row.lodged_at).toISOString(),
        basis: lodged.lodgement.basis,
        reported: amountsAttributes(lodged.lodgement.reported),
        adjustment: amountsAttributes(lodged.adjustment),
        pending_adjustment: lodged.pending && amountsAttributes(lodged.pending),
        adjusted_in: lodged.adjustedIn,
      },
    },
    relationships: { company: { data: { type: 'companies', id: String(context.company.id) } } },
  };
}
