import { describe, expect, it } from 'vitest';
import { validationTexts } from '../i18n/resources.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { expenseSchema } from './expenses.ts';

const valid = {
  expense_date: '2026-08-14',
  supplier_name: 'Officeworks',
  supplier_abn: '51 824 753 556',
  description: 'Printer paper',
  category: 'materials-stock',
  amount: '110.00',
  gst: '10.00',
  business_use_percent: 100,
  paid_date: '2026-08-14',
};

/** The first message key per field of a refused expense. */
function problems(input: Record<string, unknown>): Record<string, ValidationMessageKey> {
  const parsed = expenseSchema.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, ValidationMessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message as ValidationMessageKey;
  }
  return found;
}

describe('expenseSchema', () => {
  it('reads a paid expense: amounts in cents, the ABN as digits, business use 100 by default', () => {
    const { business_use_percent: _, ...withoutShare } = valid;
    expect(expenseSchema.parse(withoutShare)).toEqual({
      expense_date: '2026-08-14',
      supplier_name: 'Officeworks',
      supplier_abn: '51824753556',
      description: 'Printer paper',
      category: 'materials-stock',
      amount: 110_00,
      gst: 10_00,
      business_use_percent: 100,
      paid_date: '2026-08-14',
      due_date: null,
    });
  });

  it('leaves the GST to the server when it is not given, and takes a grouped amount', () => {
    const parsed = expenseSchema.parse({ ...valid, gst: undefined, amount: '1,234.50', supplier_abn: '' });
    expect(parsed).toMatchObject({ gst: null, amount: 1_234_50, supplier_abn: null });
  });

  it.each<[string, Record<string, unknown>, Record<string, ValidationMessageKey>]>([
    ['no date', { expense_date: '' }, { expense_date: 'expense_date_required' }],
    ['a date that is not one', { expense_date: '2026-02-30' }, { expense_date: 'date_invalid' }],
    ['no supplier', { supplier_name: '  ' }, { supplier_name: 'supplier_name_required' }],
    ['a long supplier', { supplier_name: 'x'.repeat(101) }, { supplier_name: 'supplier_name_too_long' }],
    ['a wrong ABN', { supplier_abn: '51 824 753 557' }, { supplier_abn: 'abn_invalid' }],
    ['a long description', { description: 'x'.repeat(201) }, { description: 'expense_description_too_long' }],
    ['an unknown category', { category: 'toString' }, { category: 'expense_category_invalid' }],
    ['a zero amount', { amount: '0' }, { amount: 'expense_amount_min' }],
    ['a huge amount', { amount: '100000000.01' }, { amount: 'expense_amount_too_large' }],
    ['three decimals', { amount: '1.005' }, { amount: 'price_decimals' }],
    ['negative GST', { gst: '-1' }, { gst: 'expense_gst_invalid' }],
    ['a business share of 0', { business_use_percent: 0 }, { business_use_percent: 'business_use_invalid' }],
    [
      'a business share of 50.5',
      { business_use_percent: 50.5 },
      { business_use_percent: 'business_use_invalid' },
    ],
    [
      'a business share of 101',
      { business_use_percent: 101 },
      { business_use_percent: 'business_use_invalid' },
    ],
  ])('refuses %s', (_, change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses GST above 1/11 of the amount, and takes exactly 1/11 rounded', () => {
    expect(problems({ ...valid, amount: '1000.00', gst: '90.92' })).toEqual({ gst: 'expense_gst_too_large' });
    expect(problems({ ...valid, amount: '1000.00', gst: '90.91' })).toEqual({});
    expect(problems({ ...valid, gst: '0' })).toEqual({});
  });

  it('a bill not paid yet needs its due date', () => {
    expect(problems({ ...valid, paid_date: null })).toEqual({ due_date: 'bill_due_date_required' });
    expect(problems({ ...valid, paid_date: null, due_date: '2026-09-14' })).toEqual({});
  });

  it('has every new message in the five languages', () => {
    const keys: ValidationMessageKey[] = [
      'expense_date_required',
      'supplier_name_required',
      'supplier_name_too_long',
      'expense_description_too_long',
      'expense_category_invalid',
      'expense_amount_min',
      'expense_amount_too_large',
      'expense_gst_invalid',
      'expense_gst_too_large',
      'business_use_invalid',
      'bill_due_date_required',
    ];
    for (const messages of Object.values(validationTexts)) {
      for (const key of keys) expect(messages[key]).toMatch(/\S/);
    }
  });
});
