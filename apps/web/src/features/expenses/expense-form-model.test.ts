import { describe, expect, it } from 'vitest';
import {
  defaultGstText,
  type ExpenseFormValues,
  emptyExpense,
  expenseFormSchema,
  formValuesOf,
  gstAfterAmountChange,
  payloadOf,
  validateExpense,
} from './expense-form-model.ts';
import type { Expense } from './expenses.ts';

const filled = (changes: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  ...emptyExpense('2026-11-24', '3'),
  supplier_name: 'Officeworks',
  category: 'tools-equipment',
  amount: '110.00',
  gst: '10.00',
  ...changes,
});

describe('GST pre-fill', () => {
  it('is 1/11 of the amount, to the cent, or nothing until the amount is one', () => {
    expect(defaultGstText('110')).toBe('10.00');
    expect(defaultGstText('1,000.00')).toBe('90.91');
    expect(defaultGstText('82.5')).toBe('7.50');
    expect(defaultGstText('')).toBe('');
    expect(defaultGstText('abc')).toBe('');
    expect(defaultGstText('0')).toBe('');
  });

  it('follows the amount as it is typed, while the GST is still the one it was given', () => {
    let gst = '';
    let amount = '';
    for (const next of ['1', '11', '110']) {
      gst = gstAfterAmountChange(amount, next, gst);
      amount = next;
    }
    expect(gst).toBe('10.00');
    expect(gstAfterAmountChange('110', '220', '10.00')).toBe('20.00');
    expect(gstAfterAmountChange('110', '', '10.00')).toBe('');
  });

  it('keeps a GST the person typed, and 0 once GST-free was chosen', () => {
    expect(gstAfterAmountChange('110', '220', '8.00')).toBe('8.00');
    expect(gstAfterAmountChange('110', '220', '0.00')).toBe('0.00');
  });
});

describe('expense form', () => {
  const registered = expenseFormSchema((id) => id === '3');

  it('accepts a filled expense and sends it as the API reads it', () => {
    expect(registered.safeParse(filled())).toEqual({ success: true });
    expect(payloadOf(filled({ supplier_abn: ' 51 824 753 556 ', description: '  ' }), true)).toEqual({
      attributes: {
        expense_date: '2026-11-24',
        supplier_name: 'Officeworks',
        supplier_abn: '51 824 753 556',
        description: null,
        category: 'tools-equipment',
        amount: '110.00',
        gst: '10.00',
        business_use_percent: 100,
        paid_date: '2026-11-24',
        due_date: null,
      },
      companyId: '3',
    });
  });

  it('sends no GST for a business not registered for it, nor for an emptied GST box', () => {
    expect(payloadOf(filled(), false).attributes.gst).toBeNull();
    expect(payloadOf(filled({ gst: ' ' }), true).attributes.gst).toBeNull();
  });

  it('sends a bill with its due date and no paid date', () => {
    const bill = payloadOf(filled({ paid: false, due_date: '2026-12-08' }), true).attributes;
    expect(bill.paid_date).toBeNull();
    expect(bill.due_date).toBe('2026-12-08');
  });

  it('says what is missing or wrong, under each field', () => {
    expect(
      validateExpense(
        filled({
          company: null,
          supplier_name: ' ',
          category: '',
          business_use_percent: '',
          supplier_abn: '12 345 678 901',
        }),
        true,
      ),
    ).toEqual({
      company: 'company_required',
      supplier_name: 'supplier_name_required',
      supplier_abn: 'abn_invalid',
      category: 'expense_category_invalid',
      business_use_percent: 'business_use_invalid',
    });
    expect(validateExpense(filled({ amount: '110', gst: '10.01' }), true)).toEqual({
      gst: 'expense_gst_too_large',
    });
    expect(validateExpense(filled({ paid: true, paid_date: '' }), true)).toEqual({
      paid_date: 'expense_date_required',
    });
    expect(validateExpense(filled({ paid: false, due_date: '' }), true)).toEqual({
      due_date: 'bill_due_date_required',
    });
  });

  it('does not check the GST of a business not registered for it', () => {
    expect(validateExpense(filled({ gst: '99' }), false)).toEqual({});
  });

  it('opens a saved expense as it was', () => {
    const expense: Expense = {
      id: '9',
      companyId: '3',
      expense_date: '2026-10-02',
      supplier_name: 'Telstra',
      supplier_abn: '33051775556',
      supplier_abn_formatted: '33 051 775 556',
      description: null,
      category: 'phone-internet',
      amount: '99.00',
      gst: '9.00',
      business_use_percent: 60,
      gst_credit: '5.40',
      deductible: '54.00',
      paid_date: null,
      due_date: '2026-10-20',
      receipt: null,
      created_at: '2026-10-02T00:00:00Z',
      updated_at: '2026-10-02T00:00:00Z',
    };
    expect(formValuesOf(expense)).toMatchObject({
      company: '3',
      supplier_abn: '33 051 775 556',
      description: '',
      business_use_percent: 60,
      paid: false,
      paid_date: '',
      due_date: '2026-10-20',
      receipt: null,
      remove_receipt: false,
    });
  });
});
