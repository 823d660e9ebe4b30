// A line's description as the owner will read it, from the one or more fields a format splits it
// into (OFX NAME and MEMO, QIF P and M, NAB's type, details and merchant), and the lines that are not
// transactions at all.

const SPACES = /\s+/g;

/** Whitespace collapsed to single spaces, ends trimmed. */
export function collapseSpaces(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

/**
 * The parts that say something, joined with " - ": empty parts are dropped, and so is a part another
 * part already contains (a NAB merchant named in the details, an OFX MEMO repeating the NAME).
 */
export function joinDescription(parts: readonly string[]): string {
  const kept = parts.map(collapseSpaces).filter((part) => part !== '');
  const lower = kept.map((part) => part.toLowerCase());
  return kept
    .filter((_, index) => {
      const self = lower[index] ?? '';
      return !lower.some(
        (other, at) => at !== index && other.includes(self) && (other !== self || at < index),
      );
    })
    .join(' - ');
}

const PENDING = /^\s*pending\b/i;

/** A line the bank has not posted yet: its description, type or status starts with "Pending". */
export function isPending(text: string): boolean {
  return PENDING.test(text);
}

// The phrase alone, or followed by a date or an amount ("OPENING BALANCE 01/02/2025").
const BALANCE_ROW =
  /^\s*(?:(?:opening|closing)\s+balance|balance\s+(?:brought|carried)\s+forward|balance\s+[bc]\/f)[\s:]*(?:[\d/.$,+-]+(?:\s+[\d/.$,+-]+)*)?\s*$/i;

/** A row stating the account's balance, not a transaction: "Opening Balance", "Balance brought forward". */
export function isBalanceRow(description: string): boolean {
  return BALANCE_ROW.test(description);
}
