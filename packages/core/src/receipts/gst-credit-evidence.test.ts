import { describe, expect, it } from 'vitest';
import { gstCreditWarnings, TAX_INVOICE_THRESHOLD_CENTS } from './gst-credit-evidence.ts';

const valid = { digits: '51824753556', valid: true };
const invalid = { digits: '12345678901', valid: false };

describe('gstCreditWarnings', () => {
  it.each([
    // $82.50 or less: any record of the purchase will do.
    [8_250, false, null, []],
    [1_550, false, null, []],
    // Above it: a tax invoice with the seller's ABN.
    [8_251, true, valid, []],
    [12_100, false, valid, ['not-a-tax-invoice']],
    [12_100, true, null, ['no-abn']],
    [12_100, true, invalid, ['abn-invalid']],
    [12_100, false, null, ['not-a-tax-invoice', 'no-abn']],
  ] as const)('a total of %i cents, tax invoice %s, ABN %o → %o', (totalCents, taxInvoice, abn, warnings) => {
    expect(gstCreditWarnings({ totalCents, taxInvoice, abn })).toEqual(warnings);
  });

  it('says nothing while the total is not read', () => {
    expect(gstCreditWarnings({ totalCents: null, taxInvoice: false, abn: null })).toEqual([]);
  });

  it('draws the line at $82.50 including GST', () => {
    expect(TAX_INVOICE_THRESHOLD_CENTS).toBe(8_250);
  });
});
