import { describe, expect, it } from 'vitest';
import {
  allocationFor,
  initialDecision,
  kindsFor,
  payloadOf,
  unallocatedCents,
} from './decision-form-model.ts';
import type { ReconcileLine } from './reconcile.ts';

const line = (amount: string, suggestions: ReconcileLine['suggestions'] = []): ReconcileLine => ({
  id: '1',
  date: '2026-03-02',
  amount,
  description: 'DEPOSIT FROM BLUE CO',
  balance: null,
  status: 'unreconciled',
  source_line: 1,
  created_at: '2026-04-01T00:00:00Z',
  reconciliation: null,
  suggestions,
});

const invoice = (id: string, balanceDue: string) => ({
  id,
  number: `INV-${id}`,
  clientName: 'Blue Co',
  dueDate: '2026-03-20',
  balanceDue,
});

describe('the decision form', () => {
  it('offers only the kinds a line of its direction can be', () => {
    expect(kindsFor(line('100.00'))).toEqual(['invoice-payment', 'transfer', 'contribution', 'ato-refund']);
    expect(kindsFor(line('-100.00'))).toEqual([
      'expense',
      'bill',
      'transfer',
      'drawing',
      'ato-payment',
      'split',
    ]);
  });

  it('gives an invoice added to a payment what is left of the line, up to what it owes', () => {
    const deposit = line('1500.00');
    const first = allocationFor(invoice('1', '1000.00'), deposit, []);
    expect(first.amount).toBe('1000.00');
    const second = allocationFor(invoice('2', '800.00'), deposit, [first]);
    expect(second.amount).toBe('500.00');
    expect(unallocatedCents(deposit, [first, second])).toBe(0);
    expect(allocationFor(invoice('3', '80.00'), deposit, [first, second]).amount).toBe('0.00');
    expect(unallocatedCents(deposit, [{ ...first, amount: '1600.00' }])).toBe(-10000);
  });

  it('starts from the line’s suggestions, else from its description', () => {
    const values = initialDecision(line('-15.26'), undefined);
    expect(values.kind).toBe('expense');
    expect(values.supplier_name).toBe('DEPOSIT FROM BLUE CO');
    expect(values.business_use_percent).toBe(100);
  });

  it('sends each kind’s fields only, a blank GST as null for the server to work out', () => {
    const values = {
      ...initialDecision(line('-110.00'), undefined),
      supplier_name: 'Officeworks',
      category: 'other' as const,
    };
    expect(payloadOf({ ...values, kind: 'split', share: 'amount', business_amount: ' 66.00 ' })).toEqual({
      kind: 'split',
      supplier_name: 'Officeworks',
      category: 'other',
      gst: null,
      business_use_percent: 100,
      business_percent: null,
      business_amount: '66.00',
    });
    expect(payloadOf({ ...values, kind: 'drawing', learn_rule: true })).toEqual({
      kind: 'drawing',
      learn_rule: true,
    });
    expect(payloadOf({ ...values, kind: 'bill', bill_id: '12' })).toEqual({ kind: 'bill', bill_id: '12' });
  });
});
