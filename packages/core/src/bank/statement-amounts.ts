// Amounts as bank files write them ("-15.26", "+2000.00") and as a spreadsheet writes them back after
// the owner opened and saved the file ("$1,234.56", "-$12.00", "(12.00)", "12.00 CR"). Anything less
// plain than that is refused rather than guessed at: a wrong amount in the books is worse than an error.

import type { Cents } from '../money/cents.ts';
import { parseDecimal } from '../money/decimal.ts';

const CREDIT_OR_DEBIT = /^(.*?[\d)])\s*(CR|DR)$/i;
const IN_PARENTHESES = /^\((.*)\)$/;
// A sign before or after the dollar sign, not both; digits with optional groups of three and cents.
const SIGNED = /^(?:([+-])\s*)?(\$\s*)?(?:([+-])\s*)?(\d[\d,]*(?:\.\d+)?)$/;

/** A statement's amount in cents, signed as written; null when it is not plainly an amount of dollars and cents. */
export function parseStatementAmount(text: string): Cents | null {
  let body = text.trim();
  let negative = false;
  let marked = false;
  const suffix = CREDIT_OR_DEBIT.exec(body);
  if (suffix) {
    body = suffix[1] ?? '';
    negative = suffix[2]?.toUpperCase() === 'DR';
    marked = true;
  }
  const bracketed = IN_PARENTHESES.exec(body);
  if (bracketed) {
    if (marked) return null;
    body = (bracketed[1] ?? '').trim();
    negative = true;
    marked = true;
  }
  const match = SIGNED.exec(body);
  if (!match) return null;
  const [, signBefore, , signAfter, digits = ''] = match;
  if (signBefore && signAfter) return null;
  const sign = signBefore ?? signAfter;
  if (sign && marked) return null;
  const reading = parseDecimal(digits, 2);
  if (!reading.ok) return null;
  const cents = reading.value;
  return (negative || sign === '-') && cents !== 0 ? -cents : cents;
}
