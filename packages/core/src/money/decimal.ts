// Decimals as Australians type them: a point before the decimals and, optionally, a comma between groups
// of three digits ("1,000", "12,345.50"). One reader for prices and quantities, in the API and the web
// form alike, so that "1,000" is never read as 1 nor "1.0005" quietly rounded.

/** Why text is not a decimal: not a number at all, commas in the wrong places, or too many decimals. */
export type DecimalProblem = 'invalid' | 'grouping' | 'decimals';

export type DecimalReading = { ok: true; value: number } | { ok: false; problem: DecimalProblem };

/** Whole digits at most, so that a value in hundredths or thousandths stays a safe integer. */
const MAX_WHOLE_DIGITS = 13;

const NUMBER_LIKE = /^(-)?([\d,]+)(?:\.(\d+))?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;

/**
 * Reads "1,234.5" as a whole number of 10^-decimals units (1234500 for 3 decimals). Commas must sit
 * between groups of three digits ("1,00" and "1,5" are refused rather than guessed at), and more decimals
 * than allowed are refused rather than rounded.
 */
export function parseDecimal(input: string, decimals: number): DecimalReading {
  const match = NUMBER_LIKE.exec(input.trim());
  if (!match) return { ok: false, problem: 'invalid' };
  const [, sign, digits = '', fraction = ''] = match;
  if (digits.includes(',') && !GROUPED.test(digits)) return { ok: false, problem: 'grouping' };
  const whole = digits.replaceAll(',', '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'invalid' };
  if (fraction.length > decimals) return { ok: false, problem: 'decimals' };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0'));
  return { ok: true, value: sign && value !== 0 ? -value : value };
}
