import { csvDocument } from '../csv/csv-cells.ts';
import { formatDisplayDate, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { BasLabels } from '../pdf/bas-pdf-labels.ts';
import { type Adjustment, type BasAmounts, netOf } from './bas-adjustments.ts';
import { labelShifts, reportedLabels } from './bas-labels.ts';
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
  /** Figures and adjustments together, as summed (may be below zero; see bas-labels.ts). */
  total: BasAmounts;
}

export interface BasReportLine {
  code: string;
  label: string;
  amount: Cents;
  strong?: boolean;
}

/**
 * The figures, each adjustment line, the totals of 1A and 1B when adjusted, and the net. The lines the
 * BAS takes (the figures, or the totals when adjusted) are the reported labels, never below zero; when
 * that moved an excess from 1A to 1B (or back), a line without a code says how much. The figures and
 * adjustment lines above adjusted totals stay as summed, so that they add up to them.
 */
export function basReportLines(report: BasReport, labels: BasLabels): BasReportLine[] {
  const net = netOf(report.total);
  const reported = reportedLabels(report.total);
  const shifts = labelShifts(report.total);
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
  const labelLines = (amounts: BasAmounts, strong: boolean): BasReportLine[] =>
    [
      { code: 'G1', label: labels.g1, amount: amounts.g1 },
      { code: '1A', label: labels.gstOnSales, amount: amounts.gstOnSales },
      { code: '1B', label: labels.gstOnPurchases, amount: amounts.gstOnPurchases },
    ].map((line) => (strong ? { ...line, strong } : line));
  return [
    ...(adjusted
      ? [
          ...labelLines(report.figures, false),
          ...carriedLines,
          ...report.adjustments.flatMap((line) => [
            { code: 'G1', label: labels.adjustment(line.key), amount: line.g1 },
            { code: '1A', label: labels.adjustment(line.key), amount: line.gstOnSales },
            { code: '1B', label: labels.adjustment(line.key), amount: line.gstOnPurchases },
          ]),
          ...labelLines(reported, true),
        ]
      : labelLines(reported, false)),
    ...(shifts.salesToPurchases !== 0
      ? [{ code: '', label: labels.salesToPurchases, amount: shifts.salesToPurchases }]
      : []),
    ...(shifts.purchasesToSales !== 0
      ? [{ code: '', label: labels.purchasesToSales, amount: shifts.purchasesToSales }]
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
 * (dollars), so that a negative adjustment line stays a number rather than text defused as a formula.
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
