import { describe, expect, it } from 'vitest';
import type { BankRule } from './bank-rules.ts';
import { BULK_ACCEPT_CONFIDENCE } from './confidence.ts';
import { type OpenBill, suggestExpense } from './expense-suggestion.ts';

const RULES: BankRule[] = [
  {
    id: 1,
    match: [{ field: 'description', kind: 'contains', text: 'BP ' }],
    matchAll: true,
    direction: 'spend',
    action: {
      kind: 'expense',
      supplierName: 'BP',
      category: 'motor-vehicle',
      gstFree: false,
      businessUsePercent: 75,
    },
  },
  {
    id: 2,
    match: [{ field: 'description', kind: 'contains', text: 'ACCOUNT FEE' }],
    matchAll: true,
    direction: 'spend',
    action: {
      kind: 'expense',
      supplierName: 'Westpac',
      category: 'bank-fees',
      gstFree: true,
      businessUsePercent: 100,
    },
  },
  {
    id: 3,
    match: [{ field: 'description', kind: 'contains', text: 'TAX OFFICE' }],
    matchAll: true,
    direction: 'any',
    action: { kind: 'ato' },
  },
  {
    id: 4,
    match: [{ field: 'description', kind: 'contains', text: 'XX4410' }],
    matchAll: true,
    direction: 'any',
    action: { kind: 'transfer' },
  },
  {
    id: 5,
    match: [{ field: 'description', kind: 'contains', text: 'ATM' }],
    matchAll: true,
    direction: 'spend',
    action: { kind: 'drawing' },
  },
  {
    id: 6,
    match: [{ field: 'description', kind: 'contains', text: 'CAPITAL' }],
    matchAll: true,
    direction: 'any',
    action: { kind: 'contribution' },
  },
  {
    id: 7,
    match: [{ field: 'description', kind: 'contains', text: 'TELSTRA' }],
    matchAll: true,
    direction: 'spend',
    action: {
      kind: 'expense',
      supplierName: 'Telstra',
      category: 'phone-internet',
      gstFree: false,
      businessUsePercent: 60,
    },
  },
];

const BILLS: OpenBill[] = [
  { id: 31, supplierName: 'Telstra Corporation Ltd', amountCents: 8_900, dueDate: '2025-02-10' },
  { id: 32, supplierName: 'AGL Energy', amountCents: 24_310, dueDate: '2025-02-12' },
  { id: 33, supplierName: 'Smith Accounting', amountCents: 55_000, dueDate: '2025-02-20' },
  { id: 34, supplierName: 'Harbour Signs', amountCents: 55_000, dueDate: '2025-02-01' },
  { id: 35, supplierName: 'Harbour Signs', amountCents: 12_000, dueDate: '2025-01-20' },
  { id: 36, supplierName: 'Harbour Signs', amountCents: 12_000, dueDate: '2025-02-25' },
  { id: 37, supplierName: 'Print Co', amountCents: 7_777, dueDate: null },
];

const suggest = (description: string, amountCents: number, gstRegistered = true, date = '2025-02-10') =>
  suggestExpense({ date, amountCents, description }, { rules: RULES, gstRegistered, openBills: BILLS });

describe('a debit becomes an expense from a bank rule', () => {
  it.each([
    // GST is 1/11 of the amount to the nearest cent: 65.12 holds 5.92; 10.01 holds 0.91; 6 cents hold 0.545… → 1; 5 cents 0.45… → 0.
    ['EFTPOS BP MANLY VALE 4417', -6_512, true, 592],
    ['EFTPOS BP MANLY VALE 4417', -1_001, true, 91],
    ['EFTPOS BP MANLY VALE 4417', -6, true, 1],
    ['EFTPOS BP MANLY VALE 4417', -5, true, 0],
    // Not registered for GST: no GST; a GST-free rule: none either.
    ['EFTPOS BP MANLY VALE 4417', -6_512, false, 0],
    ['MONTHLY ACCOUNT FEE', -1_000, true, 0],
  ])('%j %i (GST-registered: %s) → GST %i', (description, amountCents, gstRegistered, gstCents) => {
    const suggestion = suggest(description, amountCents, gstRegistered);
    expect(suggestion?.kind).toBe('expense');
    if (suggestion?.kind !== 'expense') return;
    expect(suggestion.expense.gstCents).toBe(gstCents);
    expect(suggestion.expense.amountCents).toBe(-amountCents);
    expect(suggestion.confidence).toBeGreaterThanOrEqual(BULK_ACCEPT_CONFIDENCE);
  });

  it('takes the rule’s supplier, category and business use, and names the rule', () => {
    expect(suggest('EFTPOS BP MANLY VALE 4417', -6_512)).toEqual({
      kind: 'expense',
      expense: {
        supplierName: 'BP',
        category: 'motor-vehicle',
        amountCents: 6_512,
        gstCents: 592,
        businessUsePercent: 75,
        fromRule: 1,
      },
      confidence: 90,
    });
  });
});

describe('a debit becomes what a rule says it is', () => {
  it.each([
    ['ANZ INTERNET BANKING BPAY TAX OFFICE PAYMENTS {549951}', 'ato-payment', 3],
    ['Transfer to xx4410 CommBank app', 'transfer', 4],
    ['ATM WITHDRAWAL MANLY', 'drawing', 5],
  ])('%j → %s', (description, kind, fromRule) => {
    expect(suggest(description, -20_000)).toMatchObject({ kind, fromRule });
  });

  it('not a contribution, which only money in can be: a new expense instead', () => {
    expect(suggest('CAPITAL WORKS PTY LTD', -20_000)).toMatchObject({ kind: 'expense', confidence: 20 });
  });
});

describe('a debit pays a bill already entered', () => {
  it('an unpaid bill of the amount whose supplier is named, before any rule', () => {
    expect(suggest('Direct Debit 062934 TELSTRA CORP 2938471', -8_900)).toEqual({
      kind: 'bill',
      billId: 31,
      confidence: 95,
    });
  });

  it('the rule when the named supplier’s bill is of another amount', () => {
    expect(suggest('Direct Debit 062934 TELSTRA CORP 2938471', -9_900)).toMatchObject({
      kind: 'expense',
      expense: { fromRule: 7 },
    });
  });

  it.each<[string, number, string, number, 'bulk' | 'review']>([
    ['WITHDRAWAL ONLINE 1827364 BPAY AGL ENERGY 55512', -24_310, '2025-02-10', 32, 'bulk'],
    ['WITHDRAWAL ONLINE 1827364 BPAY AGL ENERGY 55512', -24_310, '2025-04-10', 32, 'bulk'],
    // The amount alone, one bill of it: medium.
    ['OSKO PAYMENT 7733', -7_777, '2025-02-10', 37, 'review'],
    // Two bills of the amount, of two suppliers, neither named: the nearest due, low.
    ['OSKO PAYMENT 7733', -55_000, '2025-02-03', 34, 'review'],
    ['OSKO PAYMENT 7733', -55_000, '2025-02-19', 33, 'review'],
    // Two bills of the amount from the named supplier: the nearest due, low.
    ['HARBOUR SIGNS', -12_000, '2025-01-22', 35, 'review'],
    ['HARBOUR SIGNS', -12_000, '2025-02-22', 36, 'review'],
  ])('%j %i on %s → bill %i', (description, amountCents, date, billId, level) => {
    const suggestion = suggest(description, amountCents, true, date);
    expect(suggestion).toMatchObject({ kind: 'bill', billId });
    expect((suggestion?.confidence ?? 0) >= BULK_ACCEPT_CONFIDENCE).toBe(level === 'bulk');
  });

  it('is sure when its supplier is named and it is due within two weeks, less when not', () => {
    expect(suggest('BPAY AGL ENERGY', -24_310, true, '2025-02-20')?.confidence).toBe(95);
    expect(suggest('BPAY AGL ENERGY', -24_310, true, '2025-03-20')?.confidence).toBe(92);
  });
});

describe('a debit nothing is known of', () => {
  it('becomes a new expense named from the narrative, low, for the owner to complete', () => {
    expect(suggest('VISA DEBIT PURCHASE CARD 8003 BUNNINGS 341000 BALGOWLAH', -8_950)).toEqual({
      kind: 'expense',
      expense: {
        supplierName: 'BUNNINGS BALGOWLAH',
        category: 'other',
        amountCents: 8_950,
        gstCents: 814,
        businessUsePercent: 100,
        fromRule: null,
      },
      confidence: 20,
    });
  });

  it('a credit is no expense', () => {
    expect(suggest('VISA DEBIT REFUND CARD 8003 BUNNINGS', 8_950)).toBeNull();
    expect(suggest('NOTHING', 0)).toBeNull();
  });
});
