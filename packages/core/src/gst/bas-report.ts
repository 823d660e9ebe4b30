import { type CsvCell, csvAmount, csvDocument } from '../csv/csv-cells.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { formatAud, formatDisplayDate, formatPercent } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import type { Cents } from '../money/cents.ts';
import type { PaygLabels } from '../tax-time/payg-instalments.ts';
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
  /** A quarter's PAYG instalment labels (as lodged for a lodged quarter), or null when it has none. */
  payg: PaygLabels | null;
}

/** A line of dollars, or one of the instalment's rates (T2, T3) or its reason code (T4). */
export type BasReportLine = { code: string; label: string } & (
  | { amount: Cents; strong?: boolean }
  | { rateBasisPoints: number; strong?: never }
  | { text: string; strong?: never }
);

/** A line's value as printed: dollars, a percentage, or the code as entered. */
export function basReportValue(line: BasReportLine, locale: Locale): string {
  if ('amount' in line) return formatAud(line.amount);
  if ('rateBasisPoints' in line) return formatPercent(line.rateBasisPoints / 100, locale);
  return line.text;
}

/** A line's CSV cell: dollars as a number (1234.50), a rate in per cent (7.5), or the code. */
function csvValue(line: BasReportLine): CsvCell {
  if ('amount' in line) return csvAmount(line.amount);
  if ('rateBasisPoints' in line) return String(line.rateBasisPoints / 100);
  return line.text;
}

/**
 * The PAYG instalment section of a quarter, in the form's order: the rate option's T1, T2, T3 and T11,
 * or the amount option's T7, T8, T9; then T4 when varied, and 5A and 5B.
 */
function paygLines(payg: PaygLabels, locale: Locale): BasReportLine[] {
  const t = translator(locale, 'bas');
  type Key = Parameters<typeof t>[0];
  const money = (code: string, key: Key, cents: Cents | null): BasReportLine[] =>
    cents === null ? [] : [{ code, label: t(key), amount: cents }];
  const rate = (code: string, key: Key, points: number | null): BasReportLine[] =>
    points === null ? [] : [{ code, label: t(key), rateBasisPoints: points }];
  return [
    ...(payg.option === 'rate'
      ? [
          ...money('T1', 'paygT1', payg.t1),
          ...rate('T2', 'paygT2', payg.t2),
          ...rate('T3', 'paygT3', payg.t3),
          ...money('T11', 'paygT11', payg.t11),
        ]
      : [
          ...money('T7', 'paygT7', payg.t7),
          ...money('T8', 'paygT8', payg.t8),
          ...money('T9', 'paygT9', payg.t9),
        ]),
    ...(payg.t4 === null ? [] : [{ code: 'T4', label: t('paygT4'), text: payg.t4 }]),
    { code: '5A', label: t('paygA5'), amount: payg.a5 },
    { code: '5B', label: t('paygB5'), amount: payg.b5 },
  ];
}

/**
 * The figures, each adjustment line, the totals of 1A and 1B when adjusted, a quarter's PAYG instalment,
 * and the net (GST and instalment together, 1A + 5A − 1B − 5B, as the form sums them). The lines the
 * BAS takes (the figures, or the totals when adjusted) are the reported labels, never below zero; when
 * that moved an excess from 1A to 1B (or back), a line without a code says how much. The figures and
 * adjustment lines above adjusted totals stay as summed, so that they add up to them.
 */
export function basReportLines(report: BasReport, locale: Locale): BasReportLine[] {
  const t = translator(locale, 'bas');
  const adjustment = (key: string) => t('adjustment', { period: basPeriodLabel(key, locale) });
  const payg = report.payg;
  const net = netOf(report.total) + (payg ? payg.a5 - payg.b5 : 0);
  const [toPay, refund] = payg
    ? (['toPayWithPayg', 'refundWithPayg'] as const)
    : (['toPay', 'refund'] as const);
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
    ...(payg ? paygLines(payg, locale) : []),
    { code: '', label: net < 0 ? t(refund) : t(toPay), amount: Math.abs(net), strong: true },
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
    ...basReportLines(report, locale).map((line) => [line.code, line.label, csvValue(line)]),
  ]);
}
