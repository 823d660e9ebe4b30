import { addMonths, type MonthKey } from '../dashboard/periods.ts';
import type { Cents } from '../money/cents.ts';
import {
  type BasPeriod,
  basPeriodOf,
  isLodged,
  type ReportingPeriod,
  shiftBasPeriod,
} from './bas-periods.ts';
import type { AccountingBasis } from './bas-worksheet.ts';

// A lodged BAS cannot change, but the records behind it can (an invoice edited or deleted after the
// period was marked lodged). The ATO lets a small business correct such a mistake on its next BAS:
// the difference between what the period's figures are now and what was reported for it (the
// lodgement, plus any correction already reported on a later BAS) shows as an adjustment in the next
// period not lodged yet, and counts in that period's net. Lodging that period reports the adjustment,
// so it is never carried twice.

/** The three reported figures of the Simpler BAS. */
export interface BasAmounts {
  g1: Cents;
  gstOnSales: Cents;
  gstOnPurchases: Cents;
}

export const NO_AMOUNTS: BasAmounts = { g1: 0, gstOnSales: 0, gstOnPurchases: 0 };

export interface Lodgement {
  key: string;
  firstMonth: MonthKey;
  lastMonth: MonthKey;
  basis: AccountingBasis;
  /** The period's own figures as lodged. */
  reported: BasAmounts;
  /** Corrections of this period already reported on later BASs. */
  corrected: BasAmounts;
}

/** An adjustment line: the period it corrects and by how much. */
export interface Adjustment extends BasAmounts {
  key: string;
}

export const addAmounts = (a: BasAmounts, b: BasAmounts): BasAmounts => ({
  g1: a.g1 + b.g1,
  gstOnSales: a.gstOnSales + b.gstOnSales,
  gstOnPurchases: a.gstOnPurchases + b.gstOnPurchases,
});

const subtract = (a: BasAmounts, b: BasAmounts): BasAmounts => ({
  g1: a.g1 - b.g1,
  gstOnSales: a.gstOnSales - b.gstOnSales,
  gstOnPurchases: a.gstOnPurchases - b.gstOnPurchases,
});

const isZero = (amounts: BasAmounts) =>
  amounts.g1 === 0 && amounts.gstOnSales === 0 && amounts.gstOnPurchases === 0;

/** 1A − 1B of some amounts: to pay when positive, a refund when negative. */
export const netOf = (amounts: BasAmounts): Cents => amounts.gstOnSales - amounts.gstOnPurchases;

/** What a lodged period still owes a correction: its figures now less what was reported for it. */
export function pendingCorrection(lodgement: Lodgement, live: BasAmounts): BasAmounts {
  return subtract(live, addAmounts(lodgement.reported, lodgement.corrected));
}

/** Whether a month falls in a lodged period. */
export function lodgementOfMonth(lodgements: readonly Lodgement[], month: MonthKey): Lodgement | undefined {
  return lodgements.find((lodgement) => lodgement.firstMonth <= month && month <= lodgement.lastMonth);
}

/**
 * The first period (of the business's current reporting period) after a lodged one that is not
 * lodged itself (some month of it unlodged, bas-periods.ts's isLodged): where that period's
 * corrections are reported.
 */
export function nextOpenPeriod(
  lodgement: Pick<Lodgement, 'lastMonth'>,
  lodgements: readonly Lodgement[],
  reporting: ReportingPeriod,
): BasPeriod {
  let period = basPeriodOf(`${addMonths(lodgement.lastMonth, 1)}-01`, reporting);
  // Each step passes lodged months only, so this ends after at most as many steps as lodged months.
  while (isLodged(period, lodgements)) period = shiftBasPeriod(period, reporting, 1);
  return period;
}

/**
 * The adjustment lines a period's worksheet shows: one per lodged period whose figures changed since
 * and whose next open period is this one. `liveOf` gives a lodged period's figures now (on the basis
 * it was lodged on).
 */
export function adjustmentsFor(
  period: Pick<BasPeriod, 'key'>,
  lodgements: readonly Lodgement[],
  liveOf: (lodgement: Lodgement) => BasAmounts,
  reporting: ReportingPeriod,
): Adjustment[] {
  const lines: Adjustment[] = [];
  for (const lodgement of [...lodgements].sort((a, b) => a.firstMonth.localeCompare(b.firstMonth))) {
    const pending = pendingCorrection(lodgement, liveOf(lodgement));
    if (isZero(pending)) continue;
    if (nextOpenPeriod(lodgement, lodgements, reporting).key !== period.key) continue;
    lines.push({ key: lodgement.key, ...pending });
  }
  return lines;
}

/** The sum of some adjustment lines. */
export const totalOf = (lines: readonly BasAmounts[]): BasAmounts =>
  lines.reduce<BasAmounts>((sum, line) => addAmounts(sum, line), NO_AMOUNTS);
