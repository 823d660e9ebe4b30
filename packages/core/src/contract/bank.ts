import { z } from 'zod';
import { columnMappingSchema } from '../schemas/bank-accounts.ts';
import { list, resource, single, toOne } from './json-api.ts';

// Bank accounts, their statements' imports and lines (issue 29). Amounts are decimal strings
// ("1234.50", "-15.26"), dates YYYY-MM-DD. The account number is never sent whole.

export const bankAccountAttributes = z.strictObject({
  name: z.string(),
  /** The business's name (the relationship names it). */
  company_name: z.string(),
  /** 6 digits, or null. */
  bsb: z.string().nullable(),
  /** "•••• 4321": its last four digits only; null when none was given. */
  account_number_masked: z.string().nullable(),
  opening_balance: z.string(),
  opening_date: z.string(),
  /** The newest line's balance (by date, then as imported) when it carries one; else opening + every line. */
  statement_balance: z.string(),
  /** Opening balance + the lines reconciled: the balance per Sorted. */
  reconciled_balance: z.string(),
  unreconciled_count: z.number(),
  has_column_mapping: z.boolean(),
  /** How a CSV in no known layout is read, saved by the last import that needed it. */
  column_mapping: columnMappingSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankAccountAttributes = z.infer<typeof bankAccountAttributes>;

export const bankAccountResource = resource(
  'bank-accounts',
  bankAccountAttributes,
  z.strictObject({ company: toOne('companies') }),
);
export type BankAccountResource = z.infer<typeof bankAccountResource>;
export const bankAccountDocument = single(bankAccountResource);
export const bankAccountListDocument = list(bankAccountResource);

/**
 * A stretch where the balances do not follow from the amounts: a statement (or part of one) is missing.
 * `after_line`/`before_line` are lines of this import's file; null for the account's line from an
 * earlier statement next to it (then its date says which).
 */
export const balanceGapAttributes = z.strictObject({
  after_line: z.number().nullable(),
  after_date: z.string(),
  before_line: z.number().nullable(),
  before_date: z.string(),
  /** The balance the amounts lead to, the balance the statement says, and the difference. */
  expected_balance: z.string(),
  found_balance: z.string(),
  missing_amount: z.string(),
});
export type BalanceGapAttributes = z.infer<typeof balanceGapAttributes>;

export const bankImportAttributes = z.strictObject({
  file_name: z.string(),
  /** core's StatementFormat: ofx, qif, csv-commbank, csv-anz, csv-nab, csv-westpac or csv-mapped. */
  format: z.string(),
  new_count: z.number(),
  duplicate_count: z.number(),
  skipped_count: z.number(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  gaps: z.array(balanceGapAttributes),
  created_at: z.string(),
  undone_at: z.string().nullable(),
  /** Not undone yet and none of its lines reconciled. */
  undoable: z.boolean(),
});
export type BankImportAttributes = z.infer<typeof bankImportAttributes>;

export const bankImportResource = resource(
  'bank-imports',
  bankImportAttributes,
  z.strictObject({ bank_account: toOne('bank-accounts') }),
);
export type BankImportResource = z.infer<typeof bankImportResource>;
export const bankImportDocument = single(bankImportResource);
export const bankImportListDocument = list(bankImportResource);

export const BANK_LINE_STATUSES = ['unreconciled', 'reconciled'] as const;

export const bankLineAttributes = z.strictObject({
  date: z.string(),
  /** Signed: money in is positive. */
  amount: z.string(),
  description: z.string(),
  balance: z.string().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  /** Its line in the statement file it came from. */
  source_line: z.number(),
  created_at: z.string(),
});
export type BankLineAttributes = z.infer<typeof bankLineAttributes>;

export const bankLineResource = resource(
  'bank-lines',
  bankLineAttributes,
  z.strictObject({ bank_account: toOne('bank-accounts'), bank_import: toOne('bank-imports') }),
);
export type BankLineResource = z.infer<typeof bankLineResource>;
export const bankLineListDocument = list(bankLineResource);
