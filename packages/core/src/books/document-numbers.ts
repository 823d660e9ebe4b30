// A business's documents are numbered by a counter per kind that only moves forward: the last number
// issued. Deleting a draft never gives its number to the next document, and an invoice typed with an
// older number of the same series leaves the counter where it was.

const SERIES = /^(.*?)(\d+)$/;

/** A number split into its series (the prefix) and its place in it; null when it ends in no digits. */
function placeOf(number: string): { prefix: string; digits: bigint } | null {
  const match = SERIES.exec(number.trim());
  if (!match) return null;
  const [, prefix = '', digits = '0'] = match;
  return { prefix, digits: BigInt(digits) };
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
