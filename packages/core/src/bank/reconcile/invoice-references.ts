// Invoice numbers as payers write them in a transfer's reference, which the bank copies into the
// narrative: "INV-0012", "INV 0012", "inv0012", "INV-12", "Invoice 12", "#12", "INV-0012/0013". A number
// is told by its series' prefix and its value, so the zeros may be dropped but "12" never names
// "INV-0120", and a bare "12" (an amount, a day, a store number) names nothing.

interface Reference {
  /** The letters and digits written before the number in the same word ("INV" in "INV-0012"), upper-cased. */
  prefix: string;
  /** The same prefix less a number it ends in, for a list that shares it: "INV" for "0013" in "INV-0012/0013". */
  sharedPrefix: string;
  /** The number's value: its digits without leading zeros. */
  value: string;
  /** The digits as written. */
  digits: string;
  /** Written after "Invoice", "Inv" or "#": it names an invoice of any series. */
  generic: boolean;
  /** A word of its own, digits only, between spaces or brackets. */
  standalone: boolean;
}

const DIGITS = /\d+/g;
// What may stand between a prefix and its number ("INV-0012", "INV 12", "INV#12", "REF:12").
const GAP = /[\s\-_#/:.]/;
// What a prefix may hold: one word of letters, digits and the separators a number series uses.
const PREFIX_CHARACTER = /[A-Z0-9\-_/]/;
const GENERIC_WORDS = new Set(['INV', 'INVOICE', 'INVOICES', 'INVNO', 'INVOICENO']);
const OPENS_WORD = /[\s([{]/;
const CLOSES_WORD = /[\s)\]},;]/;

const withoutZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');
const alphanumeric = (text: string) => text.replace(/[^A-Z0-9]/g, '');

/** Every number written in a narrative, with the prefix it is written with. */
export function referencesIn(description: string): Reference[] {
  const text = description.toUpperCase();
  return [...text.matchAll(DIGITS)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    let at = start - 1;
    for (let gaps = 0; gaps < 2 && at >= 0 && GAP.test(text[at] ?? ''); gaps++) at--;
    const prefixEnd = at + 1;
    while (at >= 0 && PREFIX_CHARACTER.test(text[at] ?? '')) at--;
    const prefix = alphanumeric(text.slice(at + 1, prefixEnd));
    const before = text[start - 1];
    const after = text[end];
    return {
      prefix,
      sharedPrefix: prefix.replace(/\d+$/, ''),
      value: withoutZeros(match[0]),
      digits: match[0],
      generic: GENERIC_WORDS.has(prefix) || before === '#',
      standalone:
        (before === undefined || OPENS_WORD.test(before)) && (after === undefined || CLOSES_WORD.test(after)),
    };
  });
}

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * Whether a narrative's references name an invoice: the same prefix (its letters and digits, without
 * punctuation) and value; or "Invoice"/"#" and the value; or the digits alone, standing as a word, exactly
 * as the invoice writes them when they cannot be a day or an amount (a leading zero, or five digits or
 * more: "0012", "10045"). A number that ends in no digits is never found.
 */
export function namesInvoice(references: readonly Reference[], invoiceNumber: string): boolean {
  const match = NUMBERED.exec(invoiceNumber.trim().toUpperCase());
  if (!match) return false;
  const prefix = alphanumeric(match[1] ?? '');
  const digits = match[2] ?? '';
  const value = withoutZeros(digits);
  return references.some(
    (reference) =>
      (reference.value === value &&
        (reference.generic ||
          (prefix !== '' && (reference.prefix === prefix || reference.sharedPrefix === prefix)))) ||
      (reference.standalone && reference.digits === digits && (digits.startsWith('0') || digits.length >= 5)),
  );
}

/**
 * What an invoice number is looked up by: the value of the digits it ends in, without leading zeros
 * ("INV-0012" → "12"); null when it ends in no digit. Every invoice `namesInvoice` finds in a narrative has
 * the value of one of the narrative's references, so the API keeps this beside each invoice, indexed, and
 * fetches only the invoices a page of narratives can name.
 */
export function invoiceNumberValue(invoiceNumber: string): string | null {
  const match = NUMBERED.exec(invoiceNumber.trim().toUpperCase());
  return match ? withoutZeros(match[2] ?? '') : null;
}
