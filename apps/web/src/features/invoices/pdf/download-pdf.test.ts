import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { pdfFailureKey } from '../../sales-documents/index.ts';
import { downloadInvoicePdf } from './download-pdf.ts';

const request = {
  name: 'INV 7/2026',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  seller: { name: 'Tidy Gardens' },
  items: [{ name: 'Hedge trimming', quantity: '2', price: '45.50' }],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadInvoicePdf', () => {
  it('has the server print the invoice and saves its answer under the invoice number', async () => {
    const fetchStub = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const saved: Array<{ name: string; file: Blob | undefined }> = [];
    const files = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.set('blob:pdf', blob as Blob);
      return 'blob:pdf';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, file: files.get(this.href) });
    });

    await downloadInvoicePdf(request);

    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/v1/invoice-pdfs');
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({
      data: { type: 'invoice-pdfs', attributes: request },
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('INV-7-2026.pdf');
    expect(await saved[0]?.file?.text()).toBe('%PDF-1.7');
  });
});

describe('pdfFailureKey', () => {
  it.each([
    [new ApiError(0, []), 'invoices.form.pdfOffline'],
    [new ApiError(429, []), 'invoices.form.pdfTooMany'],
    [new ApiError(500, []), 'invoices.form.pdfFailed'],
    [new ApiError(422, []), 'invoices.form.pdfFailed'],
    [new Error('business or client missing'), 'invoices.form.pdfFailed'],
  ])('tells %s as %s', (error, key) => {
    expect(pdfFailureKey(error)).toBe(key);
  });
});
