import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerChange, ledgerChange, type PurchaseRecord, type SaleRecord } from './ledger-change.ts';

const sale = (fields: Partial<SaleRecord> = {}): SaleRecord => ({
  companyId: 1,
  issued: '2026-09-20',
  total: 1_100_00,
  gst: 100_00,
  payments: [],
  ...fields,
});
const purchase = (fields: Partial<PurchaseRecord> = {}): PurchaseRecord => ({
  companyId: 1,
  incurred: '2026-09-02',
  paid: '2026-10-03',
  amount: 330_00,
  gst: 30_00,
  businessUsePercent: 100,
  category: 'tools-equipment',
  ...fields,
});

describe('the ledger change of one write', () => {
  it('an unpaid invoice counts on accruals only', () => {
    expect(ledgerChange(null, sale())).toEqual({
      months: [
        {
          companyId: 1,
          basis: 'accruals',
          month: '2026-09',
          sales: 1_100_00,
          gstOnSales: 100_00,
          gstOnPurchases: 0,
        },
      ],
      categories: [],
    });
  });

  it('marking it paid moves nothing on accruals and adds the cash month', () => {
    const unpaid = sale();
    const paid = sale({ payments: [{ date: '2026-10-01', amount: 1_100_00 }] });
    expect(ledgerChange(unpaid, paid).months).toEqual([
      {
        companyId: 1,
        basis: 'cash',
        month: '2026-10',
        sales: 1_100_00,
        gstOnSales: 100_00,
        gstOnPurchases: 0,
      },
    ]);
  });

  it('a purchase: its credit and its deductible part in the month of each basis', () => {
    const change = ledgerChange(null, purchase({ businessUsePercent: 60 }));
    expect(change.months).toEqual([
      { companyId: 1, basis: 'accruals', month: '2026-09', sales: 0, gstOnSales: 0, gstOnPurchases: 18_00 },
      { companyId: 1, basis: 'cash', month: '2026-10', sales: 0, gstOnSales: 0, gstOnPurchases: 18_00 },
    ]);
    expect(change.categories).toEqual([
      {
        companyId: 1,
        basis: 'accruals',
        month: '2026-09',
        category: 'tools-equipment',
        count: 1,
        deductible: 180_00,
      },
      {
        companyId: 1,
        basis: 'cash',
        month: '2026-10',
        category: 'tools-equipment',
        count: 1,
        deductible: 180_00,
      },
    ]);
  });

  it('an unpaid bill counts on accruals only; a GST-free one only in the profit and loss', () => {
    const change = ledgerChange(null, purchase({ paid: null, gst: 0 }));
    expect(change.months).toEqual([]);
    expect(change.categories.map((delta) => delta.basis)).toEqual(['accruals']);
  });

  it('moving a record to another business takes it off the first', () => {
    const change = ledgerChange(purchase({ companyId: 2 }), purchase({ companyId: 1 }));
    expect(change.months.map((delta) => [delta.companyId, delta.gstOnPurchases])).toEqual([
      [1, 30_00],
      [1, 30_00],
      [2, -30_00],
      [2, -30_00],
    ]);
  });

  it('an edit that changes nothing the totals read changes nothing', () => {
    expect(ledgerChange(purchase(), purchase())).toEqual({ months: [], categories: [] });
    expect(ledgerChange(sale(), sale())).toEqual({ months: [], categories: [] });
  });
});

// Summing the changes of a record's writes gives the totals of its last state: nothing drifts.
const total = (changes: LedgerChange[]) => {
  const sums = new Map<string, number>();
  for (const change of changes) {
    for (const delta of change.months) {
      const key = `${delta.companyId}|${delta.basis}|${delta.month}`;
      for (const [field, value] of Object.entries({
        s: delta.sales,
        a: delta.gstOnSales,
        b: delta.gstOnPurchases,
      })) {
        sums.set(`${key}|${field}`, (sums.get(`${key}|${field}`) ?? 0) + value);
      }
    }
    for (const delta of change.categories) {
      const key = `${delta.companyId}|${delta.basis}|${delta.month}|${delta.category}`;
      sums.set(`${key}|n`, (sums.get(`${key}|n`) ?? 0) + delta.count);
      sums.set(`${key}|d`, (sums.get(`${key}|d`) ?? 0) + delta.deductible);
    }
  }
  return new Map([...sums].filter(([, value]) => value !== 0));
};

const date = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const purchases = fc.record({
  companyId: fc.integer({ min: 1, max: 3 }),
  incurred: date,
  paid: fc.option(date, { nil: null }),
  amount: fc.integer({ min: 1, max: 1_000_000_00 }),
  gstShare: fc.integer({ min: 0, max: 11 }),
  businessUsePercent: fc.integer({ min: 1, max: 100 }),
  category: fc.constantFrom('rent', 'travel', 'other'),
});
const toPurchase = ({
  gstShare,
  ...fields
}: typeof purchases extends fc.Arbitrary<infer T> ? T : never): PurchaseRecord => ({
  ...fields,
  gst: Math.floor((fields.amount * gstShare) / 121),
});

describe('the changes of a record’s writes', () => {
  it('add up to its last state', () => {
    fc.assert(
      fc.property(fc.array(purchases, { minLength: 1, maxLength: 6 }), (states) => {
        const records = states.map(toPurchase);
        const changes = records.map((record, index) => ledgerChange(records[index - 1] ?? null, record));
        expect(total(changes)).toEqual(total([ledgerChange(null, records.at(-1) ?? null)]));
        // And deleting it leaves nothing.
        changes.push(ledgerChange(records.at(-1) ?? null, null));
        expect(total(changes).size).toBe(0);
      }),
    );
  });
});
