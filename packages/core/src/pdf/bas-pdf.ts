import { basPeriodLabel } from '../gst/bas-period-label.ts';
import { type BasReport, basReportFacts, basReportLines, basReportValue } from '../gst/bas-report.ts';
import type { Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import { A4, MARGIN, MUTED, openPdfFrame, type PdfFonts, RIGHT_EDGE } from './pdf-frame.ts';

// The BAS worksheet of one period as an A4 page, drawn in the frame every document shares. One page always fits: a handful of facts, at most a few
// dozen lines (three per adjusted period).

const SIZE = 10;
const LINE = 16;

/** Renders the worksheet in the frame every document shares. Pure: fonts and language come in. */
export async function renderBasPdf(report: BasReport, fonts: PdfFonts, locale: Locale): Promise<Uint8Array> {
  const t = translator(locale, 'bas');
  const frame = await openPdfFrame({
    fonts,
    title: `${t('title')} ${basPeriodLabel(report.period.key, locale)}`,
    size: SIZE,
    line: LINE,
  });
  const { regular, bold, text, right } = frame;
  frame.addPage();

  let y = A4.height - MARGIN - 8;
  text(t('title'), MARGIN, y, { font: bold, size: 16 });
  y -= LINE * 2;
  for (const [label, value] of basReportFacts(report, locale)) {
    if (label) text(label, MARGIN, y, { color: MUTED });
    text(value, MARGIN + 130, y, { font: label ? regular : bold });
    y -= LINE;
  }
  y -= LINE;
  text(t('figure'), MARGIN, y, { font: bold, color: MUTED });
  right(t('amount'), RIGHT_EDGE, y, { font: bold });
  y -= 6;
  frame.rule(y);
  y -= LINE;
  for (const line of basReportLines(report, locale)) {
    const font = line.strong ? bold : regular;
    text(line.code, MARGIN, y, { font: bold });
    text(line.label, MARGIN + 40, y, { font });
    right(basReportValue(line, locale), RIGHT_EDGE, y, { font });
    y -= LINE;
  }
  frame.rule(y + LINE - 6);
  y -= LINE;
  text(t('note'), MARGIN, y, { color: MUTED, size: 8 });
  return frame.save();
}
