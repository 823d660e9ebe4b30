import fontkit from '@pdf-lib/fontkit';
import { type Color, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { hexToRgb } from '../colors/contrast.ts';
import { formatAbn } from '../identifiers/abn.ts';
import { wrapText } from './wrap-text.ts';

// The frame every PDF of Sorted draws into (invoices and quotes, adjustment notes, the BAS worksheet):
// A4 pages with embedded fonts and extractable text, the business's look, the heading (logo, title,
// number and dates), the two parties side by side and the page numbers. A document adds its own body.

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
/** Where right-aligned numbers end. */
export const RIGHT_EDGE = A4.width - MARGIN;
/** Where the second party (bill to, to) starts. */
const SECOND_PARTY = 320;
export const INK = rgb(0.1, 0.11, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.43);
const RULE = rgb(0.85, 0.86, 0.88);

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface PdfParty {
  name: string;
  abn?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

export interface PdfLook {
  /** A PNG drawn at the top, fitted into LOGO_BOX. */
  logoPng?: Uint8Array | null;
  /** "#RRGGBB" for the title, the rules and the figures that matter. */
  accentColor?: string | null;
}

/** The box a logo is fitted into, keeping its ratio (points). */
export const LOGO_BOX = { width: 120, height: 60 };

// Parsing a font costs most of a one-page render; the same bytes are parsed once per process.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();
const cachingFontkit: Fontkit = {
  create: (data, postscriptName) => {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

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

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  color?: Color;
}

export interface PdfFrame {
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** The business's accent colour, when it has one. */
  readonly accent: Color | null;
  /** The page being drawn on (the last one added). */
  readonly page: PDFPage;
  readonly pages: readonly PDFPage[];
  addPage(): PDFPage;
  /**
   * One line as the font draws it: pdf-lib would break at a line break typed into a one-line field (a
   * name, a number) and draw the rest over whatever is below it, and draw a character without a glyph
   * as nothing.
   */
  shown(value: string, font?: PDFFont): string;
  widthOf(value: string, font?: PDFFont, size?: number): number;
  text(value: string, x: number, y: number, style?: TextStyle): void;
  /** Text ending at `x`. */
  right(value: string, x: number, y: number, style?: TextStyle): void;
  /** A rule across the page; `accented` draws it in the accent colour when there is one. */
  rule(y: number, accented?: boolean): void;
  /**
   * The logo (its top at the margin), the title under it, and number and dates on the right of the top.
   * Says where the title's line is.
   */
  heading(heading: {
    title: string;
    subtitle?: string;
    meta: ReadonlyArray<readonly [string, string]>;
    metaLabelColor?: Color;
  }): number;
  /** The two parties side by side under their labels; says where the line after the last one is. */
  parties(
    y: number,
    columns: readonly [readonly [string, readonly string[]], readonly [string, readonly string[]]],
    labelGap: number,
  ): number;
  /** A small muted label in capitals, as the sections' headings are. */
  sectionLabel(label: string, x: number, y: number): void;
  /** Draws on each page once all are laid out (page numbers, a stamp). */
  eachPage(draw: (page: PDFPage, index: number, count: number) => void): void;
  save(): Promise<Uint8Array>;
}

/**
 * A new PDF of A4 pages in the fonts given, with the business's look. `size` and `line` are the body's
 * type size and line spacing.
 */
export async function openPdfFrame(options: {
  fonts: PdfFonts;
  title: string;
  look?: PdfLook | undefined;
  size: number;
  line: number;
}): Promise<PdfFrame> {
  const { fonts, size: SIZE, line: LINE } = options;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const glyphs = new Map<PDFFont, FontkitFont>([
    [regular, cachingFontkit.create(fonts.regular)],
    [bold, cachingFontkit.create(fonts.bold)],
  ]);
  const accentHex = options.look?.accentColor;
  const accent = accentHex ? (({ red, green, blue }) => rgb(red, green, blue))(hexToRgb(accentHex)) : null;
  const logo: PDFImage | null = options.look?.logoPng ? await pdf.embedPng(options.look.logoPng) : null;
  pdf.setTitle(options.title);
  pdf.setCreator('Sorted');
  pdf.setProducer('Sorted');

  const pages: PDFPage[] = [];
  const shown = (value: string, font: PDFFont = regular) => {
    const line = value.replace(/\s+/g, ' ');
    const glyphSet = glyphs.get(font);
    return glyphSet ? visible(line, glyphSet) : line;
  };
  const widthOf = (value: string, font: PDFFont = regular, size = SIZE) =>
    font.widthOfTextAtSize(shown(value, font), size);

  const frame: PdfFrame = {
    pdf,
    regular,
    bold,
    accent,
    get page() {
      const page = pages.at(-1);
      if (!page) throw new Error('No page yet: addPage first');
      return page;
    },
    pages,
    addPage() {
      const page = pdf.addPage([A4.width, A4.height]);
      pages.push(page);
      return page;
    },
    shown,
    widthOf,
    text(value, x, y, style = {}) {
      const font = style.font ?? regular;
      frame.page.drawText(shown(value, font), {
        x,
        y,
        size: style.size ?? SIZE,
        font,
        color: style.color ?? INK,
      });
    },
    right(value, x, y, style = {}) {
      frame.text(value, x - widthOf(value, style.font, style.size), y, style);
    },
    rule(y, accented = false) {
      frame.page.drawLine({
        start: { x: MARGIN, y },
        end: { x: RIGHT_EDGE, y },
        ...(accented && accent ? { thickness: 1, color: accent } : { thickness: 0.5, color: RULE }),
      });
    },
    heading({ title, subtitle, meta, metaLabelColor = INK }) {
      const top = A4.height - MARGIN;
      let titleAt = top - 14;
      if (logo) {
        const fitted = logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
        frame.page.drawImage(logo, {
          x: MARGIN,
          y: top - fitted.height,
          width: fitted.width,
          height: fitted.height,
        });
        titleAt = top - fitted.height - 12 - 14;
      }
      frame.text(title, MARGIN, titleAt, { font: bold, size: 22, color: accent ?? INK });
      if (subtitle) frame.text(subtitle, MARGIN, titleAt - 16, { color: MUTED });
      meta.forEach(([label, value], index) => {
        const at = top - index * LINE;
        frame.right(value, RIGHT_EDGE, at, { font: bold });
        frame.right(label, RIGHT_EDGE - widthOf(value, bold) - 10, at, { color: metaLabelColor });
      });
      return titleAt;
    },
    parties(y, [[firstLabel, first], [secondLabel, second]], labelGap) {
      frame.sectionLabel(firstLabel, MARGIN, y);
      frame.sectionLabel(secondLabel, SECOND_PARTY, y);
      let at = y - labelGap;
      for (let line = 0; line < Math.max(first.length, second.length); line++) {
        const font = line === 0 ? bold : regular;
        if (first[line]) frame.text(first[line] ?? '', MARGIN, at, { font });
        if (second[line]) frame.text(second[line] ?? '', SECOND_PARTY, at, { font });
        at -= LINE;
      }
      return at;
    },
    sectionLabel(label, x, y) {
      frame.text(label.toUpperCase(), x, y, { font: bold, size: 8, color: MUTED });
    },
    eachPage(draw) {
      pages.forEach((page, index) => {
        draw(page, index, pages.length);
      });
    },
    save: () => pdf.save(),
  };
  return frame;
}

/** A party's lines under its label: name, ABN, address (wrapped), email and, where shown, phone. */
export function partyLines(
  party: PdfParty | null,
  abnLabel: string,
  { phone }: { phone: boolean },
): string[] {
  if (!party) return ['—'];
  return [
    party.name,
    ...(party.abn ? [`${abnLabel} ${formatAbn(party.abn)}`] : []),
    ...(party.address ? wrapText(party.address, 40) : []),
    ...(party.email ? [party.email] : []),
    ...(phone && party.phone ? [party.phone] : []),
  ];
}
