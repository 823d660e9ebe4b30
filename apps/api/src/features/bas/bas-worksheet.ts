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
} from '@sorted/core/gst/bas-periods';
import { type AccountingBasis, isAccountingBasis } from '@sorted/core/gst/bas-worksheet';
import type { Locale } from '@sorted/core/i18n/locales';
import { validationMessages } from '@sorted/core/i18n/validation-messages';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lodgementOf } from '../../repositories/bas-lodgements.repository.ts';
import {
  type BasLodgementRow,
  type CompanyRow,
  findLiveCompany,
  ledgerMonthsOf,
  lodgementRowsOf,
} from './bas.repository.ts';

// A business's BAS as the API shows it: each period's figures summed from the monthly totals on the
// business's basis, the lodgements, and the adjustments that lodged periods changed since carry into
// the next open one (core's gst/bas-adjustments.ts).

/** What every BAS answer of one business reads: a few rows, whatever the number of records. */
export interface BasContext {
  company: CompanyRow;
  reporting: ReportingPeriod;
  basis: AccountingBasis;
  lodgements: { row: BasLodgementRow; lodgement: Lodgement }[];
  months: Map<string, BasAmounts>;
  /** The first month with figures on the business's basis (what its periods are reckoned from). */
  firstActivity: string | null;
}

/** The user's GST-registered business; another user's, a missing or an unregistered one is not found. */
export async function basContext(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  companyId: number,
  locale: Locale,
) {
  const company = await findLiveCompany(db, userId, companyId);
  if (!company) throw new HttpError(404, 'The resource could not be found.');
  if (!company.gst_registered) {
    const detail = validationMessages[locale].bas_not_registered;
    throw new HttpError(404, detail, {
      errors: [{ status: '404', title: 'Not Found', detail, code: 'bas_not_registered' }],
    });
  }
  const [months, lodgements] = await Promise.all([
    ledgerMonthsOf(db, userId, companyId),
    lodgementRowsOf(db, userId, companyId),
  ]);
  const basis = isAccountingBasis(company.bas_accounting_basis) ? company.bas_accounting_basis : 'cash';
  return {
    company,
    reporting: isReportingPeriod(company.bas_reporting_period) ? company.bas_reporting_period : 'quarterly',
    basis,
    lodgements: lodgements.map((row) => ({ row, lodgement: lodgementOf(row) })),
    months: new Map(months.map((month) => [`${month.basis}|${month.month}`, month])),
    firstActivity: firstActivityMonth(
      months.filter((month) => month.basis === basis).map((month) => ({ ...month, sales: month.g1 })),
    ),
  } satisfies BasContext;
}

/** The period a key names for this business's reporting period; 404 when it names none. */
export function periodOfKey(context: BasContext, key: string): BasPeriod {
  const period = basPeriodFromKey(key, context.reporting);
  if (!period) throw new HttpError(404, 'The resource could not be found.');
  return period;
}

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
  lodged: {
    row: BasLodgementRow;
    lodgement: Lodgement;
    adjustment: BasAmounts;
    pending: BasAmounts | null;
    adjustedIn: string | null;
  } | null;
}

export function periodView(context: BasContext, period: BasPeriod): PeriodView {
  const figures = liveFigures(context, period, context.basis);
  const entry = context.lodgements.find((candidate) => candidate.lodgement.key === period.key);
  if (!entry) {
    const adjustments = adjustmentLines(context, period);
    return { period, figures, adjustments, total: addAmounts(figures, totalOf(adjustments)), lodged: null };
  }
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
    lodged: {
      row,
      lodgement,
      adjustment,
      pending: isZero(pending) ? null : pending,
      adjustedIn: isZero(pending) ? null : nextOpenPeriod(lodgement, lodgements, context.reporting).key,
    },
  };
}

/** Whether a period is overdue on `today` (the app's date): core's rule, as the set-aside reads it. */
export function periodOverdue(context: BasContext, period: BasPeriod, today: string): boolean {
  return isOverdue(period, {
    today,
    from: reckonedFrom(context.firstActivity, today),
    lodgements: context.lodgements.map((entry) => entry.lodgement),
  });
}

/** One period of the business as a resource; `today` is the app's date. */
export function basPeriodResource(context: BasContext, period: BasPeriod, today: string): BasPeriodResource {
  const view = periodView(context, period);
  const { lodged } = view;
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
      lodged: lodged !== null,
      overdue: periodOverdue(context, period, today),
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
