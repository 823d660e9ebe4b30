import { describe, expect, it } from 'vitest';
import { type ReceiptReading, readReceiptLines, readReceiptText } from './receipt-text.ts';

// Receipts written for these tests in the styles a sole trader brings home: a hardware store's till
// slip, a supermarket's, a stationer's tax invoice, a fuel docket, a café's, a trade supplier's emailed
// PDF invoice, a subscription's, and OCR's untidy reading of a photo.

const RECEIPTS: Record<string, { text: string; expected: ReceiptReading }> = {
  'a hardware store till slip': {
    text: `
BUNNINGS WAREHOUSE
BALGOWLAH
ABN 26 008 672 179
TAX INVOICE
Store 3410  Reg 12  Trans 4471
03/10/2026 14:32
PINE DAR 90X45 MGP10 2.4M   3 @ 9.98     29.94
SCREWS BATTEN 14G 100PK                  18.96
SUBTOTAL                                 48.90
TOTAL                                    48.90
EFTPOS                                   48.90
GST INCLUDED IN TOTAL                     4.45
`,
    expected: {
      supplierName: 'BUNNINGS WAREHOUSE',
      abn: { digits: '26008672179', valid: true },
      date: '2026-10-03',
      totalCents: 4890,
      gstCents: 445,
      taxInvoice: true,
    },
  },
  'a supermarket docket with GST-free items': {
    text: `
Woolworths
Manly Vale NSW
ABN: 88 000 014 675
Tax Invoice
MILK 2L                    3.10 #
ANTIBAC WIPES 80PK         6.50
BREAD WHOLEMEAL            4.20 #
Total for 3 items         $13.80
Total includes GST of     $0.59
# GST free item
Date: 5/10/26 Time: 08:12
`,
    expected: {
      supplierName: 'Woolworths',
      abn: { digits: '88000014675', valid: true },
      date: '2026-10-05',
      totalCents: 1380,
      gstCents: 59,
      taxInvoice: true,
    },
  },
  "a stationer's tax invoice with the GST on its own line": {
    text: `
Officeworks
TAX INVOICE  A.B.N. 36 004 763 526
Date 12-Oct-26
Printer paper A4 5 ream box      $32.00
Toner cartridge                  $89.00
Subtotal (ex GST)               $110.00
GST                              $11.00
Total (inc GST)                 $121.00
`,
    expected: {
      supplierName: 'Officeworks',
      abn: { digits: '36004763526', valid: true },
      date: '2026-10-12',
      totalCents: 12100,
      gstCents: 1100,
      taxInvoice: true,
    },
  },
  'a fuel docket': {
    text: `
CALTEX MANLY
ABN 17 000 032 128
TAX INVOICE
Pump 4  Unleaded 91
42.36 L @ 1.899/L
FUEL                     $80.44
TOTAL AUD                $80.44
Includes GST             $7.31
16 October 2026 07:58
`,
    expected: {
      supplierName: 'CALTEX MANLY',
      abn: { digits: '17000032128', valid: true },
      date: '2026-10-16',
      totalCents: 8044,
      gstCents: 731,
      taxInvoice: true,
    },
  },
  'a café receipt that is no tax invoice': {
    text: `
The Beach Hut Cafe
Shop 2, 14 The Corso
Receipt #1043
2 x Flat white        9.00
1 x Banana bread      6.50
Total                15.50
Card                 15.50
2026-10-20
`,
    expected: {
      supplierName: 'The Beach Hut Cafe',
      abn: null,
      date: '2026-10-20',
      totalCents: 1550,
      gstCents: null,
      taxInvoice: false,
    },
  },
  "a trade supplier's emailed invoice (a PDF's text)": {
    text: `
Reece Plumbing Supplies Pty Ltd
Tax Invoice
ABN 53 004 085 616
Invoice number: INV-882731
Invoice date: 21/10/2026
Due date: 20/11/2026
Bill to: Sorted Plumbing
Description                    Qty   Unit price    Amount
Copper pipe 15mm x 6m           4      $42.50     $170.00
Ball valve 15mm                 2      $18.25      $36.50
Subtotal                                          $206.50
GST                                                $20.65
Total AUD incl. GST                               $227.15
Amount due                                        $227.15
`,
    expected: {
      supplierName: 'Reece Plumbing Supplies Pty Ltd',
      abn: { digits: '53004085616', valid: true },
      date: '2026-10-21',
      totalCents: 22715,
      gstCents: 2065,
      taxInvoice: true,
    },
  },
  'a subscription invoice with an ABN that fails the check': {
    text: `
CloudDocs
Tax invoice
ABN 12 345 678 901
Issued 1 November 2026
Business plan (monthly)          $33.00
Total incl GST                   $33.00
GST amount                        $3.00
`,
    expected: {
      supplierName: 'CloudDocs',
      abn: { digits: '12345678901', valid: false },
      date: '2026-11-01',
      totalCents: 3300,
      gstCents: 300,
      taxInvoice: true,
    },
  },
  "OCR's reading of a crumpled photo": {
    text: `
  **  MITRE 10 DEE WHY  **
ABN 51 824 753 556
TAX  INVOICE
07.11.2026   09:41
SILICONE CLEAR 300G      12.98
SUBTOTAL                 12.98
T0TAL                    12.98
GST INCL                  1.18
`,
    expected: {
      supplierName: 'MITRE 10 DEE WHY',
      abn: { digits: '51824753556', valid: true },
      date: '2026-11-07',
      totalCents: 1298,
      gstCents: 118,
      taxInvoice: true,
    },
  },
  "OCR's reading of a faded docket: letters for digits, a comma for a point, an 8 for a B": {
    text: `
NORTHSIDE TIMBER & TRADE
A8N 26 008 672 179
Tax Invoice
O3/1O/2026 14:32
TREATED PINE 90X45  3 @ 9.98  29.94
NAILS 75MM 1KG                18.96
SUBTOTAL                      48.90
TOTAI                         48.9O
GST INCLUDED IN TOTAL          4,45
`,
    expected: {
      supplierName: 'NORTHSIDE TIMBER & TRADE',
      abn: { digits: '26008672179', valid: true },
      date: '2026-10-03',
      totalCents: 4890,
      gstCents: 445,
      taxInvoice: true,
    },
  },
  "an overseas service's invoice, its month first": {
    text: `
Invoice
Invoice number 8F2C1D0A-0007
Date of issue November 3, 2026
Date due Nov 17, 2026
Designly Inc.
ABN 51 824 753 556
Pro plan Nov 3 – Dec 3, 2026          $30.00
Subtotal                              $30.00
GST (10% on $30.00)                    $3.00
Total                                 $33.00
Amount due                            $33.00 AUD
`,
    expected: {
      supplierName: 'Designly Inc.',
      abn: { digits: '51824753556', valid: true },
      date: '2026-11-03',
      totalCents: 3300,
      gstCents: 300,
      taxInvoice: false,
    },
  },
  "a card terminal's slip, the till's docket lost": {
    text: `
HARBOUR HIRE PTY LTD
MANLY NSW
MERCHANT ID 4418820
28th November 2026 16:05
VISA CREDIT
PURCHASE              AUD $126.50
APPROVED 00
`,
    expected: {
      supplierName: 'HARBOUR HIRE PTY LTD',
      abn: null,
      date: '2026-11-28',
      totalCents: 12650,
      gstCents: null,
      taxInvoice: false,
    },
  },
};

describe('readReceiptText', () => {
  for (const [style, { text, expected }] of Object.entries(RECEIPTS)) {
    it(`reads ${style}`, () => {
      expect(readReceiptText(text)).toEqual(expected);
    });
  }

  it('leaves unsure fields empty rather than guessing', () => {
    expect(readReceiptText('')).toEqual({
      supplierName: null,
      abn: null,
      date: null,
      totalCents: null,
      gstCents: null,
      taxInvoice: false,
    });
    // No total line: the item prices are not taken for one.
    expect(readReceiptText('Corner Store\nMilk 3.10\nBread 4.20').totalCents).toBeNull();
    // A date no calendar has is no date.
    expect(readReceiptText('Corner Store\nDate: 31/02/2026\nTotal 5.00').date).toBeNull();
    // More GST than a tenth of the total is a misreading, not the GST.
    expect(readReceiptText('Corner Store\nTotal 11.00\nGST 9.00').gstCents).toBeNull();
  });

  it('reads figures back from OCR only where they are mostly figures', () => {
    // "1O:45" is a time, "I/O" and "OIL" are words; a thousands comma is no decimal point.
    expect(
      readReceiptText('Corner Store\nDate 1O/11/2026 1O:45\nOIL 1L 2.50\nTotal 1,234.50').totalCents,
    ).toBe(123450);
    expect(readReceiptText('Corner Store\nDate 1O/11/2026 1O:45\nTotal 5.00').date).toBe('2026-11-10');
    expect(readReceiptText('Corner Store\nI/O PORT 2.50\nTotal 12,50').totalCents).toBe(1250);
    expect(readReceiptText('Corner Store\nTOTAL $48. 90\nGST 4 .45').totalCents).toBe(4890);
    expect(readReceiptText('Corner Store\nTOTAL $48. 90\nGST 4 .45').gstCents).toBe(445);
    expect(readReceiptText('Corner Store\nTotal $1,234,50').totalCents).toBe(123450);
    // "1,250" is one thousand two hundred and fifty dollars or a quantity, never $12.50.
    expect(readReceiptText('Corner Store\nTotal 1,250').totalCents).toBeNull();
  });

  it('reads the month-first and ordinal dates only with the month in words', () => {
    expect(readReceiptText('Supplier Co\nPaid Oct 3, 2026\nTotal 10.00').date).toBe('2026-10-03');
    expect(readReceiptText('Supplier Co\nDate: 1st Dec 2026\nTotal 10.00').date).toBe('2026-12-01');
    // "Unit 12, 2026" names no month.
    expect(readReceiptText('Supplier Co\nUnit 12, 2026 Pittwater Rd\nTotal 10.00').date).toBeNull();
  });

  it("takes the till docket's total over the card slip's purchase when both are there", () => {
    const text = 'Corner Store\nTOTAL 18.00\nPURCHASE AUD $20.00\nCASH OUT $2.00';
    expect(readReceiptText(text).totalCents).toBe(1800);
  });

  it('reads back an ABN whose 0 or 1 OCR took for a letter, and still checks it', () => {
    expect(readReceiptText('Tidy Co\nABN 26 OO8 672 l79\nTotal 5.00').abn).toEqual({
      digits: '26008672179',
      valid: true,
    });
    expect(readReceiptText('Tidy Co\nabn: 51 824 753 55O\nTotal 5.00').abn).toEqual({
      digits: '51824753550',
      valid: false,
    });
    // Four letters among the digits is no ABN read, but a guess.
    expect(readReceiptText('Tidy Co\nABN 26 OO8 672 lI9\nTotal 5.00').abn).toBeNull();
  });

  it('reads a year-first date with slashes or points as well as hyphens', () => {
    expect(readReceiptText('Tidy Co\n2026/11/28 09:15\nTotal 5.00').date).toBe('2026-11-28');
    expect(readReceiptText('Tidy Co\n2026.11.28\nTotal 5.00').date).toBe('2026-11-28');
    // The parts must agree: "2026/11-28" is no date.
    expect(readReceiptText('Tidy Co\n2026/11-28\nTotal 5.00').date).toBeNull();
  });

  it("reads an invoice whose columns set each label over its value, as a PDF's text gives them", () => {
    // An accounting package's invoice: the due date before the issue date, the ABN under its label,
    // the amount due in large type under its own.
    const lines = [
      'TAX INVOICE',
      'Tidy Gardens Pty Ltd',
      'Due Date',
      '12 Dec 2026',
      'Invoice Date',
      '28 Nov 2026',
      'ABN',
      '51 824 753 556',
      'Description Quantity Unit Price GST Amount AUD',
      'Lawn mowing 1.00 100.00 10% 100.00',
      'Subtotal 100.00',
      'GST',
      '10.00',
      'Amount Due (AUD)',
      '$110.00',
    ];
    expect(readReceiptLines(lines)).toEqual({
      supplierName: 'Tidy Gardens Pty Ltd',
      abn: { digits: '51824753556', valid: true },
      date: '2026-11-28',
      totalCents: 11000,
      gstCents: 1000,
      taxInvoice: true,
      sources: { supplierName: 1, abn: 7, date: 5, totalCents: 14, gstCents: 12, taxInvoice: 0 },
    });
    // Three columns, read line by line: the customer, the dates and numbers, the supplier.
    const columns = [
      'TAX INVOICE',
      'Sorted Plumbing',
      'Invoice Date',
      'Tidy Gardens Pty Ltd',
      '12 Pitt St',
      '28 Nov 2026',
      'PO Box 12',
      'Total 110.00',
    ];
    expect(readReceiptLines(columns)).toMatchObject({ date: '2026-11-28', sources: { date: 5 } });
    expect(
      readReceiptLines(['Tidy Gardens', 'ABN', 'PO Box 12', '51 824 753 556', 'Total 5.00']),
    ).toMatchObject({
      abn: { digits: '51824753556', valid: true },
      sources: { abn: 3 },
    });
    // Two labels side by side over their two values: each value is its own label's.
    expect(
      readReceiptText('Tidy Gardens\nDue date\nIssue date\n12/12/2026\n28/11/2026\nTotal 5.00').date,
    ).toBe('2026-11-28');
    expect(
      readReceiptText('Tidy Gardens\nIssue date\nDue date\n28/11/2026\n12/12/2026\nTotal 5.00').date,
    ).toBe('2026-11-28');
    // Without a label for the sale's date, a date under "Due date" is still not it.
    expect(readReceiptText('Tidy Gardens\nDue date\n12/12/2026\n28/11/2026\nTotal 5.00').date).toBe(
      '2026-11-28',
    );
    // A table's first row under a "Date" heading is no date alone on its line.
    expect(
      readReceiptText('Tidy Gardens\nDate Description\n03/10/2026 Mowing 100.00\nTotal 100.00').date,
    ).toBe('2026-10-03');
    // An amount under "Total" counts only when it stands alone.
    expect(readReceiptText('Tidy Gardens\nTotal\nMowing 2 hours 100.00').totalCents).toBeNull();
  });

  it('reads an ABN written without spaces, and a GST-free sale as no GST', () => {
    const reading = readReceiptText('Fresh Fruit Barn\nABN:51824753556\nTotal 12.40\nGST 0.00');
    expect(reading.abn).toEqual({ digits: '51824753556', valid: true });
    expect(reading.gstCents).toBe(0);
  });

  it('takes the sale date over a due date and a card expiry', () => {
    const text = 'Supplier Co\nDue date: 30/11/2026\nCard expiry 01/28\nInvoice date 02/11/2026\nTotal 10.00';
    expect(readReceiptText(text).date).toBe('2026-11-02');
  });

  it('reads the total paid after a surcharge, not the subtotal', () => {
    const text = 'Tradie Hire\nSubtotal 200.00\nTotal 200.00\nCard surcharge 1.50\nTotal 201.50';
    expect(readReceiptText(text).totalCents).toBe(20150);
  });

  it('says which of the given lines each field was read from, blank lines counted', () => {
    const lines = [
      '',
      'Bright Signs Pty Ltd',
      'ABN 51 824 753 556',
      '',
      'TAX INVOICE',
      'Date 02/11/2026',
      'Total 110.00',
      'GST 10.00',
    ];
    const reading = readReceiptLines(lines);
    expect(reading.sources).toEqual({
      supplierName: 1,
      abn: 2,
      taxInvoice: 4,
      date: 5,
      totalCents: 6,
      gstCents: 7,
    });
    expect(readReceiptLines(['', '--------', '12']).sources).toEqual({});
  });

  it('names the supplier an invoice says it is from, over its client and its headings', () => {
    // A PDF invoice as Sorted itself makes one: the FROM and BILL TO columns read left to right.
    const pdf = [
      'Invoice number',
      'INV-0042',
      'Issue date',
      '01/11/2026',
      'Tax Invoice',
      'Due date',
      '15/11/2026',
      'FROM',
      'BILL TO',
      'Tidy Gardens Pty Ltd',
      'Bondi Bakery',
      'ABN 51 824 753 556',
      'Total (AUD) $110.00',
    ];
    expect(readReceiptLines(pdf)).toMatchObject({
      supplierName: 'Tidy Gardens Pty Ltd',
      sources: { supplierName: 9 },
    });
    expect(
      readReceiptText('TAX INVOICE\nInvoice 1042\nFrom: Harbour Electrical\nTo: Bondi Bakery\nTotal 220.00')
        .supplierName,
    ).toBe('Harbour Electrical');
    // A heading alone is nobody's name.
    expect(readReceiptText('From\nCorner Deli\n12/10/2026\nTotal 5.00').supplierName).toBe('Corner Deli');
    expect(readReceiptText('BILL TO\nFROM\n12/10/2026\nTotal 5.00').supplierName).toBeNull();
  });
});
