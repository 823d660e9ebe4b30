// What a receipt or a supplier's invoice says, read from its text (a PDF's own text, or what OCR made of
// a photo): the supplier, the ABN, the date, the total, the GST and whether it calls itself a tax
// invoice (issue 30). Anything unsure is left out (null) rather than guessed: the owner confirms each
// field, and an empty field asks for their eye where a wrong one would slip into the books.

import { parseStatementAmount } from '../bank/statement-amounts.ts';
import { parseStatementDate } from '../bank/statement-dates.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { compactDigits, isValidAbn } from '../identifiers/abn.ts';
import type { Cents } from '../money/cents.ts';

export interface ReceiptReading {
  /** The business that issued it, from its first lines; null when no line reads as a name. */
  supplierName: string | null;
  /** The ABN printed on it, as 11 digits, and whether the ATO's check accepts it (never "corrected"). */
  abn: { digits: string; valid: boolean } | null;
  date: IsoDate | null;
  /** What was paid, GST included. */
  totalCents: Cents | null;
  /** The GST it says is included; null when it does not say (not zero: a GST-free sale says so). */
  gstCents: Cents | null;
  /** It calls itself a "Tax invoice" (what a GST credit above $82.50 needs, with an ABN). */
  taxInvoice: boolean;
}

const lineOf = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A field as found: its value and the index of the line it came from (null when not found). */
interface Found<T> {
  value: T | null;
  line: number | null;
}
const NOT_FOUND: Found<never> = { value: null, line: null };

// "$1,234.56", "1234.56", "$ 12.00": the amounts a line holds, in order. Whole dollars without cents are
// left out: on a receipt they are quantities, store numbers and years far more often than money. OCR
// reads a faint point as a comma ("12,98"): a comma with two digits after it, which no thousands group
// has, is the decimal point.
const AMOUNT = /(?<![\d.,/:-])-?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2}(?![\d%])|,\d{2}(?![\d%,]))/g;

function amountsIn(line: string): Cents[] {
  return [...line.matchAll(AMOUNT)].flatMap((match) => {
    const cents = parseStatementAmount(match[0].replace(/\s/g, '').replace(/,(\d{2})$/, '.$1'));
    return cents === null ? [] : [cents];
  });
}

// ABN, A.B.N. or ABN: then 11 digits, grouped as printed ("51 824 753 556") or not. OCR reads the B as an
// 8 now and then, and a 0 as an O or a 1 as an l: read back as digits (at most three of them), they are
// then held to the ATO's check like any other.
const ABN =
  /\bA\.?\s?[B8]\.?\s?N\.?\s*(?:no\.?|number)?\s*[:#]?\s*((?:[\dOoIl]\s?){10}[\dOoIl])(?![\dOoIl])/i;

// An invoice's column may set the label over the number: "ABN", then "51 824 753 556" on the next line.
const ABN_LABEL_ONLY = /^A\.?\s?[B8]\.?\s?N\.?\s*(?:no\.?|number)?\s*[:#]?$/i;
const ABN_DIGITS_ONLY = /^((?:[\dOoIl]\s?){10}[\dOoIl])$/i;

function abnIn(lines: readonly string[]): Found<ReceiptReading['abn']> {
  for (const [index, line] of lines.entries()) {
    // Under the label, with perhaps the other columns' lines between.
    const belowAt = ABN_LABEL_ONLY.test(line)
      ? lines.findIndex((other, at) => at > index && at <= index + 4 && ABN_DIGITS_ONLY.test(other))
      : -1;
    const match = ABN.exec(line) ?? ABN_DIGITS_ONLY.exec(belowAt > 0 ? (lines[belowAt] ?? '') : '');
    const printed = match?.[1]?.replace(/\s/g, '') ?? '';
    if (printed && printed.replace(/\d/g, '').length <= 3) {
      const digits = compactDigits(printed.replace(/[oil]/gi, (letter) => AS_DIGIT[letter] ?? letter));
      return { value: { digits, valid: isValidAbn(digits) }, line: belowAt > 0 ? belowAt : index };
    }
  }
  return NOT_FOUND;
}

// A date's forms on Australian receipts: 03/10/2026, 3/10/26, 03-10-2026, 03.10.2026, 03-Oct-26,
// 3 Oct 2026, 3rd October 2026, 2026-10-03, 2026/10/03. Day first: this is where the receipts come
// from. An overseas service's invoice names the month first ("Oct 3, 2026"); with the month in words,
// that is no guess.
const DATE_TOKEN = new RegExp(
  [
    String.raw`\b\d{4}([/.-])\d{1,2}\1\d{1,2}\b`,
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?(?:\s+|-)[a-z]{3,9}\.?,?(?:\s+|-)(?:\d{4}|\d{2})\b`,
    String.raw`\b[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
  ].join('|'),
  'gi',
);
const MONTH_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)/i;
const DATE_LABEL = /\b(?:date|dated|issued|invoice date|tax date)\b/i;
const NOT_THE_SALE = /\b(?:due|expir|valid until|valid to|print(?:ed)?|from|to)\b/i;

/** "Oct 3, 2026" and "3rd Oct 2026" in the form the statements' reader takes: "3 Oct 2026". */
function dayFirst(token: string): string {
  const spaced = token.replace(/\s+/g, ' ');
  const monthFirst = MONTH_FIRST.exec(spaced);
  if (monthFirst) return `${monthFirst[2]} ${monthFirst[1]} ${monthFirst[3]}`;
  return spaced.replace(ORDINAL, '$1');
}

function datesIn(line: string): IsoDate[] {
  return [...line.matchAll(DATE_TOKEN)].flatMap((match) => {
    const date = parseStatementDate(dayFirst(match[0]), 'DMY');
    return date === null ? [] : [date];
  });
}

const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?/gi;
// A label of a date that is not the sale's: the due date, a card's expiry, a quote's validity.
const OTHER_DATE_LABEL = /\b(?:due|expir\w*|valid until|valid to)\b/i;
/** How far under its label an invoice's columns may set a date (the other columns' lines between). */
const LABEL_REACH = 6;

/** The line holds a date (and perhaps its time) and nothing else: the value of a label above it. */
const isDateOnly = (line: string) =>
  datesIn(line).length > 0 && !/[a-z\d]/i.test(line.replace(DATE_TOKEN, '').replace(TIME, ''));

/**
 * Which dates standing alone on their lines are the values of labels above them, and whether each label
 * names the sale's date: an invoice's columns set "Invoice date" and "Due date" over their values, with
 * the other columns' lines between. Labels and values pair in order, as the columns read.
 */
function labelsOfDates(lines: readonly string[]): Map<number, 'sale' | 'other'> {
  const waiting: { line: number; names: 'sale' | 'other' }[] = [];
  const labelled = new Map<number, 'sale' | 'other'>();
  for (const [index, line] of lines.entries()) {
    const isLabel = DATE_LABEL.test(line) || OTHER_DATE_LABEL.test(line);
    if (isLabel && datesIn(line).length === 0 && line.split(' ').length <= 5) {
      waiting.push({ line: index, names: OTHER_DATE_LABEL.test(line) ? 'other' : 'sale' });
    } else if (isDateOnly(line)) {
      while (waiting[0] && index - waiting[0].line > LABEL_REACH) waiting.shift();
      const label = waiting.shift();
      if (label) labelled.set(index, label.names);
    }
  }
  return labelled;
}

/**
 * The sale's date: one labelled as the date first (beside its label, or under it), else the first date
 * not said to be due or expiring.
 */
function dateIn(lines: readonly string[]): Found<IsoDate | null> {
  const labelled = labelsOfDates(lines);
  for (const [index, line] of lines.entries()) {
    const besideItsLabel = DATE_LABEL.test(line) && !/\bdue\b/i.test(line);
    if (!besideItsLabel && labelled.get(index) !== 'sale') continue;
    const [date] = datesIn(line);
    if (date) return { value: date, line: index };
  }
  for (const [index, line] of lines.entries()) {
    if (NOT_THE_SALE.test(line) || labelled.get(index) === 'other') continue;
    const [date] = datesIn(line);
    if (date) return { value: date, line: index };
  }
  return NOT_FOUND;
}

/** The amount alone on the line under a label ("Amount due (AUD)", then "$110.00" in large type). */
function amountBelow(lines: readonly string[], index: number): Cents | null {
  const below = lines[index + 1] ?? '';
  const [amount, ...others] = amountsIn(below);
  const words = below.replace(AMOUNT, '').replace(/\b(?:aud|a\$)\b/gi, '');
  return amount !== undefined && others.length === 0 && !/[a-z\d]/i.test(words) ? amount : null;
}

// The lines that say what was paid, surest first. "Subtotal" and "Total GST" are not it.
const TOTAL_LINES: readonly RegExp[] = [
  /\btotal\s*(?:amount\s*|aud\s*)?\(?\s*(?:inc(?:l(?:uding|\.)?)?|inc\.)\s*(?:of\s*)?gst\b/i,
  /\b(?:amount|balance)\s*(?:due|payable|paid)\b/i,
  /\btotal\s*(?:aud|\$|amount|due|payable|sale)?\b/i,
  // A card terminal's slip says "PURCHASE" where the till's docket says "TOTAL".
  /\b(?:purchase|eftpos)\b/i,
];
const NOT_A_TOTAL =
  /\bsub\s*-?\s*total\b|\btotal\s*(?:gst|tax|items?|savings?|discount|qty|quantity)\b|\bgst\s*total\b/i;

// A line that names GST is about the GST ("GST included in total 4.45", "Total includes GST of $0.59"),
// unless it is the total said to include it ("Total incl GST $110.00", the first of TOTAL_LINES).
const NAMES_GST = /\bgst\b/i;

function totalIn(lines: readonly string[]): Found<Cents | null> {
  for (const [rank, pattern] of TOTAL_LINES.entries()) {
    // The last such line: a receipt's totals come after its items, and a repeated "TOTAL" after a
    // rounding or a card surcharge is the one paid.
    for (let index = lines.length - 1; index >= 0; index--) {
      const line = lines[index] ?? '';
      if (!pattern.test(line) || NOT_A_TOTAL.test(line) || (rank > 0 && NAMES_GST.test(line))) continue;
      const last = amountsIn(line)
        .filter((cents) => cents > 0)
        .at(-1);
      if (last !== undefined) return { value: last, line: index };
      const below = amountBelow(lines, index);
      if (below !== null && below > 0) return { value: below, line: index + 1 };
    }
  }
  return NOT_FOUND;
}

// "GST 9.09", "GST included 9.09", "Includes GST of $9.09", "Total GST $9.09", "GST (10%) $9.09", "TAX 9.09".
const GST_LINE = /\bgst\b|\btax\b(?!\s*invoice)/i;
// A total that names GST ("Total incl GST 110.00") says what the total is, not what the GST is, unless
// it also says "includes GST of …".
const GST_OF = /\b(?:incl(?:udes?|uding|\.)?|inc\.?)\s*gst\s*(?:of|amount|:)?\s*(-?\$?\s?\d[\d,]*\.\d{2})/i;
const NOT_GST_AMOUNT =
  /\babn\b|\bgst\s*(?:reg|no\b|number|free\s*items?\s*total)|\b(?:ex|excl(?:uding)?)\.?\s*gst\b/i;

function gstIn(lines: readonly string[], totalCents: Cents | null): Found<Cents | null> {
  const fits = (cents: Cents) => cents >= 0 && (totalCents === null || cents * 10 <= totalCents + 10);
  for (const [index, line] of lines.entries()) {
    // "Total incl. GST 0.01": the total, however small.
    if (TOTAL_LINES[0]?.test(line) && !/\bgst\s*of\b/i.test(line)) continue;
    const of = GST_OF.exec(line);
    const cents = of?.[1] ? parseStatementAmount(of[1].replace(/\s/g, '')) : null;
    if (cents !== null && fits(cents)) return { value: cents, line: index };
  }
  for (const [index, line] of lines.entries()) {
    if (!GST_LINE.test(line) || NOT_GST_AMOUNT.test(line)) continue;
    if (TOTAL_LINES[0]?.test(line) && !/\btotal\s*gst\b/i.test(line)) continue;
    const amounts = amountsIn(line);
    const candidates = amounts.filter(fits);
    // "GST 10% 9.09": the percentage is no amount; with two amounts (net and GST), the GST is the smaller.
    const cents = candidates.length > 1 ? Math.min(...candidates) : candidates[0];
    if (cents !== undefined) return { value: cents, line: index };
    const below = amounts.length === 0 ? amountBelow(lines, index) : null;
    if (below !== null && fits(below)) return { value: below, line: index + 1 };
  }
  return NOT_FOUND;
}

// Lines that are not the business's name: the document's kind, numbers, contact details, addresses.
const NOT_A_NAME =
  /\b(?:tax\s*invoice|invoice|receipt|abn|acn|a\.b\.n|phone|ph|tel|fax|www\.|https?:|e-?mail|date|time|store|shop\s*\d|terminal|order|customer|copy|welcome|thank)\b|@|\d{3,}/i;

/** The line as a business's name, or null when it reads as something else. */
function nameOf(line: string): string | null {
  const name = line
    .replace(/[*=_~#|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length < 3 || name.length > 60) return null;
  if (!/[a-z]{2}/i.test(name) || NOT_A_NAME.test(name)) return null;
  // "Total 5.00": an amount's line is no name ("Total Tools" is).
  if (amountsIn(name).length > 0) return null;
  // A line of mostly figures or punctuation is a total or a divider, not a name.
  if ((name.match(/[a-z]/gi)?.length ?? 0) < name.length / 2) return null;
  return name;
}

// An invoice that names its parties: "From: Tidy Gardens", or "FROM" over a column whose neighbour is
// "BILL TO" (a PDF reads the two headings, then the two names, left to right).
const FROM_LABEL = /^(?:from|supplier|seller|sold by|issued by|billed by)\s*:?\s*(.*)$/i;
const OTHER_PARTY = /^(?:bill(?:ed)? to|invoice to|ship to|deliver to|to|customer|client)\s*:?\s*$/i;

function namedSupplierIn(lines: readonly string[]): Found<string | null> {
  for (const [index, line] of lines.entries()) {
    const label = FROM_LABEL.exec(line);
    if (!label) continue;
    const inline = label[1] ? nameOf(label[1]) : null;
    if (inline) return { value: inline, line: index };
    for (let next = index + 1; next < Math.min(lines.length, index + 4); next++) {
      const candidate = lines[next] ?? '';
      if (OTHER_PARTY.test(candidate)) continue;
      const name = nameOf(candidate);
      if (name) return { value: name, line: next };
      break;
    }
  }
  return NOT_FOUND;
}

function supplierIn(lines: readonly string[]): Found<string | null> {
  const named = namedSupplierIn(lines);
  if (named.value !== null) return named;
  for (const [index, line] of lines.slice(0, 6).entries()) {
    // A heading ("FROM", "BILL TO") is no one's name.
    const name = FROM_LABEL.exec(line)?.[1] === '' || OTHER_PARTY.test(line) ? null : nameOf(line);
    if (name) return { value: name, line: index };
  }
  return NOT_FOUND;
}

// OCR reads an O as a 0, an I as a 1, an S as a 5 inside words ("T0TAL", "G5T"): a word of mostly letters
// is read back with letters, for finding the lines (a day's "1st" stays a number). The other way round,
// an amount or a date of mostly digits ("48.9O", "O3/1O/2026") is read back with digits. An L read as a 1
// and then as an I ("TOTAI") is still the total.
const WORD = /\b[a-z0-9]+\b/gi;
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S' };
const FIGURES = /(?<=^|[\s$])[\dOoIl]+(?:[/.,:-][\dOoIl]+)+(?=$|\s)/g;
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', i: '1', l: '1', L: '1' };
const MISREAD_TOTAL = /\bT[O0]TA[1IL|](?![a-z0-9])/gi;

// OCR sets a space beside a faint point ("48 .90", "48. 90").
const SPLIT_CENTS = /(\d)(?:\s([.,])|([.,])\s)(\d{2})(?![\w.,])/g;

/** The line as its printer meant it, for finding the fields: OCR's misreadings above read back. */
function asPrinted(line: string): string {
  return line
    .replace(SPLIT_CENTS, '$1$2$3$4')
    .replace(FIGURES, (figures) => {
      const digits = figures.replace(/\D/g, '').length;
      const letters = figures.replace(/[^OoIl]/g, '').length;
      return letters > 0 && digits >= 2 * letters
        ? figures.replace(/[OoIl]/g, (letter) => AS_DIGIT[letter] ?? letter)
        : figures;
    })
    .replace(WORD, (word) => {
      const digits = word.replace(/[a-z]/gi, '').length;
      const mostlyLetters =
        digits > 0 &&
        digits * 2 < word.length &&
        /^[a-z015]+$/i.test(word) &&
        !/^\d{1,2}(?:st|nd|rd|th)$/i.test(word);
      return mostlyLetters ? word.replace(/[015]/g, (digit) => AS_LETTER[digit] ?? digit) : word;
    })
    .replace(MISREAD_TOTAL, 'TOTAL');
}

/** The fields a receipt's reading can point back to: where on the receipt each was read. */
export type ReceiptField = 'supplierName' | 'abn' | 'date' | 'totalCents' | 'gstCents' | 'taxInvoice';

/** A reading with, for each field read, the index of the line (of those given) it was read from. */
export interface SourcedReceiptReading extends ReceiptReading {
  sources: Partial<Record<ReceiptField, number>>;
}

/**
 * What the receipt's lines say (as read, top to bottom; blank ones allowed), each field null (taxInvoice
 * false) where it does not say it plainly, with the line each field came from.
 */
export function readReceiptLines(given: readonly string[]): SourcedReceiptReading {
  const kept = given.flatMap((text, index) => {
    const line = lineOf(text);
    return line ? [{ line, index }] : [];
  });
  const lines = kept.map((each) => each.line);
  const read = lines.map(asPrinted);
  const total = totalIn(read);
  const found = {
    supplierName: supplierIn(lines),
    abn: abnIn(lines),
    date: dateIn(read),
    totalCents: total,
    gstCents: gstIn(read, total.value),
  };
  const taxInvoiceLine = read.findIndex((line) => /\btax\s*invoice\b/i.test(line));
  const sources: SourcedReceiptReading['sources'] = {};
  const givenIndex = (line: number | null) => (line === null ? undefined : kept[line]?.index);
  for (const [field, { line }] of Object.entries(found) as [ReceiptField, Found<unknown>][]) {
    const index = givenIndex(line);
    if (index !== undefined) sources[field] = index;
  }
  const taxInvoiceIndex = givenIndex(taxInvoiceLine >= 0 ? taxInvoiceLine : null);
  if (taxInvoiceIndex !== undefined) sources.taxInvoice = taxInvoiceIndex;
  return {
    supplierName: found.supplierName.value,
    abn: found.abn.value,
    date: found.date.value,
    totalCents: found.totalCents.value,
    gstCents: found.gstCents.value,
    taxInvoice: taxInvoiceLine >= 0,
    sources,
  };
}

/** What the receipt's text says; each field null (taxInvoice false) where it does not say it plainly. */
export function readReceiptText(text: string): ReceiptReading {
  const { sources: _sources, ...reading } = readReceiptLines(text.split(/\r\n|\r|\n/));
  return reading;
}
