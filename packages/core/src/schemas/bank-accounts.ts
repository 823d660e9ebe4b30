import { z } from 'zod';
import type { ColumnMapping } from '../bank/statement.ts';
import { isIsoDate } from '../dates/calendar.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { AMOUNT_MAX_CENTS, message, optionalText, requiredName, typedDecimal } from './fields.ts';
import { bankDetailsSchema } from './invoices.ts';

// A business's bank account as the API takes it (issue 29), and what a statement's import may say
// besides its file: how to read a CSV in no layout Sorted knows, and a QIF file's order of day and month.

/** Blank means none; otherwise the invoices' rule for the field (a BSB of 6 digits, an account of 5 to 9). */
const optionalBankField = (rule: z.ZodType<string, string>, key: ValidationMessageKey) =>
  optionalText(20, key).pipe(rule.nullable());

export const bankAccountSchema = z.object({
  name: requiredName('bank_account_name_required'),
  bsb: optionalBankField(bankDetailsSchema.shape.bsb, 'bsb_invalid'),
  account_number: optionalBankField(bankDetailsSchema.shape.account_number, 'account_number_invalid'),
  /** Negative for an overdrawn account or a credit card's debt. Absent: nothing. */
  opening_balance: typedDecimal(2, {
    invalid: 'opening_balance_invalid',
    decimals: 'opening_balance_invalid',
  })
    .refine((cents) => Math.abs(cents) <= AMOUNT_MAX_CENTS, message('opening_balance_invalid'))
    .nullish()
    .transform((cents) => cents ?? 0),
  opening_date: z
    .string(message('opening_date_required'))
    .trim()
    .min(1, message('opening_date_required'))
    .refine(isIsoDate, message('date_invalid')),
});
/** An edit: only what it sends changes (the web cannot send the account number it never sees whole). */
export const bankAccountEditSchema = bankAccountSchema.partial();

const DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'D MMM YY',
  'D MMM YYYY',
] as const satisfies readonly ColumnMapping['dateFormat'][];

/** A CSV's column (0-based); no bank's export has a hundred. */
const column = z.number().int().min(0).max(99);

/** core's ColumnMapping, as the column mapper sends it (JSON, in the import's `mapping` field). */
export const columnMappingSchema = z.strictObject({
  skipRows: z.number().int().min(0).max(100),
  dateColumn: column,
  dateFormat: z.enum(DATE_FORMATS),
  amount: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('signed'), column }),
    z.strictObject({ kind: z.literal('split'), debitColumn: column, creditColumn: column }),
  ]),
  descriptionColumns: z.array(column).min(1).max(10),
  balanceColumn: column.nullable(),
}) satisfies z.ZodType<ColumnMapping>;

/** A QIF file's dates when the owner has said which order they are in. */
export const qifDateOrderSchema = z.enum(['DMY', 'MDY']);
