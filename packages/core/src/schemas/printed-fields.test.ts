import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyCreateSchema,
  companyUpdateSchema,
  customerSchema,
  paymentDetailSchema,
} from './businesses.ts';
import { invoicePdfSchema } from './invoice-pdfs.ts';
import { invoiceSchema } from './invoices.ts';

const invoice = {
  name: 'INV-0001',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  items: [{ name: 'Labour', description: 'Hot water', quantity: 1, price: '120.00' }],
  note: 'Thanks',
  payment_method: 'bank',
  bank: { bank_name: 'CBA', bsb: '062-000', account_number: '12345678', account_name: 'Sorted' },
};
const printed = {
  ...invoice,
  payment_method: 'payid',
  bank: undefined,
  seller: { name: 'Seller', abn: '51 824 753 556', phone: '0400 000 000', address: 'Sydney' },
  buyer: { name: 'Buyer', phone: '02 9999 9999', address: 'Bondi' },
  payid: { payid: 'Sorted Org', name: 'Sorted' },
};

/** Sets the value at a dotted path of a copy of `base`. */
function withValue(base: object, path: string, value: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1) ?? ''] = value;
  return copy;
}

// Every field that prints on the invoice PDF, by the schema it enters through.
const FIELDS: Array<[string, z.ZodType, object, string[]]> = [
  [
    'business (new)',
    companyCreateSchema,
    { name: 'Sorted', abn: '51 824 753 556', payment_details: { payid: 'Sorted Org', name: 'Sorted' } },
    ['name', 'phone', 'address', 'payment_details.payid', 'payment_details.name'],
  ],
  [
    'business (edit)',
    companyUpdateSchema,
    { name: 'Sorted', email: 'a@b.test' },
    ['name', 'phone', 'address'],
  ],
  ['PayID', paymentDetailSchema, { payid: 'Sorted Org', name: 'Sorted' }, ['payid', 'name']],
  ['client', customerSchema, { name: 'Bondi Bakery' }, ['name', 'phone', 'address']],
  [
    'invoice',
    invoiceSchema,
    invoice,
    ['name', 'ref', 'items.0.name', 'items.0.description', 'note', 'bank.bank_name', 'bank.account_name'],
  ],
  [
    'invoice to print',
    invoicePdfSchema,
    printed,
    [
      'name',
      'ref',
      'items.0.name',
      'items.0.description',
      'note',
      'seller.name',
      'seller.phone',
      'seller.address',
      'buyer.name',
      'buyer.phone',
      'buyer.address',
      'payid.payid',
      'payid.name',
    ],
  ],
];

describe.each(FIELDS)('the %s fields that print on the PDF', (_, schema, valid, paths) => {
  it('accept the valid document', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(paths)('%s refuses 株式会社 and 🦘, naming them', (path) => {
    for (const [text, characters] of [
      ['株式会社', '株 式 会 社'],
      ['Tours 🦘', '🦘'],
    ]) {
      const issues = schema.safeParse(withValue(valid, path, text ?? '')).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
        path,
        'text_unprintable',
      ]);
      const issue = issues.find((each) => each.path.join('.') === path);
      expect(issue?.code === 'custom' && issue.params).toEqual({ characters });
    }
  });

  it.each(paths)('%s takes accented Latin, Greek and Cyrillic', (path) => {
    const text = path.endsWith('payid') ? 'Zoë Müller' : 'Zoë Müller-Łukasz Ωμέγα Жук';
    const result = schema.safeParse(withValue(valid, path, path.endsWith('phone') ? '+61 2 9999' : text));
    expect(result.error?.issues).toBeUndefined();
  });
});
