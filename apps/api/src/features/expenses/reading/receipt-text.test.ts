import { renderInvoicePdf } from '@sorted/core/pdf/invoice-pdf';
import { type ReceiptReading, readReceiptText } from '@sorted/core/receipts/receipt-text';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdHeavyWork } from '../../../lib/heavy-work.ts';
import { pdfFonts } from '../../../lib/pdf-fonts.ts';
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
// is read clean; each way of spoiling a photo is tried on two of the six styles (all 48 pairs, the
// scanned PDFs and 12-megapixel photos included, were read exactly when this was written, in minutes
// on a shared 2-core machine: too long for each run).

const fieldsOf = (read: ReceiptText): ReceiptReading =>
  readReceiptText(read.lines.map((line) => line.text).join('\n'));

const release = holdHeavyWork();
afterAll(release);

// Tesseract's WebAssembly and model load with the first receipt, and a receipt turned round is read
// up to four times: seconds each on a 2-core machine that other work shares.
const TIMEOUT = 60_000;
const SPOILINGS: readonly Spoiling[] = [
  'rotated 3°',
  'rotated 6°',
  'askew 11° on a table',
  'blurred',
  'JPEG quality 40',
  'small',
];

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
    for (const style of RECEIPT_STYLES.filter((_, each) => (each + index) % 3 === 0)) {
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

  it(
    'boxes the lines of a receipt it levelled where they are on the photo as taken',
    async () => {
      const style = RECEIPT_STYLES[1];
      if (!style) throw new Error('no receipt style');
      const png = cleanOf(style);
      const askew = await spoil(png, 'askew 11° on a table');
      const centreOfTotal = async (bytes: Buffer) => {
        const box = (await readReceiptFile(bytes, 'image/png')).lines.find((line) =>
          /^TOTAL\b/.test(line.text),
        )?.box;
        const { width = 0, height = 0 } = await sharp(bytes).metadata();
        if (!box) throw new Error('no TOTAL line');
        return {
          x: (box.x + box.width / 2) * width,
          y: (box.y + box.height / 2) * height,
          width,
          height,
          lineWidth: box.width * width,
          lineHeight: box.height * height,
        };
      };
      const upright = await centreOfTotal(png);
      const found = await centreOfTotal(askew);
      // Where the spoiling's turn (11° anticlockwise about the centre, the canvas grown) took it.
      const radians = (-11 * Math.PI) / 180;
      const [dx, dy] = [upright.x - upright.width / 2, upright.y - upright.height / 2];
      const expectedX = dx * Math.cos(radians) - dy * Math.sin(radians) + found.width / 2;
      const expectedY = dx * Math.sin(radians) + dy * Math.cos(radians) + found.height / 2;
      expect(Math.abs(found.x - expectedX)).toBeLessThan(found.width * 0.01);
      expect(Math.abs(found.y - expectedY)).toBeLessThan(found.height * 0.01);
      // The box holds the whole askew line, from its low end to its high end.
      expect(found.lineHeight).toBeGreaterThanOrEqual(upright.lineWidth * Math.sin(11 * (Math.PI / 180)));
    },
    TIMEOUT,
  );

  it(
    'reads again after a reading failed (the engine ended and started afresh, the process unharmed)',
    async () => {
      // In this process, not the pool: the engine is handed bytes it cannot read, which ocr.ts never does.
      const { recognize } = await import('./tesseract-worker.ts');
      await expect(recognize(Buffer.from('no image'))).rejects.toThrow();
      const { data } = await recognize(cleanOf(RECEIPT_STYLES[3] as ReceiptStyle));
      expect(data.text).toContain('CALTEX MANLY');
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
      // textPdf leaves 5 pt (half its font's size) per space: past 2 font sizes, a word starts
      // another column's line ("Description", "Qty", "Unit price", "Amount"); an amount stays on its line.
      const printed = style.text
        .split('\n')
        .flatMap((line) => line.split(/ {5,}(?=[a-z])/i))
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

  it('reads an invoice drawn column by column, as a browser prints one: labels over their values', async () => {
    // An accounting package's invoice page printed to PDF: the customer's column, then the dates and
    // numbers, then the supplier's, each drawn top to bottom; then the lines and the totals in rows,
    // each label and its amount drawn apart; the due date last.
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const draw = (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 10, font });
    draw('TAX INVOICE', 40, 790);
    const column = (x: number, texts: string[]) => {
      for (const [row, text] of texts.entries()) draw(text, x, 760 - row * 14);
    };
    column(40, ['Sorted Plumbing', '12 Pitt St', 'Sydney']);
    column(240, ['Invoice Date', '28 Nov 2026', 'Invoice Number', 'INV-0042', 'ABN', '51 824 753 556']);
    column(400, ['Tidy Gardens Pty Ltd', 'PO Box 12', 'Manly NSW 2095']);
    draw('Lawn mowing', 40, 640);
    draw('100.00', 500, 640);
    for (const [row, [label, amount]] of [
      ['Subtotal', '100.00'],
      ['TOTAL GST 10%', '10.00'],
      ['TOTAL AUD', '110.00'],
    ].entries()) {
      draw(label ?? '', 380, 610 - row * 16);
      draw(amount ?? '', 500, 610 - row * 16);
    }
    draw('Due Date: 12 Dec 2026', 40, 540);
    const read = await readReceiptFile(await pdf.save(), 'application/pdf');
    expect(read.source).toBe('pdf-text');
    expect(fieldsOf(read)).toMatchObject({
      abn: { digits: '51824753556', valid: true },
      date: '2026-11-28',
      totalCents: 11000,
      gstCents: 1000,
      taxInvoice: true,
    });
  });

  it("keeps apart what sits side by side on one baseline: the supplier and its client on Sorted's own invoice", async () => {
    const pdf = await renderInvoicePdf(
      {
        number: 'INV-0042',
        issueDate: '2026-11-01',
        dueDate: '2026-11-15',
        seller: { name: 'Tidy Gardens Pty Ltd', abn: '51824753556' },
        buyer: { name: 'Bondi Bakery' },
        gstRegistered: true,
        pricesIncludeGst: false,
        items: [
          {
            name: 'Hedging',
            description: 'Labour',
            quantity: '2',
            priceCents: 5000,
            amountCents: 10000,
            taxable: true,
          },
        ],
        subtotalCents: 10000,
        gstCents: 1000,
        totalCents: 11000,
        payment: null,
      },
      pdfFonts(),
      'en',
    );
    const read = await readReceiptFile(pdf, 'application/pdf');
    const texts = read.lines.map((line) => line.text);
    expect(texts).toContain('Tidy Gardens Pty Ltd');
    expect(texts).toContain('Bondi Bakery');
    expect(texts).toContain('Total (AUD) $110.00');
    expect(fieldsOf(read)).toMatchObject({
      supplierName: 'Tidy Gardens Pty Ltd',
      abn: { digits: '51824753556', valid: true },
      date: '2026-11-01',
      totalCents: 11000,
      gstCents: 1000,
      taxInvoice: true,
    });
  });

  it('answers no lines for a file that is no PDF', async () => {
    expect(await readReceiptFile(new TextEncoder().encode('%PDF-1.7 cut short'), 'application/pdf')).toEqual({
      source: 'ocr',
      lines: [],
    });
  });
});
