import { it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// Printing stores nothing, but it is open to anyone and renders whatever it is given: bad input must
// be refused with a JSON:API error, and nothing may appear in the invoice tables.
describeOnEachDatabase(
  'fuzzing the invoice printing endpoint',
  (use) => {
    it('POST /invoice-pdfs', { timeout: 90_000 }, async () => {
      await fuzzWrite(use(), createClient(use().app), {
        method: 'POST',
        url: '/api/v1/invoice-pdfs',
        valid: {
          data: {
            type: 'invoice-pdfs',
            attributes: {
              name: 'FREE-7',
              invoice_date: '2026-11-01',
              due_date: '2026-11-15',
              gst_registered: true,
              prices_include_gst: false,
              seller: { name: 'Garden Café', abn: '51 824 753 556', email: 'hello@garden.test' },
              buyer: { name: 'Harbour Cafe', email: null, abn: null, address: null },
              items: [
                { name: 'Catering', description: 'Lunch', quantity: '1.5', price: '100.00', taxable: true },
                { name: 'Council fee', quantity: 1, price: '50', taxable: false },
              ],
              note: 'Thank you.',
              payment_method: 'payid',
              payid: { payid: '0412 345 678', name: 'Zoe Garden' },
            },
          },
        },
        tables: ['invoices', 'invoice_items', 'customers', 'companies'],
      });
    });
  },
  { env: FUZZ_ENV },
);
