import { it } from 'vitest';
import { bankBooks, bankBooksInvoice, undoReconcile } from '../test/bank-books.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// Every write of the reconcile API under hostile requests (issue 29): mutated decisions of each kind,
// odd and other users' ids. Never a 5xx, always a JSON:API error, and a refused decision changes nothing
// anywhere (no payment, expense, rule, total or history row half written).

const DEPOSIT = 'Direct Credit 301500 BONDI BAKERY INV-0041 INV-0042';
const CARD = 'OFFICEWORKS 0412 CHATSWOOD AU Card xx2784 Value Date: 21/03/2026';

describeOnEachDatabase(
  'fuzzing the reconcile endpoints',
  (use) => {
    it('POST /bank-lines/:id/reconciliation', { timeout: 120_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      const invoice = await bankBooksInvoice(books, 'INV-0041', 'bondi');
      const other = await bankBooksInvoice(books, 'INV-0042', 'bondi');
      const otherIds = [Number(stranger.line(DEPOSIT))];
      const lines = `/api/v1/bank-accounts/${books.accountId}/lines`;
      const endpoint = (description: string) => ({
        method: 'POST' as const,
        url: {
          path: (segment: string) => `/api/v1/bank-lines/${segment}/reconciliation`,
          id: () => Number(books.line(description)),
          otherIds,
        },
        readBack: () => lines,
        // A decision that went through is undone, for the next run to decide again.
        restore: async () => {
          await undoReconcile(books, books.line(description));
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(DEPOSIT),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'invoice-payment',
              allocations: [
                { invoice_id: invoice, amount: '1100.00' },
                { invoice_id: other, amount: '500.00' },
              ],
            },
          },
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(CARD),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'expense',
              supplier_name: 'Officeworks',
              category: 'tools-equipment',
              gst: '1.72',
              business_use_percent: 80,
              learn_rule: true,
            },
          },
        },
      });
      await fuzzWrite(use(), books.client, {
        ...endpoint(CARD),
        valid: {
          data: {
            type: 'reconciliations',
            attributes: {
              kind: 'split',
              business_percent: 60,
              supplier_name: 'Officeworks',
              category: 'other',
            },
          },
        },
      });
    });

    it('DELETE /bank-lines/:id/reconciliation', { timeout: 60_000 }, async () => {
      const books = await bankBooks(use());
      const stranger = await bankBooks(use());
      const invoice = await bankBooksInvoice(books, 'INV-0041', 'bondi');
      const decide = async () => {
        const response = await books.client.post(`/api/v1/bank-lines/${books.line(DEPOSIT)}/reconciliation`, {
          data: {
            type: 'reconciliations',
            attributes: { kind: 'invoice-payment', allocations: [{ invoice_id: invoice, amount: '800.00' }] },
          },
        });
        if (response.statusCode !== 201) throw new Error(response.body);
      };
      await decide();
      const theirs = stranger.line(DEPOSIT);
      await stranger.client.post(`/api/v1/bank-lines/${theirs}/reconciliation`, {
        data: { type: 'reconciliations', attributes: { kind: 'contribution' } },
      });
      await fuzzWrite(
        use(),
        books.client,
        {
          method: 'DELETE',
          url: {
            path: (segment: string) => `/api/v1/bank-lines/${segment}/reconciliation`,
            id: () => Number(books.line(DEPOSIT)),
            otherIds: [Number(theirs)],
          },
          valid: null,
          readBack: () => `/api/v1/bank-accounts/${books.accountId}/lines`,
          restore: decide,
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
