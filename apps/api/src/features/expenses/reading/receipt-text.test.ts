import { type ReceiptReading, readReceiptText } from '@sorted/core/receipts/receipt-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdHeavyWork } from '../../../lib/heavy-work.ts';
import { type ReceiptText, readReceiptFile } from './receipt-text.ts';
import {
  imageOnlyPdf,
  RECEIPT_STYLES,
  type ReceiptStyle,
  renderReceipt,
  type Spoiling,
  spoil,
  textPdf,
} from './testing/receipt-images.ts';

// The reader end to end, through the worker pool as the queue calls it, on receipts made here: what
// core's readReceiptText then finds in the lines must be exactly what each receipt says. Every style
// is read clean; each way of spoiling a photo is tried on three of the six styles (all 36 pairs were
// read exactly when this was written, ~80 s on a 2-core machine: too long for each run).

const fieldsOf = (read: ReceiptText): ReceiptReading =>
  readReceiptText(read.lines.map((line) => line.text).join('\n'));

const release = holdHeavyWork();
afterAll(release);

// Tesseract's WebAssembly and model load with the first receipt: not the first test's time alone.
const TIMEOUT = 30_000;
const SPOILINGS: readonly Spoiling[] = ['rotated 3°', 'blurred', 'JPEG quality 40', 'small'];

const clean = new Map<ReceiptStyle, Buffer>();
beforeAll(async () => {
  for (const style of RECEIPT_STYLES) clean.set(style, await renderReceipt(style));
});
const cleanOf = (style: ReceiptStyle) => clean.get(style) ?? Buffer.alloc(0);

describe('a photo of a receipt', () => {
  for (const style of RECEIPT_STYLES) {
    it(
      `reads ${style.name}`,
      async () => {
        const read = await readReceiptFile(cleanOf(style), 'image/png');
        expect(read.source).toBe('ocr');
        expect(fieldsOf(read)).toEqual(style.expected);
      },
      TIMEOUT,
    );
  }

  for (const [index, how] of SPOILINGS.entries()) {
    for (const style of RECEIPT_STYLES.filter((_, each) => (each + index) % 2 === 0)) {
      it(
        `reads ${style.name}, ${how}`,
        async () => {
          const bytes = await spoil(cleanOf(style), how);
          const read = await readReceiptFile(bytes, how === 'JPEG quality 40' ? 'image/jpeg' : 'image/png');
          expect(fieldsOf(read)).toEqual(style.expected);
        },
        TIMEOUT,
      );
    }
  }

  it(
    'reads a receipt stored a quarter turn round, and boxes its lines in the image as stored',
    async () => {
      const [style] = RECEIPT_STYLES;
      if (!style) throw new Error('no receipt style');
      const bytes = await spoil(cleanOf(style), 'rotated 90°');
      const read = await readReceiptFile(bytes, 'image/png');
      expect(fieldsOf(read)).toEqual(style.expected);
      // Turned clockwise, the receipt's top is at the image's right and its lines run downwards.
      const supplier = read.lines[0]?.box;
      expect(supplier?.x).toBeGreaterThan(0.8);
      expect(supplier?.height).toBeGreaterThan(supplier?.width ?? 1);
    },
    TIMEOUT,
  );

  it(
    'reads a receipt stored upside down',
    async () => {
      const style = RECEIPT_STYLES[3];
      if (!style) throw new Error('no receipt style');
      const read = await readReceiptFile(await spoil(cleanOf(style), 'rotated 180°'), 'image/png');
      expect(fieldsOf(read)).toEqual(style.expected);
    },
    TIMEOUT,
  );

  it(
    'boxes each line where it is printed, top to bottom',
    async () => {
      const style = RECEIPT_STYLES[1];
      if (!style) throw new Error('no receipt style');
      const png = cleanOf(style);
      const read = await readReceiptFile(png, 'image/png');
      const tops = read.lines.map((line) => line.box?.y ?? -1);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      // The total is printed 10th of 13 lines, below three-quarters of the way down the text.
      const total = read.lines.find((line) => /^TOTAL\b/.test(line.text))?.box;
      const { height = 0 } = await sharp(png).metadata();
      expect(total?.y).toBeGreaterThan(0.6);
      expect(total?.y).toBeLessThan(0.85);
      // A line of ~40 px in an image of ~900: boxes are fractions, not pixels.
      expect((total?.height ?? 0) * height).toBeGreaterThan(20);
      expect(total?.height).toBeLessThan(0.1);
    },
    TIMEOUT,
  );

  it('answers no lines for bytes that are no image, rather than failing each retry', async () => {
    expect(await readReceiptFile(new TextEncoder().encode('not a photo'), 'image/jpeg')).toEqual({
      source: 'ocr',
      lines: [],
    });
  });
});

describe('a PDF', () => {
  for (const style of RECEIPT_STYLES) {
    it(`reads the text of ${style.name} exactly, line by line`, async () => {
      const read = await readReceiptFile(await textPdf(style), 'application/pdf');
      expect(read.source).toBe('pdf-text');
      expect(read.lines.every((line) => line.box === null)).toBe(true);
      const printed = style.text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      expect(read.lines.map((line) => line.text)).toEqual(printed);
      expect(fieldsOf(read)).toEqual(style.expected);
    });
  }

  it(
    'reads a scanned one (its page one image, no text) by OCR of that image',
    async () => {
      const style = RECEIPT_STYLES[4];
      if (!style) throw new Error('no receipt style');
      const read = await readReceiptFile(await imageOnlyPdf(cleanOf(style)), 'application/pdf');
      expect(read.source).toBe('ocr');
      expect(fieldsOf(read)).toEqual(style.expected);
    },
    TIMEOUT,
  );

  it('answers no lines for a file that is no PDF', async () => {
    expect(await readReceiptFile(new TextEncoder().encode('%PDF-1.7 cut short'), 'application/pdf')).toEqual({
      source: 'ocr',
      lines: [],
    });
  });
});
