import { describe, expect, it } from 'vitest';
import { emptyQuote, quotePayloadOf, sameQuote, validateQuote } from './quote-form-model.ts';

const filled = () => ({
  ...emptyQuote('2026-11-25'),
  number: ' Q-0001 ',
  customer_id: '3',
  company_id: '2',
  items: [{ key: 'a', name: ' Mowing ', description: '', quantity: '2', price: '40', taxable: true }],
});

describe('the quote form', () => {
  it('starts today, valid for 30 days, with one empty item', () => {
    const empty = emptyQuote('2026-11-25');
    expect(empty).toMatchObject({ issue_date: '2026-11-25', valid_until: '2026-12-25', number: '' });
    expect(empty.items).toHaveLength(1);
  });

  it('sends trimmed texts, no note unless one is added, and no amounts', () => {
    const payload = quotePayloadOf({ ...filled(), note: 'Not sent', note_enabled: false });
    expect(payload).toEqual({
      number: 'Q-0001',
      issue_date: '2026-11-25',
      valid_until: '2026-12-25',
      customer_id: '3',
      company_id: '2',
      prices_include_gst: false,
      note: null,
      items: [{ name: 'Mowing', description: null, quantity: '2', price: '40', taxable: true }],
    });
  });

  it('checks client, business, number, items and the valid-until date under their fields', () => {
    expect(validateQuote(filled())).toEqual({});
    expect(
      validateQuote({
        ...filled(),
        customer_id: null,
        company_id: null,
        number: '',
        items: [{ key: 'b', name: '', description: '', quantity: '0', price: '', taxable: true }],
      }),
    ).toEqual({
      customer: 'customer_required',
      company: 'company_required',
      number: 'quote_number_required',
      'items.0.name': 'item_name_required',
      'items.0.quantity': 'quantity_min',
      'items.0.price': 'price_min',
    });
  });

  it('refuses a valid-until date before the issue date', () => {
    expect(validateQuote({ ...filled(), valid_until: '2026-11-01' })).toEqual({
      valid_until: 'valid_until_before_issue',
    });
  });

  it('keeps Save off while nothing that is sent has changed', () => {
    const a = filled();
    expect(sameQuote(a, { ...a, items: a.items.map((item) => ({ ...item, key: 'other' })) })).toBe(true);
    expect(sameQuote(a, { ...a, valid_until: '2026-12-31' })).toBe(false);
  });
});
