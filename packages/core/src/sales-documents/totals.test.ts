import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, invoiceTotals, itemTotals, type LineInput, lineAmount } from './totals.ts';

const line = (quantity: number, priceCents: number, taxable = true): LineInput => ({
  quantityMilli: Math.round(quantity * 1000),
  priceCents,
  taxable,
});

describe('divideRoundHalfUp', () => {
  it.each([
    [0, 10, 0],
    [14, 10, 1],
    [15, 10, 2],
    [25, 10, 3],
    [1000, 11, 91],
    [1, 2, 1],
    [1, 3, 0],
  ])('%i ÷ %i = %i', (numerator, denominator, result) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(result);
  });
  it('refuses what is not whole cents', () => {
    expect(() => divideRoundHalfUp(0.5, 10)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(-1, 10)).toThrow(RangeError);
  });
});

describe('lineAmount', () => {
  it.each([
    [1, 1000, 1000],
    [3, 333, 999],
    [1.5, 12345, 18518],
    [0.333, 100, 33],
    [2.5, 1, 3],
  ])('%f × %i cents = %i cents', (quantity, price, amount) => {
    expect(lineAmount(Math.round(quantity * 1000), price)).toBe(amount);
  });
});

describe('invoiceTotals', () => {
  it('adds lines without GST for a business that is not registered', () => {
    const totals = invoiceTotals({
      lines: [line(2, 5000), line(1, 1999)],
      gstRegistered: false,
      pricesIncludeGst: false,
    });
    expect(totals).toMatchObject({ subtotal: 11999, gst: 0, total: 11999 });
  });

  it('adds 10% of the taxable lines when prices exclude GST', () => {
    const totals = invoiceTotals({
      lines: [line(2, 5000), line(1, 1999, false)],
      gstRegistered: true,
      pricesIncludeGst: false,
    });
    expect(totals).toMatchObject({ subtotal: 11999, gst: 1000, total: 12999 });
  });

  it('takes 1/11 of the taxable lines when prices include GST: a $10.00 line is $9.09 + $0.91', () => {
    const totals = invoiceTotals({ lines: [line(1, 1000)], gstRegistered: true, pricesIncludeGst: true });
    expect(totals).toEqual({
      lines: [{ amount: 1000, gst: 91, exGst: 909 }],
      subtotal: 909,
      gst: 91,
      total: 1000,
    });
  });

  it('rounds GST once per invoice, half a cent up', () => {
    // Three lines of $0.05: each line's GST would round to 1 cent (3 cents); the invoice's is 1.5 → 2 cents.
    const totals = invoiceTotals({
      lines: [line(1, 5), line(1, 5), line(1, 5)],
      gstRegistered: true,
      pricesIncludeGst: false,
    });
    expect(totals).toMatchObject({ subtotal: 15, gst: 2, total: 17 });
  });

  it('charges no GST on GST-free lines of a GST-inclusive invoice', () => {
    const totals = invoiceTotals({
      lines: [line(1, 1100), line(1, 500, false)],
      gstRegistered: true,
      pricesIncludeGst: true,
    });
    expect(totals).toMatchObject({ subtotal: 1500, gst: 100, total: 1600 });
    expect(totals.lines[1]).toEqual({ amount: 500, gst: 0, exGst: 500 });
  });

  it('is zero for no lines', () => {
    expect(invoiceTotals({ lines: [], gstRegistered: true, pricesIncludeGst: false })).toEqual({
      lines: [],
      subtotal: 0,
      gst: 0,
      total: 0,
    });
  });

  const lines = fc.array(
    fc.record({
      quantityMilli: fc.integer({ min: 1000, max: 10_000_000 }),
      priceCents: fc.integer({ min: 1, max: 100_000_000 }),
      taxable: fc.boolean(),
    }),
    { minLength: 1, maxLength: 50 },
  );

  it('always agrees: total = Σ rounded line amounts (+ GST), subtotal + GST = total, all whole cents', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), fc.boolean(), (items, gstRegistered, pricesIncludeGst) => {
        const totals = invoiceTotals({ lines: items, gstRegistered, pricesIncludeGst });
        const sum = items.reduce((total, item) => total + lineAmount(item.quantityMilli, item.priceCents), 0);
        expect(totals.subtotal + totals.gst).toBe(totals.total);
        expect(totals.total).toBe(pricesIncludeGst || !gstRegistered ? sum : sum + totals.gst);
        for (const value of [
          totals.subtotal,
          totals.gst,
          totals.total,
          ...totals.lines.flatMap((l) => [l.amount, l.gst, l.exGst]),
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        if (!gstRegistered) expect(totals.gst).toBe(0);
        const taxable = items.reduce(
          (total, item) => total + (item.taxable ? lineAmount(item.quantityMilli, item.priceCents) : 0),
          0,
        );
        // The invoice's GST is within half a cent of the exact fraction.
        if (gstRegistered)
          expect(Math.abs(totals.gst - taxable / (pricesIncludeGst ? 11 : 10))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('itemTotals', () => {
  it('totals validated items (thousandths, cents) as the lines they are', () => {
    const items = [
      { quantity: 1_500, price: 10_000, taxable: true },
      { quantity: 1_000, price: 5_000, taxable: false },
    ];
    expect(itemTotals(items, { gstRegistered: true, pricesIncludeGst: false })).toEqual(
      invoiceTotals({
        lines: [
          { quantityMilli: 1_500, priceCents: 10_000, taxable: true },
          { quantityMilli: 1_000, priceCents: 5_000, taxable: false },
        ],
        gstRegistered: true,
        pricesIncludeGst: false,
      }),
    );
    expect(itemTotals(items, { gstRegistered: true, pricesIncludeGst: false })).toMatchObject({
      subtotal: 20_000,
      gst: 1_500,
      total: 21_500,
    });
  });
});
