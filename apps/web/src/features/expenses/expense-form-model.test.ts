import { describe, expect, it } from 'vitest';
import {
  defaultGstText,
  type ExpenseFormValues,
  emptyExpense,
  expenseFormSchema,
  followsAfterPaidDate,
  formValuesOf,
  gstAfterAmountChange,
  paidDateAfterExpenseDate,
  payloadOf,
  validateExpense,
  vehicleAfterCompanyChange,
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
      vehicleId: null,
    });
  });

  it('sends the vehicle of a motor-vehicle expense only', () => {
    const ute = filled({ category: 'motor-vehicle', vehicle: '7' });
    expect(payloadOf(ute, true).vehicleId).toBe('7');
    expect(payloadOf({ ...ute, category: 'tools-equipment' }, true).vehicleId).toBeNull();
    expect(payloadOf({ ...ute, vehicle: null }, true).vehicleId).toBeNull();
  });

  it.each<[string, string | null, string[], string | null]>([
    ['keeps a vehicle of the new business', '7', ['7', '8'], '7'],
    ['drops one of the old business', '7', ['8'], null],
    ['drops it for a business without vehicles', '7', [], null],
    ['stays unassigned', null, ['8'], null],
  ])('the vehicle once the business changes: %s', (_case, vehicle, ids, after) => {
    expect(
      vehicleAfterCompanyChange(
        vehicle,
        ids.map((id) => ({ id })),
      ),
    ).toBe(after);
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
      bankLineId: null,
      vehicleId: null,
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

describe('paid date', () => {
  /** The form after each step, as the drawer applies them: the expense date, or the paid date, set. */
  type Step = ['expense_date' | 'paid_date', string];
  const run = (start: ExpenseFormValues, steps: Step[]) => {
    let values = start;
    for (const [field, date] of steps) {
      values =
        field === 'expense_date'
          ? { ...values, expense_date: date, paid_date: paidDateAfterExpenseDate(values, date) }
          : { ...values, paid_date: date, paid_date_follows: followsAfterPaidDate(values, date) };
    }
    return values;
  };
  const saved = (paid_date: string | null): Expense => ({
    id: '9',
    companyId: '3',
    bankLineId: null,
    vehicleId: null,
    expense_date: '2026-10-02',
    supplier_name: 'Telstra',
    supplier_abn: null,
    supplier_abn_formatted: null,
    description: null,
    category: 'phone-internet',
    amount: '99.00',
    gst: '9.00',
    business_use_percent: 100,
    gst_credit: '9.00',
    deductible: '90.00',
    paid_date,
    due_date: paid_date === null ? '2026-10-20' : null,
    receipt: null,
    created_at: '2026-10-02T00:00:00Z',
    updated_at: '2026-10-02T00:00:00Z',
  });

  it.each<[string, ExpenseFormValues, Step[], string]>([
    // A late receipt: entered on the 24th, dated back to the 28th of June; paid that day, not the 24th.
    ['a new expense: goes with its date', filled(), [['expense_date', '2026-06-28']], '2026-06-28'],
    [
      'a new expense, dated again: still goes with it',
      filled(),
      [
        ['expense_date', '2026-06-28'],
        ['expense_date', '2026-07-02'],
      ],
      '2026-07-02',
    ],
    [
      'set apart by the person: stays as they set it',
      filled(),
      [
        ['paid_date', '2026-11-30'],
        ['expense_date', '2026-11-03'],
      ],
      '2026-11-30',
    ],
    [
      'set by the person to the expense date itself: stays there too',
      filled(),
      [
        ['expense_date', '2026-11-03'],
        ['paid_date', '2026-11-10'],
        ['paid_date', '2026-11-03'],
        ['expense_date', '2026-11-05'],
      ],
      '2026-11-03',
    ],
    [
      'reported unchanged by the picker: still goes with the date',
      filled(),
      [
        ['paid_date', '2026-11-24'],
        ['expense_date', '2026-11-01'],
      ],
      '2026-11-01',
    ],
    [
      'the expense date emptied while retyped: waits for the new one',
      filled(),
      [
        ['expense_date', ''],
        ['expense_date', '2026-10-09'],
      ],
      '2026-10-09',
    ],
    [
      'a saved expense paid on its date: goes with it',
      formValuesOf(saved('2026-10-02')),
      [['expense_date', '2026-09-30']],
      '2026-09-30',
    ],
    [
      'a saved expense paid on another day: stays',
      formValuesOf(saved('2026-10-05')),
      [['expense_date', '2026-09-30']],
      '2026-10-05',
    ],
    ['a saved bill: no paid date to move', formValuesOf(saved(null)), [['expense_date', '2026-09-30']], ''],
  ])('%s', (_, start, steps, paidDate) => {
    const after = run(start, steps);
    expect(after.paid_date).toBe(paidDate);
    if (after.paid) expect(payloadOf(after, true).attributes.paid_date).toBe(paidDate);
  });

  it('a new expense starts with its paid date on its date, following it', () => {
    expect(emptyExpense('2026-11-24', null)).toMatchObject({
      expense_date: '2026-11-24',
      paid_date: '2026-11-24',
      paid_date_follows: true,
    });
  });
});
