import { todayIn } from '@sorted/core/dates/calendar';
import { type BasPeriod, basFileName } from '@sorted/core/gst/bas-periods';
import { type BasReport, basReportCsv } from '@sorted/core/gst/bas-report';
import type { Locale } from '@sorted/core/i18n/locales';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { type BasContext, periodPayg, periodView, recordsSpan } from '../../lib/bas-worksheet.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { runHeavyWork } from '../../lib/heavy-work.ts';

// A period's worksheet printed to PDF (with the invoices' renderer) or exported as CSV: what the
// screen shows (a quarter's PAYG instalment included), the lodged figures for a lodged period.

export function basReport(context: BasContext, period: BasPeriod, timeZone: string): BasReport {
  const view = periodView(context, period);
  return {
    business: { name: context.company.name, abn: formatAbn(context.company.abn) },
    // The days it reports: a narrowed period's own months, from the registration date.
    period: { key: period.key, ...recordsSpan(context, period), due: period.due },
    basis: view.lodged?.lodgement.basis ?? context.basis,
    lodgedOn: view.lodged ? todayIn(timeZone, new Date(view.lodged.row.lodged_at)) : null,
    figures: view.lodged?.lodgement.reported ?? view.figures,
    adjustments: view.adjustments,
    reportedAdjustment: view.lodged?.adjustment ?? null,
    total: view.total,
    payg: periodPayg(context, period),
  };
}

/** The PDF, rendered in a worker thread as the invoices' are. */
export async function basPdf(
  context: BasContext,
  period: BasPeriod,
  locale: Locale,
  timeZone: string,
): Promise<DownloadFile> {
  return {
    fileName: basFileName(period.key, 'pdf'),
    contentType: 'application/pdf',
    bytes: await runHeavyWork({ kind: 'bas-pdf', data: basReport(context, period, timeZone), locale }),
  };
}

export function basCsv(
  context: BasContext,
  period: BasPeriod,
  locale: Locale,
  timeZone: string,
): DownloadFile {
  // A byte-order mark, so that Excel reads the file as UTF-8.
  const text = `\ufeff${basReportCsv(basReport(context, period, timeZone), locale)}`;
  return {
    fileName: basFileName(period.key, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    bytes: new TextEncoder().encode(text),
  };
}
