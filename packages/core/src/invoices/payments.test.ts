import { describe, expect, it } from 'vitest';
import { invoicePaymentSchema } from '../schemas/invoice-payments.ts';
import { paymentState, settlement } from './payments.ts';

describe('settlement', () => {
  it('is unpaid without payments, partly paid below the total, paid on the last date once it is reached', () => {
    expect(settlement(1_000, [])).toMatchObject({ status: 0, paidDate: null, paid: 0, balance: 1_000 });
    const part = [{ date: '2026-08-20', amount: 400 }];
    expect(settlement(1_000, part)).toMatchObject({ status: 0, paidDate: null, paid: 400, balance: 600 });
    // The last date, not the last recorded.
    const all = [{ date: '2026-09-03', amount: 600 }, ...part];
    expect(settlement(1_000, all)).toMatchObject({
      status: 1,
      paidDate: '2026-09-03',
      paid: 1_000,
      balance: 0,
    });
  });

  it('a zero invoice is paid once a payment (of nothing) is recorded', () => {
    expect(settlement(0, []).status).toBe(0);
    expect(settlement(0, [{ date: '2026-08-20', amount: 0 }]).status).toBe(1);
  });

  it('names the state the lists show', () => {
    expect(paymentState(0, 0)).toBe('unpaid');
    expect(paymentState(0, 1)).toBe('partly-paid');
    expect(paymentState(1, 1_000)).toBe('paid');
  });
});

describe('invoicePaymentSchema', () => {
  it('takes an amount like a price, in cents, and one of the methods', () => {
    expect(invoicePaymentSchema.parse({ paid_on: '2026-08-20', amount: '120.5', method: 'cash' })).toEqual({
      paid_on: '2026-08-20',
      amount: 12_050,
      method: 'cash',
      note: null,
    });
  });

  it('refuses nothing paid, a third decimal, an unknown method and a date that does not exist', () => {
    const result = invoicePaymentSchema.safeParse({ paid_on: '2026-02-30', amount: '0', method: 'cheque' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      paid_on: 'date_invalid',
      amount: 'payment_amount_invalid',
      method: 'payment_method_invalid',
    });
    expect(
      invoicePaymentSchema.safeParse({ paid_on: '2026-02-01', amount: '1.005', method: 'card' }).success,
    ).toBe(false);
  });
});
