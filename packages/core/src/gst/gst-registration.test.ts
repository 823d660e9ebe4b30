import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basPeriodFromKey } from './bas-periods.ts';
import {
  basFigures,
  basWorksheet,
  type Purchase,
  purchaseMonths,
  type Sale,
  saleMonths,
} from './bas-worksheet.ts';
import {
  daysBeforeRegistration,
  isRegisteredPeriod,
  NO_PARTS,
  registeredMonths,
} from './gst-registration.ts';

const row = (month: string, sales: number, gstOnSales: number, gstOnPurchases = 0) => ({
  month,
  sales,
  gstOnSales,
  gstOnPurchases,
});

describe('daysBeforeRegistration', () => {
  it.each([
    ['registered on the 1st: none', '2026-08-01', null],
    ['mid-month: the 1st to the day before', '2026-08-15', { start: '2026-08-01', end: '2026-08-14' }],
    ['on the last day of a month', '2026-02-28', { start: '2026-02-01', end: '2026-02-27' }],
  ])('%s', (_name, from, expected) => {
    expect(daysBeforeRegistration(from)).toEqual(expected);
  });
});

describe('registeredMonths', () => {
  const rows = [
    row('2026-07', 550_00, 50_00, 5_00),
    row('2026-08', 330_00, 30_00, 3_00),
    row('2026-09', 110_00, 10_00),
  ];
  it.each([
    ['no registration date: every month', null, rows],
    [
      'from the 1st: the months before go, the month stays whole',
      { from: '2026-08-01', before: NO_PARTS },
      [row('2026-08', 330_00, 30_00, 3_00), row('2026-09', 110_00, 10_00)],
    ],
    [
      'mid-month: the month less what came before the date',
      { from: '2026-08-15', before: { sales: 110_00, gstOnSales: 10_00, gstOnPurchases: 1_00 } },
      [row('2026-08', 220_00, 20_00, 2_00), row('2026-09', 110_00, 10_00)],
    ],
    [
      'a registration month without a row: the months after only',
      { from: '2026-06-10', before: NO_PARTS },
      rows,
    ],
  ])('%s', (_name, registration, expected) => {
    expect(registeredMonths(rows, registration)).toEqual(expected);
  });

  it('keeps the rows’ other fields', () => {
    expect(
      registeredMonths([{ ...row('2026-08', 110_00, 10_00), basis: 'cash', companyId: 3 }], {
        from: '2026-08-02',
        before: { sales: 11_00, gstOnSales: 1_00, gstOnPurchases: 0 },
      }),
    ).toEqual([{ ...row('2026-08', 99_00, 9_00), basis: 'cash', companyId: 3 }]);
  });

  // The months as the totals keep them, less the parts dated before registration, are exactly the
  // worksheet of the records dated on or after it (accruals: each record counts on its own date).
  it('equals the worksheet of the records dated from the registration date (property)', () => {
    const date = fc
      .integer({ min: 0, max: 91 })
      .map((offset) => new Date(Date.UTC(2026, 6, 1 + offset)).toISOString().slice(0, 10));
    const sale = fc
      .record({ issued: date, total: fc.integer({ min: 0, max: 100_000 }) })
      .map(({ issued, total }): Sale => ({ issued, total, gst: Math.round(total / 11), payments: [] }));
    const purchase = fc
      .record({
        incurred: date,
        amount: fc.integer({ min: 0, max: 100_000 }),
        use: fc.integer({ min: 1, max: 100 }),
      })
      .map(
        ({ incurred, amount, use }): Purchase => ({
          incurred,
          paid: null,
          amount,
          gst: Math.round(amount / 11),
          businessUsePercent: use,
        }),
      );
    fc.assert(
      fc.property(
        fc.array(sale, { maxLength: 12 }),
        fc.array(purchase, { maxLength: 12 }),
        date,
        (sales, purchases, from) => {
          const months = new Map<string, ReturnType<typeof row>>();
          const parts = [
            ...sales.flatMap((one) => saleMonths(one, 'accruals')),
            ...purchases.flatMap((one) => purchaseMonths(one, 'accruals')),
          ];
          for (const part of parts) {
            const current = months.get(part.month) ?? row(part.month, 0, 0);
            months.set(part.month, {
              ...current,
              sales: current.sales + part.sales,
              gstOnSales: current.gstOnSales + part.gstOnSales,
              gstOnPurchases: current.gstOnPurchases + part.gstOnPurchases,
            });
          }
          const span = daysBeforeRegistration(from);
          const inSpan = (day: string) => span !== null && day >= span.start && day <= span.end;
          const early = basWorksheet(
            {
              sales: sales.filter((one) => inSpan(one.issued)),
              purchases: purchases.filter((one) => inSpan(one.incurred)),
            },
            'accruals',
            '2026-01',
            '2026-12',
          );
          const before = {
            sales: early.g1,
            gstOnSales: early.gstOnSales,
            gstOnPurchases: early.gstOnPurchases,
          };
          const counted = basFigures(registeredMonths([...months.values()], { from, before }));
          const expected = basWorksheet(
            {
              sales: sales.filter((one) => one.issued >= from),
              purchases: purchases.filter((one) => one.incurred >= from),
            },
            'accruals',
            '2026-01',
            '2026-12',
          );
          expect(counted).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('isRegisteredPeriod', () => {
  const quarter = (key: string) =>
    basPeriodFromKey(key, 'quarterly') as NonNullable<ReturnType<typeof basPeriodFromKey>>;
  it.each([
    ['no date: every period', '2026-Q2', null, true],
    ['the period holding the date', '2026-Q3', '2026-08-15', true],
    ['a period ending the day before', '2026-Q2', '2026-07-01', false],
    ['a period ending on the date', '2026-Q2', '2026-06-30', true],
    ['a later period', '2026-Q4', '2026-08-15', true],
  ])('%s', (_name, key, from, expected) => {
    expect(isRegisteredPeriod(quarter(key), from)).toBe(expected);
  });
});
