import { csvDocument } from '../csv/csv-cells.ts';
import { formatDisplayDate, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { BasLabels } from '../pdf/bas-pdf-labels.ts';
import { type Adjustment, type BasAmounts, netOf } from './bas-adjustments.ts';
import type { AccountingBasis } from './bas-worksheet.ts';

// A period's worksheet as printed (PDF) and exported (CSV): the same lines in the same order.

export interface BasReport {
  business: { name: string; abn: string };
  period: { key: string; start: string; end: string; due: string };
  basis: AccountingBasis;
  /** ISO instant, or null when not lodged. */
  /** The day it was marked lodged, in the app's time zone. */
  lodgedOn: IsoDate | null;
  /** The period's own figures (as lodged, for a lodged period). */
  figures: BasAmounts;
  adjustments: readonly Adjustment[];
  /** A lodged period: the adjustments of earlier periods it reported, as one sum. */
  reportedAdjustment: BasAmounts | null;
  /** Figures and adjustments together. */
  total: BasAmounts;
}

export interface BasReportLine {
  code: string;
  label: string;
  amount: Cents;
  strong?: boolean;
}

/** The figures, each adjustment line, the totals of 1A and 1B when adjusted, and the net. */
export function basReportLines(report: BasReport, labels: BasLabels): BasReportLine[] {
  const net = netOf(report.total);
  const carried = report.reportedAdjustment;
  const carriedLines =
    carried && (carried.g1 !== 0 || carried.gstOnSales !== 0 || carried.gstOnPurchases !== 0)
      ? [
          { code: 'G1', label: labels.earlierAdjustments, amount: carried.g1 },
          { code: '1A', label: labels.earlierAdjustments, amount: carried.gstOnSales },
          { code: '1B', label: labels.earlierAdjustments, amount: carried.gstOnPurchases },
        ]
      : [];
  const adjusted = report.adjustments.length > 0 || carriedLines.length > 0;
  return [
    { code: 'G1', label: labels.g1, amount: report.figures.g1 },
    { code: '1A', label: labels.gstOnSales, amount: report.figures.gstOnSales },
    { code: '1B', label: labels.gstOnPurchases, amount: report.figures.gstOnPurchases },
    ...carriedLines,
    ...report.adjustments.flatMap((line) => [
      { code: 'G1', label: labels.adjustment(line.key), amount: line.g1 },
      { code: '1A', label: labels.adjustment(line.key), amount: line.gstOnSales },
      { code: '1B', label: labels.adjustment(line.key), amount: line.gstOnPurchases },
    ]),
    ...(adjusted
      ? [
          { code: 'G1', label: labels.g1, amount: report.total.g1, strong: true },
          { code: '1A', label: labels.gstOnSales, amount: report.total.gstOnSales, strong: true },
          { code: '1B', label: labels.gstOnPurchases, amount: report.total.gstOnPurchases, strong: true },
        ]
      : []),
    { code: '', label: net < 0 ? labels.refund : labels.toPay, amount: Math.abs(net), strong: true },
  ];
}

/** The facts above the lines: business, period, due date, basis, lodged or not. */
export function basReportFacts(report: BasReport, labels: BasLabels): [string, string][] {
  return [
    [labels.business, report.business.name],
    [labels.abn, report.business.abn],
    [
      labels.period,
      `${labels.periodName(report.period.key)} (${formatDisplayDate(report.period.start)} – ${formatDisplayDate(report.period.end)})`,
    ],
    [labels.dueDate, formatDisplayDate(report.period.due)],
    [labels.basis, report.basis === 'cash' ? labels.cash : labels.accruals],
    ['', report.lodgedOn ? labels.lodged(formatDisplayDate(report.lodgedOn)) : labels.notLodged],
  ];
}

/**
 * The worksheet as CSV: the facts, then label, description and amount per line. Amounts are numbers
 * (dollars), so that a negative adjustment stays a number rather than text defused as a formula.
 */
export function basReportCsv(report: BasReport, labels: BasLabels): string {
  return csvDocument([
    [labels.title],
    ...basReportFacts(report, labels),
    [],
    [labels.figure, '', labels.amount],
    ...basReportLines(report, labels).map((line) => [line.code, line.label, line.amount / 100]),
  ]);
}
