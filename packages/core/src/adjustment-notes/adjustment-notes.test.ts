import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleMonths } from '../gst/bas-worksheet.ts';
import { settlement } from '../invoices/payments.ts';
import { adjustmentNoteSchema } from '../schemas/adjustment-notes.ts';
import { adjustedBalance, adjustmentFigures, gstWithin } from './adjustment-notes.ts';

const invoice = { total: 110_00, gst: 10_00 };

describe('adjustmentFigures', () => {
  it.each([
    // [earlier notes, request, amount, gst, remaining after]
    [[], { kind: 'reduce', amount: 11_00 }, 11_00, 1_00, 99_00],
    [[], { kind: 'cancel' }, 110_00, 10_00, 0],
    [[{ amount: 11_00 }], { kind: 'cancel' }, 99_00, 9_00, 0],
    [[{ amount: 11_00 }], { kind: 'reduce', amount: 99_00 }, 99_00, 9_00, 0],
    // 0.01 of $110 with $10 GST: the GST of what remains rounds back to $10.00, so none is adjusted.
    [[], { kind: 'reduce', amount: 1 }, 1, 0, 109_99],
    [[], { kind: 'reduce', amount: 6 }, 6, 1, 109_94],
  ] as const)('after %j, %j is %i with GST %i', (earlier, request, amount, gst, remaining) => {
    expect(adjustmentFigures(invoice, earlier, request)).toEqual({ ok: true, amount, gst, remaining });
  });

  it.each([
    [[], { kind: 'reduce', amount: 110_01 }, 'adjustment_more_than_remaining', 110_00],
    [[{ amount: 100_00 }], { kind: 'reduce', amount: 10_01 }, 'adjustment_more_than_remaining', 10_00],
    [[], { kind: 'reduce', amount: 0 }, 'adjustment_amount_invalid', 110_00],
    [[], { kind: 'reduce' }, 'adjustment_amount_invalid', 110_00],
    // Nothing left to cancel.
    [[{ amount: 110_00 }], { kind: 'cancel' }, 'adjustment_more_than_remaining', 0],
  ] as const)('after %j, %j is refused: %s', (earlier, request, problem, remaining) => {
    expect(adjustmentFigures(invoice, earlier, request)).toEqual({ ok: false, problem, remaining });
  });

  it('takes no GST off an invoice without GST', () => {
    expect(
      adjustmentFigures({ total: 500_00, gst: 0 }, [], { kind: 'reduce', amount: 100_00 }),
    ).toMatchObject({
      gst: 0,
    });
  });

  it('property: however the notes split the invoice, their GST adds up to the GST of what they took off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 11 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 6 }),
        (total, tenths, amounts) => {
          const sale = { total, gst: Math.floor((total * tenths) / 110) };
          const notes: { amount: number; gst: number }[] = [];
          for (const amount of amounts) {
            const figures = adjustmentFigures(sale, notes, { kind: 'reduce', amount });
            if (!figures.ok) {
              expect(amount).toBeGreaterThan(figures.remaining);
              continue;
            }
            expect(figures.gst).toBeGreaterThanOrEqual(0);
            notes.push(figures);
          }
          const adjusted = notes.reduce((sum, note) => sum + note.amount, 0);
          const gst = notes.reduce((sum, note) => sum + note.gst, 0);
          expect(adjusted).toBeLessThanOrEqual(total);
          expect(sale.gst - gst).toBe(gstWithin(sale, total - adjusted));
          const rest = adjustmentFigures(sale, notes, { kind: 'cancel' });
          if (rest.ok) expect(gst + rest.gst).toBe(sale.gst);
        },
      ),
    );
  });
});

describe('adjustedBalance and settlement', () => {
  it.each([
    // total, adjusted, paid → balance, credit owed
    [110_00, 0, 0, 110_00, 0],
    [110_00, 11_00, 0, 99_00, 0],
    [110_00, 11_00, 50_00, 49_00, 0],
    [110_00, 11_00, 110_00, 0, 11_00],
    [110_00, 110_00, 0, 0, 0],
  ])(
    'total %i, adjusted %i, paid %i: balance %i, credit owed %i',
    (total, adjusted, paid, balance, credit) => {
      expect(adjustedBalance(total, adjusted, paid)).toMatchObject({ balance, creditOwed: credit });
    },
  );

  it('is paid in full once the payments reach the adjusted total, never overdue with a credit owed', () => {
    const note = [{ date: '2026-12-05', amount: 11_00 }];
    const part = [{ date: '2026-12-10', amount: 99_00 }];
    expect(settlement(110_00, part, note)).toMatchObject({ status: 1, paidDate: '2026-12-10', balance: 0 });
    expect(settlement(110_00, [{ date: '2026-12-01', amount: 110_00 }], note)).toMatchObject({
      status: 1,
      balance: 0,
      creditOwed: 11_00,
    });
    // Cancelled before any payment: nothing is due, settled on the note's date.
    expect(settlement(110_00, [], [{ date: '2026-12-05', amount: 110_00 }])).toMatchObject({
      status: 1,
      paidDate: '2026-12-05',
      balance: 0,
    });
    expect(settlement(110_00, [], note)).toMatchObject({ status: 0, balance: 99_00 });
  });
});

describe('the BAS with adjustment notes', () => {
  const sale = {
    issued: '2026-11-03',
    total: 110_00,
    gst: 10_00,
    payments: [] as { date: string; amount: number }[],
    adjustments: [{ date: '2026-12-05', amount: 11_00, gst: 1_00 }],
  };

  it('accruals: the note comes off in the month it is issued', () => {
    expect(saleMonths(sale, 'accruals')).toEqual([
      { month: '2026-11', sales: 110_00, gstOnSales: 10_00, gstOnPurchases: 0 },
      { month: '2026-12', sales: -11_00, gstOnSales: -1_00, gstOnPurchases: 0 },
    ]);
  });

  it('cash: a note before payment changes nothing; one after it takes the credit off in its month', () => {
    expect(saleMonths({ ...sale, payments: [{ date: '2027-01-10', amount: 99_00 }] }, 'cash')).toEqual([
      { month: '2027-01', sales: 99_00, gstOnSales: 9_00, gstOnPurchases: 0 },
    ]);
    expect(saleMonths({ ...sale, payments: [{ date: '2026-11-20', amount: 110_00 }] }, 'cash')).toEqual([
      { month: '2026-11', sales: 110_00, gstOnSales: 10_00, gstOnPurchases: 0 },
      { month: '2026-12', sales: -11_00, gstOnSales: -1_00, gstOnPurchases: 0 },
    ]);
  });

  it('property: once paid as adjusted, both bases come to the same G1 and 1A', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 4 }),
        fc.boolean(),
        (total, amounts, paidFirst) => {
          const invoiceFigures = { total, gst: Math.floor(total / 11) };
          const notes: { date: string; amount: number; gst: number }[] = [];
          for (const [index, amount] of amounts.entries()) {
            const figures = adjustmentFigures(invoiceFigures, notes, { kind: 'reduce', amount });
            if (figures.ok)
              notes.push({ date: `2026-12-0${index + 1}`, amount: figures.amount, gst: figures.gst });
          }
          const due = total - notes.reduce((sum, note) => sum + note.amount, 0);
          const paid = paidFirst ? total : due;
          const record = {
            issued: '2026-11-01',
            ...invoiceFigures,
            payments: paid > 0 ? [{ date: paidFirst ? '2026-11-15' : '2027-01-15', amount: paid }] : [],
            adjustments: notes,
          };
          const sum = (basis: 'cash' | 'accruals') =>
            saleMonths(record, basis).reduce(
              (into, month) => ({ sales: into.sales + month.sales, gst: into.gst + month.gstOnSales }),
              { sales: 0, gst: 0 },
            );
          expect(sum('cash')).toEqual(sum('accruals'));
          expect(sum('cash').sales).toBe(due);
        },
      ),
    );
  });
});

describe('the request', () => {
  it('asks an amount to reduce by, none to cancel, and a reason', () => {
    expect(
      adjustmentNoteSchema.parse({
        kind: 'reduce',
        amount: '12.50',
        reason: ' Discount ',
        issued_on: '2026-12-05',
      }),
    ).toEqual({ kind: 'reduce', amount: 12_50, reason: 'Discount', issued_on: '2026-12-05' });
    expect(
      adjustmentNoteSchema.parse({ kind: 'cancel', reason: 'Job cancelled', issued_on: '2026-12-05' }),
    ).toMatchObject({
      kind: 'cancel',
    });
    const refused = adjustmentNoteSchema.safeParse({ kind: 'reduce', reason: '', issued_on: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['amount', 'adjustment_amount_invalid'],
        ['reason', 'adjustment_reason_required'],
        ['issued_on', 'adjustment_date_required'],
      ]),
    );
  });
});
