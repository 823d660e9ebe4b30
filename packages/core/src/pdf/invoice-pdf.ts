import { degrees, type PDFFont, rgb } from 'pdf-lib';
import { formatAud, formatDisplayDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import { formatPayId } from '../identifiers/payid.ts';
import type { Cents } from '../money/cents.ts';
import {
  A4,
  INK,
  MARGIN,
  MUTED,
  openPdfFrame,
  type PdfFonts,
  type PdfLook,
  type PdfParty,
  partyLines,
  RIGHT_EDGE,
} from './pdf-frame.ts';
import { wrapText } from './wrap-text.ts';

/** A party as every document of the business prints it (pdf-frame.ts). */
export type InvoicePdfParty = PdfParty;

export interface InvoicePdfItem {
  name: string;
  description?: string | null;
  /** As shown, e.g. "1.5". */
  quantity: string;
  priceCents: Cents;
  amountCents: Cents;
  taxable: boolean;
}

const VOID = 'VOID';
const VOID_RED = rgb(0.75, 0.1, 0.1);

export interface InvoicePdfData {
  /** A quote prints as "Quote" with its valid-until date in the due date's place; an invoice by default. */
  kind?: 'invoice' | 'quote';
  number: string;
  /** The client's own reference for it (their PO or job number), printed under the number when set. */
  reference?: string | null;
  issueDate: string;
  /** A quote's valid-until date. */
  dueDate: string;
  seller: InvoicePdfParty;
  buyer: InvoicePdfParty | null;
  gstRegistered: boolean;
  pricesIncludeGst: boolean;
  items: InvoicePdfItem[];
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
  payment:
    | { method: 'payid'; payId: string; name: string }
    | { method: 'bank'; bankName: string; bsb: string; accountNumber: string; accountName: string }
    | null;
  note?: string | null;
  /** The business's look (a saved invoice's); without it the plain one. */
  look?: PdfLook;
  /** A voided invoice prints VOID across each page, with the day and the reason at the top. */
  voided?: { on: string; reason: string } | null;
  /** A quote's revision: from the second one on, printed under its dates ("Revision 2"). */
  revision?: number;
}

const SIZE = 9;
const LINE = 12;
const FOOTER = 40;
const DESCRIPTION_WIDTH = 45;
const ITEM_NAME_WIDTH = 24;
/** The widest a reference's line prints at the top right; a longer one runs over more lines. */
const REFERENCE_WIDTH = 170;
/** Space between two columns, and between a total's label and its amount. */
const GAP = 12;

// Column x positions: item, description, then three right-aligned numbers ending at these x. Quantity
// and unit price move left (and the description narrows) when the amounts are too wide for them.
const COLUMNS = { item: MARGIN, description: 178, quantity: 420, price: 487, amount: RIGHT_EDGE };

/**
 * Renders one invoice (or quote) as an A4 PDF in the frame every document shares. Long ones break across
 * pages with the table header repeated and "Page N of M" on each page. Pure: fonts and language come in.
 */
export async function renderInvoicePdf(
  invoice: InvoicePdfData,
  fonts: PdfFonts,
  locale: Locale,
): Promise<Uint8Array> {
  const t = translator(locale, 'pdf');
  const isQuote = invoice.kind === 'quote';
  const title = t(isQuote ? 'quote' : invoice.gstRegistered ? 'taxInvoice' : 'invoice');
  const frame = await openPdfFrame({
    fonts,
    title: `${invoice.voided ? `${VOID} ` : ''}${title} ${invoice.number}`,
    look: invoice.look,
    size: SIZE,
    line: LINE,
  });
  const { regular, bold, accent, text, right, widthOf } = frame;
  let y = 0;

  const widest = (values: string[], font: PDFFont) =>
    Math.max(0, ...values.map((value) => widthOf(value, font)));
  const rows = invoice.items.map((item) => ({
    ...item,
    price: formatAud(item.priceCents),
    amount: formatAud(item.amountCents),
  }));
  const totals: Array<readonly [string, string, PDFFont]> = [
    [t('subtotal'), formatAud(invoice.subtotalCents), regular],
    ...(invoice.gstRegistered ? [[t('gst'), formatAud(invoice.gstCents), regular] as const] : []),
    [t('total'), formatAud(invoice.totalCents), bold],
  ];
  /** A number column's width: its bold header's or its widest value's. */
  const column = (header: string, key: 'quantity' | 'price' | 'amount') =>
    Math.max(
      widest([header], bold),
      widest(
        rows.map((row) => row[key]),
        regular,
      ),
    );
  // Every amount the schemas accept fits: each number column ends where the one to its right begins.
  const price = Math.min(COLUMNS.price, COLUMNS.amount - column(t('amount'), 'amount') - GAP);
  const quantity = Math.min(COLUMNS.quantity, price - column(t('unitPrice'), 'price') - GAP);
  const descriptionEnd = quantity - column(t('quantity'), 'quantity') - GAP;
  const totalLabels = Math.min(
    COLUMNS.price,
    COLUMNS.amount - Math.max(...totals.map(([, value, font]) => widest([value], font))) - GAP,
  );
  // Wrapping measures many candidate lines: one character at a time, each measured once (without kerning,
  // which only narrows a line), costs a fraction of laying out every candidate.
  const characterWidths = new Map<string, number>();
  const lineWidth = (line: string) => {
    let width = 0;
    for (const character of line) {
      let each = characterWidths.get(character);
      if (each === undefined) {
        each = regular.widthOfTextAtSize(character, SIZE);
        characterWidths.set(character, each);
      }
      width += each;
    }
    return width;
  };
  /** A line fits a column when it has at most `characters` and ends before `end`. */
  const within = (characters: number, start: number, end: number) => (line: string) =>
    line.length <= characters && lineWidth(line) <= end - start;

  const tableHeader = () => {
    text(t('item'), COLUMNS.item, y, { font: bold });
    text(t('description'), COLUMNS.description, y, { font: bold });
    right(t('quantity'), quantity, y, { font: bold });
    right(t('unitPrice'), price, y, { font: bold });
    right(t('amount'), COLUMNS.amount, y, { font: bold });
    frame.rule(y - 5, true);
    y -= LINE + 6;
  };

  const newPage = (continued: boolean) => {
    frame.addPage();
    y = A4.height - MARGIN;
    if (continued) {
      text(`${title} ${invoice.number}`, MARGIN, y, { font: bold, size: 11, color: accent ?? INK });
      y -= LINE * 2;
      tableHeader();
    }
  };
  /** Starts a new page (with the table header) when `height` no longer fits above the footer. */
  const room = (height: number, inTable: boolean) => {
    if (y - height < MARGIN + FOOTER) newPage(inTable);
  };

  newPage(false);
  // The reference, under the number: its first line labelled, the rest of a long one under it.
  const reference = invoice.reference
    ? wrapText(invoice.reference, (line) => widthOf(line, bold) <= REFERENCE_WIDTH).map(
        (line, index) => [index === 0 ? t('reference') : '', line] as const,
      )
    : [];
  const meta = [
    [t(isQuote ? 'quoteNumber' : 'number'), invoice.number] as const,
    ...reference,
    [t('issueDate'), formatDisplayDate(invoice.issueDate)] as const,
    [t(isQuote ? 'validUntil' : 'dueDate'), formatDisplayDate(invoice.dueDate)] as const,
    ...(isQuote && invoice.revision !== undefined && invoice.revision > 1
      ? [[t('revision'), String(invoice.revision)] as const]
      : []),
  ];
  const titleAt = frame.heading({ title, meta });
  // The parties start under the title and under the last line at the top right.
  y = Math.min(y - LINE * Math.max(5, meta.length + 2), titleAt - 14 - LINE * 2);
  y = frame.parties(
    y,
    [
      [t('from'), partyLines(invoice.seller, t('abn'), { phone: true })],
      [t('billTo'), partyLines(invoice.buyer, t('abn'), { phone: true })],
    ],
    LINE + 2,
  );
  y -= LINE * 1.5;

  // Items.
  tableHeader();
  const nameFits = within(ITEM_NAME_WIDTH, COLUMNS.item, COLUMNS.description - GAP);
  const descriptionFits = within(DESCRIPTION_WIDTH, COLUMNS.description, descriptionEnd);
  for (const item of rows) {
    const names = wrapText(item.name, nameFits);
    const descriptions = [
      ...(item.description ? wrapText(item.description, descriptionFits) : []),
      ...(invoice.gstRegistered && !item.taxable ? [`(${t('gstFree')})`] : []),
    ];
    const lines = Math.max(names.length, descriptions.length, 1);
    room(lines * LINE + 6, true);
    for (const [index, line] of names.entries()) text(line, COLUMNS.item, y - index * LINE);
    for (const [index, line] of descriptions.entries()) {
      text(line, COLUMNS.description, y - index * LINE, { color: MUTED });
    }
    right(item.quantity, quantity, y);
    right(item.price, price, y);
    right(item.amount, COLUMNS.amount, y);
    y -= lines * LINE;
    frame.rule(y + LINE - 6);
    y -= 6;
  }

  // Totals.
  room(LINE * 5, false);
  y -= LINE;
  for (const [index, [label, value, font]] of totals.entries()) {
    // The total (the last row) in the accent colour, on a line of it.
    const total = accent !== null && index === totals.length - 1;
    if (total) {
      frame.page.drawLine({
        start: {
          x:
            totalLabels -
            widest(
              totals.map(([name]) => name),
              bold,
            ),
          y: y + LINE - 2,
        },
        end: { x: COLUMNS.amount, y: y + LINE - 2 },
        thickness: 1,
        color: accent,
      });
    }
    right(label, totalLabels, y, { font, color: total ? accent : INK });
    right(value, COLUMNS.amount, y, { font, color: total ? accent : INK });
    y -= LINE + 2;
  }
  // A business not registered for GST shows no GST at all (a $0.00 row invites the question), and says so.
  const gstNote = !invoice.gstRegistered
    ? t('notGstRegistered')
    : invoice.pricesIncludeGst
      ? t('totalIncludesGst')
      : null;
  if (gstNote) {
    right(gstNote, COLUMNS.amount, y, { size: 8 });
    y -= LINE;
  }

  // Payment details.
  const payment: Array<[string, string]> =
    invoice.payment?.method === 'payid'
      ? [
          [t('payId'), formatPayId(invoice.payment.payId)],
          [t('payIdName'), invoice.payment.name],
        ]
      : invoice.payment?.method === 'bank'
        ? [
            [t('bankName'), invoice.payment.bankName],
            [t('bsb'), `${invoice.payment.bsb.slice(0, 3)}-${invoice.payment.bsb.slice(3)}`],
            [t('accountNumber'), invoice.payment.accountNumber],
            [t('accountName'), invoice.payment.accountName],
          ]
        : [];
  if (payment.length > 0) {
    room(LINE * (payment.length + 3), false);
    y -= LINE;
    frame.sectionLabel(t('paymentDetails'), MARGIN, y);
    y -= LINE + 2;
    for (const [label, value] of payment) {
      text(label, MARGIN, y, { color: MUTED });
      text(value, MARGIN + 100, y, { font: bold });
      y -= LINE;
    }
  }

  // Note.
  if (invoice.note) {
    const lines = wrapText(invoice.note, 95);
    room(LINE * 3, false);
    y -= LINE;
    frame.sectionLabel(t('note'), MARGIN, y);
    y -= LINE + 2;
    for (const line of lines) {
      room(LINE, false);
      text(line, MARGIN, y);
      y -= LINE;
    }
  }

  const voided = invoice.voided;
  frame.eachPage((page, index, count) => {
    if (voided) {
      // As on paper: the document stays readable, stamped VOID (the word the ATO and banks use).
      page.drawText(VOID, {
        x: A4.width / 2 - 150,
        y: A4.height / 2 - 120,
        size: 120,
        font: bold,
        color: VOID_RED,
        opacity: 0.25,
        rotate: degrees(35),
      });
      const line = frame.shown(`${VOID} ${formatDisplayDate(voided.on)}: ${voided.reason}`);
      page.drawText(line.length > 110 ? `${line.slice(0, 109)}…` : line, {
        x: MARGIN,
        y: A4.height - MARGIN / 2,
        size: 9,
        font: bold,
        color: VOID_RED,
      });
    }
    const label = t('page', { page: index + 1, pages: count });
    page.drawText(label, {
      x: (A4.width - regular.widthOfTextAtSize(label, 8)) / 2,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return frame.save();
}
