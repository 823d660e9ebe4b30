import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import type { Page } from 'tesseract.js';
import type { ReceiptBox, ReceiptTextLine } from './receipt-text.ts';
import { tesseractWorker } from './tesseract-worker.ts';

// A photo of a receipt (or a scanned PDF's image) read by tesseract.js, after sharp has made it what
// tesseract reads best: grey, stretched to full contrast, and scaled so that its text stands about
// 30 pixels high. Photos come upright by their EXIF already (prepareReceipt); a docket photographed a
// few degrees askew is levelled by tesseract (rotateAuto: it measures the lines' slope and turns the
// image back before reading), and one turned a quarter or half round is read again each way round
// when the first reading is poor, keeping the best.

/** Tesseract's LSTM reads best with capitals ~30 px; its lines' boxes are a bit taller than capitals. */
const TARGET_LINE_PX = 40;
/** Past this, a page takes seconds more to read without reading better. */
const MAX_LONG_SIDE = 2500;
/** Below this mean word confidence, the reading is taken as a wrong way round and the turns are tried. */
const POOR_CONFIDENCE = 70;

type Turn = 0 | 90 | 180 | 270;

interface Reading {
  turn: Turn;
  confidence: number;
  lines: ReceiptTextLine[];
  /** The median height of the lines read, in pixels of the image read. */
  lineHeight: number;
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
    .flatMap((block) => block.paragraphs)
    .flatMap((paragraph) => paragraph.lines)
    .map((line) => ({ line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => text);
  const heights = lines.map(({ line }) => line.bbox.y1 - line.bbox.y0).sort((a, b) => a - b);
  return {
    confidence: page.confidence,
    lineHeight: heights[Math.floor(heights.length / 2)] ?? 0,
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

async function prepared(
  source: Source,
  turn: Turn,
  scale: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  let image: Sharp = sharp(source.input, source.options).greyscale();
  if (turn) image = image.rotate(turn);
  const { width = 0, height = 0 } = await sharp(source.input, source.options).metadata();
  const [w, h] = turn % 180 ? [height, width] : [width, height];
  const size = { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
  const { data, info } = await image
    .resize(size)
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

async function readOnce(source: Source, turn: Turn, scale: number): Promise<Reading> {
  const image = await prepared(source, turn, scale);
  const worker = await tesseractWorker();
  const { data } = await worker.recognize(image.png, { rotateAuto: true }, { blocks: true, text: false });
  return { turn, ...linesOf(data, image.width, image.height, turn) };
}

/** The receipt's lines as OCR reads them, top to bottom, each with its box in the image given. */
export async function ocrLines(source: Source): Promise<{ lines: ReceiptTextLine[]; confidence: number }> {
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(source.input, source.options).metadata();
  if (!width || !height) return { lines: [], confidence: 0 };
  let scale = Math.min(1, MAX_LONG_SIDE / Math.max(width, height));
  let best = await readOnce(source, 0, scale);
  // Text far from the size tesseract reads best (a small photo, a page of fine print): read again at it.
  if (
    best.lineHeight > 0 &&
    (best.lineHeight < TARGET_LINE_PX * 0.6 || best.lineHeight > TARGET_LINE_PX * 2)
  ) {
    const better = Math.min(
      scale * (TARGET_LINE_PX / best.lineHeight),
      (MAX_LONG_SIDE / Math.max(width, height)) * 1.6,
    );
    if (Math.abs(better / scale - 1) > 0.2) {
      scale = better;
      const again = await readOnce(source, 0, scale);
      if (again.confidence >= best.confidence) best = again;
    }
  }
  if (best.confidence < POOR_CONFIDENCE) {
    for (const turn of [90, 270, 180] as const) {
      const reading = await readOnce(source, turn, scale);
      if (reading.confidence > best.confidence) best = reading;
      if (best.confidence >= POOR_CONFIDENCE) break;
    }
  }
  return { lines: best.lines, confidence: best.confidence };
}
