import { csvAmount, csvDocument } from '../csv/csv-cells.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { formatDisplayDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import type { Cents } from '../money/cents.ts';
import { type Adjustment, type BasAmounts, netOf } from './bas-adjustments.ts';
import { labelShifts, reportedLabels } from './bas-labels.ts';
import { basPeriodLabel } from './bas-period-label.ts';
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
export function basReportLines(report: BasReport, locale: Locale): BasReportLine[] {
  const t = translator(locale, 'bas');
  const adjustment = (key: string) => t('adjustment', { period: basPeriodLabel(key, locale) });
  const net = netOf(report.total);
  const reported = reportedLabels(report.total);
  const shifts = labelShifts(report.total);
  const carried = report.reportedAdjustment;
  const carriedLines =
    carried && (carried.g1 !== 0 || carried.gstOnSales !== 0 || carried.gstOnPurchases !== 0)
      ? [
          { code: 'G1', label: t('earlierAdjustments'), amount: carried.g1 },
          { code: '1A', label: t('earlierAdjustments'), amount: carried.gstOnSales },
          { code: '1B', label: t('earlierAdjustments'), amount: carried.gstOnPurchases },
        ]
      : [];
  const adjusted = report.adjustments.length > 0 || carriedLines.length > 0;
  const labelLines = (amounts: BasAmounts, strong: boolean): BasReportLine[] =>
    [
      { code: 'G1', label: t('g1'), amount: amounts.g1 },
      { code: '1A', label: t('gstOnSales'), amount: amounts.gstOnSales },
      { code: '1B', label: t('gstOnPurchases'), amount: amounts.gstOnPurchases },
    ].map((line) => (strong ? { ...line, strong } : line));
  return [
    ...(adjusted
      ? [
          ...labelLines(report.figures, false),
          ...carriedLines,
          ...report.adjustments.flatMap((line) => [
            { code: 'G1', label: adjustment(line.key), amount: line.g1 },
            { code: '1A', label: adjustment(line.key), amount: line.gstOnSales },
            { code: '1B', label: adjustment(line.key), amount: line.gstOnPurchases },
          ]),
          ...labelLines(reported, true),
        ]
      : labelLines(reported, false)),
    ...(shifts.salesToPurchases !== 0
      ? [{ code: '', label: t('salesToPurchases'), amount: shifts.salesToPurchases }]
      : []),
    ...(shifts.purchasesToSales !== 0
      ? [{ code: '', label: t('purchasesToSales'), amount: shifts.purchasesToSales }]
      : []),
    { code: '', label: net < 0 ? t('refund') : t('toPay'), amount: Math.abs(net), strong: true },
  ];
}

/** The facts above the lines: business, period, due date, basis, lodged or not. */
export function basReportFacts(report: BasReport, locale: Locale): [string, string][] {
  const t = translator(locale, 'bas');
  return [
    [t('business'), report.business.name],
    [t('abn'), report.business.abn],
    [
      t('period'),
      `${basPeriodLabel(report.period.key, locale)} (${formatDisplayDate(report.period.start)} – ${formatDisplayDate(report.period.end)})`,
    ],
    [t('dueDate'), formatDisplayDate(report.period.due)],
    [t('basis'), report.basis === 'cash' ? t('cash') : t('accruals')],
    ['', report.lodgedOn ? t('lodged', { date: formatDisplayDate(report.lodgedOn) }) : t('notLodged')],
  ];
}

/**
 * The worksheet as CSV: the facts, then label, description and amount per line. Amounts are numbers
 * in dollars with two decimals (1234.50), so that a negative adjustment line stays a number rather than
 * text defused as a formula.
 */
export function basReportCsv(report: BasReport, locale: Locale): string {
  const t = translator(locale, 'bas');
  return csvDocument([
    [t('title')],
    ...basReportFacts(report, locale),
    [],
    [t('figure'), '', t('amount')],
    ...basReportLines(report, locale).map((line) => [line.code, line.label, csvAmount(line.amount)]),
  ]);
}
