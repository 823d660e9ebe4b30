import { describe, expect, it } from 'vitest';
import type { ReconcileSuggestion } from '../../contract/bank.ts';
import { reconciliationSchema } from '../../schemas/bank-reconciliation.ts';
import { decisionOfSuggestion } from './suggestion-decision.ts';

const decided = (suggestion: ReconcileSuggestion) =>
  reconciliationSchema.parse(decisionOfSuggestion(suggestion));

describe('decisionOfSuggestion', () => {
  it('pays the invoices a suggestion allocates, each its amount in cents', () => {
    expect(
      decided({
        kind: 'invoice-payment',
        confidence: 95,
        reasons: ['number', 'several'],
        allocations: [
          {
            invoice_id: '41',
            invoice_number: 'INV-0041',
            client_name: 'Bondi Bakery',
            due_date: '2026-02-24',
            outstanding: '1100.00',
            amount: '1100.00',
          },
          {
            invoice_id: '42',
            invoice_number: 'INV-0042',
            client_name: 'Bondi Bakery',
            due_date: '2026-02-24',
            outstanding: '1100.00',
            amount: '500.50',
          },
        ],
      }),
    ).toEqual({
      kind: 'invoice-payment',
      allocations: [
        { invoice_id: 41, amount: 110000 },
        { invoice_id: 42, amount: 50050 },
      ],
    });
  });

  it('pays the bill, makes the expense with its GST, or is what the rule says, learning nothing', () => {
    expect(
      decided({
        kind: 'bill',
        confidence: 92,
        bill: { expense_id: '7', supplier_name: 'Acme', amount: '330.00', due_date: null },
      }),
    ).toEqual({ kind: 'bill', bill_id: 7 });
    expect(
      decided({
        kind: 'expense',
        confidence: 90,
        rule_id: '3',
        expense: {
          supplier_name: 'Officeworks',
          category: 'tools-equipment',
          amount: '18.90',
          gst: '1.72',
          business_use_percent: 80,
        },
      }),
    ).toMatchObject({
      kind: 'expense',
      supplier_name: 'Officeworks',
      category: 'tools-equipment',
      gst: 172,
      business_use_percent: 80,
      learn_rule: false,
    });
    for (const kind of ['transfer', 'drawing', 'contribution', 'ato-payment', 'ato-refund'] as const) {
      expect(decided({ kind, confidence: 90, rule_id: '5' })).toEqual({ kind, learn_rule: false });
    }
  });
});
