import { type Cents, parseCents } from '@sorted/core/money/cents';
import { MAX_AMOUNT } from '@sorted/core/tax/validation';

// The calculator's amount fields accept digits and one dot with at most two decimals, and show thousands
// separators as you type. A leading minus is kept so that a negative amount is refused with its message
// rather than silently turned into a different, positive one.

/** Whole-dollar digits an amount may have: as many as the calculator's largest amount has. */
export const MAX_WHOLE_DIGITS = String(Math.trunc(MAX_AMOUNT / 100)).length;

const SIGNIFICANT = /[\d.-]/;

/** Shows what was typed as an amount: "1234567.891" → "1,234,567.89", "00.5" → "0.5", "-12a" → "-12". */
export function formatAmountInput(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let whole = dot === -1 ? kept : kept.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : kept
          .slice(dot + 1)
          .replaceAll('.', '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction !== null && whole === '') whole = '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === null ? '' : `.${fraction}`}`;
}

function wholeDigits(text: string): number {
  const dot = text.indexOf('.');
  return (dot === -1 ? text : text.slice(0, dot)).replace(/\D/g, '').length;
}

/** Where the caret goes in `text` so that `significant` digits, dots or minus signs lie before it. */
function caretAfter(text: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text.charAt(index))) seen += 1;
    if (seen === significant) return index + 1;
  }
  return text.length;
}

export interface AmountEdit {
  text: string;
  caret: number;
  /** The edit was refused because the amount would pass the largest the calculator takes. */
  tooLarge?: true;
}

/**
 * One edit of an amount field: `raw` is the field's value after the browser applied a keystroke or a paste,
 * `caret` where the browser put the caret. Deleting a thousands separator deletes the digit beside it;
 * an edit that would make the amount too long is refused, and says so (the field shows the maximum).
 */
export function editAmount(previous: string, raw: string, caret: number, inputType = ''): AmountEdit {
  let value = raw;
  let at = caret;
  const onlyCommaRemoved =
    raw.length === previous.length - 1 && raw.replaceAll(',', '') === previous.replaceAll(',', '');
  if (onlyCommaRemoved && inputType === 'deleteContentBackward' && at > 0) {
    value = value.slice(0, at - 1) + value.slice(at);
    at -= 1;
  } else if (onlyCommaRemoved && inputType === 'deleteContentForward') {
    value = value.slice(0, at) + value.slice(at + 1);
  }
  const text = formatAmountInput(value);
  if (wholeDigits(text) > MAX_WHOLE_DIGITS) {
    return {
      text: previous,
      caret: Math.max(0, Math.min(previous.length, at - (raw.length - previous.length))),
      tooLarge: true,
    };
  }
  // The caret stays after the same digits: count them in the formatted text before it.
  const significant = [...formatAmountInput(value.slice(0, at))].filter((c) => SIGNIFICANT.test(c)).length;
  return { text, caret: caretAfter(text, significant) };
}

/** The amount in cents; an empty field (or a lone "-" or ".") is 0. Null only for text that is not an amount. */
export function parseAmountInput(text: string): Cents | null {
  const trimmed = text.trim().replaceAll(',', '').replace(/\.$/, '');
  if (trimmed === '' || trimmed === '-') return 0;
  return parseCents(trimmed.startsWith('.') ? `0${trimmed}` : trimmed.replace(/^-\./, '-0.'));
}
