import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { hexToRgb } from '../colors/contrast.ts';
import { formatDisplayDate } from '../dates/calendar.ts';
import { formatAbn } from '../identifiers/abn.ts';
import { type Cents, formatAud } from '../money/cents.ts';
import type { AdjustmentNotePdfLabels } from './adjustment-note-pdf-labels.ts';
import {
  cachingFontkit,
  type InvoicePdfLook,
  type InvoicePdfParty,
  LOGO_BOX,
  type PdfFonts,
} from './invoice-pdf.ts';
import { wrapText } from './wrap-text.ts';

// The adjustment note as an A4 page, in the business's look (logo, accent), drawn with the invoices'
// renderer: what GSTR 2013/2 asks a note to show (the words "Adjustment Note", the supplier and its ABN,
// the recipient, the date of issue, the reason, the adjustment and its GST, the invoice it adjusts).

export interface AdjustmentNotePdfData {
  number: string;
  issueDate: string;
  seller: InvoicePdfParty;
  buyer: InvoicePdfParty | null;
  invoice: { number: string; date: string; totalCents: Cents };
  /** What the invoice's total is once this note (and the earlier ones) are taken off. */
  adjustedTotalCents: Cents;
  kind: 'reduce' | 'cancel';
  reason: string;
  amountCents: Cents;
  gstCents: Cents;
  look?: InvoicePdfLook;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZE = 10;
const LINE = 15;
const INK = rgb(0.1, 0.11, 0.12);
const MUTED = rgb(0.38, 0.4, 0.43);
const RULE = rgb(0.85, 0.86, 0.88);

/** Renders one note with extractable text. Pure: fonts and labels come in. One page always fits it. */
export async function renderAdjustmentNotePdf(
  note: AdjustmentNotePdfData,
  fonts: PdfFonts,
  labels: AdjustmentNotePdfLabels,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const accent = note.look?.accentColor
    ? (({ red, green, blue }) => rgb(red, green, blue))(hexToRgb(note.look.accentColor))
    : null;
  const logo = note.look?.logoPng ? await pdf.embedPng(note.look.logoPng) : null;
  pdf.setTitle(`${labels.title} ${note.number}`);
  pdf.setCreator('Sorted');
  pdf.setProducer('Sorted');
  const page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const oneLine = (value: string) => value.replace(/\s+/g, ' ');
  const text = (value: string, x: number, y: number, font: PDFFont = regular, color = INK, size = SIZE) =>
    page.drawText(oneLine(value), { x, y, size, font, color });
  const right = (value: string, y: number, font: PDFFont = regular, color = INK) =>
    text(value, A4.width - MARGIN - font.widthOfTextAtSize(oneLine(value), SIZE), y, font, color);
  const rule = (y: number) =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      ...(accent ? { thickness: 1, color: accent } : { thickness: 0.5, color: RULE }),
    });

  let y = A4.height - MARGIN;
  let titleAt = y - 14;
  if (logo) {
    const size = logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    page.drawImage(logo, { x: MARGIN, y: y - size.height, width: size.width, height: size.height });
    titleAt = y - size.height - 12 - 14;
  }
  text(labels.title, MARGIN, titleAt, bold, accent ?? INK, 22);
  if (labels.titleInLanguage) text(labels.titleInLanguage, MARGIN, titleAt - 16, regular, MUTED);
  const meta: Array<[string, string]> = [
    [labels.number, note.number],
    [labels.issueDate, formatDisplayDate(note.issueDate)],
  ];
  meta.forEach(([label, value], index) => {
    const at = y - index * LINE;
    right(value, at, bold);
    text(
      label,
      A4.width -
        MARGIN -
        bold.widthOfTextAtSize(oneLine(value), SIZE) -
        10 -
        regular.widthOfTextAtSize(label, SIZE),
      at,
      regular,
      MUTED,
    );
  });
  y = Math.min(y - LINE * 4, titleAt - 16 - LINE * 2);

  const partyLines = (party: InvoicePdfParty | null) =>
    party
      ? [
          party.name,
          ...(party.abn ? [`${labels.abn} ${formatAbn(party.abn)}`] : []),
          ...(party.address ? wrapText(party.address, 40) : []),
          ...(party.email ? [party.email] : []),
        ]
      : ['—'];
  const seller = partyLines(note.seller);
  const buyer = partyLines(note.buyer);
  text(labels.from.toUpperCase(), MARGIN, y, bold, MUTED, 8);
  text(labels.to.toUpperCase(), 320, y, bold, MUTED, 8);
  y -= LINE;
  for (let line = 0; line < Math.max(seller.length, buyer.length); line++) {
    const font = line === 0 ? bold : regular;
    if (seller[line]) text(seller[line] ?? '', MARGIN, y, font);
    if (buyer[line]) text(buyer[line] ?? '', 320, y, font);
    y -= LINE;
  }
  y -= LINE;

  text(labels.adjusts(note.invoice.number, formatDisplayDate(note.invoice.date)), MARGIN, y, bold);
  y -= LINE * 1.5;
  text(labels.reason.toUpperCase(), MARGIN, y, bold, MUTED, 8);
  y -= LINE;
  for (const line of wrapText(note.reason, 95)) {
    text(line, MARGIN, y);
    y -= LINE;
  }
  if (note.kind === 'cancel') {
    text(labels.cancelled, MARGIN, y, regular, MUTED);
    y -= LINE;
  }
  y -= LINE;

  const figures: Array<[string, Cents, PDFFont]> = [
    [labels.invoiceTotal, note.invoice.totalCents, regular],
    [labels.adjustment, -note.amountCents, bold],
    [labels.gstAdjusted, -note.gstCents, bold],
    [labels.adjustedTotal, note.adjustedTotalCents, regular],
  ];
  rule(y + LINE - 4);
  for (const [label, cents, font] of figures) {
    text(label, MARGIN, y, font);
    right(formatAud(cents), y, font, font === bold && accent ? accent : INK);
    y -= LINE;
  }
  rule(y + LINE - 4);
  y -= LINE;
  text(labels.note, MARGIN, y, regular, MUTED, 8);
  return pdf.save();
}
