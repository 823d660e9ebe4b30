import { describe, expect, it } from 'vitest';
import { attributesOf, documentAttributes } from './document-request.ts';
import { INVOICES, QUOTES } from './kinds.ts';

const item = { name: 'Wiring', quantity: '1', price: '80.00' };

describe('documentAttributes', () => {
  it('takes the lines from items, else from the kind’s included line resources', () => {
    const body = {
      data: { attributes: { number: 'Q-0001' } },
      included: [
        { type: 'quoteItems', attributes: item },
        { type: 'invoiceItems', attributes: { ...item, name: 'Not a quote line' } },
      ],
    };
    expect(documentAttributes(QUOTES, body)).toEqual({ number: 'Q-0001', items: [item] });
    expect(
      documentAttributes(QUOTES, { data: { attributes: { items: [] } }, included: body.included }),
    ).toEqual({
      items: [],
    });
  });

  it('takes an invoice’s lines from `item` as the spec’s examples send them; a quote’s never', () => {
    const body = { data: { attributes: { name: 'INV-0001', item: [item] } } };
    expect(documentAttributes(INVOICES, body)).toEqual({ name: 'INV-0001', item: [item], items: [item] });
    expect(documentAttributes(QUOTES, body)).toEqual({ name: 'INV-0001', item: [item] });
  });

  it('reads any body, a broken one as no attributes', () => {
    expect(attributesOf(undefined)).toEqual({});
    expect(attributesOf({ data: null })).toEqual({});
    expect(documentAttributes(INVOICES, 'nonsense')).toEqual({});
  });
});
