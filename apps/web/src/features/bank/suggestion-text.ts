import type { ReconcileKind } from '@sorted/core/bank/reconcile/reconcile-kinds';
import type { BankLineReconciliation, ReconcileSuggestion } from '@sorted/core/contract/bank';
import { formatAmount } from '@sorted/core/i18n/format';
import { parseCents } from '@sorted/core/money/cents';
import type { TFunction } from 'i18next';
import { categoryLabel } from '../expenses/index.ts';

// What a suggestion or a decision is, in words: "Payment of INV-0003 (Acme) $1,100.00". Translation keys
// written out literally (the locale test looks for each one in the source).

export const KIND_LABELS = {
  'invoice-payment': 'bank.reconcile.kinds.invoice-payment',
  expense: 'bank.reconcile.kinds.expense',
  bill: 'bank.reconcile.kinds.bill',
  split: 'bank.reconcile.kinds.split',
  transfer: 'bank.reconcile.kinds.transfer',
  drawing: 'bank.reconcile.kinds.drawing',
  contribution: 'bank.reconcile.kinds.contribution',
  'ato-payment': 'bank.reconcile.kinds.ato-payment',
  'ato-refund': 'bank.reconcile.kinds.ato-refund',
} as const satisfies Record<ReconcileKind, string>;

const PLAIN_TEXTS = {
  transfer: 'bank.reconcile.says.transfer',
  drawing: 'bank.reconcile.says.drawing',
  contribution: 'bank.reconcile.says.contribution',
  'ato-payment': 'bank.reconcile.says.ato-payment',
  'ato-refund': 'bank.reconcile.says.ato-refund',
} as const;

export const REASON_LABELS = {
  number: 'bank.reconcile.reasons.number',
  amount: 'bank.reconcile.reasons.amount',
  client: 'bank.reconcile.reasons.client',
  date: 'bank.reconcile.reasons.date',
  several: 'bank.reconcile.reasons.several',
  part: 'bank.reconcile.reasons.part',
} as const;

type Allocation = Extract<ReconcileSuggestion, { kind: 'invoice-payment' }>['allocations'][number];

function allocationText(t: TFunction, allocation: Allocation): string {
  const values = {
    number: allocation.invoice_number,
    client: allocation.client_name,
    amount: formatAmount(allocation.amount),
    outstanding: formatAmount(allocation.outstanding),
  };
  // Names and figures only, the same in every language.
  return parseCents(allocation.amount) === parseCents(allocation.outstanding)
    ? `${values.number} (${values.client}) ${values.amount}`
    : t('bank.reconcile.says.allocationPart', values);
}

/** The suggestion in one sentence. */
export function suggestionText(t: TFunction, suggestion: ReconcileSuggestion): string {
  switch (suggestion.kind) {
    case 'invoice-payment':
      return t('bank.reconcile.says.payment', {
        invoices: suggestion.allocations.map((allocation) => allocationText(t, allocation)).join('; '),
      });
    case 'bill':
      return t('bank.reconcile.says.bill', {
        supplier: suggestion.bill.supplier_name,
        amount: formatAmount(suggestion.bill.amount),
      });
    case 'expense': {
      const { expense } = suggestion;
      const text = t('bank.reconcile.says.expense', {
        supplier: expense.supplier_name,
        category: t(categoryLabel(expense.category)),
        gst: formatAmount(expense.gst),
      });
      return expense.business_use_percent === 100
        ? text
        : `${text}, ${t('bank.reconcile.says.businessUse', { percent: expense.business_use_percent })}`;
    }
    default:
      return t(PLAIN_TEXTS[suggestion.kind]);
  }
}

/** Why Sorted suggests it, as short phrases. */
export function suggestionReasons(t: TFunction, suggestion: ReconcileSuggestion): string[] {
  switch (suggestion.kind) {
    case 'invoice-payment':
      return suggestion.reasons.map((reason) => t(REASON_LABELS[reason]));
    case 'bill':
      return [t('bank.reconcile.reasons.bill')];
    case 'expense':
      return [suggestion.rule_id ? t('bank.reconcile.reasons.rule') : t('bank.reconcile.reasons.narrative')];
    default:
      return [suggestion.rule_id ? t('bank.reconcile.reasons.rule') : t('bank.reconcile.reasons.described')];
  }
}

/** What a reconciled line became, in one sentence (the links are drawn apart). */
export function reconciliationText(t: TFunction, reconciliation: BankLineReconciliation): string {
  const { kind, expense, private_amount: privateAmount } = reconciliation;
  if (kind === 'invoice-payment') return t(KIND_LABELS[kind]);
  if (kind === 'split' && expense && privateAmount !== null)
    return t('bank.lines.became.split', {
      supplier: expense.supplier_name,
      business: formatAmount(expense.amount),
      private: formatAmount(privateAmount),
    });
  if (expense)
    return t('bank.lines.became.expense', {
      kind: t(KIND_LABELS[kind]),
      supplier: expense.supplier_name,
      category: t(categoryLabel(expense.category)),
    });
  return t(KIND_LABELS[kind]);
}
