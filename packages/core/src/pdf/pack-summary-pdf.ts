import { A4, MARGIN, MUTED, openPdfFrame, type PdfFonts, RIGHT_EDGE } from './pdf-frame.ts';

// The accountant's pack's summary (issue 31, item 7): the year's figures as sections of labelled lines,
// in the frame every document shares. The API words the lines in the user's language; this only lays
// them out, starting a new page when one is full.

export interface PackSummaryLine {
  label: string;
  value: string;
  strong?: boolean;
}

export interface PackSummarySection {
  title: string;
  lines: PackSummaryLine[];
  /** A muted remark under the lines (what is missing, what is an estimate). */
  note?: string;
}

export interface PackSummary {
  title: string;
  subtitle: string;
  sections: PackSummarySection[];
}

const SIZE = 9;
const LINE = 14;
const BOTTOM = MARGIN + 24;

export async function renderPackSummaryPdf(summary: PackSummary, fonts: PdfFonts): Promise<Uint8Array> {
  const frame = await openPdfFrame({ fonts, title: summary.title, size: SIZE, line: LINE });
  const { regular, bold, text, right } = frame;
  frame.addPage();
  let y = A4.height - MARGIN - 8;
  const room = (lines: number) => {
    if (y - lines * LINE < BOTTOM) {
      frame.addPage();
      y = A4.height - MARGIN - 8;
    }
  };
  text(summary.title, MARGIN, y, { font: bold, size: 16 });
  y -= LINE * 1.5;
  text(summary.subtitle, MARGIN, y, { color: MUTED });
  y -= LINE * 2;
  for (const section of summary.sections) {
    room(3);
    text(section.title, MARGIN, y, { font: bold, size: 11 });
    y -= 6;
    frame.rule(y);
    y -= LINE;
    for (const line of section.lines) {
      room(1);
      const font = line.strong ? bold : regular;
      const valueWidth = frame.widthOf(line.value, font);
      // A long label keeps clear of its value.
      let label = line.label;
      while (label.length > 1 && MARGIN + frame.widthOf(label, font) > RIGHT_EDGE - valueWidth - 12)
        label = `${label.slice(0, -2)}…`;
      text(label, MARGIN, y, { font });
      right(line.value, RIGHT_EDGE, y, { font });
      y -= LINE;
    }
    if (section.note) {
      room(1);
      text(section.note, MARGIN, y, { color: MUTED, size: 8 });
      y -= LINE;
    }
    y -= LINE;
  }
  frame.eachPage((page, index, count) => {
    page.drawText(`${index + 1} / ${count}`, { x: RIGHT_EDGE - 30, y: MARGIN - 20, size: 8, font: regular });
  });
  return frame.save();
}
