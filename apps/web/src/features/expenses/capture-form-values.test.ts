import { describe, expect, it } from 'vitest';
import { captureGstWarnings, prefillOfCapture } from './capture-form-values.ts';
import type { ReceiptCapture } from './receipt-captures.ts';

const line = (text: string) => ({ text, box: { x: 0.1, y: 0.2, width: 0.5, height: 0.04 } });

const capture = (overrides: Partial<ReceiptCapture> = {}): ReceiptCapture => ({
  id: '7',
  state: 'read',
  file_name: 'docket.jpg',
  file: { url: '/api/v1/receipt-captures/7/file', content_type: 'image/jpeg', byte_size: 1000 },
  reading: {
    source: 'ocr',
    supplier_name: 'BUNNINGS WAREHOUSE',
    supplier_abn: '26008672179',
    abn_valid: true,
    expense_date: '2026-10-03',
    amount: '148.90',
    gst: '13.54',
    tax_invoice: true,
    sources: {
      supplier_name: line('BUNNINGS WAREHOUSE'),
      supplier_abn: line('ABN 26 008 672 179'),
      expense_date: line('03/10/2026 14:32'),
      amount: line('TOTAL 148.90'),
      gst: line('GST INCLUDED IN TOTAL 13.54'),
      tax_invoice: line('TAX INVOICE'),
    },
  },
  remembered: null,
  created_at: '2026-10-03T04:00:00.000Z',
  possibleDuplicateId: null,
  ...overrides,
});

describe('the expense form opened on a snapped receipt', () => {
  it('fills in what was read, each field with its line, the paid date with the receipt date', () => {
    const { values, read, remembered } = prefillOfCapture(capture(), '2026-11-27', ['3']);
    expect(values).toMatchObject({
      supplier_name: 'BUNNINGS WAREHOUSE',
      supplier_abn: '26 008 672 179',
      expense_date: '2026-10-03',
      paid_date: '2026-10-03',
      amount: '148.90',
      gst: '13.54',
      category: '',
      company: '3',
      paid: true,
    });
    expect(Object.keys(read).sort()).toEqual([
      'amount',
      'expense_date',
      'gst',
      'supplier_abn',
      'supplier_name',
    ]);
    expect(read.amount?.text).toBe('TOTAL 148.90');
    expect(remembered).toEqual([]);
  });

  it('leaves empty what was not read, and the date today', () => {
    const blank = capture({
      reading: {
        source: 'ocr',
        supplier_name: null,
        supplier_abn: null,
        abn_valid: null,
        expense_date: null,
        amount: '12.00',
        gst: null,
        tax_invoice: false,
        sources: { amount: line('12.00') },
      },
    });
    const { values, read } = prefillOfCapture(blank, '2026-11-27', ['3', '4']);
    expect(values).toMatchObject({
      supplier_name: '',
      supplier_abn: '',
      gst: '',
      expense_date: '2026-11-27',
      amount: '12.00',
      company: null,
    });
    expect(Object.keys(read)).toEqual(['amount']);
  });

  it('takes what the owner chose last time for the ABN: name, category, business use, business', () => {
    const known = capture({
      remembered: {
        supplier_name: 'Bunnings',
        category: 'tools-equipment',
        business_use_percent: 60,
        company_id: '4',
      },
    });
    const { values, read, remembered } = prefillOfCapture(known, '2026-11-27', ['3', '4']);
    expect(values).toMatchObject({
      supplier_name: 'Bunnings',
      category: 'tools-equipment',
      business_use_percent: 60,
      company: '4',
    });
    expect(read.supplier_name).toBeUndefined();
    expect(remembered).toEqual(['supplier_name', 'category', 'business_use_percent', 'company']);
    // A business since deleted is not chosen.
    const gone = prefillOfCapture(known, '2026-11-27', ['3', '5']);
    expect(gone.values.company).toBeNull();
    expect(gone.remembered).not.toContain('company');
  });

  it('warns of a GST credit above $82.50 the receipt cannot back, as the form stands', () => {
    const { values } = prefillOfCapture(capture(), '2026-11-27', ['3']);
    expect(captureGstWarnings(capture(), values)).toEqual([]);
    const docket = capture({
      reading: { ...(capture().reading as NonNullable<ReceiptCapture['reading']>), tax_invoice: false },
    });
    expect(captureGstWarnings(docket, values)).toEqual(['not-a-tax-invoice']);
    expect(captureGstWarnings(capture(), { ...values, supplier_abn: '' })).toEqual(['no-abn']);
    expect(captureGstWarnings(capture(), { ...values, supplier_abn: '26 008 672 178' })).toEqual([
      'abn-invalid',
    ]);
    expect(captureGstWarnings(docket, { ...values, amount: '82.50' })).toEqual([]);
  });
});
