import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basFigures,
  basWorksheet,
  creditableGst,
  type Purchase,
  purchaseMonths,
  type Sale,
  saleMonths,
} from './bas-worksheet.ts';

const sale = (issued: string, total: number, gst: number, payments: Sale['payments'] = []): Sale => ({
  issued,
  total,
  gst,
  payments,
});
const purchase = (fields: Partial<Purchase>): Purchase => ({
  incurred: '2026-08-01',
  paid: '2026-08-01',
  amount: 110_00,
  gst: 10_00,
  businessUsePercent: 100,
  ...fields,
});

describe('a sale on each basis', () => {
  const invoice = sale('2026-09-20', 1_100_00, 100_00, [
    { date: '2026-09-30', amount: 400_00 },
    { date: '2026-10-05', amount: 700_00 },
  ]);

  it('accruals: all of it in the month it was issued', () => {
    expect(saleMonths(invoice, 'accruals')).toEqual([
      { month: '2026-09', sales: 1_100_00, gstOnSales: 100_00, gstOnPurchases: 0 },
    ]);
  });

  it('cash: each payment in its own month, with its share of the GST', () => {
    expect(saleMonths(invoice, 'cash')).toEqual([
      { month: '2026-09', sales: 400_00, gstOnSales: 36_36, gstOnPurchases: 0 },
      { month: '2026-10', sales: 700_00, gstOnSales: 63_64, gstOnPurchases: 0 },
    ]);
  });

  it('cash: nothing while unpaid', () => {
    expect(saleMonths(sale('2026-09-20', 110_00, 10_00), 'cash')).toEqual([]);
  });

  it('a GST-free sale counts in G1 with no GST', () => {
    expect(
      saleMonths(sale('2026-09-20', 500_00, 0, [{ date: '2026-09-21', amount: 500_00 }]), 'cash'),
    ).toEqual([{ month: '2026-09', sales: 500_00, gstOnSales: 0, gstOnPurchases: 0 }]);
  });
});

describe('a purchase', () => {
  it('claims only the business share of its GST (a phone used 60% for work)', () => {
    expect(creditableGst({ gst: 90_91, businessUsePercent: 60 })).toBe(54_55);
    expect(purchaseMonths(purchase({ gst: 90_91, businessUsePercent: 60 }), 'cash')).toEqual([
      { month: '2026-08', sales: 0, gstOnSales: 0, gstOnPurchases: 54_55 },
    ]);
  });

  it('a bill not paid yet counts on accruals (when incurred), not on cash', () => {
    const bill = purchase({ incurred: '2026-09-29', paid: null });
    expect(purchaseMonths(bill, 'cash')).toEqual([]);
    expect(purchaseMonths(bill, 'accruals')).toEqual([
      { month: '2026-09', sales: 0, gstOnSales: 0, gstOnPurchases: 10_00 },
    ]);
  });

  it('a bill incurred in one quarter and paid in the next counts in each basis’s own quarter', () => {
    const bill = purchase({ incurred: '2026-09-29', paid: '2026-10-02' });
    expect(purchaseMonths(bill, 'cash')[0]?.month).toBe('2026-10');
    expect(purchaseMonths(bill, 'accruals')[0]?.month).toBe('2026-09');
  });
});

describe('the worksheet', () => {
  it('adds G1, 1A, 1B and nets 1A − 1B (a refund when negative)', () => {
    const records = {
      sales: [sale('2026-07-10', 1_100_00, 100_00, [{ date: '2026-07-20', amount: 1_100_00 }])],
      purchases: [purchase({ amount: 2_200_00, gst: 200_00 })],
    };
    expect(basWorksheet(records, 'cash', '2026-07', '2026-09')).toEqual({
      g1: 1_100_00,
      gstOnSales: 100_00,
      gstOnPurchases: 200_00,
      net: -100_00,
    });
    expect(basFigures([])).toEqual({ g1: 0, gstOnSales: 0, gstOnPurchases: 0, net: 0 });
  });
});

// Invoices of up to $100,000 with GST at most 1/11, paid in up to four parts.
const saleArbitrary = fc
  .record({
    issuedDay: fc.integer({ min: 1, max: 28 }),
    total: fc.integer({ min: 1, max: 100_000_00 }),
    gstShare: fc.integer({ min: 0, max: 100 }),
    cuts: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
    paidDays: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ issuedDay, total, gstShare, cuts, paidDays }): Sale => {
    const gst = Math.floor((Math.floor(total / 11) * gstShare) / 100);
    const weight = cuts.reduce((sum, cut) => sum + cut, 0);
    let left = total;
    const payments = cuts.map((cut, index) => {
      const amount = index === cuts.length - 1 ? left : Math.floor((total * cut) / weight);
      left -= amount;
      const day = Math.min(28, issuedDay + (paidDays[index] ?? 0));
      return { date: `2026-08-${String(day).padStart(2, '0')}`, amount };
    });
    return sale(`2026-08-${String(issuedDay).padStart(2, '0')}`, total, gst, payments);
  });

describe('properties', () => {
  it('a fully paid invoice: its payments’ GST adds up to its GST exactly', () => {
    fc.assert(
      fc.property(saleArbitrary, (record) => {
        const months = saleMonths(record, 'cash');
        expect(months.reduce((sum, month) => sum + month.gstOnSales, 0)).toBe(record.gst);
        expect(months.reduce((sum, month) => sum + month.sales, 0)).toBe(record.total);
      }),
    );
  });

  it('cash and accruals agree over a period in which everything was issued and paid; 1A is the sum of the GST', () => {
    fc.assert(
      fc.property(fc.array(saleArbitrary, { maxLength: 20 }), (sales) => {
        const records = { sales, purchases: [] };
        const cash = basWorksheet(records, 'cash', '2026-07', '2026-09');
        expect(cash).toEqual(basWorksheet(records, 'accruals', '2026-07', '2026-09'));
        expect(cash.gstOnSales).toBe(sales.reduce((sum, record) => sum + record.gst, 0));
      }),
    );
  });

  it('a period’s figures are the sum of its months’ (so monthly totals kept by the database add up)', () => {
    fc.assert(
      fc.property(
        fc.array(saleArbitrary, { maxLength: 10 }),
        fc.constantFrom('cash', 'accruals'),
        (sales, basis) => {
          const records = { sales, purchases: [purchase({})] };
          const quarter = basWorksheet(records, basis, '2026-07', '2026-09');
          const months = ['2026-07', '2026-08', '2026-09'].map((month) =>
            basWorksheet(records, basis, month, month),
          );
          expect(quarter.g1).toBe(months.reduce((sum, month) => sum + month.g1, 0));
          expect(quarter.net).toBe(months.reduce((sum, month) => sum + month.net, 0));
        },
      ),
    );
  });
});
