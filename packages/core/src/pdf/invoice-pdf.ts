import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { hexToRgb } from '../colors/contrast.ts';
import { formatDisplayDate } from '../dates/calendar.ts';
import { formatAbn } from '../identifiers/abn.ts';
import { type Cents, formatAud } from '../money/cents.ts';
import type { PdfLabels } from './pdf-labels.ts';
import { wrapText } from './wrap-text.ts';

export interface InvoicePdfParty {
  name: string;
  abn?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

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
  look?: InvoicePdfLook;
  /** A voided invoice prints VOID across each page, with the day and the reason at the top. */
  voided?: { on: string; reason: string } | null;
  /** A quote's revision: from the second one on, printed under its dates ("Revision 2"). */
  revision?: number;
}

export interface InvoicePdfLook {
  /** A PNG drawn at the top, fitted into LOGO_BOX. */
  logoPng?: Uint8Array | null;
  /** "#RRGGBB" for the title, the table's rule and the total line. */
  accentColor?: string | null;
}

/** The box a logo is fitted into, keeping its ratio (points). */
export const LOGO_BOX = { width: 120, height: 60 };

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

// Parsing a font costs most of a one-page render; the same bytes are parsed once per process (the BAS
// worksheet renders with it too).
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
export const cachingFontkit: Fontkit = {
  create: (data, postscriptName) => {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const FOOTER = 40;
const SIZE = 9;
const LINE = 12;
const INK = rgb(0.1, 0.11, 0.12);
const MUTED = rgb(0.38, 0.4, 0.43);
const RULE = rgb(0.85, 0.86, 0.88);
const DESCRIPTION_WIDTH = 45;
const ITEM_NAME_WIDTH = 24;
/** Space between two columns, and between a total's label and its amount. */
const GAP = 12;

// Column x positions: item, description, then three right-aligned numbers ending at these x. Quantity
// and unit price move left (and the description narrows) when the amounts are too wide for them.
const COLUMNS = { item: MARGIN, description: 178, quantity: 420, price: 487, amount: A4.width - MARGIN };

/**
 * One line of text: pdf-lib would break at a line break typed into a one-line field (a name, a number)
 * and draw the rest over whatever is below it.
 */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

type FontkitFont = ReturnType<Fontkit['create']>;
const REPLACEMENT = '\ufffd';

/**
 * The text with U+FFFD (or "?") for every character the font has no glyph for: pdf-lib would draw those
 * as nothing. The schemas refuse such text (pdf/printable.ts); this keeps rows saved before they did
 * from printing a blank name.
 */
function visible(value: string, font: FontkitFont): string {
  const mark = font.hasGlyphForCodePoint(REPLACEMENT.charCodeAt(0)) ? REPLACEMENT : '?';
  let shown = '';
  for (const character of value) {
    const drawn = /\s/u.test(character) || font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0);
    shown += drawn ? character : mark;
  }
  return shown;
}

/**
 * Renders one invoice as an A4 PDF with embedded fonts and extractable text. Long invoices break across
 * pages with the table header repeated and "Page N of M" on each page. Pure: fonts and labels come in.
 */
export async function renderInvoicePdf(
  invoice: InvoicePdfData,
  fonts: PdfFonts,
  labels: PdfLabels,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const glyphs = new Map<PDFFont, FontkitFont>([
    [regular, cachingFontkit.create(fonts.regular)],
    [bold, cachingFontkit.create(fonts.bold)],
  ]);
  /** One line as the font can draw it. */
  const shown = (value: string, font: PDFFont) => {
    const line = oneLine(value);
    const glyphSet = glyphs.get(font);
    return glyphSet ? visible(line, glyphSet) : line;
  };
  const isQuote = invoice.kind === 'quote';
  const title = isQuote ? labels.quote : invoice.gstRegistered ? labels.taxInvoice : labels.invoice;
  const accentHex = invoice.look?.accentColor;
  const accent = accentHex ? (({ red, green, blue }) => rgb(red, green, blue))(hexToRgb(accentHex)) : null;
  const logo = invoice.look?.logoPng ? await pdf.embedPng(invoice.look.logoPng) : null;
  pdf.setTitle(`${invoice.voided ? `${VOID} ` : ''}${title} ${invoice.number}`);
  pdf.setCreator('Sorted');
  pdf.setProducer('Sorted');

  const pages: PDFPage[] = [];
  // Set by newPage before anything is drawn.
  let page!: PDFPage;
  let y = 0;

  const text = (
    value: string,
    x: number,
    at: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    page.drawText(shown(value, font), {
      x,
      y: at,
      size: options.size ?? SIZE,
      font,
      color: options.color ?? INK,
    });
  };
  const right = (
    value: string,
    x: number,
    at: number,
    font: PDFFont = regular,
    size = SIZE,
    color: ReturnType<typeof rgb> = INK,
  ) => {
    const line = shown(value, font);
    text(line, x - font.widthOfTextAtSize(line, size), at, { font, size, color });
  };
  const rule = (at: number, strong = false) => {
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: A4.width - MARGIN, y: at },
      ...(strong && accent ? { thickness: 1, color: accent } : { thickness: 0.5, color: RULE }),
    });
  };

  const widest = (values: string[], font: PDFFont) =>
    Math.max(0, ...values.map((value) => font.widthOfTextAtSize(shown(value, font), SIZE)));
  const rows = invoice.items.map((item) => ({
    ...item,
    price: formatAud(item.priceCents),
    amount: formatAud(item.amountCents),
  }));
  const totals: Array<readonly [string, string, PDFFont]> = [
    [labels.subtotal, formatAud(invoice.subtotalCents), regular],
    ...(invoice.gstRegistered ? [[labels.gst, formatAud(invoice.gstCents), regular] as const] : []),
    [labels.total, formatAud(invoice.totalCents), bold],
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
  const price = Math.min(COLUMNS.price, COLUMNS.amount - column(labels.amount, 'amount') - GAP);
  const quantity = Math.min(COLUMNS.quantity, price - column(labels.unitPrice, 'price') - GAP);
  const descriptionEnd = quantity - column(labels.quantity, 'quantity') - GAP;
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
    text(labels.item, COLUMNS.item, y, { font: bold });
    text(labels.description, COLUMNS.description, y, { font: bold });
    right(labels.quantity, quantity, y, bold);
    right(labels.unitPrice, price, y, bold);
    right(labels.amount, COLUMNS.amount, y, bold);
    rule(y - 5, true);
    y -= LINE + 6;
  };

  const newPage = (continued: boolean) => {
    page = pdf.addPage([A4.width, A4.height]);
    pages.push(page);
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

  // The logo above the title, its top at the margin; the number and dates stay at the top right.
  let titleAt = y - 14;
  if (logo) {
    const size = logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    page.drawImage(logo, { x: MARGIN, y: y - size.height, width: size.width, height: size.height });
    titleAt = y - size.height - 12 - 14;
  }
  // Heading: the title, and number and dates on the right.
  text(title, MARGIN, titleAt, { font: bold, size: 22, color: accent ?? INK });
  const meta: Array<[string, string]> = [
    [isQuote ? labels.quoteNumber : labels.number, oneLine(invoice.number)],
    [labels.issueDate, formatDisplayDate(invoice.issueDate)],
    [isQuote ? labels.validUntil : labels.dueDate, formatDisplayDate(invoice.dueDate)],
    ...(isQuote && invoice.revision !== undefined && invoice.revision > 1
      ? [[labels.revision, String(invoice.revision)] as [string, string]]
      : []),
  ];
  meta.forEach(([label, value], index) => {
    const at = y - index * LINE;
    right(value, COLUMNS.amount, at, bold);
    right(label, COLUMNS.amount - bold.widthOfTextAtSize(shown(value, bold), SIZE) - 10, at, regular);
  });
  y = Math.min(y - LINE * 5, titleAt - 14 - LINE * 2);

  // Seller and buyer side by side.
  const partyLines = (party: InvoicePdfParty | null) => {
    if (!party) return ['—'];
    return [
      party.name,
      ...(party.abn ? [`${labels.abn} ${formatAbn(party.abn)}`] : []),
      ...(party.address ? wrapText(party.address, 40) : []),
      ...(party.email ? [party.email] : []),
      ...(party.phone ? [party.phone] : []),
    ];
  };
  const seller = partyLines(invoice.seller);
  const buyer = partyLines(invoice.buyer);
  text(labels.from.toUpperCase(), MARGIN, y, { font: bold, size: 8, color: MUTED });
  text(labels.billTo.toUpperCase(), 320, y, { font: bold, size: 8, color: MUTED });
  y -= LINE + 2;
  for (let line = 0; line < Math.max(seller.length, buyer.length); line++) {
    const font = line === 0 ? bold : regular;
    if (seller[line]) text(seller[line] ?? '', MARGIN, y, { font });
    if (buyer[line]) text(buyer[line] ?? '', 320, y, { font });
    y -= LINE;
  }
  y -= LINE * 1.5;

  // Items.
  tableHeader();
  const nameFits = within(ITEM_NAME_WIDTH, COLUMNS.item, COLUMNS.description - GAP);
  const descriptionFits = within(DESCRIPTION_WIDTH, COLUMNS.description, descriptionEnd);
  for (const item of rows) {
    const names = wrapText(item.name, nameFits);
    const descriptions = [
      ...(item.description ? wrapText(item.description, descriptionFits) : []),
      ...(invoice.gstRegistered && !item.taxable ? [`(${labels.gstFree})`] : []),
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
    rule(y + LINE - 6);
    y -= 6;
  }

  // Totals.
  room(LINE * 5, false);
  y -= LINE;
  for (const [index, [label, value, font]] of totals.entries()) {
    // The total (the last row) in the accent colour, on a line of it.
    const total = accent !== null && index === totals.length - 1;
    if (total) {
      page.drawLine({
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
    right(label, totalLabels, y, font, SIZE, total ? accent : INK);
    right(value, COLUMNS.amount, y, font, SIZE, total ? accent : INK);
    y -= LINE + 2;
  }
  // A business not registered for GST shows no GST at all (a $0.00 row invites the question), and says so.
  const gstNote = !invoice.gstRegistered
    ? labels.notGstRegistered
    : invoice.pricesIncludeGst
      ? labels.totalIncludesGst
      : null;
  if (gstNote) {
    right(gstNote, COLUMNS.amount, y, regular, 8);
    y -= LINE;
  }

  // Payment details.
  const payment: Array<[string, string]> =
    invoice.payment?.method === 'payid'
      ? [
          [labels.payId, invoice.payment.payId],
          [labels.payIdName, invoice.payment.name],
        ]
      : invoice.payment?.method === 'bank'
        ? [
            [labels.bankName, invoice.payment.bankName],
            [labels.bsb, `${invoice.payment.bsb.slice(0, 3)}-${invoice.payment.bsb.slice(3)}`],
            [labels.accountNumber, invoice.payment.accountNumber],
            [labels.accountName, invoice.payment.accountName],
          ]
        : [];
  if (payment.length > 0) {
    room(LINE * (payment.length + 3), false);
    y -= LINE;
    text(labels.paymentDetails.toUpperCase(), MARGIN, y, { font: bold, size: 8, color: MUTED });
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
    text(labels.note.toUpperCase(), MARGIN, y, { font: bold, size: 8, color: MUTED });
    y -= LINE + 2;
    for (const line of lines) {
      room(LINE, false);
      text(line, MARGIN, y);
      y -= LINE;
    }
  }

  const voided = invoice.voided;
  pages.forEach((each, index) => {
    if (voided) {
      // As on paper: the document stays readable, stamped VOID (the word the ATO and banks use).
      each.drawText(VOID, {
        x: A4.width / 2 - 150,
        y: A4.height / 2 - 120,
        size: 120,
        font: bold,
        color: VOID_RED,
        opacity: 0.25,
        rotate: degrees(35),
      });
      const line = shown(`${VOID} ${formatDisplayDate(voided.on)}: ${voided.reason}`, regular);
      each.drawText(line.length > 110 ? `${line.slice(0, 109)}…` : line, {
        x: MARGIN,
        y: A4.height - MARGIN / 2,
        size: 9,
        font: bold,
        color: VOID_RED,
      });
    }
    const label = labels.page(index + 1, pages.length);
    each.drawText(label, {
      x: (A4.width - regular.widthOfTextAtSize(label, 8)) / 2,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
