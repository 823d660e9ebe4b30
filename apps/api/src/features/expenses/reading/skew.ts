import type { ReceiptBox } from './receipt-text.ts';

// A receipt photographed more than a few degrees askew: tesseract's own levelling (rotateAuto) mends a
// slope of up to about 6°, and at 9° lost the ABN, the date and the total. The skew is measured here
// first, the classic way: project the ink's edges in a small copy onto the vertical at each angle in
// turn, and the angle at which the lines of text fall into the sharpest bands of dark and light (the
// greatest sum of squared steps between neighbouring rows) is the slope of the lines. A receipt turned
// a quarter round has its lines standing up: the projection onto the horizontal finds them then.

/** The long side of the copy measured: lines of text stay some pixels apart, and it takes milliseconds. */
const MEASURED_LONG_SIDE = 800;
/** The steepest slope looked for: a receipt photographed more askew than this is rare. */
const MAX_DEGREES = 20;
/** Below this, tesseract levels the lines itself, and a turn of the image would only cost time. */
export const LEVELLED_DEGREES = 2.5;

interface Profile {
  score: number;
  degrees: number;
}

/** The sharpness of a projection: the sum of squared steps between neighbouring bins. */
function sharpness(bins: Float64Array): number {
  let score = 0;
  for (let index = 1; index < bins.length; index++) {
    const step = (bins[index] ?? 0) - (bins[index - 1] ?? 0);
    score += step * step;
  }
  return score;
}

/**
 * The angle, in degrees, by which sharp's `rotate` (clockwise for a positive angle) levels the image's
 * lines of text (0 when it finds none). `png` is the grey image, dark text on light paper.
 */
export async function skewOf(png: Buffer): Promise<number> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(png)
    .resize({
      width: MEASURED_LONG_SIDE,
      height: MEASURED_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // The edges of dark and light, not the dark itself: the table around a receipt is dark, and the
  // image's own borders would line its mass up with the unturned image. Text's strokes are edges by
  // the hundred, the receipt's border one a row, at the same slope as its lines.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 1; x < width; x++) {
      if (data[y * width + x] !== data[y * width + x - 1]) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
    }
  }
  if (xs.length === 0) return 0;
  const size = Math.ceil(Math.hypot(width, height)) + 2;
  const rows = new Float64Array(size);
  const columns = new Float64Array(size);
  let best: Profile = { score: -1, degrees: 0 };
  const measure = (degrees: number) => {
    // Where each dark pixel lands when the image is turned `degrees` clockwise (y grows downwards).
    const radians = (degrees * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    rows.fill(0);
    columns.fill(0);
    for (let index = 0; index < xs.length; index++) {
      const x = xs[index] ?? 0;
      const y = ys[index] ?? 0;
      const row = Math.round(x * sin + y * cos + size / 2);
      const column = Math.round(x * cos - y * sin + size / 2);
      rows[row] = (rows[row] ?? 0) + 1;
      columns[column] = (columns[column] ?? 0) + 1;
    }
    const score = Math.max(sharpness(rows), sharpness(columns));
    if (score > best.score) best = { score, degrees };
  };
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES; degrees += 1) measure(degrees);
  const coarse = best.degrees;
  for (let degrees = coarse - 0.75; degrees <= coarse + 0.75; degrees += 0.25) measure(degrees);
  return best.degrees;
}

/**
 * A box read on the levelled image (fractions of its size) as a box on the image before it was turned
 * `degrees` clockwise about its centre (sharp's canvas grows to hold the turned image, centred): its
 * centre is turned back, and it grows to hold the whole of the line turned back.
 */
export function boxBeforeLevelling(
  box: ReceiptBox,
  degrees: number,
  levelled: { width: number; height: number },
  original: { width: number; height: number },
): ReceiptBox {
  const radians = (degrees * Math.PI) / 180;
  const cx = (box.x + box.width / 2) * levelled.width - levelled.width / 2;
  const cy = (box.y + box.height / 2) * levelled.height - levelled.height / 2;
  // The inverse of the clockwise turn: (x, y) → (x cos + y sin, −x sin + y cos).
  const x = cx * Math.cos(radians) + cy * Math.sin(radians) + original.width / 2;
  const y = -cx * Math.sin(radians) + cy * Math.cos(radians) + original.height / 2;
  // The turned line stands askew on the photo: the box holds all of it, not just its middle.
  const [pixelWidth, pixelHeight] = [box.width * levelled.width, box.height * levelled.height];
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const width = (pixelWidth * cos + pixelHeight * sin) / original.width;
  const height = (pixelWidth * sin + pixelHeight * cos) / original.height;
  const clamp = (value: number, size: number) => Math.min(1 - size, Math.max(0, value));
  const fittedWidth = Math.min(1, width);
  const fittedHeight = Math.min(1, height);
  return {
    x: clamp(x / original.width - fittedWidth / 2, fittedWidth),
    y: clamp(y / original.height - fittedHeight / 2, fittedHeight),
    width: fittedWidth,
    height: fittedHeight,
  };
}
