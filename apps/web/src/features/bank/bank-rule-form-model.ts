import type { ExpenseCategory } from '@sorted/core/expenses/categories';
import { BUSINESS_USE_DEFAULT } from '@sorted/core/expenses/expense-gst';
import { bankRuleSchema } from '@sorted/core/schemas/bank-rules';
import type { FormSchema } from '../../lib/form.ts';
import type { BankRule, BankRulePayload } from './bank-rules.ts';

// The bank rule form's state, what it sends and its check (the API's schema on what would be sent, so
// its messages and paths are the API's): pure, so the panel and the tests share it.

export const ALL_BUSINESSES = 'all';
export const RULE_ACTIONS = ['expense', 'transfer', 'drawing', 'contribution', 'ato'] as const;
export type RuleActionKind = (typeof RULE_ACTIONS)[number];

export interface RuleFormValues {
  /** A business's id, or ALL_BUSINESSES. */
  company: string;
  conditions: { kind: 'contains' | 'equals'; text: string }[];
  match: 'all' | 'any';
  direction: 'spend' | 'receive' | 'any';
  action: {
    kind: RuleActionKind;
    supplier_name: string;
    category: ExpenseCategory | '';
    gst_free: boolean;
    business_use_percent: number | string;
  };
}

export const emptyCondition = (): RuleFormValues['conditions'][number] => ({ kind: 'contains', text: '' });

export function emptyRule(onlyCompany: string | null): RuleFormValues {
  return {
    company: onlyCompany ?? ALL_BUSINESSES,
    conditions: [emptyCondition()],
    match: 'all',
    direction: 'spend',
    action: {
      kind: 'expense',
      supplier_name: '',
      category: '',
      gst_free: false,
      business_use_percent: BUSINESS_USE_DEFAULT,
    },
  };
}

export function ruleFormValuesOf(rule: BankRule): RuleFormValues {
  const { action } = rule;
  return {
    company: rule.companyId ?? ALL_BUSINESSES,
    conditions: rule.conditions.map(({ kind, text }) => ({ kind, text })),
    match: rule.match_all ? 'all' : 'any',
    direction: rule.direction,
    action:
      action.kind === 'expense'
        ? { ...action }
        : {
            kind: action.kind,
            supplier_name: '',
            category: '',
            gst_free: false,
            business_use_percent: BUSINESS_USE_DEFAULT,
          },
  };
}

export function rulePayloadOf(values: RuleFormValues): BankRulePayload {
  const { action } = values;
  return {
    attributes: {
      conditions: values.conditions.map(({ kind, text }) => ({ field: 'description', kind, text })),
      match_all: values.match === 'all',
      direction: values.direction,
      action:
        action.kind === 'expense'
          ? {
              kind: 'expense',
              supplier_name: action.supplier_name,
              category: action.category as ExpenseCategory,
              gst_free: action.gst_free,
              business_use_percent: Number(action.business_use_percent),
            }
          : { kind: action.kind },
    },
    companyId: values.company === ALL_BUSINESSES ? null : values.company,
  };
}

export const ruleFormSchema: FormSchema = {
  safeParse: (values) => bankRuleSchema.safeParse(rulePayloadOf(values as RuleFormValues).attributes),
};
