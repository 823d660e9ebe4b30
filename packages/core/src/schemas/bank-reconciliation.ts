import { z } from 'zod';
import { RECONCILE_KINDS } from '../bank/reconcile/reconcile-kinds.ts';
import { expenseDetailFields } from './expenses.ts';
import { AMOUNT_MAX_CENTS, message, recordIdField, typedDecimal } from './fields.ts';

// What the owner decides a bank line is (issue 29): POST /bank-lines/:id/reconciliation. The kind comes
// first; each kind's schema then reads what it needs. An amount is the line's or a part of it, never
// typed for an expense: the expense of a line costs what the line paid (a split: its business part).

/** Cents of a positive amount, as payments take them. */
const partAmount = typedDecimal(2, { invalid: 'payment_amount_invalid', decimals: 'payment_amount_invalid' })
  .refine((cents) => cents >= 1, message('payment_amount_invalid'))
  .refine((cents) => cents <= AMOUNT_MAX_CENTS, message('payment_amount_invalid'));

export const reconciliationKindSchema = z.object({
  kind: z.enum(RECONCILE_KINDS, message('reconcile_kind_invalid')),
});

/** Learn a bank rule from the decision, for the next line of the same payee (core's learnRule). */
const learnRule = z.boolean(message('learn_rule_invalid')).default(false);

const allocation = z.object({
  invoice_id: recordIdField('allocation_invoice_required'),
  amount: partAmount,
});

const invoicePayment = z.object({
  kind: z.literal('invoice-payment'),
  /** One deposit may pay several invoices; an amount less than an invoice owes is a part payment. */
  allocations: z
    .array(allocation, message('allocations_required'))
    .min(1, message('allocations_required'))
    .max(50, message('allocations_too_many')),
});

const expense = z.object({
  kind: z.literal('expense'),
  ...expenseDetailFields,
  learn_rule: learnRule,
});

const bill = z.object({
  kind: z.literal('bill'),
  /** An expense entered before it was paid, which the line pays. */
  bill_id: recordIdField('bill_required'),
});

const split = z
  .object({
    kind: z.literal('split'),
    /** The business share, as a whole percentage of the line or as an amount; the rest is private. */
    business_percent: z
      .number(message('split_percent_invalid'))
      .int(message('split_percent_invalid'))
      .min(1, message('split_percent_invalid'))
      .max(99, message('split_percent_invalid'))
      .nullish()
      .transform((value) => value ?? null),
    business_amount: partAmount.nullish().transform((value) => value ?? null),
    ...expenseDetailFields,
  })
  .superRefine((value, context) => {
    if ((value.business_percent === null) === (value.business_amount === null)) {
      context.addIssue({
        code: 'custom',
        message: message('split_share_required'),
        path: ['business_percent'],
      });
    }
  });

const plain = (kind: 'transfer' | 'drawing' | 'contribution' | 'ato-payment' | 'ato-refund') =>
  z.object({ kind: z.literal(kind), learn_rule: learnRule });

/** Each kind's request, parsed once the kind is known. */
export const reconciliationSchemas = {
  'invoice-payment': invoicePayment,
  expense,
  bill,
  split,
  transfer: plain('transfer'),
  drawing: plain('drawing'),
  contribution: plain('contribution'),
  'ato-payment': plain('ato-payment'),
  'ato-refund': plain('ato-refund'),
} as const;

/** Any decision (the web's request type). */
export const reconciliationSchema = z.discriminatedUnion('kind', [
  invoicePayment,
  expense,
  bill,
  split,
  plain('transfer'),
  plain('drawing'),
  plain('contribution'),
  plain('ato-payment'),
  plain('ato-refund'),
]);
export type Reconciliation = z.output<typeof reconciliationSchema>;

/**
 * "Accept all": the lines whose top suggestion to accept (ids as strings or numbers, at most a page);
 * absent, the page of the reconcile screen the query names (page[number], page[size]).
 */
export const reconcileAcceptSchema = z.object({
  line_ids: z
    .array(recordIdField('reconcile_lines_invalid'), message('reconcile_lines_invalid'))
    .min(1, message('reconcile_lines_invalid'))
    .max(100, message('reconcile_lines_invalid'))
    .nullish()
    .transform((value) => value ?? null),
});
