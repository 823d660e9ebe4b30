import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianDays, type PastInvoice, type PastItem, suggestInvoice } from './suggestion.ts';

const item = (
  name: string,
  priceCents: number,
  quantityMilli = 1000,
  description: string | null = null,
): PastItem => ({
  name,
  description,
  quantityMilli,
  priceCents,
  taxable: true,
});
const invoice = (invoiceDate: string, dueDate: string, items: PastItem[]): PastInvoice => ({
  invoiceDate,
  dueDate,
  items,
});

describe('medianDays', () => {
  it.each([
    [[], null],
    [[14], 14],
    [[30, 7, 14], 14],
    [[7, 14], 11],
    [[7, 8], 8],
    [[30, 30, 0, 0], 15],
  ])('median of %j is %j', (values, expected) => {
    expect(medianDays(values)).toBe(expected);
  });
});

describe('suggestInvoice', () => {
  it('has nothing to suggest without history', () => {
    expect(suggestInvoice([], '2026-11-23')).toBeNull();
  });

  it('dates the invoice today and due by the client’s usual terms', () => {
    const history = [
      invoice('2026-08-01', '2026-08-31', [item('Mowing', 8000)]),
      invoice('2026-09-01', '2026-10-01', [item('Mowing', 8000)]),
      invoice('2026-10-01', '2026-10-08', [item('Mowing', 8000)]),
    ];
    expect(suggestInvoice(history, '2026-11-23')).toMatchObject({
      invoiceDate: '2026-11-23',
      dueDate: '2026-12-23',
      termsDays: 30,
      basedOn: 3,
    });
  });

  it('falls back to 14 days when no past invoice has sensible terms', () => {
    const history = [invoice('2026-10-01', '2026-09-01', [item('Mowing', 8000)])];
    expect(suggestInvoice(history, '2026-11-23')).toMatchObject({ termsDays: 14, dueDate: '2026-12-07' });
  });

  it('suggests the recurring items, most often billed first, at their latest price and quantity', () => {
    const history = [
      invoice('2026-07-01', '2026-07-15', [item('Mowing', 7000), item('Gutter clean', 15000)]),
      invoice('2026-08-01', '2026-08-15', [item('Mowing', 7500), item('Hedge trim', 5000)]),
      invoice('2026-09-01', '2026-09-15', [
        item('mowing ', 8000, 2000, 'Front and back'),
        item('Hedge trim', 5500),
      ]),
      invoice('2026-10-01', '2026-10-15', [item('Mowing', 8000, 1500, 'Front only'), item('Planting', 9000)]),
    ];
    const suggestion = suggestInvoice(history, '2026-11-23');
    expect(suggestion?.items).toEqual([
      {
        name: 'Mowing',
        description: 'Front only',
        quantityMilli: 1500,
        priceCents: 8000,
        taxable: true,
        amountCents: 12000,
        timesBilled: 4,
      },
      {
        name: 'Hedge trim',
        description: null,
        quantityMilli: 1000,
        priceCents: 5500,
        taxable: true,
        amountCents: 5500,
        timesBilled: 2,
      },
    ]);
  });

  it('offers the latest invoice’s items when nothing recurs', () => {
    const history = [
      invoice('2026-09-01', '2026-09-15', [item('Design', 50000)]),
      invoice('2026-10-01', '2026-10-15', [item('Logo', 30000), item('Business cards', 12000)]),
    ];
    expect(suggestInvoice(history, '2026-11-23')?.items.map((suggested) => suggested.name)).toEqual([
      'Logo',
      'Business cards',
    ]);
  });

  it('counts an item once per invoice even when it is listed twice there', () => {
    const history = [
      invoice('2026-09-01', '2026-09-15', [
        item('Call-out', 9000),
        item('Call-out', 9000),
        item('Parts', 100),
      ]),
      invoice('2026-10-01', '2026-10-15', [item('Parts', 200)]),
    ];
    expect(suggestInvoice(history, '2026-11-23')?.items).toEqual([
      expect.objectContaining({ name: 'Parts', priceCents: 200, timesBilled: 2 }),
    ]);
  });

  it('never suggests more than 10 items, and each amount is quantity × price in whole cents', () => {
    const arbitraryItem = fc.record({
      name: fc.constantFrom(...'ABCDEFGHIJKLMNOP'.split('')),
      description: fc.constant(null),
      quantityMilli: fc.integer({ min: 1000, max: 100_000 }),
      priceCents: fc.integer({ min: 1, max: 10_000_000 }),
      taxable: fc.boolean(),
    });
    const arbitraryInvoice = fc.record({
      invoiceDate: fc.constantFrom('2026-01-10', '2026-03-05', '2026-06-30', '2026-09-01'),
      dueDate: fc.constantFrom('2026-09-15', '2026-10-01'),
      items: fc.array(arbitraryItem, { minLength: 1, maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryInvoice, { minLength: 1, maxLength: 8 }), (history) => {
        const suggestion = suggestInvoice(history, '2026-11-23');
        expect(suggestion).not.toBeNull();
        expect(suggestion?.items.length).toBeLessThanOrEqual(10);
        expect(suggestion?.items.length).toBeGreaterThan(0);
        for (const suggested of suggestion?.items ?? []) {
          expect(Number.isSafeInteger(suggested.amountCents)).toBe(true);
          expect(suggested.amountCents).toBe(
            Math.round((suggested.quantityMilli * suggested.priceCents) / 1000),
          );
        }
      }),
    );
  });
});
