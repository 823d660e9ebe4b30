import { describe, expect, it } from 'vitest';
import { invoicePdfSchema } from './invoice-pdfs.ts';

const valid = {
  name: 'FREE-7',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  seller: { name: 'Zoë’s Garden Café', abn: '51 824 753 556' },
  items: [{ name: 'Catering', quantity: '1.5', price: '100' }],
};
const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('invoicePdfSchema', () => {
  it('reads an invoice to print like one to save, with no client and no payment by default', () => {
    const result = invoicePdfSchema.safeParse(valid);
    expect(result.data).toMatchObject({
      gst_registered: false,
      prices_include_gst: false,
      seller: { name: 'Zoë’s Garden Café', abn: '51824753556', email: null, phone: null, address: null },
      buyer: null,
      items: [{ name: 'Catering', description: null, quantity: 1500, price: 10_000, taxable: true }],
      payment_method: 'none',
      note: null,
    });
  });

  it('keeps a PayID as it was typed, once it is a PayID', () => {
    const payid = { payid: ' 0412 345 678 ', name: 'Zoe Garden' };
    const result = invoicePdfSchema.safeParse({ ...valid, payment_method: 'payid', payid });
    expect(result.data?.payid).toEqual({ payid: '0412 345 678', name: 'Zoe Garden' });
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['no business', { seller: undefined }, [['seller', 'business_name_required']]],
    ['a client without a name', { buyer: { name: ' ' } }, [['buyer.name', 'client_name_required']]],
    ['a wrong ABN', { seller: { name: 'A', abn: '51 824 753 557' } }, [['seller.abn', 'abn_invalid']]],
    ['paid by PayID without one', { payment_method: 'payid' }, [['payid', 'payid_required']]],
    [
      'a PayID that is none',
      { payment_method: 'payid', payid: { payid: '123', name: 'Zoe' } },
      [['payid.payid', 'payid_invalid']],
    ],
    ['paid by bank without details', { payment_method: 'bank' }, [['bank', 'bank_details_required']]],
    ['due before issued', { due_date: '2026-10-31' }, [['due_date', 'due_before_invoice_date']]],
  ])('refuses %s', (_case, change, expected) => {
    expect(issues(invoicePdfSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});
