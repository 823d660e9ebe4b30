import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReceiptText } from './receipt-text.ts';

// Receipts drawn at random from the ways Australian tills and invoicing software print the same five
// facts (the date's forms, the labels of the total and the GST, amounts with or without "$" and
// thousands' commas, ABNs grouped or not), with item lines and a time between them, clean or with one
// of OCR's usual misreadings: each is read back exactly. And no text at all makes the reader throw.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

type Day = { year: number; month: number; day: number };
const DATE_FORMS: readonly ((d: Day) => string)[] = [
  (d) => `${two(d.day)}/${two(d.month)}/${d.year}`,
  (d) => `${d.day}/${d.month}/${String(d.year).slice(2)}`,
  (d) => `${two(d.day)}-${two(d.month)}-${d.year}`,
  (d) => `${two(d.day)}.${two(d.month)}.${d.year}`,
  (d) => `${two(d.day)}-${MONTHS[d.month - 1]}-${String(d.year).slice(2)}`,
  (d) => `${d.day} ${LONG_MONTHS[d.month - 1]} ${d.year}`,
  (d) => `${d.year}-${two(d.month)}-${two(d.day)}`,
  (d) => `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`,
  (d) => `${ordinal(d.day)} ${LONG_MONTHS[d.month - 1]} ${d.year}`,
];
const DATE_LINES: readonly ((date: string) => string)[] = [
  (date) => date,
  (date) => `Date: ${date}`,
  (date) => `${date} 14:32`,
  (date) => `Invoice date ${date}`,
];
const TOTAL_LABELS = ['TOTAL', 'Total', 'TOTAL AUD', 'Total (inc GST)', 'Total incl. GST', 'Amount due'];
const GST_LABELS = ['GST', 'GST INCLUDED IN TOTAL', 'Total includes GST of', 'GST included', 'Includes GST'];

// What OCR makes of a faded docket: a 0 read as an O, the point read as a comma or spaced from the
// figures, the L of TOTAL read as a 1, its O as a 0.
type Noise = 'none' | 'letter O' | 'comma point' | 'spaced point' | 'misread TOTAL';
const NOISES: readonly Noise[] = ['none', 'letter O', 'comma point', 'spaced point', 'misread TOTAL'];

function money(cents: number, dollarSign: boolean, commas: boolean, noise: Noise): string {
  const dollars = Math.floor(cents / 100);
  const whole = commas ? dollars.toLocaleString('en-AU') : String(dollars);
  const point = noise === 'comma point' ? ',' : noise === 'spaced point' ? '. ' : '.';
  const printed = `${whole}${point}${two(cents % 100)}`;
  // One letter among at least two figures: more would be a word, not an amount.
  const misread = noise === 'letter O' ? printed.replace(/0(?=\d*$)/, 'O') : printed;
  return `${dollarSign ? '$' : ''}${misread}`;
}

const misreadLabel = (label: string, noise: Noise) =>
  noise === 'misread TOTAL' ? label.replace('TOTAL', 'T0TAL').replace('Total', 'Tota1') : label;

const receipt = fc
  .record({
    date: fc.record({
      year: fc.integer({ min: 2020, max: 2035 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    dateForm: fc.nat({ max: DATE_FORMS.length - 1 }),
    dateLine: fc.nat({ max: DATE_LINES.length - 1 }),
    totalCents: fc.integer({ min: 1, max: 5_000_000 }),
    gstShare: fc.constantFrom(0, 0.5, 1),
    totalLabel: fc.constantFrom(...TOTAL_LABELS),
    gstLabel: fc.constantFrom(...GST_LABELS),
    dollarSign: fc.boolean(),
    commas: fc.boolean(),
    abnGrouped: fc.boolean(),
    items: fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 4 }),
    noise: fc.constantFrom(...NOISES),
  })
  .map((r) => {
    // The GST of a sale that is all taxable is a eleventh of it; a mixed sale's is less.
    const gstCents = Math.round((r.totalCents / 11) * r.gstShare);
    const amount = (cents: number) => money(cents, r.dollarSign, r.commas, r.noise);
    const abn = r.abnGrouped ? '51 824 753 556' : '51824753556';
    const text = [
      'Harbour Hardware Pty Ltd',
      `ABN ${abn}`,
      'TAX INVOICE',
      DATE_LINES[r.dateLine]?.(DATE_FORMS[r.dateForm]?.(r.date) ?? '') ?? '',
      ...r.items.map((cents, index) => `ITEM ${index + 1} QTY 2    ${amount(cents)}`),
      `SUBTOTAL    ${amount(r.totalCents - gstCents)}`,
      `${misreadLabel(r.totalLabel, r.noise)}    ${amount(r.totalCents)}`,
      `${r.gstLabel}    ${amount(gstCents)}`,
    ].join('\n');
    const iso = `${r.date.year}-${two(r.date.month)}-${two(r.date.day)}`;
    return { text, iso, totalCents: r.totalCents, gstCents };
  });

describe('readReceiptText on receipts drawn at random', () => {
  it('reads the date, the total, the GST and the ABN of every form exactly', () => {
    fc.assert(
      fc.property(receipt, ({ text, iso, totalCents, gstCents }) => {
        expect(readReceiptText(text)).toEqual({
          supplierName: 'Harbour Hardware Pty Ltd',
          abn: { digits: '51824753556', valid: true },
          date: iso,
          totalCents,
          gstCents,
          taxInvoice: true,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, and a total it reads is more than nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 12 }), (lines) => {
        const reading = readReceiptText(lines.join('\n'));
        expect(reading.totalCents === null || reading.totalCents > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
