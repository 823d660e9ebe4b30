import { Readable } from 'node:stream';
import { csvDocument } from '@sorted/core/csv/csv-cells';
import { netOf } from '@sorted/core/gst/bas-adjustments';
import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { basPeriodsOfYear } from '@sorted/core/gst/bas-periods';
import { formatAmount, formatAud } from '@sorted/core/i18n/format';
import { type Cents, centsToDecimal } from '@sorted/core/money/cents';
import type { PackSummary, PackSummaryLine, PackSummarySection } from '@sorted/core/pdf/pack-summary-pdf';
import { financialYear, profitAndLoss } from '@sorted/core/profit/profit-and-loss';
import type { Basis } from '@sorted/core/tax-time/basis';
import type { EstimateLineKey } from '@sorted/core/tax-time/estimate';
import { fixedRateClaim } from '@sorted/core/tax-time/home-office';
import { SCHEDULE_LABEL_NAMES, scheduleTotals } from '@sorted/core/tax-time/schedule-labels';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/schema.ts';
import { basContext, periodView, registeredPeriods } from '../../lib/bas-worksheet.ts';
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

const APPLIED_NAMES = {
  instant: 'written off',
  pool: 'small business pool',
  diminishing: 'diminishing value',
  prime: 'prime cost',
} as const;
const BASIS_MARK: Record<Basis, string> = {
  confirmed: '',
  secondary: ' (Secondary)',
  estimate: ' (Estimate)',
};
const mark = (basis: Basis | null | undefined) => (basis ? BASIS_MARK[basis] : '');

const METHOD_NAMES = {
  cents_per_km: 'cents per kilometre',
  logbook: 'logbook',
  actual_costs: 'actual costs',
} as const;

const ESTIMATE_LINE_NAMES: Record<EstimateLineKey, string> = {
  'business-profit': 'Business profit',
  car: 'Car expenses',
  'home-office': 'Working from home',
  depreciation: 'Depreciation',
  'net-business-income': 'Net business income',
  'salary-and-wages': 'Salary and wages',
  'personal-super': 'Personal super contributions',
  'tax-loss': 'Tax loss',
  'taxable-income': 'Taxable income',
  'income-tax': 'Income tax',
  'low-income-offsets': 'Low income tax offsets',
  'small-business-offset': 'Small business income tax offset',
  'medicare-levy': 'Medicare levy',
  'payg-instalments': 'PAYG instalments paid',
  'payg-withheld': 'PAYG withheld',
  'amount-owing': 'Amount owing (refund if negative)',
};

/** The year's summary: the sections of summary.pdf, worded for the accountant. */
async function packSummaryOf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
): Promise<PackSummary> {
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
      title: `Profit and loss: ${business.name}`,
      lines: [
        { label: 'Income (excl. GST)', value: aud(pnl.totals.income), strong: true },
        ...scheduleTotals(pnl.categories).map(({ label, amount }) => ({
          label: SCHEDULE_LABEL_NAMES[label],
          value: aud(amount),
        })),
        { label: 'Total expenses (excl. GST)', value: aud(pnl.totals.expenses), strong: true },
        { label: 'Net profit', value: aud(pnl.totals.profit), strong: true },
      ],
      note: 'Expenses are the deductible part: excluding GST, times the business-use share.',
    });
  }
  if (businesses.length === 0)
    sections.push({ title: 'Profit and loss', lines: [], note: 'No business is recorded in Sorted.' });

  // The BAS of each period of the year, lodged or not, with the adjustments it carries.
  for (const business of businesses.filter((candidate) => candidate.gst_registered)) {
    const context = await basContext(db, userId, business.id, 'en');
    const lines: PackSummaryLine[] = [];
    for (const whole of registeredPeriods(context, basPeriodsOfYear(yearStart, context.reporting))) {
      const view = periodView(context, whole);
      const lodged = view.lodgedAll ? 'lodged' : 'not lodged';
      lines.push({ label: `${basPeriodLabel(view.period.key, 'en')} (${lodged})`, value: '', strong: true });
      const figures = view.lodged?.lodgement.reported ?? view.figures;
      lines.push({ label: 'G1 Total sales', value: aud(figures.g1) });
      lines.push({ label: '1A GST on sales', value: aud(figures.gstOnSales) });
      lines.push({ label: '1B GST on purchases', value: aud(figures.gstOnPurchases) });
      for (const adjustment of view.adjustments)
        lines.push({
          label: `Adjustment for ${basPeriodLabel(adjustment.key, 'en')}: net`,
          value: aud(netOf(adjustment)),
        });
      if (view.lodged && netOf(view.lodged.adjustment) !== 0)
        lines.push({ label: 'Adjustment reported: net', value: aud(netOf(view.lodged.adjustment)) });
      lines.push({ label: 'Net GST (1A less 1B, with adjustments)', value: aud(netOf(view.total)) });
    }
    sections.push({ title: `BAS periods: ${business.name}`, lines });
  }

  // Each business's depreciation schedule, as the Assets tab shows it.
  for (const { attributes: schedule } of schedules) {
    const lines: PackSummaryLine[] = schedule.assets.map((asset) => ({
      label: `${asset.name}: ${asset.applied ? APPLIED_NAMES[asset.applied] : 'not depreciated this year'}, opening ${audOf(asset.opening)}, closing ${audOf(asset.closing)}${
        asset.balancing_adjustment === '0.00'
          ? ''
          : `, balancing adjustment ${audOf(asset.balancing_adjustment)}`
      }`,
      value: `${audOf(asset.deduction)}${mark(asset.basis)}`,
    }));
    if (schedule.pool)
      lines.push({
        label: `Small business pool: opening ${audOf(schedule.pool.opening)}, additions ${audOf(schedule.pool.additions)}, closing ${audOf(schedule.pool.closing)}`,
        value: `${audOf(schedule.pool.deduction)}${mark(schedule.pool.basis)}`,
      });
    lines.push({
      label: 'Total deduction',
      value: `${audOf(schedule.total_deduction)}${mark(schedule.basis)}`,
      strong: true,
    });
    if (schedule.assessable_income !== '0.00')
      lines.push({ label: 'Assessable income (balancing)', value: audOf(schedule.assessable_income) });
    sections.push({ title: `Depreciation schedule: ${schedule.business_name}`, lines });
  }
  if (schedules.length === 0)
    sections.push({ title: 'Depreciation schedule', lines: [], note: 'No asset is recorded in Sorted.' });

  sections.push({
    title: 'Car expenses',
    lines: cars.map(({ vehicle, attributes }) => ({
      label: `${vehicle.name} (${vehicle.company_name}), ${attributes.method ? METHOD_NAMES[attributes.method] : 'no method chosen'}${
        attributes.business_km === null ? '' : `, ${attributes.business_km} business km`
      }`,
      value: attributes.claim === null ? 'no claim' : `${audOf(attributes.claim)}${mark(attributes.basis)}`,
    })),
    ...(cars.length === 0
      ? { note: 'No vehicle is recorded in Sorted.' }
      : unassignedCarExpenses.length > 0
        ? {
            // A business with several vehicles: what is named for none is in no claim above.
            note: unassignedCarExpenses
              .map(
                (business) =>
                  `${business.businessName}: ${business.count} motor-vehicle expense${business.count === 1 ? '' : 's'} of ${aud(business.amount)} assigned to no vehicle, not in any claim above.`,
              )
              .join(' '),
          }
        : {}),
  });

  const wfh = fixedRateClaim(year.label, diary);
  sections.push({
    title: 'Working from home (fixed rate method)',
    lines: wfh
      ? [
          { label: 'Hours worked from home', value: (wfh.minutes / 60).toFixed(2) },
          { label: 'Rate per hour', value: `${aud(wfh.rateCents)}${mark(wfh.basis)}` },
          { label: 'Claim', value: `${aud(wfh.claim)}${mark(wfh.basis)}`, strong: true },
        ]
      : [],
    ...(wfh ? {} : { note: 'No fixed rate is known for this year.' }),
  });

  const owing = estimate.amount_owing;
  sections.push({
    title: 'Tax estimate',
    lines: estimate.lines.map((line) => ({
      label: ESTIMATE_LINE_NAMES[line.key],
      value: `${audOf(line.amount)}${mark(line.basis)}`,
      strong: line.key === 'amount-owing' || line.key === 'taxable-income',
    })),
    note:
      owing === null
        ? 'No estimate for this year (no individual business, or a year the tax tables do not cover).'
        : 'An estimate, not a tax return. (Estimate) and (Secondary) mark figures not yet confirmed by the ATO.',
  });

  const superStatus = estimate.personal_super;
  sections.push({
    title: 'Personal super contributions',
    lines: [
      { label: 'Planned contributions', value: audOf(superStatus.planned) },
      {
        label: 'Concessional cap',
        value:
          superStatus.cap === null ? 'unknown' : `${audOf(superStatus.cap)}${mark(superStatus.cap_basis)}`,
      },
      {
        label: 'Notice of intent to claim',
        value: superStatus.notice_acknowledged ? 'acknowledged by the fund' : 'not acknowledged yet',
        strong: true,
      },
      { label: 'Deductible', value: audOf(superStatus.deductible) },
    ],
  });

  return {
    title: `Accountant's pack ${year.label}`,
    subtitle: `Financial year ${year.firstDay} to ${year.lastDay}, made ${today}. Amounts in AUD.`,
    sections,
  };
}

/** The summary as a PDF, rendered in a worker thread as the BAS's is. */
export async function packSummaryPdf(
  db: Kysely<Database>,
  userId: number,
  yearStart: number,
  today: string,
): Promise<Uint8Array> {
  return runHeavyWork({ kind: 'pack-summary-pdf', data: await packSummaryOf(db, userId, yearStart, today) });
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
): Promise<Readable> {
  const year = financialYear(yearStart);
  const [pdf, invoices, expenses, payments, bankLines, receipts] = await Promise.all([
    packSummaryPdf(db, userId, yearStart, today),
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
