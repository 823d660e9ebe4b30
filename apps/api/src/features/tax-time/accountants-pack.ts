import { Readable } from 'node:stream';
import { csvDocument } from '@sorted/core/csv/csv-cells';
import { netOf } from '@sorted/core/gst/bas-adjustments';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { basPeriodsOfYear } from '@sorted/core/gst/bas-periods';
import { formatAmount, formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { translator } from '@sorted/core/i18n/translate';
import { type Cents, centsToDecimal } from '@sorted/core/money/cents';
import type { PackSummary, PackSummaryLine, PackSummarySection } from '@sorted/core/pdf/pack-summary-pdf';
import { financialYear, profitAndLoss } from '@sorted/core/profit/profit-and-loss';
import type { Basis } from '@sorted/core/tax-time/basis';
import { fixedRateClaim } from '@sorted/core/tax-time/home-office';
import { scheduleTotals } from '@sorted/core/tax-time/schedule-labels';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/schema.ts';
import { basContext, periodPayg, periodView, registeredPeriods } from '../../lib/bas-worksheet.ts';
import { expensesCsv, invoicesCsv } from '../../lib/csv-exports.ts';
import { runHeavyWork } from '../../lib/heavy-work.ts';
import { fileStore } from '../../storage/file-store.ts';
import { bankLinesForExport, paymentsForExport, receiptsForExport } from './accountants-pack.repository.ts';
import { yearEstimateWithInputs } from './year-estimate.ts';

// The accountant's pack of a financial year (issue 31, item 7): one ZIP with a summary PDF on top, the
// year's CSVs and every receipt file. The summary reads the running totals and the same functions the
// screens read (profit and loss, BAS periods, car, working from home, the estimate), so its figures are
// the screens' to the cent. The ZIP streams: the small parts are made first, then each receipt is read
// from storage only when the ZIP reaches it, so memory stays flat however many there are.

const aud = (cents: Cents) => formatAud(cents);
const audOf = formatAmount;

/** The year's summary: the sections of summary.pdf, worded for the accountant in the user's language. */
async function packSummaryOf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
  locale: Locale,
): Promise<PackSummary> {
  const t = translator(locale, 'pack');
  const mark = (basis: Basis | null | undefined) =>
    basis === 'secondary' || basis === 'estimate' ? ` (${t(`marks.${basis}`)})` : '';
  // The estimate's own reads: the businesses, the running totals, the diary, the cars and the assets.
  const {
    attributes: estimate,
    year,
    businesses,
    ledger,
    categories,
    diary,
    cars,
    unassignedCarExpenses,
    schedules,
  } = await yearEstimateWithInputs(db, userId, yearStart, today);
  const sections: PackSummarySection[] = [];

  // Profit and loss per business, expenses under the business schedule's labels (all excluding GST).
  for (const business of businesses) {
    const pnl = profitAndLoss(
      year,
      ledger.filter((row) => row.companyId === business.id),
      categories.filter((row) => row.companyId === business.id),
    );
    if (business.archived && pnl.totals.income === 0 && pnl.totals.expenses === 0) continue;
    sections.push({
      title: t('pnlTitle', { business: business.name }),
      lines: [
        { label: t('income'), value: aud(pnl.totals.income), strong: true },
        ...scheduleTotals(pnl.categories).map(({ label, amount }) => ({
          label: t(`scheduleLabels.${label}`),
          value: aud(amount),
        })),
        { label: t('totalExpenses'), value: aud(pnl.totals.expenses), strong: true },
        { label: t('netProfit'), value: aud(pnl.totals.profit), strong: true },
      ],
      note: t('pnlNote'),
    });
  }
  if (businesses.length === 0) sections.push({ title: t('pnlTitleNone'), lines: [], note: t('noBusiness') });

  // The BAS of each period of the year, lodged or not, with the adjustments it carries.
  for (const business of businesses.filter((candidate) => candidate.gst_registered)) {
    const context = await basContext(db, userId, business.id, locale);
    const lines: PackSummaryLine[] = [];
    for (const whole of registeredPeriods(context, basPeriodsOfYear(yearStart, context.reporting))) {
      const view = periodView(context, whole);
      const period = basPeriodLabel(view.period.key, locale);
      lines.push({
        label: t(view.lodgedAll ? 'periodLodged' : 'periodNotLodged', { period }),
        value: '',
        strong: true,
      });
      const figures = view.lodged?.lodgement.reported ?? view.figures;
      lines.push({ label: t('g1'), value: aud(figures.g1) });
      lines.push({ label: t('a1'), value: aud(figures.gstOnSales) });
      lines.push({ label: t('b1'), value: aud(figures.gstOnPurchases) });
      for (const adjustment of view.adjustments)
        lines.push({
          label: t('adjustmentNet', { period: basPeriodLabel(adjustment.key, locale) }),
          value: aud(netOf(adjustment)),
        });
      if (view.lodged && netOf(view.lodged.adjustment) !== 0)
        lines.push({ label: t('adjustmentReported'), value: aud(netOf(view.lodged.adjustment)) });
      lines.push({ label: t('netGst'), value: aud(netOf(view.total)) });
      const payg = periodPayg(context, whole);
      if (payg) lines.push({ label: t('paygLine'), value: aud(payg.a5 - payg.b5) });
    }
    sections.push({ title: t('basTitle', { business: business.name }), lines });
  }

  // Each business's depreciation schedule, as the Assets tab shows it.
  for (const { attributes: schedule } of schedules) {
    const lines: PackSummaryLine[] = schedule.assets.map((asset) => {
      const worked = {
        asset: asset.name,
        applied: asset.applied ? t(`applied.${asset.applied}`) : t('notDepreciated'),
        opening: audOf(asset.opening),
        closing: audOf(asset.closing),
      };
      return {
        label:
          asset.balancing_adjustment === '0.00'
            ? t('assetLine', worked)
            : t('assetLineBalancing', { ...worked, adjustment: audOf(asset.balancing_adjustment) }),
        value: `${audOf(asset.deduction)}${mark(asset.basis)}`,
      };
    });
    if (schedule.pool)
      lines.push({
        label: t('poolLine', {
          opening: audOf(schedule.pool.opening),
          additions: audOf(schedule.pool.additions),
          closing: audOf(schedule.pool.closing),
        }),
        value: `${audOf(schedule.pool.deduction)}${mark(schedule.pool.basis)}`,
      });
    lines.push({
      label: t('totalDeduction'),
      value: `${audOf(schedule.total_deduction)}${mark(schedule.basis)}`,
      strong: true,
    });
    if (schedule.assessable_income !== '0.00')
      lines.push({ label: t('assessableIncome'), value: audOf(schedule.assessable_income) });
    sections.push({ title: t('depreciationTitle', { business: schedule.business_name }), lines });
  }
  if (schedules.length === 0)
    sections.push({ title: t('depreciationTitleNone'), lines: [], note: t('noAsset') });

  sections.push({
    title: t('carTitle'),
    lines: cars.map(({ vehicle, attributes }) => ({
      label: [
        `${vehicle.name} (${vehicle.company_name})`,
        attributes.method ? t(`methods.${attributes.method}`) : t('noMethod'),
        ...(attributes.business_km === null ? [] : [t('businessKm', { km: attributes.business_km })]),
      ].join(', '),
      value: attributes.claim === null ? t('noClaim') : `${audOf(attributes.claim)}${mark(attributes.basis)}`,
    })),
    ...(cars.length === 0
      ? { note: t('noVehicle') }
      : unassignedCarExpenses.length > 0
        ? {
            // A business with several vehicles: what is named for none is in no claim above.
            note: unassignedCarExpenses
              .map((business) =>
                t('unassigned', {
                  business: business.businessName,
                  count: business.count,
                  amount: aud(business.amount),
                }),
              )
              .join(' '),
          }
        : {}),
  });

  const wfh = fixedRateClaim(year.label, diary);
  sections.push({
    title: t('homeTitle'),
    lines: wfh
      ? [
          { label: t('hours'), value: (wfh.minutes / 60).toFixed(2) },
          { label: t('ratePerHour'), value: `${aud(wfh.rateCents)}${mark(wfh.basis)}` },
          { label: t('claim'), value: `${aud(wfh.claim)}${mark(wfh.basis)}`, strong: true },
        ]
      : [],
    ...(wfh ? {} : { note: t('noRate') }),
  });

  const owing = estimate.amount_owing;
  sections.push({
    title: t('estimateTitle'),
    lines: estimate.lines.map((line) => ({
      label: t(`estimateLines.${line.key}`),
      value: `${audOf(line.amount)}${mark(line.basis)}`,
      strong: line.key === 'amount-owing' || line.key === 'taxable-income',
    })),
    note: owing === null ? t('noEstimate') : t('estimateNote'),
  });

  const superStatus = estimate.personal_super;
  sections.push({
    title: t('superTitle'),
    lines: [
      { label: t('planned'), value: audOf(superStatus.planned) },
      {
        label: t('cap'),
        value:
          superStatus.cap === null ? t('unknown') : `${audOf(superStatus.cap)}${mark(superStatus.cap_basis)}`,
      },
      {
        label: t('notice'),
        value: superStatus.notice_acknowledged ? t('acknowledged') : t('notAcknowledged'),
        strong: true,
      },
      { label: t('deductible'), value: audOf(superStatus.deductible) },
    ],
  });

  return {
    title: t('title', { year: year.label }),
    subtitle: t('subtitle', {
      from: formatDisplayDate(year.firstDay),
      to: formatDisplayDate(year.lastDay),
      today: formatDisplayDate(today),
    }),
    sections,
  };
}

/** The summary as a PDF, rendered in a worker thread as the BAS's is. */
export async function packSummaryPdf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
  locale: Locale,
): Promise<Uint8Array> {
  return runHeavyWork({
    kind: 'pack-summary-pdf',
    data: await packSummaryOf(db, userId, yearStart, today, locale),
  });
}

const BOM = '\uFEFF';
const money = (cents: number | bigint) => centsToDecimal(Number(cents));

async function paymentsCsv(db: Kysely<Database>, userId: number, from: string, to: string) {
  const rows = await paymentsForExport(db, userId, from, to);
  return (
    BOM +
    csvDocument([
      ['Date', 'Business', 'Invoice number', 'Amount', 'Method', 'Note', 'From bank line'],
      ...rows.map((row) => [
        row.paid_on,
        row.company_name,
        row.invoice_name,
        money(row.amount_cents),
        row.method,
        row.note,
        row.bank_line_id === null ? 'No' : 'Yes',
      ]),
    ])
  );
}

async function bankLinesCsv(db: Kysely<Database>, userId: number, from: string, to: string) {
  const rows = await bankLinesForExport(db, userId, from, to);
  return (
    BOM +
    csvDocument([
      ['Date', 'Business', 'Account', 'Description', 'Amount', 'Balance', 'Status', 'Reconciled as'],
      ...rows.map((row) => [
        row.date,
        row.company_name,
        row.account_name,
        row.description,
        money(row.amount_cents),
        row.balance_cents === null ? null : money(row.balance_cents),
        row.status,
        row.reconciled_kind,
      ]),
    ])
  );
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/** `receipts/YYYY-MM-DD supplier.ext`: a name any system can hold, made unique with " (2)", " (3)"… */
export function receiptEntryNames(
  receipts: readonly { expense_date: string; supplier_name: string; content_type: string }[],
): string[] {
  const taken = new Set<string>();
  return receipts.map((receipt) => {
    const supplier =
      receipt.supplier_name
        .normalize('NFC')
        .replace(/[^\p{L}\p{N} .,&'()+-]/gu, '_')
        .replace(/\s+/g, ' ')
        .replace(/^[ .]+|[ .]+$/g, '')
        .slice(0, 60) || 'receipt';
    const extension = EXTENSIONS[receipt.content_type.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
    const base = `receipts/${receipt.expense_date} ${supplier}`;
    let name = `${base}.${extension}`;
    for (let count = 2; taken.has(name.toLowerCase()); count += 1) name = `${base} (${count}).${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * The ZIP as a stream. Everything but the receipts is made before the first byte (a bad year fails as
 * an error answer, not a broken file); each receipt is read from storage when the ZIP reaches it.
 */
export async function accountantsPack(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
  locale: Locale,
): Promise<Readable> {
  const year = financialYear(yearStart);
  const [pdf, invoices, expenses, payments, bankLines, receipts] = await Promise.all([
    packSummaryPdf(db, userId, yearStart, today, locale),
    invoicesCsv(db, userId, year.firstDay, year.lastDay),
    expensesCsv(db, userId, year.firstDay, year.lastDay),
    paymentsCsv(db, userId, year.firstDay, year.lastDay),
    bankLinesCsv(db, userId, year.firstDay, year.lastDay),
    receiptsForExport(db, userId, year.firstDay, year.lastDay),
  ]);
  const zip = new ZipFile();
  const text = (value: string) => Buffer.from(value, 'utf8');
  zip.addBuffer(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), 'summary.pdf');
  zip.addBuffer(text(invoices), 'csv/invoices.csv');
  zip.addBuffer(text(payments), 'csv/payments.csv');
  zip.addBuffer(text(expenses), 'csv/expenses.csv');
  zip.addBuffer(text(bankLines), 'csv/bank-lines.csv');
  const names = receiptEntryNames(receipts);
  receipts.forEach((receipt, index) => {
    const fileId = Number(receipt.receipt_file_id);
    // Read only when yazl reaches this entry: one receipt in memory at a time. Photos and PDFs are
    // compressed already, so they are stored as they are.
    zip.addReadStreamLazy(names[index] ?? `receipts/${index}.bin`, { compress: false }, (done) => {
      fileStore.getById(db, userId, fileId).then(
        (file) =>
          done(
            null,
            Readable.from(
              file ? [Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)] : [],
            ),
          ),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  });
  zip.end();
  return zip.outputStream as Readable;
}
