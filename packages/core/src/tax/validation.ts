import type { Cents } from '../money/cents.ts';

/** What the calculator refuses. `message` is the spec's English; screens translate by `code`. */
export type TaxInputErrorCode =
  | 'income_negative'
  | 'income_expenses_negative'
  | 'amount_too_large'
  | 'partners_invalid'
  | 'business_type_invalid'
  | 'year_unsupported';

export const TAX_INPUT_MESSAGES: Readonly<Record<TaxInputErrorCode, string>> = {
  income_negative: 'Income cannot be negative.',
  income_expenses_negative: 'Income and expenses cannot be negative.',
  amount_too_large: 'Please check your inputs: amounts must be under $1,000,000,000.',
  partners_invalid: 'Please check your inputs: a partnership has 2 to 100 partners.',
  business_type_invalid: 'Please check your inputs: choose Sole Trader, Partnership or Company.',
  year_unsupported: 'Please check your inputs: choose a tax year from 2021-22 to 2027-28.',
};

export interface TaxInputError {
  code: TaxInputErrorCode;
  /** The input at fault. */
  field: 'income' | 'expenses' | 'partners' | 'year' | 'businessType';
  message: string;
}

export type TaxOutcome<T> = { ok: true; result: T } | { ok: false; error: TaxInputError };

/** Amounts up to $999,999,999.99: far above any return, and every product stays a safe integer. */
export const MAX_AMOUNT: Cents = 99_999_999_999;

export const MIN_PARTNERS = 2;
export const MAX_PARTNERS = 100;
export const DEFAULT_PARTNERS = 2;

export function refuse<T>(code: TaxInputErrorCode, field: TaxInputError['field']): TaxOutcome<T> {
  return { ok: false, error: { code, field, message: TAX_INPUT_MESSAGES[code] } };
}
