import type { TFunction } from 'i18next';
import { categoryLabel } from '../expenses/index.ts';
import type { RuleActionKind } from './bank-rule-form-model.ts';
import type { BankRule } from './bank-rules.ts';

// A bank rule in words: "Description contains OFFICEWORKS · money out → Expense: Officeworks, Office
// supplies". Translation keys written out literally (the locale test looks for each one in the source).

export const DIRECTION_LABELS = {
  spend: 'bank.rules.directions.spend',
  receive: 'bank.rules.directions.receive',
  any: 'bank.rules.directions.any',
} as const;

export const ACTION_LABELS = {
  expense: 'bank.rules.actions.expense',
  transfer: 'bank.rules.actions.transfer',
  drawing: 'bank.rules.actions.drawing',
  contribution: 'bank.rules.actions.contribution',
  ato: 'bank.rules.actions.ato',
} as const satisfies Record<RuleActionKind, string>;

/** When the rule applies. */
export function ruleConditionText(t: TFunction, rule: BankRule): string {
  const conditions = rule.conditions.map((condition) =>
    condition.kind === 'equals'
      ? t('bank.rules.says.equals', { text: condition.text })
      : t('bank.rules.says.contains', { text: condition.text }),
  );
  return conditions.join(rule.match_all ? t('bank.rules.says.and') : t('bank.rules.says.or'));
}

/** What it makes of a line. */
export function ruleActionText(t: TFunction, rule: BankRule): string {
  const { action } = rule;
  if (action.kind !== 'expense') return t(ACTION_LABELS[action.kind]);
  const parts = [
    t('bank.rules.says.expense', {
      supplier: action.supplier_name,
      category: t(categoryLabel(action.category)),
    }),
  ];
  if (action.gst_free) parts.push(t('bank.rules.says.gstFree'));
  if (action.business_use_percent !== 100)
    parts.push(t('bank.reconcile.says.businessUse', { percent: action.business_use_percent }));
  return parts.join(', ');
}
