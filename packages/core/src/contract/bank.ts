import { z } from 'zod';
import { RECONCILE_KINDS } from '../bank/reconcile/reconcile-kinds.ts';
import { EXPENSE_CATEGORIES } from '../expenses/categories.ts';
import { columnMappingSchema } from '../schemas/bank-accounts.ts';
import { list, metaOnly, pageMeta, resource, single, toOne, toOneOrNone } from './json-api.ts';

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

/**
 * What a reconciled line became: the payments it recorded (one per invoice it paid), the expense it
 * made or the bill it paid (`expense`), and for a split the private part (a drawing) beside the
 * business part's expense. Transfers, drawings, contributions and the ATO's make no record.
 */
export const bankLineReconciliation = z.strictObject({
  kind: z.enum(RECONCILE_KINDS),
  reconciled_at: z.string(),
  payments: z.array(
    z.strictObject({
      payment_id: z.string(),
      invoice_id: z.string(),
      invoice_number: z.string(),
      amount: z.string(),
    }),
  ),
  expense: z
    .strictObject({
      expense_id: z.string(),
      supplier_name: z.string(),
      category: z.string(),
      amount: z.string(),
    })
    .nullable(),
  /** A split's private part, as a positive amount; null for every other kind. */
  private_amount: z.string().nullable(),
});
export type BankLineReconciliation = z.infer<typeof bankLineReconciliation>;

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
  /** Null while unreconciled. */
  reconciliation: bankLineReconciliation.nullable(),
});
export type BankLineAttributes = z.infer<typeof bankLineAttributes>;

export const bankLineResource = resource(
  'bank-lines',
  bankLineAttributes,
  z.strictObject({ bank_account: toOne('bank-accounts'), bank_import: toOne('bank-imports') }),
);
export type BankLineResource = z.infer<typeof bankLineResource>;
export const bankLineDocument = single(bankLineResource);
export const bankLineListDocument = list(bankLineResource);

// The reconcile screen (GET /bank-accounts/:id/reconcile): a page of the account's unreconciled lines,
// oldest first, each with what Sorted suggests it is in its `meta.suggestions`, best first. Each
// suggestion is a whole decision the screen can send back as POST /bank-lines/:id/reconciliation (the
// bulk accept sends the top one of each line whose confidence reaches `meta.bulk_accept_confidence`).

/** Why an invoice suggestion was made (core's SuggestionReason). */
export const SUGGESTION_REASONS = ['number', 'amount', 'client', 'date', 'several', 'part'] as const;

const confidence = z.number().int().min(0).max(100);

export const reconcileSuggestion = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('invoice-payment'),
    confidence,
    reasons: z.array(z.enum(SUGGESTION_REASONS)),
    /** Each a payment: `amount` of the line to the invoice, which still owes `outstanding`. */
    allocations: z.array(
      z.strictObject({
        invoice_id: z.string(),
        invoice_number: z.string(),
        client_name: z.string(),
        due_date: z.string(),
        outstanding: z.string(),
        amount: z.string(),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal('bill'),
    confidence,
    /** An unpaid expense of the line's amount. */
    bill: z.strictObject({
      expense_id: z.string(),
      supplier_name: z.string(),
      amount: z.string(),
      due_date: z.string().nullable(),
    }),
  }),
  z.strictObject({
    kind: z.literal('expense'),
    confidence,
    /** The bank rule it comes from; null: named from the narrative alone, for the owner to complete. */
    rule_id: z.string().nullable(),
    expense: z.strictObject({
      supplier_name: z.string(),
      category: z.enum(EXPENSE_CATEGORIES),
      amount: z.string(),
      gst: z.string(),
      business_use_percent: z.number(),
    }),
  }),
  z.strictObject({
    kind: z.enum(['transfer', 'drawing', 'contribution', 'ato-payment', 'ato-refund']),
    confidence,
    /** The bank rule it comes from; null: the narrative says so (core's kindNamedIn). */
    rule_id: z.string().nullable(),
  }),
]);
export type ReconcileSuggestion = z.infer<typeof reconcileSuggestion>;

export const reconcileLineResource = bankLineResource.extend({
  meta: z.strictObject({ suggestions: z.array(reconcileSuggestion) }),
});
export type ReconcileLineResource = z.infer<typeof reconcileLineResource>;

export const reconcilePageDocument = z.strictObject({
  data: z.array(reconcileLineResource),
  meta: z.strictObject({
    page: pageMeta.shape.page,
    /** core's BULK_ACCEPT_CONFIDENCE: "accept all" takes the suggestions at or above it. */
    bulk_accept_confidence: z.number(),
  }),
});
export type ReconcilePageDocument = z.infer<typeof reconcilePageDocument>;

/** POST /bank-lines/:id/reconciliation: the line as it now is, and the bank rule learnt, if asked. */
export const reconciliationDocument = single(bankLineResource, {
  meta: z.strictObject({ learnt_rule_id: z.string().nullable() }),
});
export type ReconciliationDocument = z.infer<typeof reconciliationDocument>;

/** Why "accept all" left a line as it was. */
export const RECONCILE_LEFT_REASONS = [
  /** Nothing suggested. */
  'no-suggestion',
  /** The top suggestion is below the bulk line. */
  'low-confidence',
  /** Not one of the account's unreconciled lines (reconciled meanwhile, or not there). */
  'not-found',
  'reconciled',
  /** The decision was refused: a lodged period, an invoice changed meanwhile… (`code`, `detail`). */
  'refused',
] as const;

/** POST /bank-accounts/:id/reconcile/accept: each line accepted (each in its own transaction) or left. */
export const reconcileAcceptDocument = metaOnly(
  z.strictObject({
    accepted: z.array(z.strictObject({ line_id: z.string(), kind: z.enum(RECONCILE_KINDS), confidence })),
    left: z.array(
      z.strictObject({
        line_id: z.string(),
        reason: z.enum(RECONCILE_LEFT_REASONS),
        /** The refusal's code (a validation message key, e.g. period_locked), if refused. */
        code: z.string().nullable(),
        /** Why, in the reader's language. */
        detail: z.string(),
      }),
    ),
  }),
);
export type ReconcileAcceptDocument = z.infer<typeof reconcileAcceptDocument>;

// Bank rules (GET/POST/PATCH/DELETE /bank-rules, PUT /bank-rules/order): applied in `position` order,
// the first that matches a line winning; for one business (`relationships.company`) or every one (null).

export const bankRuleAttributes = z.strictObject({
  /** 1, 2, 3…: the order they apply in. */
  position: z.number(),
  conditions: z.array(
    z.strictObject({
      field: z.literal('description'),
      kind: z.enum(['contains', 'equals']),
      text: z.string(),
    }),
  ),
  match_all: z.boolean(),
  /** spend: money out; receive: money in; any: either. */
  direction: z.enum(['spend', 'receive', 'any']),
  action: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('expense'),
      supplier_name: z.string(),
      category: z.enum(EXPENSE_CATEGORIES),
      gst_free: z.boolean(),
      business_use_percent: z.number(),
    }),
    /** ato: a payment to the ATO on money out, a refund from it on money in. */
    z.strictObject({ kind: z.enum(['transfer', 'drawing', 'contribution', 'ato']) }),
  ]),
  /** Learnt from a decision (learn_rule) rather than written by the owner. */
  learnt: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BankRuleAttributes = z.infer<typeof bankRuleAttributes>;

export const bankRuleResource = resource(
  'bank-rules',
  bankRuleAttributes,
  z.strictObject({ company: toOneOrNone('companies') }),
);
export type BankRuleResource = z.infer<typeof bankRuleResource>;
export const bankRuleDocument = single(bankRuleResource);
export const bankRuleListDocument = list(bankRuleResource);
