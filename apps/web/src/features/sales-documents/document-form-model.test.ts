import { describe, expect, it } from 'vitest';
import {
  type DocumentValues,
  emptyItem,
  formTotals,
  itemsPayloadOf,
  itemValuesOf,
} from './document-form-model.ts';

const filled = (): DocumentValues => ({
  customer_id: '7',
  company_id: '3',
  prices_include_gst: false,
  items: [{ ...emptyItem(), name: 'Hedge trimming', quantity: '2', price: '45.50' }],
  note_enabled: false,
  note: '',
});

describe('formTotals', () => {
  it('adds the rows, counting half-typed ones as zero', () => {
    const values = filled();
    values.items.push(
      { ...emptyItem(), quantity: '1', price: '12.' },
      { ...emptyItem(), quantity: 'x', price: '5' },
    );
    expect(formTotals(values, false)).toMatchObject({ subtotal: 9100, gst: 0, total: 9100 });
  });

  it('reads thousands separators as the server does: "1,000" is a thousand, "1,00" nothing yet', () => {
    const values = { ...filled(), items: [{ ...emptyItem(), quantity: '1,000', price: '1,234.50' }] };
    expect(formTotals(values, false)).toMatchObject({ total: 123_450_000 });
    values.items = [{ ...emptyItem(), quantity: '1,00', price: '5' }];
    expect(formTotals(values, false)).toMatchObject({ total: 0 });
  });

  it('adds 10% GST for a registered business, or takes 1/11 out of inclusive prices', () => {
    const values = { ...filled(), items: [{ ...emptyItem(), quantity: '1', price: '10.00' }] };
    expect(formTotals(values, true)).toMatchObject({ subtotal: 1000, gst: 100, total: 1100 });
    expect(formTotals({ ...values, prices_include_gst: true }, true)).toMatchObject({
      subtotal: 909,
      gst: 91,
      total: 1000,
    });
  });

  it('ignores the inclusive switch when the business is not registered', () => {
    expect(formTotals({ ...filled(), prices_include_gst: true }, false)).toMatchObject({
      gst: 0,
      total: 9100,
    });
  });
});

describe('items', () => {
  it('are shown as saved and sent trimmed, an empty note as none', () => {
    const shown = itemValuesOf([
      { name: 'Hedge trimming', description: null, quantity: '2', price: '45.50', taxable: true },
    ]);
    expect(shown[0]).toMatchObject({ name: 'Hedge trimming', description: '', quantity: '2' });
    expect(itemsPayloadOf([{ ...emptyItem(), name: ' Mowing ', description: '  ', price: ' 5 ' }])).toEqual([
      { name: 'Mowing', description: null, quantity: '1', price: '5', taxable: true },
    ]);
  });
});
