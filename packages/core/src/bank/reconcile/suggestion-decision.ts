import type { z } from 'zod';
import type { ReconcileSuggestion } from '../../contract/bank.ts';
import type { reconciliationSchema } from '../../schemas/bank-reconciliation.ts';

// What accepting a reconcile suggestion sends (POST /bank-lines/:id/reconciliation): the decision it
// stands for, in the request's own words. The screen sends it when the owner says OK, and "accept all"
// parses the very same through the request's schema, so the two cannot drift apart.

export type SuggestedDecision = z.input<typeof reconciliationSchema>;

/** The decision a suggestion stands for: what it names, nothing learnt (a rule's suggestion has its rule). */
export function decisionOfSuggestion(suggestion: ReconcileSuggestion): SuggestedDecision {
  switch (suggestion.kind) {
    case 'invoice-payment':
      return {
        kind: 'invoice-payment',
        allocations: suggestion.allocations.map(({ invoice_id, amount }) => ({ invoice_id, amount })),
      };
    case 'bill':
      return { kind: 'bill', bill_id: suggestion.bill.expense_id };
    case 'expense': {
      const { supplier_name, category, gst, business_use_percent } = suggestion.expense;
      return { kind: 'expense', supplier_name, category, gst, business_use_percent, learn_rule: false };
    }
    default:
      return { kind: suggestion.kind, learn_rule: false };
  }
}
