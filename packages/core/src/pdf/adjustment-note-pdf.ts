import type { PDFFont } from 'pdf-lib';
import { formatAud, formatDisplayDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
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

// The adjustment note as an A4 page, in the business's look (logo, accent), drawn in the frame
// every document shares: what GSTR 2013/2 asks a note to show (the words "Adjustment Note", the supplier and its ABN,
// the recipient, the date of issue, the reason, the adjustment and its GST, the invoice it adjusts).

export interface AdjustmentNotePdfData {
  number: string;
  issueDate: string;
  seller: PdfParty;
  buyer: PdfParty | null;
  invoice: { number: string; date: string; totalCents: Cents };
  /** What the invoice's total is once this note (and the earlier ones) are taken off. */
  adjustedTotalCents: Cents;
  kind: 'reduce' | 'cancel';
  reason: string;
  amountCents: Cents;
  gstCents: Cents;
  look?: PdfLook;
}

const SIZE = 10;
const LINE = 15;

/** Renders one note in the frame every document shares. Pure: fonts and language come in. One page always fits it. */
export async function renderAdjustmentNotePdf(
  note: AdjustmentNotePdfData,
  fonts: PdfFonts,
  locale: Locale,
): Promise<Uint8Array> {
  const t = translator(locale, 'adjustmentNote');
  const frame = await openPdfFrame({
    fonts,
    title: `${t('title')} ${note.number}`,
    look: note.look,
    size: SIZE,
    line: LINE,
  });
  const { regular, bold, accent, text, right } = frame;
  frame.addPage();
  // The ATO's words stay English in every language; the user's own follow them where they differ.
  const titleInLanguage = t('titleInLanguage');
  const titleAt = frame.heading({
    title: t('title'),
    ...(titleInLanguage === t('title') ? {} : { subtitle: titleInLanguage }),
    meta: [
      [t('number'), note.number],
      [t('issueDate'), formatDisplayDate(note.issueDate)],
    ],
    metaLabelColor: MUTED,
  });
  let y = Math.min(A4.height - MARGIN - LINE * 4, titleAt - 16 - LINE * 2);
  y = frame.parties(
    y,
    [
      [t('from'), partyLines(note.seller, t('abn'), { phone: false })],
      [t('to'), partyLines(note.buyer, t('abn'), { phone: false })],
    ],
    LINE,
  );
  y -= LINE;

  text(
    t('adjusts', { invoice: note.invoice.number, date: formatDisplayDate(note.invoice.date) }),
    MARGIN,
    y,
    {
      font: bold,
    },
  );
  y -= LINE * 1.5;
  frame.sectionLabel(t('reason'), MARGIN, y);
  y -= LINE;
  for (const line of wrapText(note.reason, 95)) {
    text(line, MARGIN, y);
    y -= LINE;
  }
  if (note.kind === 'cancel') {
    text(t('cancelled'), MARGIN, y, { color: MUTED });
    y -= LINE;
  }
  y -= LINE;

  const figures: Array<[string, Cents, PDFFont]> = [
    [t('invoiceTotal'), note.invoice.totalCents, regular],
    [t('adjustment'), -note.amountCents, bold],
    [t('gstAdjusted'), -note.gstCents, bold],
    [t('adjustedTotal'), note.adjustedTotalCents, regular],
  ];
  frame.rule(y + LINE - 4, true);
  for (const [label, cents, font] of figures) {
    text(label, MARGIN, y, { font });
    right(formatAud(cents), RIGHT_EDGE, y, { font, color: font === bold && accent ? accent : INK });
    y -= LINE;
  }
  frame.rule(y + LINE - 4, true);
  y -= LINE;
  text(t('note'), MARGIN, y, { color: MUTED, size: 8 });
  return frame.save();
}
