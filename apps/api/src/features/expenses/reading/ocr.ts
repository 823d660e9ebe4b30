import type { SharpInput, SharpOptions } from 'sharp';
import type { Block, Page } from 'tesseract.js';
import type { ReceiptBox, ReceiptTextLine } from './receipt-text.ts';
import { boxBeforeLevelling, LEVELLED_DEGREES, skewOf } from './skew.ts';
import { recognize } from './tesseract-worker.ts';

// A photo of a receipt (or a scanned PDF's image) read by tesseract.js, after sharp has made it what
// tesseract reads best: grey, stretched to full contrast, and scaled so that its text stands about
// 30 pixels high (a quick layout pass on a small copy tells how high it stands now: a 12-megapixel
// photo of a docket is read at a fraction of its size, seconds sooner, a small one enlarged).
// No threshold of our own: tesseract binarises each image itself (Otsu), and a fixed one added
// nothing on the test receipts (all read exactly either way) while it would drop faint thermal print
// in uneven light. Photos come upright by their EXIF already (prepareReceipt); one taken a few
// degrees askew is levelled by tesseract (rotateAuto: it measures the lines' slope and turns the
// image back first; without it receipts at 6° lost their ABN, total or GST, with it they read
// exactly), one more askew than that is levelled first by the slope skew.ts measures (at 9°,
// rotateAuto alone lost the date and the total), and one turned a quarter or half round is read again
// each way round when the first reading is poor, keeping the best.

/** Tesseract's LSTM reads best with capitals ~30 px; its lines' boxes are a bit taller than capitals. */
const TARGET_LINE_PX = 40;
/** The copy whose layout tells the text's size: enough to find a receipt's lines, quick to lay out. */
const SURVEY_LONG_SIDE = 1000;
/** Past this, a page takes seconds more to read without reading better. */
const MAX_LONG_SIDE = 2500;
/** Below this mean word confidence, the reading is taken as a wrong way round and the turns are tried. */
const POOR_CONFIDENCE = 70;

type Turn = 0 | 90 | 180 | 270;

interface Reading {
  turn: Turn;
  confidence: number;
  lines: ReceiptTextLine[];
}

/** The box as fractions of the image before it was turned `turn` degrees clockwise. */
function unturn(box: ReceiptBox, turn: Turn): ReceiptBox {
  const { x, y, width, height } = box;
  switch (turn) {
    case 0:
      return box;
    case 90:
      return { x: y, y: 1 - x - width, width: height, height: width };
    case 180:
      return { x: 1 - x - width, y: 1 - y - height, width, height };
    case 270:
      return { x: 1 - y - height, y: x, width: height, height: width };
  }
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function linesOf(page: Page, width: number, height: number, turn: Turn): Omit<Reading, 'turn'> {
  const lines = (page.blocks ?? [])
    .flatMap((block) => block.paragraphs ?? [])
    .flatMap((paragraph) => paragraph.lines ?? [])
    .map((line) => ({ line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => text);
  return {
    confidence: page.confidence,
    lines: lines.map(({ line, text }) => {
      const x = clamp(line.bbox.x0 / width);
      const y = clamp(line.bbox.y0 / height);
      const box = {
        x,
        y,
        width: clamp(line.bbox.x1 / width) - x,
        height: clamp(line.bbox.y1 / height) - y,
      };
      return { text, box: unturn(box, turn) };
    }),
  };
}

type Source = { input: SharpInput; options?: SharpOptions };

interface Prepared {
  png: Buffer;
  width: number;
  height: number;
}

/** Grey, stretched to full contrast, `scale`d (JPEG decodes straight at a half, a quarter… of its size). */
async function prepared(source: Source, scale: number): Promise<Prepared> {
  const { default: sharp } = await import('sharp');
  const image = sharp(source.input, { ...source.options, failOn: 'truncated' });
  const { width = 0, height = 0 } = await image.metadata();
  const { data, info } = await image
    .greyscale()
    .resize({
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The image turned `degrees` clockwise; the corners the turn uncovers are paper-white. */
async function turned(image: Prepared, degrees: number): Promise<Prepared> {
  if (!degrees) return image;
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image.png)
    .rotate(degrees, { background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The image levelled when it is more askew than tesseract levels by itself (skew.ts). */
async function levelled(image: Prepared, degrees: number): Promise<Prepared> {
  return Math.abs(degrees) >= LEVELLED_DEGREES ? turned(image, degrees) : image;
}

/**
 * How high the image's lines of text stand, in the pixels of the image at its own size, from
 * tesseract's page layout alone (no recognition: a fraction of a reading's time) on a small copy
 * (`survey` of its size); null when it finds no line. The copy comes levelled: an askew line's box is
 * as tall as its slope, and would shrink the page too far.
 */
async function lineHeightOf(image: Prepared, survey: number): Promise<number | null> {
  const { data } = await recognize(image.png, { rotateAuto: true }, { text: false, layoutBlocks: true });
  // tesseract.js answers a layout in `layoutBlocks`, which its types do not name.
  const { layoutBlocks } = data as Page & { layoutBlocks?: Block[] | null };
  const heights = (layoutBlocks ?? [])
    .flatMap((block) => block.paragraphs ?? [])
    .flatMap((paragraph) => paragraph.lines ?? [])
    .map((line) => line.bbox.y1 - line.bbox.y0)
    .sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  return median ? median / survey : null;
}

async function read(image: Prepared, turn: Turn): Promise<Reading> {
  const page = await turned(image, turn);
  const { data } = await recognize(page.png, { rotateAuto: true }, { blocks: true, text: false });
  return { turn, ...linesOf(data, page.width, page.height, turn) };
}

/** The receipt's lines as OCR reads them, top to bottom, each with its box in the image given. */
export async function ocrLines(source: Source): Promise<{ lines: ReceiptTextLine[]; confidence: number }> {
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(source.input, source.options).metadata();
  if (!width || !height) return { lines: [], confidence: 0 };
  const longSide = Math.max(width, height);
  const survey = Math.min(1, SURVEY_LONG_SIDE / longSide);
  const surveyed = await prepared(source, survey);
  const degrees = await skewOf(surveyed.png);
  const lineHeight = await lineHeightOf(await levelled(surveyed, degrees), survey);
  const scale = Math.min(MAX_LONG_SIDE / longSide, lineHeight ? TARGET_LINE_PX / lineHeight : 1);
  const image = await prepared(source, scale);
  const page = await levelled(image, degrees);
  let best = await read(page, 0);
  if (best.confidence < POOR_CONFIDENCE) {
    for (const turn of [90, 270, 180] as const) {
      const reading = await read(page, turn);
      if (reading.confidence > best.confidence) best = reading;
      if (best.confidence >= POOR_CONFIDENCE) break;
    }
  }
  const lines =
    page === image
      ? best.lines
      : best.lines.map((line) => ({
          ...line,
          box: line.box && boxBeforeLevelling(line.box, degrees, page, image),
        }));
  return { lines, confidence: best.confidence };
}
