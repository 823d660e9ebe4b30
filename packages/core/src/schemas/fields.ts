import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { compactDigits, isValidAbn } from '../identifiers/abn.ts';
import { isRecordId } from '../identifiers/record-id.ts';
import { parseDecimal } from '../money/decimal.ts';
import { describeCharacters, unprintableCharacters } from '../pdf/printable.ts';

/**
 * The most a price, an item's amount (quantity × price) or any other amount of money may be: $100,000,000.
 * Here rather than with the invoice's schema, so that a small form's schema does not build the invoice's.
 */
export const AMOUNT_MAX_CENTS = 100_000_000_00;

// Field rules shared by the business, client and payment schemas. Messages are keys (see i18n).
export const message = (key: ValidationMessageKey) => key;

/**
 * Text that prints on the invoice PDF: refused, naming the characters, when its fonts have no glyph for
 * some of them (Chinese, Japanese, Korean, most emoji), rather than printed blank.
 */
export const printable = <Schema extends z.ZodType<string | null | undefined>>(schema: Schema) =>
  schema.superRefine((value, context) => {
    const characters = typeof value === 'string' ? unprintableCharacters(value) : [];
    if (characters.length > 0) {
      context.addIssue({
        code: 'custom',
        message: message('text_unprintable'),
        params: { characters: describeCharacters(characters) },
      });
    }
  });

/** Optional text: absent, null or blank all mean "none" (null). */
export const optionalText = (max: number, key: ValidationMessageKey) =>
  z
    .string()
    .trim()
    .max(max, message(key))
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredName = (key: ValidationMessageKey) =>
  z.string(message(key)).trim().min(1, message(key)).max(255, message('name_too_long'));

export const optionalEmail = z
  .string(message('email_invalid'))
  .trim()
  .toLowerCase()
  .max(254, message('email_invalid'))
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email(message('email_invalid')).nullable());

export const requiredEmail = z
  .string(message('email_required'))
  .trim()
  .toLowerCase()
  .min(1, message('email_required'))
  .max(254, message('email_invalid'))
  .pipe(z.email(message('email_invalid')));

export const phone = printable(optionalText(13, 'phone_too_long'));
export const address = printable(optionalText(500, 'address_too_long'));
/** A business's, client's or PayID holder's name, as the PDF prints it. */
export const printedName = (key: ValidationMessageKey) => printable(requiredName(key));

function abnIssue(digits: string): ValidationMessageKey | null {
  if (!/^\d{11}$/.test(digits)) return 'abn_length';
  return isValidAbn(digits) ? null : 'abn_invalid';
}

/** An ABN typed with or without spaces, kept as its 11 digits. */
export const requiredAbn = z
  .string(message('abn_required'))
  .transform(compactDigits)
  .pipe(z.string().min(1, message('abn_required')))
  .superRefine((digits, context) => {
    const issue = digits === '' ? null : abnIssue(digits);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

export const optionalAbn = z
  .string(message('abn_length'))
  .nullish()
  .transform((value) => (value ? compactDigits(value) : null))
  .superRefine((digits, context) => {
    const issue = digits === null ? null : abnIssue(digits);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/**
 * A decimal typed as text or sent as a number, read by the one decimal reader as whole units of
 * 10^-decimals; a malformed grouping or too many decimals gets its own message rather than a wrong value.
 */
export const typedDecimal = (
  decimals: number,
  messages: { invalid: ValidationMessageKey; decimals: ValidationMessageKey },
) =>
  z.union([z.string(), z.number()], message(messages.invalid)).transform((value, context) => {
    const reading = parseDecimal(String(value), decimals);
    if (reading.ok) return reading.value;
    const key =
      reading.problem === 'invalid'
        ? messages.invalid
        : reading.problem === 'grouping'
          ? 'number_grouping'
          : messages.decimals;
    context.addIssue({ code: 'custom', message: message(key) });
    return z.NEVER;
  });

/** A record's id, sent as a string (JSON:API) or a number: anything else is refused with `key`. */
export const recordIdField = (key: ValidationMessageKey) =>
  z.union([z.string(), z.number()], message(key)).transform((value, context) => {
    const id =
      typeof value === 'number' ? value : /^\d{1,16}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (isRecordId(id)) return id;
    context.addIssue({ code: 'custom', message: message(key) });
    return z.NEVER;
  });
