import { renderInvoicePdf } from '@sorted/core/pdf/invoice-pdf';
import { pdfFonts } from '../apps/api/src/lib/pdf-fonts.ts';

/** Median render time in Node of an invoice with `count` items, after a warm-up. */
export async function pdfRenderMs(count: number): Promise<number> {
  const items = Array.from({ length: count }, (_, index) => ({
    name: `Item ${index + 1}`,
    description: 'Labour and materials for the job',
    quantity: '1',
    priceCents: 12_345,
    amountCents: 12_345,
    taxable: true,
  }));
  const invoice = {
    number: 'INV-0001',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    seller: { name: 'Bench Pty Ltd', abn: '51824753556' },
    buyer: { name: 'Client' },
    gstRegistered: true,
    pricesIncludeGst: false,
    items,
    subtotalCents: 12_345 * count,
    gstCents: 1_235 * count,
    totalCents: 13_580 * count,
    payment: null,
  };
  const times: number[] = [];
  for (let run = 0; run < 12; run++) {
    const started = performance.now();
    await renderInvoicePdf(invoice, pdfFonts(), 'en');
    if (run >= 2) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}
