import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReceiptReading } from '@sorted/core/receipts/receipt-text';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// Receipts made for the reader's tests and the bench: each style's text rendered by sharp (Pango) in a
// DejaVu font from the npm package (not the machine's fonts), black on white paper, then spoilt the
// ways a phone's photo is: turned, blurred, compressed, small, or a whole 12-megapixel shot of a
// docket lying on a table.

const fontDir = join(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf');

export interface ReceiptStyle {
  name: string;
  /** A till's docket is monospace; a supplier's A4 invoice is set in a proportional face. */
  font: 'mono' | 'sans';
  text: string;
  expected: ReceiptReading;
}

export const RECEIPT_STYLES: readonly ReceiptStyle[] = [
  {
    name: 'a supermarket docket',
    font: 'mono',
    text: `
      FRESHWAY SUPERMARKET
        Manly Vale NSW 2093
      ABN: 88 000 014 675
          Tax Invoice
MILK 2L                        3.10 #
ANTIBAC WIPES 80PK             6.50
BREAD WHOLEMEAL                4.20 #
BANANAS 1.2KG                  4.79 #
Total for 4 items            $18.59
Total includes GST of         $0.59
# GST free item
Date: 05/10/26   Time: 08:12`,
    expected: {
      supplierName: 'FRESHWAY SUPERMARKET',
      abn: { digits: '88000014675', valid: true },
      date: '2026-10-05',
      totalCents: 1859,
      gstCents: 59,
      taxInvoice: true,
    },
  },
  {
    name: 'a hardware store tax invoice',
    font: 'mono',
    text: `
       HARDWARE HOUSE BALGOWLAH
        ABN 26 008 672 179
           TAX INVOICE
Store 3410  Reg 12  Trans 4471
03/10/2026 14:32
PINE DAR 90X45 2.4M  3 @ 9.98  29.94
SCREWS BATTEN 14G 100PK        18.96
SILICONE CLEAR 300G            12.98
SUBTOTAL                       61.88
TOTAL                          61.88
EFTPOS                         61.88
GST INCLUDED IN TOTAL           5.63`,
    expected: {
      supplierName: 'HARDWARE HOUSE BALGOWLAH',
      abn: { digits: '26008672179', valid: true },
      date: '2026-10-03',
      totalCents: 6188,
      gstCents: 563,
      taxInvoice: true,
    },
  },
  {
    name: 'a café receipt with an ABN that fails the check',
    font: 'mono',
    text: `
        The Beach Hut Cafe
      Shop 2, 14 The Corso
      ABN 12 345 678 901
Receipt #1043
2 x Flat white                  9.00
1 x Banana bread                6.50
Total                          15.50
GST                             1.41
Card                           15.50
2026-10-20 10:14`,
    expected: {
      supplierName: 'The Beach Hut Cafe',
      abn: { digits: '12345678901', valid: false },
      date: '2026-10-20',
      totalCents: 1550,
      gstCents: 141,
      taxInvoice: false,
    },
  },
  {
    name: 'a fuel docket',
    font: 'mono',
    text: `
          CALTEX MANLY
       ABN 17 000 032 128
          TAX INVOICE
Pump 4  Unleaded 91
42.36 L @ 1.899/L
FUEL                          $80.44
TOTAL AUD                     $80.44
Includes GST                   $7.31
16 October 2026 07:58`,
    expected: {
      supplierName: 'CALTEX MANLY',
      abn: { digits: '17000032128', valid: true },
      date: '2026-10-16',
      totalCents: 8044,
      gstCents: 731,
      taxInvoice: true,
    },
  },
  {
    name: "a supplier's A4 invoice",
    font: 'sans',
    text: `
Coastal Plumbing Supplies Pty Ltd
Tax Invoice
ABN 53 004 085 616
Invoice number: INV-882731
Invoice date: 21/10/2026
Due date: 20/11/2026
Bill to: Sorted Plumbing
Description                               Qty      Unit price        Amount
Copper pipe 15mm x 6m                       4          $42.50       $170.00
Ball valve 15mm                             2          $18.25        $36.50
Subtotal                                                            $206.50
GST                                                                  $20.65
Total AUD incl. GST                                                 $227.15
Amount due                                                          $227.15`,
    expected: {
      supplierName: 'Coastal Plumbing Supplies Pty Ltd',
      abn: { digits: '53004085616', valid: true },
      date: '2026-10-21',
      totalCents: 22715,
      gstCents: 2065,
      taxInvoice: true,
    },
  },
  {
    name: 'a trade counter docket that says "Total incl GST"',
    font: 'mono',
    text: `
       SPARKYS ELECTRICAL
         WHOLESALE
      ABN 51 824 753 556
         Tax invoice
Date 12-Oct-26
TPS CABLE 2.5MM 100M          $189.00
GPO DOUBLE 10A                 $24.50
Total incl GST                $213.50
GST amount                     $19.41`,
    expected: {
      supplierName: 'SPARKYS ELECTRICAL',
      abn: { digits: '51824753556', valid: true },
      date: '2026-10-12',
      totalCents: 21350,
      gstCents: 1941,
      taxInvoice: true,
    },
  },
];

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The receipt as a clean scan: black text on white paper, `width` pixels wide (a docket's ~40
 * characters fill it; an A4 invoice's lines are longer, so its text comes out smaller, as on a page).
 */
export async function renderReceipt(style: ReceiptStyle, width = 1200): Promise<Buffer> {
  const margin = Math.round(width * 0.06);
  const fontfile = join(fontDir, style.font === 'mono' ? 'DejaVuSansMono.ttf' : 'DejaVuSans.ttf');
  const lines = await sharp({
    text: {
      text: escapeMarkup(style.text.replace(/^\n/, '')),
      font: style.font === 'mono' ? 'DejaVu Sans Mono' : 'DejaVu Sans',
      fontfile,
      dpi: 300,
      spacing: 8,
    },
  })
    .negate()
    .png()
    .toBuffer();
  const text = await sharp(lines)
    .resize({ width: width - 2 * margin })
    .png()
    .toBuffer({ resolveWithObject: true });
  const height = text.info.height + 2 * margin;
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: text.data, left: margin, top: margin, blend: 'multiply' }])
    .png()
    .toBuffer();
}

export type Spoiling =
  | 'rotated 3°'
  | 'rotated 6°'
  | 'askew 11° on a table'
  | 'rotated 90°'
  | 'rotated 180°'
  | 'blurred'
  | 'JPEG quality 40'
  | 'small';

/** The clean receipt spoilt one way, as prepareReceipt would keep it (PNG or JPEG). */
export async function spoil(png: Buffer, how: Spoiling): Promise<Buffer> {
  const image = sharp(png);
  switch (how) {
    case 'rotated 3°':
      return image.rotate(3, { background: '#ffffff' }).png().toBuffer();
    case 'rotated 6°':
      return image.rotate(6, { background: '#ffffff' }).png().toBuffer();
    case 'askew 11° on a table':
      return image.rotate(-11, { background: '#5a4a3a' }).png().toBuffer();
    case 'rotated 90°':
      return image.rotate(90).png().toBuffer();
    case 'rotated 180°':
      return image.rotate(180).png().toBuffer();
    case 'blurred':
      return image.blur(1).png().toBuffer();
    case 'JPEG quality 40':
      return image.jpeg({ quality: 40 }).toBuffer();
    case 'small':
      return image.resize({ width: 800 }).png().toBuffer();
  }
}

/**
 * A 12-megapixel phone photo (4000×3000 JPEG) of the docket lying a little askew on a darker table,
 * lit unevenly: the receipt fills most of the frame, as a photo taken to be read does.
 */
export async function photographReceipt(style: ReceiptStyle): Promise<Buffer> {
  const receipt = await renderReceipt(style, 1300);
  const turned = await sharp(receipt)
    .rotate(-2, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .resize({ width: 3400, height: 2600, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
      <defs><radialGradient id="l" cx="40%" cy="35%" r="75%">
        <stop offset="0" stop-color="#9a8f80"/><stop offset="1" stop-color="#4a443c"/>
      </radialGradient></defs>
      <rect width="4000" height="3000" fill="url(#l)"/>
    </svg>`,
  );
  return sharp(light)
    .composite([
      {
        input: turned.data,
        left: Math.round((4000 - turned.info.width) / 2),
        top: Math.round((3000 - turned.info.height) / 2),
      },
    ])
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A supplier's invoice as an e-mailed PDF with its own text, drawn line by line in Helvetica. */
export async function textPdf(style: ReceiptStyle): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = style.text.replace(/^\n/, '').split('\n');
  for (const [index, line] of lines.entries()) {
    // Columns drawn as separate pieces of text, as invoicing software does: the reader joins them.
    let x = 40;
    for (const piece of line.trim().split(/( {2,})/)) {
      if (/^ +$/.test(piece)) x += piece.length * 5;
      else if (piece) {
        page.drawText(piece, { x, y: 790 - index * 16, size: 10, font });
        x += font.widthOfTextAtSize(piece, 10);
      }
    }
  }
  return pdf.save();
}

/** A scanned invoice: the page is one image, no text (what a scanner or "print to PDF" of a photo makes). */
export async function imageOnlyPdf(png: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([595, 842]);
  const scale = Math.min(555 / image.width, 802 / image.height);
  page.drawImage(image, {
    x: 20,
    y: 822 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return pdf.save();
}
