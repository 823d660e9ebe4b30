import { describe, expect, it } from 'vitest';
import { documentLines, quantityText } from './lines.ts';
import { itemTotals } from './totals.ts';

describe('documentLines', () => {
  it('keeps the order entered and takes each amount from the totals', () => {
    const items = [
      { name: 'Wiring', description: null, quantity: 1_500, price: 80_00, taxable: true },
      { name: 'Permit', description: 'Council', quantity: 1_000, price: 45_50, taxable: false },
    ];
    const totals = itemTotals(items, { gstRegistered: true, pricesIncludeGst: false });
    expect(documentLines(items, totals)).toEqual([
      {
        position: 0,
        name: 'Wiring',
        description: null,
        quantity_milli: 1_500,
        price_cents: 80_00,
        taxable: true,
        amount_cents: 120_00,
      },
      {
        position: 1,
        name: 'Permit',
        description: 'Council',
        quantity_milli: 1_000,
        price_cents: 45_50,
        taxable: false,
        amount_cents: 45_50,
      },
    ]);
  });
});

describe('quantityText', () => {
  it.each([
    [1_000, '1'],
    [1_500, '1.5'],
    [250, '0.25'],
    [1, '0.001'],
  ])('%i thousandths read %s', (milli, text) => {
    expect(quantityText(milli)).toBe(text);
  });
});
