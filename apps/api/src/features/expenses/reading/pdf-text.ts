import type { getDocumentProxy } from 'unpdf';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

// A supplier's e-mailed invoice carries its own text: read it as it is (exact, and in milliseconds)
// rather than through OCR. Invoicing software draws a line's columns as separate pieces of text
// ("Subtotal", then "$206.50" far right), so pieces sharing a baseline are joined into the line a
// reader sees; pdf.js's hasEOL, a change of baseline and a word far to the right (another column)
// end one.

/** A receipt or invoice has its totals on its first pages; a 40-page statement of account does not need reading through. */
const MAX_PAGES = 3;

interface Piece {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  hasEOL: boolean;
}

interface PageLine {
  y: number;
  x: number;
  text: string;
}

const isPiece = (
  item: unknown,
): item is { str: string; transform: number[]; width: number; hasEOL: boolean } =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

function piecesOf(items: readonly unknown[]): Piece[] {
  return items.filter(isPiece).map((item) => {
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
    return { str: item.str, x, y, width: item.width, size: Math.hypot(a, b) || 10, hasEOL: item.hasEOL };
  });
}

/** The page's lines top to bottom: pieces in drawing order, joined while they share a baseline. */
function linesOfPage(pieces: readonly Piece[]): PageLine[] {
  const lines: (PageLine & { end: number; size: number; open: boolean })[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    // pdf.js fills the gaps between pieces with spaces of its own: the gap itself says what it is.
    if (!piece.str.trim()) {
      if (last && piece.hasEOL) last.open = false;
      continue;
    }
    const gap = last ? piece.x - last.end : 0;
    const sameLine =
      last?.open &&
      Math.abs(piece.y - last.y) < last.size * 0.4 &&
      // A piece drawn back at the left margin on the same baseline starts another column's line.
      piece.x >= last.end - last.size &&
      // So does a word far to the right: the "Bill to" party beside the "From" one is no part of
      // the supplier's name, where an amount far to the right is the value of its line's label.
      !(gap > last.size * 2 && /^[a-z]/i.test(piece.str));
    if (last && sameLine) {
      last.text += gap > last.size * 0.15 ? ` ${piece.str}` : piece.str;
      last.end = piece.x + piece.width;
      last.open = !piece.hasEOL;
    } else {
      lines.push({
        y: piece.y,
        x: piece.x,
        text: piece.str,
        end: piece.x + piece.width,
        size: piece.size,
        open: !piece.hasEOL,
      });
    }
  }
  // PDF's y grows upwards; a stable sort keeps the drawing order of lines on one baseline.
  return lines
    .map(({ y, x, text }) => ({ y, x, text: text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text)
    .sort((a, b) => b.y - a.y || a.x - b.x);
}

/** The text of the PDF's first pages, one string per visual line; empty when it has none (a scan). */
export async function pdfTextLines(pdf: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    texts.push(...linesOfPage(piecesOf(content.items)).map((line) => line.text));
  }
  return texts;
}
