import { describe, expect, it } from 'vitest';
import { taxInvoiceIssues } from './tax-invoice.ts';

const seller = '51824753556';
const buyer = { name: 'Harbour Cafe', abn: null };

describe('taxInvoiceIssues', () => {
  it.each([
    ['complete', { gstRegistered: true, sellerAbn: seller, buyer, totalCents: 5_000_00 }, []],
    ['no seller ABN', { gstRegistered: true, sellerAbn: null, buyer, totalCents: 1_00 }, ['seller.abn']],
    ['a blank seller ABN', { gstRegistered: true, sellerAbn: ' ', buyer, totalCents: 1_00 }, ['seller.abn']],
    [
      'no buyer under $1,000',
      { gstRegistered: true, sellerAbn: seller, buyer: null, totalCents: 999_99 },
      [],
    ],
    [
      'no buyer at $1,000',
      { gstRegistered: true, sellerAbn: seller, buyer: null, totalCents: 1_000_00 },
      ['buyer.name'],
    ],
    [
      'a buyer known by ABN only',
      {
        gstRegistered: true,
        sellerAbn: seller,
        buyer: { name: '', abn: '33051775556' },
        totalCents: 2_000_00,
      },
      [],
    ],
    [
      'not registered: no tax invoice',
      { gstRegistered: false, sellerAbn: null, buyer: null, totalCents: 9_000_00 },
      [],
    ],
  ])('%s', (_, facts, fields) => {
    expect(taxInvoiceIssues(facts).map((issue) => issue.path.join('.'))).toEqual(fields);
  });
});
