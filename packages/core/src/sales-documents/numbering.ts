// A business numbers each kind of its documents in a series of its own (INV-0001, Q-0001, AN-0001), by a
// counter per kind that only moves forward: the last number issued. Deleting a draft never gives its
// number to the next document, and a document typed with an older number of the same series leaves the
// counter where it was.

/** A kind's series: its first number, and whether its prefix is fixed (any other last number restarts it). */
export interface NumberSeries {
  first: string;
  /** The owner may type an invoice's or a quote's number; an adjustment note's is always allocated. */
  fixedPrefix: boolean;
}

export const INVOICE_NUMBERS: NumberSeries = { first: 'INV-0001', fixedPrefix: false };
export const QUOTE_NUMBERS: NumberSeries = { first: 'Q-0001', fixedPrefix: false };
export const ADJUSTMENT_NOTE_NUMBERS: NumberSeries = { first: 'AN-0001', fixedPrefix: true };

const SERIES = /^(.*?)(\d+)$/;

/** A number split into its series (the prefix) and its place in it; null when it ends in no digits. */
function placeOf(number: string): { prefix: string; digits: bigint; width: number } | null {
  const match = SERIES.exec(number.trim());
  if (!match) return null;
  const [, prefix = '', digits = '0'] = match;
  return { prefix, digits: BigInt(digits), width: digits.length };
}

/**
 * The number after a business's last one of a series: its trailing digits plus one, keeping the prefix
 * and the width ("INV-0041" → "INV-0042", "2026/9" → "2026/10"); the series' first number when there is
 * none yet (or, for a fixed prefix, when the last is not of it); "DRAFT" is followed by "DRAFT-0001".
 */
export function nextNumber(series: NumberSeries, last: string | null | undefined): string {
  const trimmed = last?.trim();
  if (!trimmed) return series.first;
  const place = placeOf(trimmed);
  if (series.fixedPrefix && place?.prefix !== placeOf(series.first)?.prefix) return series.first;
  if (!place) return `${trimmed}-0001`;
  return `${place.prefix}${String(place.digits + 1n).padStart(place.width, '0')}`;
}

/**
 * The counter after a document numbered `issued` (typed by the user) is written: it moves to `issued`,
 * except when `issued` lies at or before the counter in the same series (the counter never goes back).
 */
export function counterAfter(counter: string | null | undefined, issued: string): string {
  if (!counter) return issued.trim();
  const current = placeOf(counter);
  const next = placeOf(issued);
  if (current && next && current.prefix === next.prefix && next.digits <= current.digits) return counter;
  return issued.trim();
}

/** Whether `b` comes after `a` in one series: the property every allocated number keeps. */
export function comesAfter(a: string, b: string): boolean {
  const first = placeOf(a);
  const second = placeOf(b);
  return first !== null && second !== null && first.prefix === second.prefix && second.digits > first.digits;
}
