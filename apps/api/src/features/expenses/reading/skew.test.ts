import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxBeforeLevelling, skewOf } from './skew.ts';
import { RECEIPT_STYLES, renderReceipt } from './testing/receipt-images.ts';

// sharp's rotate turns clockwise for a positive angle, and grows the canvas to hold the turned image.
const turn = (png: Buffer, degrees: number) =>
  sharp(png).rotate(degrees, { background: '#ffffff' }).png().toBuffer();

let receipt = Buffer.alloc(0);
beforeAll(async () => {
  const style = RECEIPT_STYLES[1];
  if (!style) throw new Error('no receipt style');
  receipt = await sharp(await renderReceipt(style))
    .greyscale()
    .png()
    .toBuffer();
});

describe('skewOf', () => {
  for (const degrees of [-14, -9, -4, 0, 3, 9, 17]) {
    it(`finds the turn that levels a receipt photographed ${degrees}° askew`, async () => {
      expect(Math.abs((await skewOf(await turn(receipt, degrees))) + degrees)).toBeLessThanOrEqual(0.75);
    });
  }

  it("finds it for a receipt lying on a dark table, whose corners are the image's own", async () => {
    const onTable = await sharp(receipt)
      .rotate(10, { background: '#777066' })
      .greyscale()
      .normalise()
      .png()
      .toBuffer();
    expect(Math.abs((await skewOf(onTable)) + 10)).toBeLessThanOrEqual(0.75);
  });

  it('finds it for a receipt turned a quarter round as well', async () => {
    const quarter = await sharp(receipt).rotate(90).png().toBuffer();
    expect(Math.abs((await skewOf(await turn(quarter, 8))) + 8)).toBeLessThanOrEqual(0.75);
  });

  it('answers 0 for a page with nothing on it, or nothing but dark', async () => {
    const blank = (colour: string) =>
      sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
        .png()
        .toBuffer();
    expect(await skewOf(await blank('#ffffff'))).toBe(0);
    expect(await skewOf(await blank('#000000'))).toBe(0);
  });
});

describe('boxBeforeLevelling', () => {
  /** The box of the dark pixels of a grey image, as fractions of its size. */
  async function darkBox(png: Buffer) {
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const xs: number[] = [];
    const ys: number[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if ((data[y * info.width + x] ?? 255) < 128) {
          xs.push(x);
          ys.push(y);
        }
      }
    }
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    return {
      box: {
        x: x0 / info.width,
        y: y0 / info.height,
        width: (x1 - x0 + 1) / info.width,
        height: (y1 - y0 + 1) / info.height,
      },
      size: { width: info.width, height: info.height },
    };
  }

  it('puts the box read on the levelled image back where it was on the photo, the whole of it', async () => {
    // A dark mark on a page; the page turned 10° (as levelling a photo taken −10° askew turns it).
    const page = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: await sharp({ create: { width: 24, height: 24, channels: 3, background: '#000000' } })
            .png()
            .toBuffer(),
          left: 80,
          top: 200,
        },
      ])
      .png()
      .toBuffer();
    const original = await darkBox(page);
    const levelled = await darkBox(await turn(page, 10));
    const back = boxBeforeLevelling(levelled.box, 10, levelled.size, original.size);
    const centre = (box: typeof back, size: { width: number; height: number }) => [
      (box.x + box.width / 2) * size.width,
      (box.y + box.height / 2) * size.height,
    ];
    const [x, y] = centre(back, original.size);
    const [expectedX, expectedY] = centre(original.box, original.size);
    expect(Math.abs((x ?? 0) - (expectedX ?? 0))).toBeLessThan(2);
    expect(Math.abs((y ?? 0) - (expectedY ?? 0))).toBeLessThan(2);
    // And it holds the whole mark, not just its middle.
    expect(back.x).toBeLessThanOrEqual(original.box.x);
    expect(back.y).toBeLessThanOrEqual(original.box.y);
    expect(back.x + back.width).toBeGreaterThanOrEqual(original.box.x + original.box.width);
    expect(back.y + back.height).toBeGreaterThanOrEqual(original.box.y + original.box.height);
  });
});
