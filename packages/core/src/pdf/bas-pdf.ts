import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type BasReport, basReportFacts, basReportLines } from '../gst/bas-report.ts';
import { formatAud } from '../money/cents.ts';
import type { BasLabels } from './bas-pdf-labels.ts';
import { cachingFontkit, type PdfFonts } from './invoice-pdf.ts';

// The BAS worksheet of one period as an A4 page, drawn with the invoices' renderer (pdf-lib, the same
// embedded fonts parsed once per process). One page always fits: a handful of facts, at most a few
// dozen lines (three per adjusted period).

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const SIZE = 10;
const LINE = 16;
const INK = rgb(0.1, 0.11, 0.12);
const MUTED = rgb(0.38, 0.4, 0.43);
const RULE = rgb(0.85, 0.86, 0.88);

/** Renders the worksheet with extractable text. Pure: fonts and labels come in. */
export async function renderBasPdf(
  report: BasReport,
  fonts: PdfFonts,
  labels: BasLabels,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setTitle(`${labels.title} ${labels.periodName(report.period.key)}`);
  pdf.setCreator('Sorted');
  pdf.setProducer('Sorted');
  const page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const oneLine = (value: string) => value.replace(/\s+/g, ' ');
  const text = (value: string, x: number, y: number, font: PDFFont = regular, color = INK, size = SIZE) =>
    page.drawText(oneLine(value), { x, y, size, font, color });
  const right = (value: string, y: number, font: PDFFont = regular) =>
    text(value, A4.width - MARGIN - font.widthOfTextAtSize(oneLine(value), SIZE), y, font);
  const rule = (y: number) =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    });

  let y = A4.height - MARGIN - 8;
  text(labels.title, MARGIN, y, bold, INK, 16);
  y -= LINE * 2;
  for (const [label, value] of basReportFacts(report, labels)) {
    if (label) text(label, MARGIN, y, regular, MUTED);
    text(value, MARGIN + 130, y, label ? regular : bold);
    y -= LINE;
  }
  y -= LINE;
  text(labels.figure, MARGIN, y, bold, MUTED);
  right(labels.amount, y, bold);
  y -= 6;
  rule(y);
  y -= LINE;
  for (const line of basReportLines(report, labels)) {
    const font = line.strong ? bold : regular;
    text(line.code, MARGIN, y, bold);
    text(line.label, MARGIN + 40, y, font);
    right(formatAud(line.amount), y, font);
    y -= LINE;
  }
  rule(y + LINE - 6);
  y -= LINE;
  text(labels.note, MARGIN, y, regular, MUTED, 8);
  return pdf.save();
}
