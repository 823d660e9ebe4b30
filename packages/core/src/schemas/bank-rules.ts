import { z } from 'zod';
import type { BankRuleDraft, RuleAction } from '../bank/reconcile/bank-rules.ts';
import { EXPENSE_CATEGORIES } from '../expenses/categories.ts';
import { BUSINESS_USE_DEFAULT, BUSINESS_USE_MAX, BUSINESS_USE_MIN } from '../expenses/expense-gst.ts';
import { message, recordIdField } from './fields.ts';

// A bank rule as the owner writes it (issue 29): conditions on the narrative, which way the money goes,
// and what a line it matches is. The API speaks snake_case; core's rules (bank/reconcile/bank-rules.ts)
// are what is stored and applied, so the schemas hand back core's shapes.

const condition = z.object({
  field: z.literal('description', message('bank_rule_condition_invalid')).default('description'),
  kind: z.enum(['contains', 'equals'], message('bank_rule_condition_invalid')).default('contains'),
  // Not trimmed: a "contains" keeps the spaces the owner typed at its ends (core's bank-rules.ts).
  text: z
    .string(message('bank_rule_text_required'))
    .max(100, message('bank_rule_text_too_long'))
    .refine((text) => text.trim() !== '', message('bank_rule_text_required')),
});

const expenseAction = z.object({
  kind: z.literal('expense'),
  supplier_name: z
    .string(message('supplier_name_required'))
    .trim()
    .min(1, message('supplier_name_required'))
    .max(100, message('supplier_name_too_long')),
  category: z.enum(EXPENSE_CATEGORIES, message('expense_category_invalid')),
  gst_free: z.boolean(message('bank_rule_action_invalid')).default(false),
  business_use_percent: z
    .number(message('business_use_invalid'))
    .int(message('business_use_invalid'))
    .min(BUSINESS_USE_MIN, message('business_use_invalid'))
    .max(BUSINESS_USE_MAX, message('business_use_invalid'))
    .default(BUSINESS_USE_DEFAULT),
});

const action = z
  .discriminatedUnion(
    'kind',
    [
      expenseAction,
      z.object({ kind: z.literal('transfer') }),
      z.object({ kind: z.literal('drawing') }),
      z.object({ kind: z.literal('contribution') }),
      z.object({ kind: z.literal('ato') }),
    ],
    message('bank_rule_action_invalid'),
  )
  .transform(
    (value): RuleAction =>
      value.kind === 'expense'
        ? {
            kind: 'expense',
            supplierName: value.supplier_name,
            category: value.category,
            gstFree: value.gst_free,
            businessUsePercent: value.business_use_percent,
          }
        : { kind: value.kind },
  );

const ruleFields = {
  conditions: z
    .array(condition, message('bank_rule_conditions_required'))
    .min(1, message('bank_rule_conditions_required'))
    .max(10, message('bank_rule_conditions_too_many')),
  /** Every condition must hold (true), or any one (false). */
  match_all: z.boolean(message('bank_rule_match_invalid')).default(true),
  direction: z.enum(['spend', 'receive', 'any'], message('bank_rule_direction_invalid')).default('any'),
  action,
};

const toDraft = (rule: {
  conditions: BankRuleDraft['match'];
  match_all: boolean;
  direction: BankRuleDraft['direction'];
  action: RuleAction;
}): BankRuleDraft => ({
  match: rule.conditions,
  matchAll: rule.match_all,
  direction: rule.direction,
  action: rule.action,
});

/**
 * A rule, new (it goes last in the owner's order) or edited (the whole rule again); its business, when it
 * is for one only, is `relationships.company`.
 */
export const bankRuleSchema = z.object(ruleFields).transform(toDraft);
export type BankRuleInput = z.input<typeof bankRuleSchema>;

/** PUT /bank-rules/order: every one of the owner's rules, once, in the order they apply. */
export const bankRuleOrderSchema = z.object({
  ids: z
    .array(recordIdField('bank_rule_order_invalid'), message('bank_rule_order_invalid'))
    .max(1_000, message('bank_rule_order_invalid'))
    .refine((ids) => new Set(ids).size === ids.length, message('bank_rule_order_invalid')),
});
