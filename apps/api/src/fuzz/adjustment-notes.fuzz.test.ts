import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany, createCustomer, createInvoice } from './fixtures.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// A refused adjustment note leaves no note, and no invoice figure or running total changed.
const TABLES = [
  'adjustment_notes',
  'invoices',
  'invoice_payments',
  'invoice_month_totals',
  'invoice_customer_totals',
  'invoice_due_totals',
  'ledger_month_totals',
  'companies',
] as const;

describeOnEachDatabase(
  'fuzzing the adjustment note endpoints',
  (use) => {
    it('POST /invoices/:id/adjustment-notes', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const refs = { ...(await createCompany(client)), customerId: await createCustomer(client) };
      const stranger = (await signedInUser(use())).client;
      const strangerRefs = { ...(await createCompany(stranger)), customerId: await createCustomer(stranger) };
      const strangerInvoice = await createInvoice(stranger, strangerRefs, 'INV-0001');
      let sequence = 0;
      const newInvoice = () => createInvoice(client, refs, `SEED-${++sequence}`);
      let id = await newInvoice();
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: {
          path: (segment) => `/api/v1/invoices/${segment}/adjustment-notes`,
          id: () => id,
          otherIds: [strangerInvoice],
        },
        valid: {
          data: {
            type: 'adjustmentNotes',
            attributes: { kind: 'reduce', amount: '0.01', reason: 'Discount', issued_on: '2026-11-20' },
          },
        },
        tables: TABLES,
        readBack: () => `/api/v1/invoices/${id}/adjustment-notes`,
        // A cancelled invoice refuses every note: each run adjusts a new one.
        restore: async () => {
          id = await newInvoice();
        },
      });
    });
  },
  { env: FUZZ_ENV },
);
