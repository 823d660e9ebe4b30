import { describe, expect, it } from 'vitest';
import { invoiceSchema, invoiceStatusChangeSchema } from './invoices.ts';

const valid = {
  name: 'INV-0001',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  items: [{ name: 'Labour', description: 'Hot water system', quantity: 1.5, price: '120.00' }],
};
const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('invoiceSchema', () => {
  it('reads items into thousandths and cents, taxable by default', () => {
    const result = invoiceSchema.safeParse(valid);
    expect(result.data?.items).toEqual([
      { name: 'Labour', description: 'Hot water system', quantity: 1500, price: 12000, taxable: true },
    ]);
    expect(result.data).toMatchObject({
      payment_method: 'none',
      prices_include_gst: false,
      note: null,
      ref: null,
    });
  });

  it('reads commas between groups of three digits as thousands separators', () => {
    const result = invoiceSchema.safeParse({
      ...valid,
      items: [{ name: 'Bricks', quantity: '1,000', price: '12,345.50' }],
    });
    expect(result.data?.items).toMatchObject([{ quantity: 1_000_000, price: 1_234_550 }]);
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['no number', { name: ' ' }, [['name', 'invoice_number_required']]],
    ['no items', { items: [] }, [['items', 'items_required']]],
    [
      'a quantity below 1',
      { items: [{ name: 'A', quantity: 0, price: 1 }] },
      [['items.0.quantity', 'quantity_min']],
    ],
    ['a free item', { items: [{ name: 'A', quantity: 1, price: '0.00' }] }, [['items.0.price', 'price_min']]],
    [
      'a price with 3 decimals',
      { items: [{ name: 'A', quantity: 1, price: '10.005' }] },
      [['items.0.price', 'price_decimals']],
    ],
    [
      'a quantity with 4 decimals',
      { items: [{ name: 'A', quantity: '1.0005', price: 1 }] },
      [['items.0.quantity', 'quantity_decimals']],
    ],
    [
      'a quantity with 4 decimals sent as a number',
      { items: [{ name: 'A', quantity: 1.0005, price: 1 }] },
      [['items.0.quantity', 'quantity_decimals']],
    ],
    [
      'a quantity with commas out of place',
      { items: [{ name: 'A', quantity: '1,00', price: 1 }] },
      [['items.0.quantity', 'number_grouping']],
    ],
    [
      'a price with commas out of place',
      { items: [{ name: 'A', quantity: 1, price: '1,000,00' }] },
      [['items.0.price', 'number_grouping']],
    ],
    [
      'a price over $100,000,000',
      { items: [{ name: 'A', quantity: 1, price: '100,000,000.01' }] },
      [['items.0.price', 'price_too_large']],
    ],
    [
      // Found while fuzzing: 1,000 × $100,000,000 is past exact whole numbers, and the totals threw.
      'an item amount over $100,000,000',
      { items: [{ name: 'A', quantity: 1000, price: '100000000.00' }] },
      [['items.0.price', 'item_amount_too_large']],
    ],
    [
      'a 51-character item name',
      { items: [{ name: 'x'.repeat(51), quantity: 1, price: 1 }] },
      [['items.0.name', 'item_name_too_long']],
    ],
    [
      'a 91-character item note',
      { items: [{ name: 'A', description: 'x'.repeat(91), quantity: 1, price: 1 }] },
      [['items.0.description', 'item_note_too_long']],
    ],
    [
      'a due date before the invoice date',
      { due_date: '2026-10-31' },
      [['due_date', 'due_before_invoice_date']],
    ],
    ['an impossible date', { invoice_date: '2026-02-30' }, [['invoice_date', 'date_invalid']]],
    [
      'PayID without a saved PayID',
      { payment_method: 'payid' },
      [['payment_detail_id', 'payment_detail_required']],
    ],
    ['bank without details', { payment_method: 'bank' }, [['bank', 'bank_details_required']]],
    [
      'a bad BSB',
      {
        payment_method: 'bank',
        bank: { bank_name: 'CBA', bsb: '06200', account_number: '12345678', account_name: 'A' },
      },
      [['bank.bsb', 'bsb_invalid']],
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(issues(invoiceSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('keeps bank details with the BSB as digits', () => {
    const result = invoiceSchema.safeParse({
      ...valid,
      payment_method: 'bank',
      bank: {
        bank_name: 'Commonwealth Bank',
        bsb: '062-000',
        account_number: '1234 5678',
        account_name: 'Sorted Pty Ltd',
      },
    });
    expect(result.data?.bank).toEqual({
      bank_name: 'Commonwealth Bank',
      bsb: '062000',
      account_number: '12345678',
      account_name: 'Sorted Pty Ltd',
    });
  });
});

describe('invoice status', () => {
  it.each([0, 1])('accepts the defined state %j', (status) => {
    expect(invoiceStatusChangeSchema.safeParse({ status }).data?.status).toBe(status);
    expect(invoiceSchema.safeParse({ ...valid, status }).success).toBe(true);
  });

  it.each([2, 9, -1, '1', 1.5, true, null, 'paid'])('refuses %j with status_invalid', (status) => {
    expect(issues(invoiceStatusChangeSchema.safeParse({ status }))).toEqual([['status', 'status_invalid']]);
    expect(issues(invoiceSchema.safeParse({ ...valid, status }))).toEqual([['status', 'status_invalid']]);
  });
});
