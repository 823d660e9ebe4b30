import { performance } from 'node:perf_hooks';
import { expect, it, vi } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

// A 500-line invoice's PDF takes hundreds of milliseconds of CPU. Here rendering costs 2 s of CPU
// wherever the app's module graph loads the renderer: should PDFs be drawn on the main thread again,
// every request would wait for them. Mocks do not reach worker threads: the heavy-work worker loads the
// real renderer and draws this short invoice in milliseconds.
const BUSY_MS = 2000;
vi.mock('@sorted/core/pdf/invoice-pdf', async (importOriginal) => {
  const original = await importOriginal<typeof import('@sorted/core/pdf/invoice-pdf')>();
  return {
    ...original,
    renderInvoicePdf: (...args: Parameters<typeof original.renderInvoicePdf>) => {
      const end = Date.now() + BUSY_MS;
      while (Date.now() < end) {
        // Holding the thread, as a long invoice's render does.
      }
      return original.renderInvoicePdf(...args);
    },
  };
});

const draft = {
  name: 'HEAVY-1',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  gst_registered: false,
  prices_include_gst: false,
  seller: { name: 'Tidy Gardens', abn: '51 824 753 556', email: null, address: null },
  buyer: { name: 'Bondi Bakery', email: null, abn: null, address: null },
  items: [{ name: 'Hedging', description: null, quantity: 1, price: '100.00', taxable: false }],
  note: null,
  payment_method: 'none',
  payid: null,
  bank: null,
};

describeOnEachDatabase('heavy work in worker threads', (use) => {
  it('renders a PDF off the main thread: other requests are answered meanwhile', async () => {
    const client = createClient(use().app);
    let rendering = true;
    const printing = client
      .post('/api/v1/invoice-pdfs', { data: { type: 'invoice-pdfs', attributes: draft } })
      .finally(() => {
        rendering = false;
      });
    const waits: number[] = [];
    while (rendering && waits.length < 10_000) {
      const started = performance.now();
      // A turn of the event loop (the worker's answer too), then a health check: how long both took is
      // how long any request waited.
      await new Promise((resolve) => setImmediate(resolve));
      expect((await client.get('/api/v1/health')).statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const printed = await printing;
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(BUSY_MS / 2);
  });
});
